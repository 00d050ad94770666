import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ROOT_DIR } from '../src/config.ts';

/**
 * Runs a data migration the way a deployment does: with no tenant set, as the owner of its tables.
 * On the embedded database that owner is a superuser, who passes row-level security anyway; a
 * DATABASE_URL owner usually is not one, so the tables are handed to a plain role for the run.
 * Call inside a transaction the test rolls back: the other tests' database keeps its shape.
 */
export async function runDataMigration(client: pg.PoolClient, file: string, tables: string[]): Promise<void> {
  const statements = (await fs.readFile(path.join(ROOT_DIR, 'server', 'migrations', file), 'utf8')).split('--> statement-breakpoint');
  const {
    rows: [me],
  } = await client.query<{ rolsuper: boolean }>('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
  if (me.rolsuper) {
    const owner = `migration_owner_${randomUUID().slice(0, 8)}`;
    await client.query(`CREATE ROLE ${owner} NOLOGIN`);
    await client.query(`GRANT CREATE ON SCHEMA public TO ${owner}`);
    for (const table of tables) await client.query(`ALTER TABLE ${table} OWNER TO ${owner}`);
    await client.query(`SET LOCAL ROLE ${owner}`);
  }
  await client.query(`SELECT set_config('app.incubator_id', '', true)`);
  for (const statement of statements) await client.query(statement);
  await client.query('RESET ROLE');
}

/** Whether each table still forces row-level security after the migration lifted it for a moment. */
export async function forcedRowSecurity(client: pg.PoolClient, tables: string[]): Promise<Record<string, boolean>> {
  const { rows } = await client.query<{ relname: string; forced: boolean }>('SELECT relname, relforcerowsecurity AS forced FROM pg_class WHERE relname = ANY($1::text[])', [
    tables,
  ]);
  return Object.fromEntries(rows.map((row) => [row.relname, row.forced]));
}
