import path from 'node:path';
import { loadConfig } from './config.ts';
import { createLogger } from './core/log.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './core/db/embedded.ts';
import { startServer } from './app/server.ts';
import { seedDemoIfEmpty, type DemoSignIns } from './seed/demo.ts';

const started = Date.now();
const config = loadConfig();
const log = createLogger(config.logLevel);

const embedded: EmbeddedDatabase | undefined =
  config.databaseUrl === undefined
    ? await startEmbeddedDatabase(path.join(config.dataDir, 'db'), config.embeddedPgPort, log, { portIsPreference: !config.embeddedPgPortExplicit })
    : undefined;
const databaseUrl = config.databaseUrl ?? embedded!.url;

let demo: DemoSignIns | null = null;
const server = await startServer(config, log, databaseUrl, async (services) => {
  if (config.seedDemo) demo = await seedDemoIfEmpty(services);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  await server.stop();
  // PostgreSQL stops last, once every connection to it is closed.
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

const lines = [
  '',
  `Seedbed is running (ready in ${Date.now() - started} ms).`,
  `  Open:     http://localhost:${server.port}  (tenant "${config.defaultTenant}")`,
  `            http://${config.defaultTenant}.localhost:${server.port}`,
  `  Health:   http://localhost:${server.port}/api/health`,
  `  Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'db')}` : 'DATABASE_URL'}`,
];
if (demo) {
  const { emails, apiToken } = demo as DemoSignIns;
  lines.push('', '  Demo sign-ins (password: demo-password):');
  for (const email of emails) lines.push(`    ${email}`);
  lines.push(
    '',
    "  Demo API token (the admin's, reading startups, metrics and applications; API docs at /docs/api):",
    `    curl -s http://localhost:${server.port}/graphql -H 'Authorization: Bearer ${apiToken}' \\`,
    `      -H 'content-type: application/json' -H 'apollo-require-preflight: true' \\`,
    `      -d '{"query":"{ startups { results { name stage } } }"}'`,
  );
}
console.log(`${lines.join('\n')}\n`);
