import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema/index.ts';
import type { Logger } from '../log.ts';

/** Plain query builder: relational queries are not used, so no schema is attached (that costs per connection). */
export type Db = NodePgDatabase;
export { schema };

export function createPool(url: string, log: Logger, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (a restart, 57P01) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database client closed'));
  return pool;
}

/** The owner's connection, outside any tenant: migrations, tenant lookup, the tenant command. */
export function ownerDb(pool: pg.Pool): Db {
  return drizzle(pool);
}
