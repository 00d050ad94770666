import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { startSecondProcess, type SecondProcess } from './second-process.ts';
import { buildTenant, buildUser, signIn, type Tenant } from './factories.ts';
import { schema } from '../src/core/db/pool.ts';
import { withTenant } from '../src/core/transaction.ts';
import { insertEvent } from '../src/modules/events/visibility-fixtures.ts';

let a: TestServer;
let b: SecondProcess;
let tenant: Tenant;

beforeAll(async () => {
  a = await startTestServer();
  tenant = await buildTenant(a);
  b = await startSecondProcess();
}, 90_000);

afterAll(async () => {
  await a?.stop();
  const result = await b?.stop();
  expect(
    result,
    `process B did not stop on SIGTERM:
${b?.output()}`,
  ).not.toBe('timeout');
  // main.ts stops on SIGTERM and exits with 0 once its connections are closed.
  expect(result).toEqual({ code: 0, signal: null });
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
