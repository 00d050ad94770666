import path from 'node:path';
import type pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ownerDb } from './pool.ts';
import { ROOT_DIR } from '../../config.ts';

const MIGRATIONS = path.join(ROOT_DIR, 'server', 'migrations');
const LOCK_KEY = 727_001; // any constant: serialises migrations of servers starting together

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await migrate(ownerDb(pool), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/**
 * Tenant isolation is a property of the catalogue, so it is checked there: every table with an
 * incubator_id column must have row-level security enabled and forced, with a policy.
 */
export async function assertTenantIsolation(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ table: string }>(`
    SELECT c.relname AS table
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'incubator_id' AND NOT a.attisdropped)
      AND (NOT c.relrowsecurity OR NOT c.relforcerowsecurity
           OR NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid))`);
  if (rows.length > 0) {
    throw new Error(`Tenant tables without forced row-level security: ${rows.map((r) => r.table).join(', ')}`);
  }
}
