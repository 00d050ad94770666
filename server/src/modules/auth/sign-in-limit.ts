import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';

const f = schema.signInFailures;

/** The counters one sign-in attempt is charged to: the account it names and the address it comes from. */
export interface AttemptKeys {
  account: string;
  address: string;
}

export const attemptKeys = (email: string, ip: string): AttemptKeys => ({ account: `account:${email}`, address: `address:${ip}` });

/**
 * Charges one attempt to the account's and the address's counters before the password is
 * checked, and answers the minutes left when either is past its limit (null: go ahead). Each
 * attempt counts as a failure until a success gives it back (`settleSuccess`).
 *
 * One statement increments both counters and returns them, in its own transaction committed at
 * once: concurrent attempts each see a different count, so no more than the limit are ever
 * checked, and no counter stays locked while the password is hashed. A counter whose window has
 * lapsed starts again at this attempt. The counters live in the database so that every server
 * process counts the same.
 */
export async function reserveAttempt(ctx: Context, keys: AttemptKeys): Promise<number | null> {
  const { maxFailuresPerAccount, maxFailuresPerAddress, windowMinutes } = ctx.services.config.signIn;
  const window = `${windowMinutes} minutes`;
  const lapsed = sql`${f.windowStartedAt} < now() - ${window}::interval`;
  const counters = await withTenant(ctx.services.pool, ctx.incubator.id, (db) =>
    db
      .insert(f)
      // Always the account first, then the address: concurrent attempts lock rows in one order.
      .values([keys.account, keys.address].map((key) => ({ incubatorId: ctx.incubator.id, key, failures: 1 })))
      .onConflictDoUpdate({
        target: [f.incubatorId, f.key],
        set: {
          failures: sql`CASE WHEN ${lapsed} THEN 1 ELSE ${f.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${lapsed} THEN now() ELSE ${f.windowStartedAt} END`,
        },
      })
      .returning({
        key: f.key,
        failures: f.failures,
        minutesLeft: sql<number>`greatest(1, ceil(extract(epoch from ${f.windowStartedAt} + ${window}::interval - now()) / 60))::int`,
      }),
  );
  let minutes: number | null = null;
  for (const counter of counters) {
    const max = counter.key === keys.account ? maxFailuresPerAccount : maxFailuresPerAddress;
    if (counter.failures > max) minutes = Math.max(minutes ?? 0, counter.minutesLeft);
  }
  return minutes;
}

/**
 * After a successful sign-in: the account's own failures are forgiven, and the address gets back
 * only the attempt just made — its other failures, on other accounts, still count.
 */
export async function settleSuccess(ctx: Context, db: Db, keys: AttemptKeys): Promise<void> {
  await db.delete(f).where(and(eq(f.incubatorId, ctx.incubator.id), eq(f.key, keys.account)));
  await db
    .update(f)
    .set({ failures: sql`greatest(${f.failures} - 1, 0)` })
    .where(and(eq(f.incubatorId, ctx.incubator.id), eq(f.key, keys.address)));
}
