import type { Config } from '../config.ts';
import type { Logger } from '../core/log.ts';
import { createPool } from '../core/db/pool.ts';
import { assertTenantIsolation, runMigrations } from '../core/db/migrate.ts';
import { createPgPubSub } from '../core/pubsub.ts';
import { createMailer } from '../core/mail.ts';
import { createStorage } from '../core/storage.ts';
import type { Services } from '../core/services.ts';
import { createHttpServer } from './http.ts';
import { loadDocs } from '../modules/docs/load.ts';
import { jobOrigin, startDigestSchedule } from '../modules/notifications/digest.ts';
import { startBatchRunner } from '../modules/batch/runner.ts';

export interface RunningServer {
  services: Services;
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Migrates, checks tenant isolation, and serves HTTP and websockets on the configured port. */
export async function startServer(config: Config, log: Logger, databaseUrl: string, beforeListen?: (services: Services) => Promise<void>): Promise<RunningServer> {
  const pool = createPool(databaseUrl, log);
  await runMigrations(pool);
  await assertTenantIsolation(pool);
  const services: Services = {
    config,
    log,
    pool,
    pubsub: await createPgPubSub(databaseUrl, log),
    mailer: createMailer(pool, { smtpUrl: config.smtpUrl, from: config.mailFrom }, log),
    storage: await createStorage(config.storage),
  };
  await loadDocs(services);
  await beforeListen?.(services);
  const app = await createHttpServer(services);
  const address = await app.listen({ port: config.port, host: config.host });
  const port = Number(new URL(address).port);
  // Started once the schema (and so every batch kind) is loaded; resumes operations left running.
  const batches = startBatchRunner(services);
  const digest = startDigestSchedule(services, { intervalMs: config.notificationDigestIntervalMs, origin: jobOrigin(services, port) });
  return {
    services,
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      await digest.stop();
      await batches.stop();
      await app.close().catch(() => undefined);
      await services.pubsub.close();
      await pool.end().catch(() => undefined);
    },
  };
}
