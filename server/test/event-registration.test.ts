import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { buildTenant, buildUser, signIn, type Tenant } from './factories.ts';
import { schema } from '../src/core/db/pool.ts';
import { withTenant } from '../src/core/transaction.ts';
import { insertEvent } from '../src/modules/events/visibility-fixtures.ts';
import { systemPort } from '../src/core/db/embedded-port.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's tsx: the server package's own when present, else the one hoisted to the root. */
function tsxBinary(): string {
  const candidates = [path.join(SERVER_DIR, 'node_modules/.bin/tsx'), path.join(SERVER_DIR, '../node_modules/.bin/tsx')];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`tsx not found in ${candidates.join(' or ')}`);
  return found;
}

let a: TestServer;
let b: { url: string; child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; output: () => string };
let dataDir: string;
let tenant: Tenant;

/** Process B: the real entry point, as `npm start` runs it, sharing A's database and nothing else. */
async function startProcessB() {
  const port = await systemPort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-process-b-'));
  let output = '';
  const child = spawn(tsxBinary(), ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      // The tsx launcher runs on `node` from PATH: make it the Node running these tests.
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      DATABASE_URL: inject('databaseUrl'),
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL to its own base path ("/"); B's tenants live under localhost like A's.
      BASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Files and any local state of B stay out of the repository.
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process B exited early (${child.exitCode}):\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.status === 200 && (await health.json()).status === 'ok') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`process B did not answer /api/health in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, exited, output: () => output };
}

beforeAll(async () => {
  a = await startTestServer();
  tenant = await buildTenant(a);
  b = await startProcessB();
}, 90_000);

afterAll(async () => {
  await a?.stop();
  if (b) {
    const stillRunning = b.child.exitCode === null && b.child.signalCode === null;
    if (stillRunning) b.child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000));
    const result = await Promise.race([b.exited, timeout]);
    if (result === 'timeout') b.child.kill('SIGKILL');
    expect(result, `process B did not stop on SIGTERM:\n${b.output()}`).not.toBe('timeout');
    // main.ts stops on SIGTERM and exits with 0 once its connections are closed.
    expect(result).toEqual({ code: 0, signal: null });
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const REGISTER = 'mutation($id: ID!) { registerForEvent(eventId: $id) { status waitlisted } }';

describe('registration from two server processes at once', () => {
  it('gives the last 5 places to exactly 5 of 20 people and waitlists the others', async () => {
    const id = await insertEvent(tenant, { title: 'Last places', capacity: 5, availabilityType: 'WAITLIST' });
    const people = await Promise.all(Array.from({ length: 20 }, () => buildUser(tenant, { roleType: 'founder' })));
    const tokens = await Promise.all(people.map((p) => signIn(tenant, p)));
    const answers = await Promise.all(tokens.map((token, i) => gql(i % 2 ? b : a, REGISTER, { id }, { tenant: tenant.slug, token })));
    expect(answers.flatMap((r) => r.errors ?? [])).toEqual([]);
    const placed = answers.map((r) => r.data.registerForEvent);
    expect(placed.filter((p) => !p.waitlisted)).toHaveLength(5);
    expect(placed.filter((p) => p.waitlisted)).toHaveLength(15);

    const { rows, event } = await withTenant(a.services.pool, tenant.incubator.id, async (db) => ({
      rows: await db.select().from(schema.eventAttendees).where(eq(schema.eventAttendees.eventId, id)),
      event: (await db.select().from(schema.incubatorEvents).where(eq(schema.incubatorEvents.id, id)))[0],
    }));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => !r.waitlisted)).toHaveLength(5);
    expect([event.registeredCount, event.waitlistCount]).toEqual([5, 15]);
  }, 60_000);
});
