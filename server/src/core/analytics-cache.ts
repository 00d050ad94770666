import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from './context.ts';
import { schema, type Db } from './db/pool.ts';

const versions = schema.analyticsVersions;
const cache = schema.analyticsCache;

/** The data an analytics answer is computed from: a write to any of its tables makes the answer stale (migration 0035). */
export type AnalyticsTopic = 'metrics' | 'applications';

/** A cache key from what an answer depends on, whatever its size (a scope may list thousands of startups). */
export const analyticsKey = (kind: string, parts: unknown) => `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Analytics read hundreds of thousands of rows (metric values, applications and their evaluations),
 * yet their answer changes only when the topic's data does: triggers give the organisation a new
 * version of the topic on every statement that writes its tables. An answer is kept in the
 * database with the version it was computed on, read back in one round trip while that version
 * holds, and computed again after any change. Servers keep only the answers being worked out;
 * older answers are dropped as new ones are written.
 */
export async function cachedAnalytics<T>(ctx: Pick<Context, 'incubator'>, db: Db, topic: AnalyticsTopic, key: string, compute: () => Promise<T>): Promise<T> {
  const tenant = ctx.incubator.id;
  const current = sql`coalesce((SELECT ${versions.version} FROM ${versions} WHERE ${versions.incubatorId} = ${tenant} AND ${versions.topic} = ${topic}), 0)`;
  const { rows } = await db.execute<{ version: string | number; result: T | null }>(
    sql`SELECT ${current} AS version, (SELECT ${cache.result} FROM ${cache} WHERE ${cache.incubatorId} = ${tenant} AND ${cache.key} = ${key} AND ${cache.topic} = ${topic} AND ${cache.version} = ${current}) AS result`,
  );
  const version = Number(rows[0].version);
  if (rows[0].result !== null) return rows[0].result;
  // Those who ask while the answer is being worked out wait for it rather than each working it out
  // again: after a change, a dashboard opened by many at once is computed once per server.
  const flight = `${tenant}/${topic}/${version}/${key}`;
  const computing = inFlight.get(flight) as Promise<T> | undefined;
  if (computing) {
    const shared = await computing.then(
      (result) => ({ result }),
      () => null,
    );
    if (shared) return shared.result;
  }
  const work = compute();
  inFlight.set(flight, work);
  const result = await work.finally(() => {
    if (inFlight.get(flight) === work) inFlight.delete(flight);
  });
  await db
    .insert(cache)
    .values({ incubatorId: tenant, key, topic, version, result })
    .onConflictDoUpdate({ target: [cache.incubatorId, cache.key], set: { topic, version, result, createdAt: new Date() } });
  await db.delete(cache).where(and(eq(cache.incubatorId, tenant), eq(cache.topic, topic), lt(cache.version, version)));
  return result;
}
