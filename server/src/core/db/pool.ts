import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema/index.ts';
import type { Logger } from '../log.ts';

/** Plain query builder: relational queries are not used, so no schema is attached (that costs per connection). */
export type Db = NodePgDatabase;
export { schema };

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool) before it
 * is told the service is unavailable: while the database is away it answers 503 instead of hanging.
 */
export const CONNECTION_TIMEOUT_MS = 5000;

export function createPool(url: string, log: Logger, max = 20, name = 'main'): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true });
  // A connection the database drops (a restart, 57P01) raises 'error' on its client, whether idle
  // or in a request's hands; unheard, that event would end the process. The request holding it
  // meets the error on its next query, and the pool discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ pool: name, err: error.message }, 'database connection lost')));
  // The pool repeats an idle client's error here; the client's own listener has logged it.
  pool.on('error', () => undefined);
  return pool;
}

/** The owner's connection, outside any tenant: migrations, tenant lookup, the tenant command. */
export function ownerDb(pool: pg.Pool): Db {
  return drizzle(pool);
}
