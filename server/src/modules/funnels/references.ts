import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { SIGN_IN_BLOCKED_STATUSES } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';
import type { FeatureFlag } from '@seedbed/contracts/flags';

/** The ids among `ids` that name people of the organisation who may still sign in. */
export async function knownPeople(ctx: Context, db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const u = schema.users;
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...ids]), notInArray(u.status, [...SIGN_IN_BLOCKED_STATUSES])));
  return new Set(rows.map((r) => r.id));
}

/** Refuses, on each field that names one, the ids that are not people of the organisation. */
export async function requirePeople(ctx: Context, db: Db, ids: readonly string[], field: string): Promise<void> {
  const known = await knownPeople(ctx, db, ids);
  const unknown = ids.flatMap((id, i) => (known.has(id) ? [] : [{ field: `${field}.${i}`, key: 'funnels.personUnknown' }]));
  if (unknown.length) throw validationError(unknown);
}

export async function requireProgram(ctx: Context, db: Db, programId: string): Promise<void> {
  const p = schema.programs;
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.id, programId)));
  if (!row) throw validationError([{ field: 'programId', key: 'funnels.programUnknown' }]);
}

/** A plan feature the change needs: without it the change is refused, naming the feature. */
export function requireFlag(ctx: Context, flag: FeatureFlag, messageKey: string): void {
  if (!incubatorFlags(ctx.incubator)[flag]) throw new AppError('FEATURE_DISABLED', messageKey, {}, { flag });
}

/**
 * A round's form: a published, unarchived form of the organisation of the kind the round needs
 * (intake for applicants, evaluation for evaluators). Each reason reads on its own.
 */
export async function requireRoundForm(ctx: Context, db: Db, formId: string, kind: 'intake' | 'evaluation', field: string): Promise<void> {
  const f = schema.forms;
  const [form] = await db
    .select({ kind: f.kind, versionId: f.versionId, archived: f.archived, profile: f.profile })
    .from(f)
    .where(and(eq(f.incubatorId, ctx.incubator.id), eq(f.id, formId)));
  if (!form || form.profile) throw validationError([{ field, key: 'funnels.formUnknown' }]);
  if (form.kind !== kind) throw validationError([{ field, key: kind === 'intake' ? 'funnels.formNotIntake' : 'funnels.formNotEvaluation' }]);
  if (form.archived) throw validationError([{ field, key: 'funnels.formArchived' }]);
  if (!form.versionId) throw validationError([{ field, key: 'funnels.formUnpublished' }]);
}

/** Evaluation criteria are the organisation's tags of category EvaluationCriteria (the Topic page). */
export async function requireCriteria(ctx: Context, db: Db, tagIds: readonly string[]): Promise<void> {
  if (!tagIds.length) return;
  const t = schema.tags;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.category, 'EvaluationCriteria'), inArray(t.id, [...tagIds])));
  const known = new Set(rows.map((r) => r.id));
  const unknown = tagIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `criteria.${i}.tagId`, key: 'funnels.criterionUnknown' }]));
  if (unknown.length) throw validationError(unknown);
}
