import type { Config } from '../config.ts';
import type { Logger } from '../core/log.ts';
import { createPool } from '../core/db/pool.ts';
import { assertTenantIsolation, runMigrations } from '../core/db/migrate.ts';
import { createPgPubSub } from '../core/pubsub.ts';
import { keepRows } from '../core/kept-rows.ts';
import { createMailer } from '../core/mail.ts';
import { createStorage } from '../core/storage.ts';
import type { Services } from '../core/services.ts';
import { createHttpServer } from './http.ts';
import { moduleMailDecorator, prepareModules, startBackground } from './modules.ts';

/** How long stopping waits for requests under way before it closes their connections. */
const STOP_GRACE_MS = 5000;

/**
 * Live delivery asks little of the database (one shared account lookup per event, and a
 * subscriber's own row where an event shows one), so a few connections carry it.
 */
const LIVE_POOL_SIZE = 4;
/** GraphQL queries read on connections of their own (core/transaction.ts, `readFrom`); the main pool serves changes and background work. */
const READ_POOL_SIZE = 20;

export interface RunningServer {
  services: Services;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Migrates, checks tenant isolation, and serves HTTP and websockets on the configured port. */
export async function startServer(config: Config, log: Logger, databaseUrl: string, beforeListen?: (services: Services) => Promise<void>): Promise<RunningServer> {
  const pool = createPool(databaseUrl, log);
  const livePool = createPool(databaseUrl, log, LIVE_POOL_SIZE, 'live');
  const readPool = createPool(databaseUrl, log, READ_POOL_SIZE, 'read');
  await runMigrations(pool);
  await assertTenantIsolation(pool);
  const pubsub = await createPgPubSub(databaseUrl, log);
  const services: Services = {
    config,
    log,
    pool,
    livePool,
    readPool,
    pubsub,
    kept: keepRows(pubsub, pool),
    mailer: createMailer(pool, { smtpUrl: config.smtpUrl, from: config.mailFrom }, log, moduleMailDecorator(pool, config)),
    storage: await createStorage(config.storage),
  };
  await prepareModules(services);
  await beforeListen?.(services);
  const app = await createHttpServer(services);
  const address = await app.listen({ port: config.port, host: config.host });
  const port = Number(new URL(address).port);
  // Without BASE_URL the base is this machine on the port just taken (PORT=0 picks one).
  if (config.baseUrlFromPort) config.baseUrl = `http://localhost:${port}`;
  // Started once the schema (and so every batch kind) is loaded: the batch runner resumes
  // operations left running, the notification digest keeps its schedule.
  const background = startBackground(services);
  return {
    services,
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      await background.stop();
      // Requests under way get a few seconds to finish; a connection still open after that (a
      // client that never finished sending its body) is closed, so that stopping always ends.
      const deadline = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
      await app.close().catch(() => undefined);
      clearTimeout(deadline);
      await services.pubsub.close();
      await pool.end().catch(() => undefined);
      await livePool.end().catch(() => undefined);
      await readPool.end().catch(() => undefined);
    },
  };
}
