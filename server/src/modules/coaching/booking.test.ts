import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';
import { bookingClock } from './slots.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

/** A Monday morning, UTC: the clock every booking here is read against. */
const NOW = new Date('2030-01-07T06:00:00Z');
const realNow = bookingClock.now;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());
beforeEach(() => {
  bookingClock.now = () => NOW;
});
afterEach(() => {
  bookingClock.now = realNow;
});

const BOOK = 'mutation B($input: BookMeetingInput!) { bookMeeting(input: $input) { _id eventType date expectedDuration name coachs { _id } attendees { _id } startup { _id } } }';
const SLOTS =
  'query S($hostId: ID!, $from: String!, $to: String!, $duration: Int!, $startupId: ID, $timeZone: String) { bookableSlots(hostId: $hostId, from: $from, to: $to, duration: $duration, startupId: $startupId, timeZone: $timeZone) { hostTimeZone unavailable days { date slots { start end } } } }';
const STATUS =
  'query T($hostId: ID!, $start: String!, $duration: Int!, $startupId: ID) { slotStatus(hostId: $hostId, start: $start, duration: $duration, startupId: $startupId) { bookable reason } }';
const HOSTS = 'query H($startupId: ID!) { bookableHosts(startupId: $startupId) { user { _id } timeZone defaultDuration } }';

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;

/** A host open Monday to Friday 09:00–12:00 UTC, booked with two hours' notice. */
async function openHost(on: Tenant, userId: string) {
  await withTenant(server.services.pool, on.incubator.id, async (db) => {
    await db.insert(schema.coachingPreferences).values({ incubatorId: on.incubator.id, userId, timeZone: 'UTC', minimumNoticeMinutes: 120, bookingHorizonDays: 30 });
    await db
      .insert(schema.availabilitySlots)
      .values([1, 2, 3, 4, 5].map((weekday) => ({ incubatorId: on.incubator.id, id: newId(), userId, weekday, startMinute: 540, endMinute: 720 })));
  });
}

/** A startup with a founder and an assigned coach who keeps time. */
async function scene(on: Tenant = tenant) {
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  await openHost(on, coach.user.id);
  return { coach, founder, startup };
}

const sessionsOf = (on: Tenant, coachId: string) =>
  withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select({ id: schema.coachingSessionPeople.sessionId })
      .from(schema.coachingSessionPeople)
      .where(and(eq(schema.coachingSessionPeople.incubatorId, on.incubator.id), eq(schema.coachingSessionPeople.userId, coachId))),
  );

