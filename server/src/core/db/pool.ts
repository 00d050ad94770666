import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema/index.ts';
import type { Logger } from '../log.ts';

export type Db = NodePgDatabase<typeof schema>;
export { schema };

export function createPool(url: string, log: Logger, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server (a restart, 57P01) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error.message }, 'idle database client closed'));
  return pool;
}

/** The owner's connection, outside any tenant: migrations, tenant lookup, the tenant command. */
export function ownerDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema });
}
