import { and, eq, gte, lt } from 'drizzle-orm';
import { ownerDb, schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import type { Services } from '../../core/services.ts';
import { addDays, isTimeZone, localDate } from '@seedbed/contracts/time';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import type { DueTomorrowData } from './events.ts';

const DIGEST = 'tasksDueTomorrow';
/** The digest goes out on the first run at or after this hour of the incubator's day. */
export const DIGEST_HOUR = 8;
/** Tomorrow ends at most 48 hours from now in any zone, and begins after now. */
const WINDOW_MS = 48 * 3_600_000;

export interface DigestOptions {
  /** Limits the run to these tenants (tests share one database with other test files). */
  only?: readonly string[];
  /** Tenants this process already finished today: skipped without opening a transaction. */
  remember?: Map<string, string>;
}

function localHour(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/**
 * Open approved tasks due during each person's tomorrow, in their own zone (their profile's, else
 * the incubator's). Only active accounts: an invitee who has not joined yet is not reminded.
 */
export async function dueTomorrowCounts(db: Db, incubator: IncubatorRow, now: Date): Promise<DueTomorrowData['people']> {
  const a = schema.taskAssignees;
  const u = schema.users;
  const rows = await db
    .select({ userId: a.userId, dueDate: a.dueDate, timezone: u.timezone })
    .from(a)
    .innerJoin(u, and(eq(u.incubatorId, a.incubatorId), eq(u.id, a.userId)))
    .where(
      and(
        eq(a.incubatorId, incubator.id),
        eq(a.done, false),
        eq(a.approvalStatus, 'APPROVED'),
        gte(a.dueDate, now),
        lt(a.dueDate, new Date(now.getTime() + WINDOW_MS)),
        eq(u.status, 'active'),
      ),
    );
  const fallback = isTimeZone(incubator.timezone) ? incubator.timezone : 'UTC';
  const counts = new Map<string, number>();
  for (const row of rows) {
    const zone = isTimeZone(row.timezone) ? row.timezone : fallback;
    if (localDate(row.dueDate, zone) !== addDays(localDate(now, zone), 1)) continue;
    counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
  }
  return [...counts].map(([userId, count]) => ({ userId, count }));
}

/**
 * One tenant's digest for its local day, once: the run is claimed by inserting the day's row, in
 * the same transaction as the notifications, so a second server (or a second run) finds the row
 * and does nothing — it waits for the first transaction rather than racing it.
 */
async function digestTenant(services: Services, incubator: IncubatorRow, now: Date, options: DigestOptions): Promise<boolean> {
  const zone = isTimeZone(incubator.timezone) ? incubator.timezone : 'UTC';
  const today = localDate(now, zone);
  if (localHour(now, zone) < DIGEST_HOUR || options.remember?.get(incubator.id) === today) return false;
  const afterCommit: Array<() => Promise<void>> = [];
  const ran = await withTenant(services.pool, incubator.id, async (db) => {
    const runs = schema.notificationDigestRuns;
    const [claimed] = await db.insert(runs).values({ incubatorId: incubator.id, digest: DIGEST, localDate: today }).onConflictDoNothing().returning({ localDate: runs.localDate });
    if (!claimed) return false;
    const people = await dueTomorrowCounts(db, incubator, now);
    if (people.length) {
      const ctx = { incubator, viewer: null, services, afterCommit };
      const data: DueTomorrowData = { localDate: today, people };
      await recordEvent(ctx, db, { kind: 'tasks.dueTomorrow', data });
    }
    return true;
  });
  options.remember?.set(incubator.id, today);
  for (const work of afterCommit.splice(0)) await work();
  return ran;
}

/**
 * Sends "tasks due tomorrow" in every tenant whose day has reached 08:00 and that has not had it
 * today. `now` is explicit so that tests run it on a fixed clock. Answers the tenants it ran for.
 */
export async function runTasksDueTomorrowDigest(services: Services, now: Date, options: DigestOptions = {}): Promise<string[]> {
  const tenants = await ownerDb(services.pool).select().from(schema.incubators);
  const ran: string[] = [];
  for (const incubator of tenants) {
    if (options.only && !options.only.includes(incubator.id)) continue;
    try {
      if (await digestTenant(services, incubator, now, options)) ran.push(incubator.id);
    } catch (error) {
      // One tenant's failure must not keep the others from their digest; the next run retries it.
      services.log.error({ err: (error as Error).message, incubatorId: incubator.id }, 'tasks-due-tomorrow digest failed');
    }
  }
  return ran;
}

/**
 * Runs the digest every `intervalMs` (0 turns it off). Every server runs it; the claimed day row
 * lets exactly one of them send. Stopping waits for a run in progress.
 */
export function startDigestSchedule(services: Services, options: { intervalMs: number }) {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  const remember = new Map<string, string>();
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runTasksDueTomorrowDigest(services, new Date(), { remember })
      .catch((error) => services.log.error({ err: (error as Error).message }, 'tasks-due-tomorrow digest failed'))
      .finally(() => (running = null));
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