describe('a founder books their coach', () => {
  it('lists the coach, offers free times and books a one-on-one that takes the time', async () => {
    const { coach, founder, startup } = await scene();
    const hosts = await call(HOSTS, { startupId: startup.id }, founder.token);
    expect(hosts.data.bookableHosts).toEqual([{ user: { _id: coach.user.id }, timeZone: 'UTC', defaultDuration: 60 }]);

    const offer = await call(
      SLOTS,
      { hostId: coach.user.id, from: '2030-01-07T00:00:00Z', to: '2030-01-09T00:00:00Z', duration: 60, startupId: startup.id, timeZone: 'UTC' },
      founder.token,
    );
    // Now is 06:00 and the notice two hours: Monday's first start, 09:00, can be booked.
    expect(offer.data.bookableSlots.hostTimeZone).toBe('UTC');
    expect(offer.data.bookableSlots.days.map((d: { date: string }) => d.date)).toEqual(['2030-01-07', '2030-01-08']);
    expect(offer.data.bookableSlots.days[0].slots[0]).toEqual({ start: '2030-01-07T09:00:00.000Z', end: '2030-01-07T10:00:00.000Z' });
    expect(offer.data.bookableSlots.days[0].slots).toHaveLength(9);

    const booked = await call(BOOK, { input: { hostId: coach.user.id, start: '2030-01-08T10:00:00Z', duration: 60, startupId: startup.id, topic: 'Pricing' } }, founder.token);
    expect(booked.errors).toBeUndefined();
    expect(booked.data.bookMeeting).toMatchObject({
      eventType: 'ONE_ON_ONE',
      date: '2030-01-08T10:00:00.000Z',
      expectedDuration: 60,
      name: 'Pricing',
      coachs: [{ _id: coach.user.id }],
      attendees: [{ _id: founder.user.id }],
      startup: { _id: startup.id },
    });
    const events = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.domainEvents)
        .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), eq(schema.domainEvents.kind, 'coaching.meetingBooked'))),
    );
    expect(events.map((e) => e.subjectId)).toContain(booked.data.bookMeeting._id);

    // The time is gone: offered no more, refused as taken.
    const after = await call(
      SLOTS,
      { hostId: coach.user.id, from: '2030-01-08T00:00:00Z', to: '2030-01-09T00:00:00Z', duration: 60, startupId: startup.id, timeZone: 'UTC' },
      founder.token,
    );
    expect(after.data.bookableSlots.days[0].slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual(['09:00', '11:00']);
    expect((await call(STATUS, { hostId: coach.user.id, start: '2030-01-08T10:30:00Z', duration: 30 }, founder.token)).data.slotStatus).toEqual({
      bookable: false,
      reason: 'BUSY',
    });
    const again = await call(BOOK, { input: { hostId: coach.user.id, start: '2030-01-08T10:30:00Z', duration: 30, startupId: startup.id } }, founder.token);
    expect(codeOf(again)).toBe('SLOT_UNAVAILABLE');
    expect(again.errors?.[0].extensions?.reason).toBe('BUSY');
    expect(await sessionsOf(tenant, coach.user.id)).toHaveLength(1);
  });
});

describe('refusals say why', () => {
  it('outside the hours, too soon, too far, already past', async () => {
    const { coach, founder, startup } = await scene();
    const book = (start: string) => call(BOOK, { input: { hostId: coach.user.id, start, duration: 60, startupId: startup.id } }, founder.token);
    const cases: Array<[string, string]> = [
      ['2030-01-07T13:00:00Z', 'OUTSIDE_HOURS'],
      ['2030-01-12T10:00:00Z', 'OUTSIDE_HOURS'],
      ['2030-01-07T07:00:00Z', 'OUTSIDE_HOURS'],
      ['2030-01-07T05:00:00Z', 'PAST'],
      ['2030-03-04T09:00:00Z', 'HORIZON'],
    ];
    for (const [start, reason] of cases) {
      const answer = await book(start);
      expect(codeOf(answer), start).toBe('SLOT_UNAVAILABLE');
      expect(answer.errors?.[0].extensions?.reason, start).toBe(reason);
    }
    bookingClock.now = () => new Date('2030-01-07T08:30:00Z');
    const soon = await book('2030-01-07T10:00:00Z');
    expect(soon.errors?.[0].extensions?.reason).toBe('NOTICE');
    expect(soon.errors?.[0].message).toBe('This time is too soon to book');
    expect(await sessionsOf(tenant, coach.user.id)).toHaveLength(0);
  });

  it("refuses a booking the startup's coaching hours cannot cover", async () => {
    const { coach, founder, startup } = await scene();
    await setFlags(server, tenant, { hoursAllocation: true });
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.insert(schema.hourAllocations).values({ incubatorId: tenant.incubator.id, id: newId(), startupId: startup.id, amount: 0.5, unit: 'HOUR' }),
    );
    const answer = await call(BOOK, { input: { hostId: coach.user.id, start: '2030-01-08T10:00:00Z', duration: 60, startupId: startup.id } }, founder.token);
    expect(answer.errors?.[0].extensions?.reason).toBe('HOURS_USED_UP');
    const offer = await call(SLOTS, { hostId: coach.user.id, from: '2030-01-08T00:00:00Z', to: '2030-01-09T00:00:00Z', duration: 60, startupId: startup.id }, founder.token);
    expect(offer.data.bookableSlots).toMatchObject({ unavailable: 'HOURS_USED_UP', days: [] });
    const short = await call(BOOK, { input: { hostId: coach.user.id, start: '2030-01-08T10:00:00Z', duration: 30, startupId: startup.id } }, founder.token);
    expect(short.errors).toBeUndefined();
    await setFlags(server, tenant, { hoursAllocation: false });
  });
});

