import type { IncubatorRow } from '../db/schema/index.ts';
import type { Viewer } from './context.ts';
import type pg from 'pg';
import type { PubSub } from './pubsub.ts';
import { onKeptRowsChanged } from './transaction.ts';

interface Entry<V> {
  /** The tenant the row belongs to: a change notice of that tenant forgets it. */
  tenant: string;
  value: V;
}

/**
 * Rows that every request reads before anything else, kept in this server's memory. A row is kept
 * only while the database's change notices are heard, and forgotten when its tenant's rows change:
 * at once when this server commits the change (its transaction is marked by the database's
 * triggers), within moments when another server does (the notice sent at the commit). A read that raced with a change
 * (it began before the change was heard) is returned but not kept, so nothing stale outlives the
 * notice that follows every commit.
 */
export class KeptRows<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Counts every change notice; a notice's number is remembered for its tenant, or for all. */
  private changes = 0;
  private lastChangeOfAll = 0;
  private readonly lastChangeOf = new Map<string, number>();

  constructor(
    private readonly capacity: number,
    private readonly listening: () => boolean,
  ) {}

  async get(key: string, read: () => Promise<Entry<V> | null>): Promise<V | null> {
    const kept = this.entries.get(key);
    if (kept) return kept.value;
    const changesBefore = this.changes;
    const found = await read();
    // Only a change of the row's own tenant races with its read: other tenants' busy moments do not
    // keep this one from being kept.
    const raced = found !== null && (this.lastChangeOfAll > changesBefore || (this.lastChangeOf.get(found.tenant) ?? 0) > changesBefore);
    if (found && !raced && this.listening()) {
      // The oldest kept row gives way: a Map iterates in insertion order.
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, found);
    }
    return found?.value ?? null;
  }

  /** Forgets the rows of one tenant, or every row. */
  forget(tenant?: string): void {
    this.changes++;
    if (tenant === undefined) {
      this.lastChangeOfAll = this.changes;
      this.lastChangeOf.clear();
      this.entries.clear();
      return;
    }
    // Re-inserted, so that the map iterates from the tenant changed longest ago; past the capacity it
    // gives way, counted as a change of all (a read that raced with it is not kept).
    this.lastChangeOf.delete(tenant);
    this.lastChangeOf.set(tenant, this.changes);
    if (this.lastChangeOf.size > this.capacity) {
      const [, oldest] = this.lastChangeOf.entries().next().value!;
      this.lastChangeOf.delete(this.lastChangeOf.keys().next().value!);
      this.lastChangeOfAll = Math.max(this.lastChangeOfAll, oldest);
    }
    for (const [key, entry] of this.entries) if (entry.tenant === tenant) this.entries.delete(key);
  }
}

/** A viewer as kept: the token's end is checked on every use. */
export type KeptViewer = Viewer & { expiresAt: Date };

/** Tenants by the host or header that names them, and viewers by their token. */
export interface Kept {
  tenants: KeptRows<IncubatorRow>;
  viewers: KeptRows<KeptViewer>;
}

export function keepRows(pubsub: PubSub, pool: pg.Pool): Kept {
  const listening = () => pubsub.state() === 'ok';
  const tenants = new KeptRows<IncubatorRow>(1_000, listening);
  const viewers = new KeptRows<KeptViewer>(20_000, listening);
  const forgetTenant = (tenant: string) => {
    tenants.forget(tenant);
    viewers.forget(tenant);
  };
  pubsub.onRowsChanged((change) => {
    if (!change) {
      tenants.forget();
      viewers.forget();
    } else if (change.table === 'incubators') forgetTenant(change.tenant);
    else viewers.forget(change.tenant);
  });
  onKeptRowsChanged(pool, forgetTenant);
  return { tenants, viewers };
}
