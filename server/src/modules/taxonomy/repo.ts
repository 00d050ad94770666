import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TagCategory } from '@seedbed/contracts/taxonomy';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';

export const tags = schema.tags;
export type TagRow = typeof tags.$inferSelect;

type Tenant = Pick<Context, 'incubator'>;

/** A category's tags in the order of its unique index (lower-cased name), ties by id. */
export async function tagsOf(ctx: Tenant, db: Db, category: TagCategory): Promise<TagRow[]> {
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.category, category)))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

/** One tag of the tenant, of `category` when one is given. */
export async function findTag(ctx: Tenant, db: Db, id: string, category?: TagCategory): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.id, id), category ? eq(tags.category, category) : undefined));
  return row ?? null;
}

export async function findTags(ctx: Tenant, db: Db, ids: readonly string[]): Promise<TagRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, ctx.incubator.id), inArray(tags.id, [...ids])));
}

/** The tag of this category already called `name` whatever its case (the unique index's rule), but `exceptId`. */
export async function findTagNamed(ctx: Tenant, db: Db, category: TagCategory, name: string, exceptId?: string): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.category, category), sql`lower(${tags.name}) = lower(${name})`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

/**
 * Two people adding or renaming to the same name at once take turns on a per-tenant lock held to
 * the end of the transaction, so the second finds the first's tag instead of failing on the index.
 */
export async function lockNames(ctx: Tenant, db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tags:${ctx.incubator.id}`}))`);
}

export async function insertTag(ctx: Tenant, db: Db, tag: { category: TagCategory; name: string; color: string | null }): Promise<TagRow> {
  const [row] = await db
    .insert(tags)
    .values({ incubatorId: ctx.incubator.id, id: newId(), ...tag })
    .returning();
  return row;
}

/**
 * How many records carry each tag (startups and people alike), in one grouped query over the
 * link tables' tag indexes; a tag nobody carries counts 0.
 */
export async function usageOf(ctx: Tenant, db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(ids.map((id) => [id, 0]));
  if (!ids.length) return counts;
  const tenant = ctx.incubator.id;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<{ tag_id: string; usage: number }>(sql`
    SELECT used.tag_id, count(*)::int AS usage FROM (
      SELECT tag_id FROM ${schema.startupTags} WHERE incubator_id = ${tenant} AND tag_id IN (${list})
      UNION ALL
      SELECT tag_id FROM ${schema.userTags} WHERE incubator_id = ${tenant} AND tag_id IN (${list})
    ) AS used GROUP BY used.tag_id`);
  for (const row of rows) counts.set(row.tag_id, Number(row.usage));
  return counts;
}

/**
 * Moves the links of `sourceIds` to `targetId` — a record that carried both keeps one link — and
 * deletes the sources. Answers how many links moved.
 */
export async function mergeInto(ctx: Tenant, db: Db, sourceIds: readonly string[], targetId: string): Promise<number> {
  const tenant = ctx.incubator.id;
  const sources = sql.join(
    sourceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const startups = await db.execute(sql`
    INSERT INTO ${schema.startupTags} (incubator_id, startup_id, tag_id)
    SELECT DISTINCT incubator_id, startup_id, ${targetId}::uuid FROM ${schema.startupTags}
    WHERE incubator_id = ${tenant} AND tag_id IN (${sources})
    ON CONFLICT DO NOTHING`);
  const people = await db.execute(sql`
    INSERT INTO ${schema.userTags} (incubator_id, user_id, tag_id)
    SELECT DISTINCT incubator_id, user_id, ${targetId}::uuid FROM ${schema.userTags}
    WHERE incubator_id = ${tenant} AND tag_id IN (${sources})
    ON CONFLICT DO NOTHING`);
  // The sources' links go with them (the link tables cascade).
  await db.delete(tags).where(and(eq(tags.incubatorId, tenant), inArray(tags.id, [...sourceIds])));
  return (startups.rowCount ?? 0) + (people.rowCount ?? 0);
}
