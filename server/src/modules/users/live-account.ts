import DataLoader from 'dataloader';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '../../core/db/pool.ts';
import { isDatabaseUnreachable } from '../../core/db/unreachable.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';

/** What a subscription checks before passing an event on: the account is live, and its role now. */
export interface LiveAccount {
  roleId: string | null;
}

const u = schema.users;
const lookups = new WeakMap<Services, DataLoader<string, LiveAccount | null>>();

/**
 * Answers whether a subscriber's account is still live (not deleted) and the role it holds, as
 * the database says now. One event reaches many subscribers at once (an access change reaches
 * every open page of the tenant): their questions are gathered and answered by one query per
 * tenant, on the live pool, instead of a transaction each queueing behind requests for a
 * connection. Nothing is cached: the next event asks again.
 */
export function liveAccount(services: Services, incubatorId: string, userId: string): Promise<LiveAccount | null> {
  let loader = lookups.get(services);
  if (!loader) {
    loader = new DataLoader((keys) => lookUp(services, keys), {
      cache: false,
      // After the event has reached every subscriber (they hear it in one turn of the event loop).
      batchScheduleFn: (run) => setImmediate(run),
    });
    lookups.set(services, loader);
  }
  // An event heard as the database went away is not passed on (as those sent while it is away are
  // not heard); the subscription stays open for the next.
  return loader.load(`${incubatorId}:${userId}`).catch((error: unknown) => {
    if (!isDatabaseUnreachable(error)) throw error;
    services.log.warn({ err: (error as Error).message }, 'live event not delivered: the database cannot be reached');
    return null;
  });
}

async function lookUp(services: Services, keys: readonly string[]): Promise<Array<LiveAccount | null>> {
  const byTenant = new Map<string, Set<string>>();
  for (const key of keys) {
    const [tenant, user] = key.split(':');
    (byTenant.get(tenant) ?? byTenant.set(tenant, new Set()).get(tenant)!).add(user);
  }
  const found = new Map<string, LiveAccount>();
  await Promise.all(
    [...byTenant].map(([tenant, users]) =>
      withTenant(services.livePool, tenant, async (db) => {
        const rows = await db
          .select({ id: u.id, roleId: u.roleId })
          .from(u)
          .where(and(eq(u.incubatorId, tenant), inArray(u.id, [...users]), ne(u.status, 'deleted')));
        for (const row of rows) found.set(`${tenant}:${row.id}`, { roleId: row.roleId });
      }),
    ),
  );
  return keys.map((key) => found.get(key) ?? null);
}
