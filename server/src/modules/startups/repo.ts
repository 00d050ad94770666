import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { TagCategory } from '@seedbed/contracts/taxonomy';
import { schema, type Db } from '../../core/db/pool.ts';
import { findTag } from '../taxonomy/repo.ts';

export const st = schema.startups;
export const members = schema.startupMembers;
export const programs = schema.programs;
export const tags = schema.tags;

export type StartupRow = typeof st.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

/** The taxonomy category of startup tags. */
export const STARTUP_TAG = 'Startup' satisfies TagCategory;
/** The category of the skills people hold (shown on mentors and experts). */
export const SKILL_TAG = 'UserSkills' satisfies TagCategory;

type Tenant = Pick<Context, 'incubator'>;

export async function findStartup(ctx: Tenant, db: Db, id: string): Promise<StartupRow | null> {
  const [row] = await db
    .select()
    .from(st)
    .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, id)));
  return row ?? null;
}

export async function findProgram(ctx: Tenant, db: Db, id: string): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, id)));
  return row ?? null;
}

export const findStartupTag = (ctx: Tenant, db: Db, id: string): Promise<TagRow | null> => findTag(ctx, db, id, STARTUP_TAG);

/** The link tables of a startup's profile, by the input field that lists their ids. */
export const STARTUP_LINKS = {
  industryIds: { table: schema.startupIndustries, column: schema.startupIndustries.industryId },
  tagIds: { table: schema.startupTags, column: schema.startupTags.tagId },
  programIds: { table: schema.startupPrograms, column: schema.startupPrograms.programId },
} as const;
export type StartupLink = keyof typeof STARTUP_LINKS;

/** The ids a startup is linked to through one link table. */
export async function linkedIds(ctx: Tenant, db: Db, link: StartupLink, startupId: string): Promise<string[]> {
  const { table, column } = STARTUP_LINKS[link];
  const rows = await db
    .select({ id: column })
    .from(table)
    .where(and(eq(table.incubatorId, ctx.incubator.id), eq(table.startupId, startupId)));
  // Link columns are typed loosely by linkTable; they are never null.
  return rows.map((r) => r.id as string);
}

export async function addLinks(ctx: Tenant, db: Db, link: StartupLink, startupId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const { table } = STARTUP_LINKS[link];
  const key = link === 'industryIds' ? 'industryId' : link === 'tagIds' ? 'tagId' : 'programId';
  await db
    .insert(table)
    .values(ids.map((id) => ({ incubatorId: ctx.incubator.id, startupId, [key]: id }) as typeof table.$inferInsert))
    .onConflictDoNothing();
}

export async function removeLinks(ctx: Tenant, db: Db, link: StartupLink, startupId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const { table, column } = STARTUP_LINKS[link];
  await db.delete(table).where(and(eq(table.incubatorId, ctx.incubator.id), eq(table.startupId, startupId), inArray(column, [...ids])));
}

/** Which of `ids` name a record of the tenant the link may point at (startup tags only, for tags). */
export async function existingTargets(ctx: Tenant, db: Db, link: StartupLink, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const tenant = ctx.incubator.id;
  const table = link === 'industryIds' ? schema.industries : link === 'tagIds' ? tags : programs;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.incubatorId, tenant), inArray(table.id, [...ids]), link === 'tagIds' ? eq(tags.category, STARTUP_TAG) : undefined));
  return new Set(rows.map((r) => r.id));
}

/** A person's membership of a startup: founder (with their founder type) or assigned. */
export async function membershipsOf(ctx: Tenant, db: Db, startupId: string, userId: string) {
  return db
    .select()
    .from(members)
    .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.startupId, startupId), eq(members.userId, userId)));
}
