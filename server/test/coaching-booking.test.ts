import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer } from './harness.ts';
import { startSecondProcess, type SecondProcess } from './second-process.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from './factories.ts';
import { schema } from '../src/core/db/pool.ts';
import { newId } from '../src/core/ids.ts';
import { withTenant } from '../src/core/transaction.ts';

/**
 * Two server processes take bookings of the same time at once: the calendar holds' exclusion
 * constraint lets exactly one commit, whichever process took it; every other is SLOT_UNAVAILABLE.
 */

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
  await b?.stop();
}, 60_000);

const BOOK = 'mutation Book($input: BookMeetingInput!) { bookMeeting(input: $input) { _id } }';

describe('two processes booking the same time', () => {
  it('commits exactly one booking per overlapping time and refuses the others as SLOT_UNAVAILABLE', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founders = await Promise.all([0, 1, 2, 3].map(() => buildSignedInUser(tenant, { roleType: 'cofounder' })));
    const startup = await buildStartup(tenant, { founders: founders.map((f) => f.user), coaches: [coach.user] });
    // Open all day every day, no notice: the real clocks of both processes agree on what is bookable.
    await withTenant(a.services.pool, tenant.incubator.id, async (db) => {
      await db
        .insert(schema.coachingPreferences)
        .values({ incubatorId: tenant.incubator.id, userId: coach.user.id, timeZone: 'UTC', hours: 'all', minimumNoticeMinutes: 0, bookingHorizonDays: 30 });
      await db
        .insert(schema.availabilitySlots)
        .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ incubatorId: tenant.incubator.id, id: newId(), userId: coach.user.id, weekday, startMinute: 0, endMinute: 23 * 60 })));
    });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

    const rounds = [`${day}T10:00:00.000Z`, `${day}T14:00:00.000Z`];
    let booked = 0;
    let refused = 0;
    for (const start of rounds) {
      // Eight requests at once, half on each process, for the same hour or one overlapping it by half.
      const requests = founders.flatMap((founder, i) =>
        [a, b].map((server, j) => {
          const offset = (i + j) % 2 === 0 ? 0 : 30 * 60_000;
          const input = { hostId: coach.user.id, start: new Date(Date.parse(start) + offset).toISOString(), duration: 60, startupId: startup.id };
          return gql(server, BOOK, { input }, { tenant: tenant.slug, token: founder.token });
        }),
      );
      const answers = await Promise.all(requests);
      const wins = answers.filter((answer) => answer.data?.bookMeeting?._id);
      const losses = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'SLOT_UNAVAILABLE');
      expect(wins, JSON.stringify(answers.filter((x) => !x.data?.bookMeeting && x.errors?.[0]?.extensions?.code !== 'SLOT_UNAVAILABLE'))).toHaveLength(1);
      expect(losses).toHaveLength(answers.length - 1);
      booked += wins.length;
      refused += losses.length;
    }
    expect({ booked, refused }).toEqual({ booked: 2, refused: 14 });

    const held = await withTenant(a.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.calendarHolds)
        .where(and(eq(schema.calendarHolds.incubatorId, tenant.incubator.id), eq(schema.calendarHolds.userId, coach.user.id))),
    );
    const sessions = await withTenant(a.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.coachingSessionPeople)
        .where(and(eq(schema.coachingSessionPeople.incubatorId, tenant.incubator.id), eq(schema.coachingSessionPeople.userId, coach.user.id))),
    );
    expect(held).toHaveLength(2);
    expect(sessions).toHaveLength(2);
    // No two holds overlap.
    const [first, second] = held.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(first.endsAt.getTime()).toBeLessThanOrEqual(second.startsAt.getTime());
  }, 60_000);
});
