import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './db/pool.ts';
import { isId } from './ids.ts';

/** Told, per pool, of each committed tenant transaction that changed a row kept in memory (core/kept-rows.ts). */
const keptRowsChanged = new WeakMap<pg.Pool, (incubatorId: string) => void>();

export function onKeptRowsChanged(pool: pg.Pool, listener: (incubatorId: string) => void): void {
  keptRowsChanged.set(pool, listener);
}

/**
 * The application role and the tenant, for the rest of the transaction or of the connection's
 * life. Row-level security reads the tenant; the id is checked well-formed before it is written here.
 */
function tenantSettings(incubatorId: string, scope: 'transaction' | 'connection'): string {
  const local = scope === 'transaction';
  return `SELECT set_config('role', 'seedbed_app', ${local}), set_config('app.incubator_id', '${incubatorId}', ${local})`;
}

/** The tenant a reader connection was last set to (its settings outlive each use; see `readFrom`). */
const readerTenant = new WeakMap<pg.PoolClient, string>();

/** A reader connection's state for one operation: whether a statement that may write has begun a transaction. */
interface Reading {
  begun: boolean;
}

interface Opened {
  client: pg.PoolClient;
  db: Db;
  reading: Reading | null;
}

/**
 * The tenant transaction of one GraphQL operation, opened on first use (a request that touches
 * no data costs no connection) and ended once the operation's result is known.
 */
export class RequestTransaction {
  private opened: Promise<Opened> | null = null;
  private readers: pg.Pool | null = null;

  constructor(
    private readonly pool: pg.Pool,
    readonly incubatorId: string,
  ) {
    // The id is written into the statements below, so it must be a well-formed UUID.
    if (!isId(incubatorId)) throw new Error('invalid tenant id');
  }

  /**
   * For an operation that only reads (a GraphQL query), before its first statement: its statements
   * run one by one on a reader connection, with no BEGIN and COMMIT around them — two round trips
   * of three for a query that reads once. Under READ COMMITTED each statement sees its own snapshot
   * either way. A reader connection stays under the application role and keeps the tenant it last
   * served, so it is set again only when another tenant's operation takes it. A statement that may
   * write or lock begins a transaction just before it, kept to the end of the operation as usual.
   */
  readFrom(readers: pg.Pool): void {
    if (!this.opened) this.readers = readers;
  }

  db(): Promise<Db> {
    this.opened ??= this.readers ? this.openReader(this.readers) : this.open();
    return this.opened.then((o) => o.db);
  }

  private async open(): Promise<Opened> {
    const client = await this.pool.connect();
    try {
      await client.query(`BEGIN; ${tenantSettings(this.incubatorId, 'transaction')}`);
    } catch (error) {
      client.release();
      throw error;
    }
    return { client, db: drizzle(serialised(client, null)), reading: null };
  }

  private async openReader(readers: pg.Pool): Promise<Opened> {
    const client = await readers.connect();
    if (readerTenant.get(client) !== this.incubatorId) {
      try {
        await client.query(tenantSettings(this.incubatorId, 'connection'));
      } catch (error) {
        // Its settings are unknown now: the connection is closed rather than served again.
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      readerTenant.set(client, this.incubatorId);
    }
    const reading: Reading = { begun: false };
    return { client, db: drizzle(serialised(client, reading)), reading };
  }

  /** Commits (or rolls back) and returns the connection; safe to call when never opened. */
  async finish(commit: boolean): Promise<void> {
    const opened = this.opened;
    this.opened = null;
    if (!opened) return;
    const { client, reading } = await opened;
    if (reading && !reading.begun) {
      restore(client);
      client.release();
      return;
    }
    try {
      if (!commit) await client.query('ROLLBACK');
      else {
        // The database's triggers mark a transaction that changed a kept row; read in the same round trip as the commit.
        const [marked] = (await client.query(`SELECT current_setting('seedbed.kept_rows_changed', true) AS changed; COMMIT`)) as unknown as pg.QueryResult[];
        if (marked.rows[0].changed === 'yes') keptRowsChanged.get(this.pool)?.(this.incubatorId);
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      restore(client);
      client.release();
    }
  }
}

const ORIGINAL_QUERY = Symbol('query');
type Serialisable = pg.PoolClient & { [ORIGINAL_QUERY]?: pg.PoolClient['query'] };

/**
 * GraphQL resolves sibling fields concurrently, so one transaction's queries can be issued at the
 * same time; a connection runs one at a time, so they are queued here in order of issue. On a
 * reader connection (`reading`), the first statement that may write begins the transaction.
 */
function serialised(client: Serialisable, reading: Reading | null): pg.PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  client[ORIGINAL_QUERY] = client.query;
  client.query = ((...args: unknown[]) => {
    const run = tail.then(async () => {
      if (reading && !reading.begun && mayWrite(args[0])) {
        await query('BEGIN');
        reading.begun = true;
      }
      return query(...prepared(args));
    });
    tail = run.catch(() => undefined);
    return run;
  }) as pg.PoolClient['query'];
  return client;
}

/**
 * Whether a statement needs a transaction: anything but a plain SELECT — a write, a row lock
 * (`FOR UPDATE`, `FOR SHARE`…), a transaction-scoped advisory lock, a transaction-local setting,
 * a live notice (sent at commit, so never for an operation that fails).
 */
function mayWrite(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return true;
  return !/^\s*select\b/i.test(text) || /\bfor\s+(?:update|share|no\s+key\s+update|key\s+share)\b|_xact_lock|set_config|pg_notify/i.test(text);
}

/** Statement names by query text; beyond the limit a query runs unnamed, so odd texts cannot fill the server's memory. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2000;

/**
 * A query with parameters runs as a named prepared statement: each connection has PostgreSQL
 * parse and plan a text once and then only executes it, which is most of the cost of the short
 * queries a request makes. The same text always gets the same name. A query over a list of ids
 * (`= ANY($n)`) is planned for each call instead: a plan made once knows neither the list's length
 * nor the tenant, and under row-level security PostgreSQL would keep one that reads a whole index
 * (a metrics grid page's values: 39 ms instead of 5).
 */
function prepared(args: unknown[]): unknown[] {
  const [config, values] = args as [{ text?: unknown; name?: unknown } | string, unknown];
  if (typeof config !== 'object' || config === null || typeof config.text !== 'string' || config.name || !Array.isArray(values) || !values.length) return args;
  if (config.text.includes('ANY(')) return args;
  let name = statementNames.get(config.text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return args;
    name = `seedbed_${statementNames.size + 1}`;
    statementNames.set(config.text, name);
  }
  return [{ ...config, name }, ...args.slice(1)];
}

/**
 * The connection goes back to the pool as it came: removing the wrapper uncovers the class's own
 * method again (assigning the saved one instead would pin it on the instance for good).
 */
function restore(client: Serialisable): void {
  if (client[ORIGINAL_QUERY]) delete (client as Partial<pg.PoolClient>).query;
  delete client[ORIGINAL_QUERY];
}

/**
 * Runs `work` in one tenant transaction: under the application role with the tenant set locally,
 * row-level security hides every other tenant's rows, even from a query that forgets its filter.
 */
export async function withTenant<T>(pool: pg.Pool, incubatorId: string, work: (db: Db) => Promise<T>): Promise<T> {
  const tx = new RequestTransaction(pool, incubatorId);
  try {
    const result = await work(await tx.db());
    await tx.finish(true);
    return result;
  } catch (error) {
    await tx.finish(false).catch(() => undefined);
    throw error;
  }
}
