import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { startSecondProcess, type SecondProcess } from './second-process.ts';
import { buildSignedInUser, buildTenant, type Tenant } from './factories.ts';
import { schema } from '../src/core/db/pool.ts';
import { withTenant } from '../src/core/transaction.ts';
import { insertOneOnOne, openWeekly } from '../src/modules/events/booking-fixtures.ts';

/**
 * Two server processes take bookings of the same slot of a one-on-one event at once: exactly one
 * commits, whichever process took it (the event row's lock and the calendar holds' exclusion
 * constraint); every other is SLOT_UNAVAILABLE, and nothing of theirs is written.
 */

let a: TestServer;
let b: SecondProcess;
let tenant: Tenant;

beforeAll(async () => {
  a = await startTestServer();
  tenant = await buildTenant(a, { plan: 'enterprise' });
  b = await startSecondProcess();
}, 90_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
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
