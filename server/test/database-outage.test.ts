import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/core/db/embedded.ts';
import { createLogger } from '../src/core/log.ts';
import { gql, rest, startTestServer, subscribe, type TestServer } from './harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from './factories.ts';
import { eventAt, liveSubscription, type LiveSubscription } from './live.ts';
import { CREATE, inDays } from '../src/modules/tasks/test-support.ts';
import { CREATED } from '../src/modules/notifications/test-support.ts';
import { translator } from '../src/core/i18n/index.ts';

// A PostgreSQL of this file's own, stopped and started again while the server keeps running.
let dir: string;
let port: number;
let database: EmbeddedDatabase;
let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
const open: LiveSubscription[] = [];
const log = createLogger('warn');

// An 'error' event nobody listens to is thrown by Node as an uncaught exception: in a server of
// its own, the process would end. Here the server runs in the test's process, so they are counted.
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => void uncaught.push(error);

const TASKS = 'subscription Tasks($userId: ID!) { tasksUpdatedForUser(userId: $userId) { updateType taskId } }';
const ME = '{ currentUser { _id } }';
const unavailable = (language: 'en' | 'fr' | 'de') => translator(language)('errors.serviceUnavailable');

const startDatabase = () => startEmbeddedDatabase(path.join(dir, 'db'), port, log);
const health = async () => {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, body: await response.json() };
};

async function until<T>(what: string, probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-outage-'));
  await fs.chmod(dir, 0o755);
  port = 20000 + Math.floor(Math.random() * 20000);
  database = await startDatabase();
  server = await startTestServer({}, { databaseUrl: database.url });
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
});

afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server?.stop();
  await database?.stop();
  await fs.rm(dir, { recursive: true, force: true });
  process.off('uncaughtException', recordUncaught);
  process.off('unhandledRejection', recordUncaught);
});

describe('a database outage', () => {
  it('answers 503 while PostgreSQL is down, says so in health, and serves again and delivers live events once it is back', async () => {
    const tasksBefore = await liveSubscription(server, { tenant: tenant.slug, token: staff.token }, TASKS, { userId: staff.user.id });
    const bellBefore = await liveSubscription(server, { tenant: tenant.slug, token: staff.token }, CREATED);
    open.push(tasksBefore, bellBefore);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', live: 'ok' } });

    // Requests keep arriving while PostgreSQL shuts down (fast shutdown: every session is ended
    // with 57P01, as when it is killed): connections die idle, mid-transaction and mid-query.
    let loading = true;
    const statuses: number[] = [];
    const worker = async () => {
      while (loading) statuses.push((await gql(server, ME, {}, { tenant: tenant.slug, token: staff.token })).status);
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    await Promise.all(workers);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    expect(uncaught).toEqual([]);

    const down = await gql(server, ME, {}, { tenant: tenant.slug, token: staff.token, language: 'fr' });
    expect(down.status).toBe(503);
    expect(unavailable('fr')).not.toBe(unavailable('en'));
    expect(down.errors).toEqual([{ message: unavailable('fr'), extensions: { code: 'SERVICE_UNAVAILABLE', name: 'ServiceUnavailableError' } }]);
    const signIn = await rest(server, 'POST', '/auth/local', { email: staff.email, password: staff.password }, { tenant: tenant.slug, language: 'de' });
    expect(signIn).toEqual({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', name: 'ServiceUnavailableError', message: unavailable('de') } });
    expect(await health()).toEqual({ status: 503, body: { status: 'unavailable', database: 'down', live: 'reconnecting' } });
    // A subscription asked for meanwhile is refused alone: the websocket and its other subscriptions stay.
    const refused = subscribe(tasksBefore.client, TASKS, { userId: staff.user.id });
    expect(await refused.next(10_000)).toMatchObject({ errors: [{ message: unavailable('en'), extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

    database = await startDatabase();
    await until('health', health, (h) => h.status === 200, 20_000);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', live: 'ok' } });
    expect((await gql(server, ME, {}, { tenant: tenant.slug, token: staff.token })).data).toEqual({ currentUser: { _id: staff.user.id } });

    // Events sent while the listener was away are gone; the next ones reach every subscription.
    const tasksAfter = await liveSubscription(server, { tenant: tenant.slug, token: staff.token }, TASKS, { userId: staff.user.id });
    open.push(tasksAfter);
    const created = await gql(
      server,
      CREATE,
      { name: 'After the outage', dueDate: inDays(2), assignees: [{ type: 'user', value: staff.user.id }] },
      { tenant: tenant.slug, token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    const added = { data: { tasksUpdatedForUser: { updateType: 'ADDED', taskId: created.data.createTask._id } } };
    expect(await eventAt(tasksBefore, 0, 10_000)).toEqual(added);
    expect(await eventAt(tasksAfter, 0, 10_000)).toEqual(added);
    const notified = await eventAt(bellBefore, 0, 10_000);
    expect(notified.errors).toBeUndefined();
    expect(notified.data.notificationCreated.message).toContain('After the outage');

    expect(uncaught).toEqual([]);
  }, 45_000);
});
