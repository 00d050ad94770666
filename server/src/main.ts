import { loadConfig } from './config.ts';
import { createLogger } from './core/log.ts';
import { createPool } from './core/db/pool.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './core/db/embedded.ts';
import { assertTenantIsolation, runMigrations } from './core/db/migrate.ts';
import { createPgPubSub } from './core/pubsub.ts';
import { createMailer } from './core/mail.ts';
import { createStorage } from './core/storage.ts';
import type { Services } from './core/services.ts';
import { createHttpServer } from './app/http.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import path from 'node:path';

const started = Date.now();
const config = loadConfig();
const log = createLogger(config.logLevel);

let embedded: EmbeddedDatabase | undefined;
const databaseUrl = config.databaseUrl ?? (embedded = await startEmbeddedDatabase(path.join(config.dataDir, 'db'), config.embeddedPgPort, log)).url;

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

const demo = config.seedDemo ? await seedDemoIfEmpty(services) : null;
const app = await createHttpServer(services);
const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  await app.close().catch(() => undefined);
  await services.pubsub.close();
  await pool.end().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const lines = [
  '',
  `Seedbed is running (started in ${Date.now() - started} ms).`,
  `  Open:     http://localhost:${port}  (tenant "${config.defaultTenant}")`,
  `            http://${config.defaultTenant}.localhost:${port}`,
  `  Health:   http://localhost:${port}/api/health`,
  `  Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'db')}` : 'DATABASE_URL'}`,
];
if (demo) {
  lines.push('', '  Demo sign-ins (password: demo-password):');
  for (const email of demo.emails) lines.push(`    ${email}`);
}
console.log(lines.join('\n') + '\n');
