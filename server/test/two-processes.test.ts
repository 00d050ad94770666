import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { buildTenant, buildUser, signIn, type Tenant } from './factories.ts';
import { eventAt, eventsWithin, liveSubscription, type LiveSubscription } from './live.ts';
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
const open: LiveSubscription[] = [];

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
  await Promise.all(open.map((s) => s.close()));
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

const UPSERT = 'mutation Upsert($id: ID) { upsertSession(sessionId: $id) { _id status } }';
const LOGOUT = 'mutation Logout($id: ID!) { logoutSession(sessionId: $id) }';
const LOGGED_OUT = 'subscription LoggedOut($id: ID!) { sessionLoggedOut(sessionId: $id) { sessionId } }';

describe('two server processes on one database', () => {
  it('serves the same tenant and sign-ins from both processes', async () => {
    const person = await buildUser(tenant);
    const token = await signIn(tenant, person);
    const fromB = await gql(b, '{ currentUser { _id } }', {}, { tenant: tenant.slug, token });
    expect(fromB.data?.currentUser._id).toBe(person.user.id);
  });

  it('delivers a logout performed on process A to a subscriber on process B', async () => {
    const person = await buildUser(tenant);
    const [laptop, phone] = [await signIn(tenant, person), await signIn(tenant, person)];
    const laptopSession = (await gql(a, UPSERT, { id: null }, { tenant: tenant.slug, token: laptop })).data.upsertSession._id;
    await gql(a, UPSERT, { id: null }, { tenant: tenant.slug, token: phone });

    const onB = await liveSubscription(b, { tenant: tenant.slug, token: laptop }, LOGGED_OUT, { id: laptopSession }, 1000);
    open.push(onB);
    const logout = await gql(a, LOGOUT, { id: laptopSession }, { tenant: tenant.slug, token: phone });
    expect(logout.data?.logoutSession).toBe(true);

    expect(await eventAt(onB, 0, 10_000)).toEqual({ data: { sessionLoggedOut: { sessionId: laptopSession } } });
    // Process B sees the revoked token as well: nothing of the session lives in A's memory.
    const refused = await gql(b, '{ currentUser { _id } }', {}, { tenant: tenant.slug, token: laptop });
    expect(refused.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(await eventsWithin(onB, 300)).toEqual([]);
  });
});
