import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';

const f = schema.signInFailures;

/**
 * Failed sign-ins are counted per account and per address within a window, in the database so
 * that every server process counts the same. Returns the minutes left when a limit is reached.
 */
export async function lockedForMinutes(ctx: Context, db: Db, keys: { account: string; address: string }): Promise<number | null> {
  const { maxFailuresPerAccount, maxFailuresPerAddress, windowMinutes } = ctx.services.config.signIn;
  const rows = await db
    .select()
    .from(f)
    .where(and(eq(f.incubatorId, ctx.incubator.id), inArray(f.key, [keys.account, keys.address])));
  const now = Date.now();
  let minutes: number | null = null;
  for (const row of rows) {
    const max = row.key === keys.account ? maxFailuresPerAccount : maxFailuresPerAddress;
    const endsAt = row.windowStartedAt.getTime() + windowMinutes * 60_000;
    if (row.failures >= max && endsAt > now) minutes = Math.max(minutes ?? 0, Math.ceil((endsAt - now) / 60_000));
  }
  return minutes;
}

export async function recordFailure(ctx: Context, db: Db, keys: { account: string; address: string }): Promise<void> {
  const window = `${ctx.services.config.signIn.windowMinutes} minutes`;
  const stale = sql`${f.windowStartedAt} < now() - ${window}::interval`;
  await db
    .insert(f)
    .values([keys.account, keys.address].map((key) => ({ incubatorId: ctx.incubator.id, key, failures: 1 })))
    .onConflictDoUpdate({
      target: [f.incubatorId, f.key],
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${f.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${f.windowStartedAt} END`,
      },
    });
}

export async function clearFailures(ctx: Context, db: Db, keys: { account: string; address: string }): Promise<void> {
  await db.delete(f).where(and(eq(f.incubatorId, ctx.incubator.id), inArray(f.key, [keys.account, keys.address])));
}
