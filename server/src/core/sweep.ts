import type { IncubatorRow } from '../db/schema/index.ts';
import type { Context } from './context.ts';
import { ownerDb, schema, type Db } from './db/pool.ts';
import type { Services } from './services.ts';
import { withTenant } from './transaction.ts';

/** What work done for a tenant outside any request has at hand: no viewer, its own after-commit queue. */
export type SweepContext = Pick<Context, 'incubator' | 'viewer' | 'services' | 'afterCommit'>;

/**
 * Runs `work` in one transaction of the tenant, as the system. What it queued to happen after
 * the commit (the mails of the notifications it caused) runs once the transaction committed.
 */
export async function asSystem<T>(services: Services, incubator: IncubatorRow, work: (ctx: SweepContext, db: Db) => Promise<T>): Promise<T> {
  const ctx: SweepContext = { incubator, viewer: null, services, afterCommit: [] };
  const result = await withTenant(services.pool, incubator.id, (db) => work(ctx, db));
  for (const after of ctx.afterCommit.splice(0)) await after();
  return result;
}

/** `only` limits a sweep to some tenants (tests share one database); `signal` ends it between two tenants (the server stops). */
export interface SweepOptions {
  only?: readonly string[];
  signal?: AbortSignal;
}

/**
 * Runs `perTenant` for every tenant and adds up what each did. One tenant's failure is logged
 * under `label` and does not hold the others; the next run retries it, as it does the tenants a
 * stop left out.
 */
export async function sweepTenants(services: Services, label: string, perTenant: (incubator: IncubatorRow) => Promise<number>, options: SweepOptions = {}): Promise<number> {
  const tenants = await ownerDb(services.pool).select().from(schema.incubators);
  let done = 0;
  for (const incubator of tenants) {
    if (options.signal?.aborted) break;
    if (options.only && !options.only.includes(incubator.id)) continue;
    try {
      done += await perTenant(incubator);
    } catch (error) {
      services.log.error({ err: (error as Error).message, incubatorId: incubator.id }, `${label} failed`);
    }
  }
  return done;
}

/**
 * Runs `run` every `intervalMs` (never twice at once; 0 or less: never), for a module's background
 * work. Stopping tells the run in progress (its `signal`, for sweepTenants) and waits for it: a
 * sweep ends after the tenant it is at, not after every tenant.
 */
export function everyInterval(services: Services, label: string, intervalMs: number, run: (now: Date, signal: AbortSignal) => Promise<unknown>): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => undefined };
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run(new Date(), stopping.signal)
      .catch((error) => services.log.error({ err: (error as Error).message }, `${label} failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
