import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from './factories.ts';
import { systemPort } from '../src/core/db/embedded-port.ts';
import { schema } from '../src/core/db/pool.ts';
import { withTenant } from '../src/core/transaction.ts';
import { insertOneOnOne, openWeekly } from '../src/modules/events/booking-fixtures.ts';

/**
 * Two server processes take bookings of the same slot of a one-on-one event at once: exactly one
 * commits, whichever process took it (the event row's lock and the calendar holds' exclusion
 * constraint); every other is SLOT_UNAVAILABLE, and nothing of theirs is written.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function tsxBinary(): string {
  const candidates = [path.join(SERVER_DIR, 'node_modules/.bin/tsx'), path.join(SERVER_DIR, '../node_modules/.bin/tsx')];
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`tsx not found in ${candidates.join(' or ')}`);
  return found;
}

let a: TestServer;
let b: { url: string; child: ChildProcess; exited: Promise<unknown>; output: () => string };
let dataDir: string;
let tenant: Tenant;

/** Process B: the real entry point on A's database, sharing nothing else. */
async function startProcessB() {
  const port = await systemPort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-event-booking-b-'));
  let output = '';
  const child = spawn(tsxBinary(), ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      DATABASE_URL: inject('databaseUrl'),
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
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
  tenant = await buildTenant(a, { plan: 'enterprise' });
  b = await startProcessB();
}, 90_000);

afterAll(async () => {
  await a?.stop();
  if (b && b.child.exitCode === null && b.child.signalCode === null) {
    b.child.kill('SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(resolve, 15_000, 'timeout'));
    if ((await Promise.race([b.exited, timeout])) === 'timeout') b.child.kill('SIGKILL');
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const BOOK = 'mutation Book($eventId: ID!, $start: String!) { bookEventSlot(eventId: $eventId, start: $start) { _id } }';

describe('two processes booking the same slot of a one-on-one event', () => {
  it('commits exactly one booking and refuses the others as SLOT_UNAVAILABLE', async () => {
    const host = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const founders = await Promise.all([0, 1, 2, 3].map(() => buildSignedInUser(tenant, { roleType: 'cofounder' })));
    // Open all day every day, no notice: the real clocks of both processes agree on what is bookable.
    await openWeekly(a, tenant, host.user.id, { weekdays: [1, 2, 3, 4, 5, 6, 7], from: 0, to: 23 * 60 });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const event = await insertOneOnOne(a, tenant, {
      hostIds: [host.user.id],
      startsAt: new Date(`${day}T00:00:00Z`),
      endsAt: new Date(`${day}T23:00:00Z`),
      // One founder may win both rounds: their limit is not what refuses the losers.
      numberOfSessions: 3,
    });

    for (const start of [`${day}T10:00:00.000Z`, `${day}T14:00:00.000Z`]) {
      // Eight requests at once, half on each process, each founder on both.
      const answers = await Promise.all(
        founders.flatMap((founder) => [a, b].map((server) => gql(server, BOOK, { eventId: event.id, start }, { tenant: tenant.slug, token: founder.token }))),
      );
      const wins = answers.filter((answer) => answer.data?.bookEventSlot?._id);
      const losses = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'SLOT_UNAVAILABLE');
      expect(wins, JSON.stringify(answers.filter((x) => !x.data?.bookEventSlot && x.errors?.[0]?.extensions?.code !== 'SLOT_UNAVAILABLE'))).toHaveLength(1);
      expect(losses, JSON.stringify(answers)).toHaveLength(answers.length - 1);
    }

    const held = await withTenant(a.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.calendarHolds)
        .where(and(eq(schema.calendarHolds.incubatorId, tenant.incubator.id), eq(schema.calendarHolds.userId, host.user.id))),
    );
    const [counted] = await withTenant(a.services.pool, tenant.incubator.id, (db) =>
      db.select({ count: schema.incubatorEvents.registeredCount }).from(schema.incubatorEvents).where(eq(schema.incubatorEvents.id, event.id)),
    );
    expect(held).toHaveLength(2);
    expect(counted.count).toBe(2);
  }, 60_000);
});
