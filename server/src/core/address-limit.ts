import { sql } from 'drizzle-orm';
import type { Context } from './context.ts';
import { schema } from './db/pool.ts';
import { AppError } from './errors.ts';
import { withTenant } from './transaction.ts';

const counters = schema.signInFailures;

/**
 * Counts one write sent without signing in (a public form's answer, a reminder link's report) from
 * the client's address, per `purpose`, in its own committed transaction, like sign-in attempts:
 * every server process counts the same, and a refused try still counts. Past
 * SHARED_FORM_MAX_PER_ADDRESS within the window the write is RATE_LIMITED with the minutes to wait.
 */
export async function chargeAddress(ctx: Context, purpose: string): Promise<void> {
  const { maxPerAddress, windowMinutes } = ctx.services.config.sharedForms;
  const window = `${windowMinutes} minutes`;
  const lapsed = sql`${counters.windowStartedAt} < now() - ${window}::interval`;
  const [counter] = await withTenant(ctx.services.pool, ctx.incubator.id, (db) =>
    db
      .insert(counters)
      .values({ incubatorId: ctx.incubator.id, key: `${purpose}:${ctx.address ?? 'unknown'}`, failures: 1 })
      .onConflictDoUpdate({
        target: [counters.incubatorId, counters.key],
        set: {
          failures: sql`CASE WHEN ${lapsed} THEN 1 ELSE ${counters.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${lapsed} THEN now() ELSE ${counters.windowStartedAt} END`,
        },
      })
      .returning({
        count: counters.failures,
        minutesLeft: sql<number>`greatest(1, ceil(extract(epoch from ${counters.windowStartedAt} + ${window}::interval - now()) / 60))::int`,
      }),
  );
  if (counter.count > maxPerAddress) throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes: counter.minutesLeft });
}
