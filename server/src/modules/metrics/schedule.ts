import { ownerDb, schema } from '../../core/db/pool.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { dropOldMetricReports } from './export.ts';
import { ensureDuePeriods, tenantToday } from './periods.ts';
import { sendDueReminders } from './reminders.ts';

export interface MetricsScheduleOptions {
  /** Limits the run to these tenants (tests share one database with other test files). */
  only?: readonly string[];
  /** Tenants this process already ran for on their current day: skipped without opening a transaction. */
  remember?: Map<string, string>;
}

/**
 * One tenant's day of data collection, in one transaction: the periods fallen due are made and
 * announced, reminders go out, report files past their days are removed. Everything it does is idempotent (unique periods, announcement and
 * reminder marks), so two servers running it at once do the same work once.
 */
export async function runTenantMetrics(services: Services, incubator: IncubatorRow, now: Date): Promise<{ periods: number; announced: number; reminded: number; dropped: number }> {
  const today = tenantToday(incubator, now);
  const afterCommit: Array<() => Promise<void>> = [];
  const result = await withTenant(services.pool, incubator.id, async (db) => {
    const ctx = { incubator, viewer: null, services, afterCommit };
    const due = await ensureDuePeriods(ctx, db, { today });
    const reminded = await sendDueReminders(ctx, db, today);
    const dropped = await dropOldMetricReports(ctx, db, now);
    return { ...due, reminded, dropped };
  });
  for (const work of afterCommit.splice(0)) await work();
  return result;
}

/**
 * Runs data collection for every tenant with dataCollection on, once per tenant and local day in
 * this process. `now` is explicit so tests run it on a fixed clock. Answers the tenants it ran for.
 */
export async function runMetricsSchedule(services: Services, now: Date, options: MetricsScheduleOptions = {}): Promise<string[]> {
  const tenants = await ownerDb(services.pool).select().from(schema.incubators);
  const ran: string[] = [];
  for (const incubator of tenants) {
    if (options.only && !options.only.includes(incubator.id)) continue;
    if (!incubatorFlags(incubator).dataCollection) continue;
    const today = tenantToday(incubator, now);
    if (options.remember?.get(incubator.id) === today) continue;
    try {
      await runTenantMetrics(services, incubator, now);
      options.remember?.set(incubator.id, today);
      ran.push(incubator.id);
    } catch (error) {
      // One tenant's failure must not keep the others from their periods; the next run retries it.
      services.log.error({ err: (error as Error).message, incubatorId: incubator.id }, 'metrics schedule failed');
    }
  }
  return ran;
}

/** Runs the schedule a moment after start, then every `intervalMs` (0 turns it off); stopping waits for a run in progress. */
export function startMetricsSchedule(services: Services, options: { intervalMs: number }) {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  const remember = new Map<string, string>();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runMetricsSchedule(services, new Date(), { remember })
      .catch((error) => services.log.error({ err: (error as Error).message }, 'metrics schedule failed'))
      .finally(() => (running = null));
  };
  // A server started after days off catches up at once rather than an interval later.
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
