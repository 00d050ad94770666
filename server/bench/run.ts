// `npm run bench`: measures the API on this machine and prints every figure beside a baseline
// taken in the same run, so that the ratios hold on a noisy machine.
//   1. currentUser (signed in, through the tenant transaction) vs a bare { __typename }
//   2. warm start of the server (embedded PostgreSQL already initialised) until it answers health
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createLogger } from '../src/core/log.ts';
import { loadConfig } from '../src/config.ts';
import { startEmbeddedDatabase } from '../src/core/db/embedded.ts';
import { startServer } from '../src/app/server.ts';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const log = createLogger('warn');

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-bench-'));
await fs.chmod(dir, 0o755);
const pgPort = 30000 + Math.floor(Math.random() * 10000);
const db = await startEmbeddedDatabase(path.join(dir, 'db'), pgPort, log);
delete process.env.DATABASE_URL;

Object.assign(process.env, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
const server = await startServer(loadConfig(), log, db.url);

const incubator = await createIncubator(server.services.pool, { slug: 'bench', name: 'Bench Accelerator' });
await withTenant(server.services.pool, incubator.id, async (tx) =>
  createUser(tx, incubator.id, { email: 'bench@bench.test', firstName: 'Bench', lastName: 'User', roleType: 'coach', passwordHash: await hashPassword('bench-password-1'), status: 'active', validated: true }),
);
const signIn = await fetch(`${server.url}/auth/local`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-incubator': 'bench' },
  body: JSON.stringify({ email: 'bench@bench.test', password: 'bench-password-1' }),
});
const { token } = (await signIn.json()) as { token: string };

async function load(title: string, query: string, auth: boolean) {
  const result = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-incubator': 'bench',
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

// A short warm-up so that both sides are measured with hot code and pools.
await load('warm-up', '{ __typename }', false);
const baseline = await load('bare { __typename }', '{ __typename }', false);
const current = await load('currentUser', '{ currentUser { _id fullName email role { type label } startups { _id name } } }', true);
await server.stop();
await db.stop();

// Warm start: the data folder exists, so this is what a second `npm start` costs: embedded
// PostgreSQL starting on it, migrations checked, the server answering.
const starts: number[] = [];
for (let i = 0; i < 3; i++) {
  const port = 40000 + Math.floor(Math.random() * 10000);
  const started = Date.now();
  const child = spawn(path.resolve('../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.resolve('.'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  starts.push(Date.now() - started);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
await fs.rm(dir, { recursive: true, force: true });

const row = (r: { title: string; rps: number; p50: number; p99: number }) =>
  `${r.title.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
console.log(`\nSeedbed bench (${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores)`);
console.log(row(baseline));
console.log(row(current));
console.log(`currentUser / baseline: throughput ${(current.rps / baseline.rps).toFixed(2)}×, p50 ${(current.p50 / Math.max(baseline.p50, 1)).toFixed(2)}×, p99 ${(current.p99 / Math.max(baseline.p99, 1)).toFixed(2)}×`);
starts.sort((a, b) => a - b);
console.log(`warm start of the server with its embedded PostgreSQL, to the first answer: median ${starts[1]} ms (min ${starts[0]}, max ${starts[2]})`);