describe('who may book whom', () => {
  it('founders book the hosts of their startup; others need COACHING_MEETING:SCHEDULING', async () => {
    const { coach, founder, startup } = await scene();
    const outsider = await buildSignedInUser(tenant, { roleType: 'community_member' });
    const input = { hostId: coach.user.id, start: '2030-01-09T09:00:00Z', duration: 30, startupId: startup.id };
    expect(codeOf(await call(BOOK, { input: { ...input, startupId: null } }, outsider.token))).toBe('FORBIDDEN');
    // Out of the outsider's sight, the startup reads as not found.
    expect(codeOf(await call(BOOK, { input }, outsider.token))).toBe('NOT_FOUND');

    // Without the key a founder still books their own startup's coach, but nobody else and for nobody else.
    await setGrant(server, tenant, 'cofounder', 'COACHING_MEETING:SCHEDULING', 'NONE');
    const stranger = await buildSignedInUser(tenant, { roleType: 'coach' });
    await openHost(tenant, stranger.user.id);
    expect(codeOf(await call(BOOK, { input: { ...input, hostId: stranger.user.id } }, founder.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(BOOK, { input: { ...input, forUserId: outsider.user.id } }, founder.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(SLOTS, { hostId: stranger.user.id, from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z', duration: 30 }, founder.token))).toBe('NOT_FOUND');
    expect((await call(BOOK, { input }, founder.token)).data.bookMeeting.attendees).toEqual([{ _id: founder.user.id }]);
    await setGrant(server, tenant, 'cofounder', 'COACHING_MEETING:SCHEDULING', 'ALL');

    // Staff hold the key: they book a host for someone else.
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const forOther = await call(BOOK, { input: { hostId: stranger.user.id, start: '2030-01-09T10:00:00Z', duration: 30, forUserId: outsider.user.id } }, staff.token);
    expect(forOther.data.bookMeeting).toMatchObject({ coachs: [{ _id: stranger.user.id }], attendees: [{ _id: outsider.user.id }] });
    expect(codeOf(await call(BOOK, { input: { ...input, hostId: coach.user.id, start: '2030-01-09T11:00:00Z', forUserId: coach.user.id } }, staff.token))).toBe('VALIDATION_ERROR');
  });

  it("treats another organisation's host, startup and person as not found", async () => {
    const { coach, founder, startup } = await scene();
    const foreign = await scene(otherTenant);
    const input = { hostId: coach.user.id, start: '2030-01-10T09:00:00Z', duration: 30, startupId: startup.id };
    const answers = [
      await call(BOOK, { input: { ...input, hostId: foreign.coach.user.id } }, founder.token),
      await call(BOOK, { input: { ...input, startupId: foreign.startup.id } }, founder.token),
      await call(BOOK, { input: { ...input, forUserId: foreign.founder.user.id } }, founder.token),
      await call(HOSTS, { startupId: foreign.startup.id }, founder.token),
      await call(SLOTS, { hostId: foreign.coach.user.id, from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z', duration: 30 }, founder.token),
    ];
    expect(answers.map(codeOf)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await sessionsOf(otherTenant, foreign.coach.user.id)).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('names each field and writes nothing', async () => {
    const { coach, founder, startup } = await scene();
    const answer = await call(BOOK, { input: { hostId: 'someone', start: 'next tuesday', duration: 17, startupId: startup.id } }, founder.token);
    expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].extensions?.fields.map((f: { field: string }) => f.field).sort()).toEqual(['duration', 'hostId', 'start']);
    const range = await call(SLOTS, { hostId: coach.user.id, from: '2030-01-07T00:00:00Z', to: '2030-06-07T00:00:00Z', duration: 30, startupId: startup.id }, founder.token);
    expect(codeOf(range)).toBe('VALIDATION_ERROR');
    expect(await sessionsOf(tenant, coach.user.id)).toHaveLength(0);
  });
});
