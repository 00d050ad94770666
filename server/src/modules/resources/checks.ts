import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, type FieldError } from '../../core/errors.ts';
import { hasResourceVisibility } from './access.ts';

/** The programmes named must be the organisation's; any other id is an error on its place in the list. */
export async function programProblems(ctx: Pick<Context, 'incubator'>, db: Db, ids: readonly string[] | undefined): Promise<FieldError[]> {
  if (!ids?.length) return [];
  const p = schema.programs;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), inArray(p.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  return ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `programIds.${i}`, key: 'resources.unknownProgram' }]));
}

/** Keeping a record to roles or programmes is the plan's resourceVisibility: without it, lists are refused. */
export function requireVisibilityFlag(ctx: Context, lists: { roleTypes?: readonly string[]; programIds?: readonly string[] }): void {
  if (hasResourceVisibility(ctx) || (!lists.roleTypes?.length && !lists.programIds?.length)) return;
  throw new AppError('FEATURE_DISABLED', 'resources.visibilityRequired', {}, { flag: 'resourceVisibility' });
}

/**
 * Changes to the library's order take turns per organisation: positions are counted and renumbered
 * under this lock, so two managers adding or moving at once never share a place.
 */
export async function lockLibrary(ctx: Pick<Context, 'incubator'>, db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`resources:${ctx.incubator.id}`}, 0))`);
}

/** The names of the fields an edit sent. */
export const changedFields = (input: object) => Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [key]));
