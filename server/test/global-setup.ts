import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/core/db/embedded.ts';
import { createLogger } from '../src/core/log.ts';
import { createPool } from '../src/core/db/pool.ts';
import { assertTenantIsolation, runMigrations } from '../src/core/db/migrate.ts';

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL's server when given (a fresh database
 * is created on it), else an embedded server in a temporary folder. Each test file then starts
 * its own API server against it and works in tenants of its own.
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let url: string;
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `seedbed_test_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(process.env.TEST_DATABASE_URL);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  } else {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-test-'));
    await fs.chmod(dir, 0o755);
    const port = 20000 + Math.floor(Math.random() * 20000);
    embedded = await startEmbeddedDatabase(path.join(dir, 'db'), port, log, { throwaway: true });
    url = embedded.url;
  }
  const pool = createPool(url, log);
  await runMigrations(pool);
  await assertTenantIsolation(pool);
  await pool.end();
  project.provide('databaseUrl', url);
  return async () => {
    await embedded?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
