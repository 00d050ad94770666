import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';

const versions = schema.metricDataVersions;
const cache = schema.metricAnalyticsCache;

/** A cache key from what an answer depends on, whatever its size (a scope may list thousands of startups). */
export const analyticsKey = (kind: string, parts: unknown) => `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

/**
 * Portfolio analytics read hundreds of thousands of values, yet their answer changes only when the
 * metric data does: triggers give the organisation a new data version on every write to
 * metric_values or startup_programs (migration 0025). An answer is kept in the database with the
 * version it was computed on, read back in one round trip while that version holds, and computed
 * again after any change. Servers keep nothing; older answers are dropped as new ones are written.
 */
export async function cachedAnalytics<T>(ctx: Pick<Context, 'incubator'>, db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const tenant = ctx.incubator.id;
  const current = sql`coalesce((SELECT ${versions.version} FROM ${versions} WHERE ${versions.incubatorId} = ${tenant}), 0)`;
  const { rows } = await db.execute<{ version: string | number; result: T | null }>(
    sql`SELECT ${current} AS version, (SELECT ${cache.result} FROM ${cache} WHERE ${cache.incubatorId} = ${tenant} AND ${cache.key} = ${key} AND ${cache.version} = ${current}) AS result`,
  );
  const version = Number(rows[0].version);
  if (rows[0].result !== null) return rows[0].result;
  const result = await compute();
  await db
    .insert(cache)
    .values({ incubatorId: tenant, key, version, result })
    .onConflictDoUpdate({ target: [cache.incubatorId, cache.key], set: { version, result, createdAt: new Date() } });
  await db.delete(cache).where(and(eq(cache.incubatorId, tenant), lt(cache.version, version)));
  return result;
}
