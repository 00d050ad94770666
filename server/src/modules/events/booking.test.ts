import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { bookingClock } from '../coaching/slots.ts';
import { setGrant } from '../startups/test-support.ts';
import { BOOK, holdFor, insertOneOnOne, openWeekly, SLOTS, startsOf, VIEWER } from './booking-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
const NOW = new Date('2030-01-07T06:00:00Z');
const realNow = bookingClock.now;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  otherTenant = await buildTenant(server, { plan: 'enterprise' });
});
afterAll(() => server.stop());
beforeEach(() => {
  bookingClock.now = () => NOW;
});
afterEach(() => {
  bookingClock.now = realNow;
});

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const CANCEL = 'mutation C($eventId: ID!, $attendeeId: ID) { cancelEventRegistration(eventId: $eventId, attendeeId: $attendeeId) }';
const MONDAY = { from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z' };
const NINE = '2030-01-07T09:00:00.000Z';

const rowsOf = (on: Tenant, eventId: string) =>
  withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(schema.eventAttendees)
      .where(and(eq(schema.eventAttendees.incubatorId, on.incubator.id), eq(schema.eventAttendees.eventId, eventId))),
  );
const holdsOf = (on: Tenant, userId: string) =>
  withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(schema.calendarHolds)
      .where(and(eq(schema.calendarHolds.incubatorId, on.incubator.id), eq(schema.calendarHolds.userId, userId))),
  );

async function scene(fields: Parameters<typeof insertOneOnOne>[2] = {}) {
  const host = await buildSignedInUser(tenant, { roleType: 'mentor' });
  const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  await openWeekly(server, tenant, host.user.id);
  const event = await insertOneOnOne(server, tenant, { hostIds: [host.user.id], ...fields });
  return { host, founder, event };
}

describe('bookEventSlot', () => {
  it('books a slot: the row, both people’s time held, the count, the viewer’s bookings; cancelling gives the time back', async () => {
    const { host, founder, event } = await scene();
    const booked = await call(BOOK, { eventId: event.id, start: NINE, note: 'Fundraising questions' }, founder.token);
    expect(booked.errors).toBeUndefined();
    expect(booked.data.bookEventSlot).toMatchObject({
      slotStart: NINE,
      slotEnd: '2030-01-07T10:00:00.000Z',
      bookingNote: 'Fundraising questions',
      status: 'REGISTERED',
      user: { _id: founder.user.id },
      host: { _id: host.user.id },
    });
    const attendeeId = booked.data.bookEventSlot._id;
    expect((await holdsOf(tenant, host.user.id)).map((h) => [h.source, h.sourceId])).toEqual([['event', attendeeId]]);
    expect((await holdsOf(tenant, founder.user.id)).map((h) => h.sourceId)).toEqual([attendeeId]);

    const viewer = (await call(VIEWER, { id: event.id }, founder.token)).data.incubatorEvent;
    expect(viewer).toMatchObject({ noOfBookings: 1, viewerBookings: [{ _id: attendeeId, slotStart: NINE, host: { _id: host.user.id } }], viewerBookingBlock: 'SESSIONS_USED' });
    // Someone else no longer sees the taken hour (nor the half hour overlapping it).
    const other = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect(startsOf((await call(SLOTS, { eventId: event.id, ...MONDAY }, other.token)).data.eventSlots)).toEqual(['10:00', '10:30', '11:00'].map((t) => `2030-01-07T${t}:00.000Z`));
    const [recorded] = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.domainEvents)
        .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), eq(schema.domainEvents.kind, 'events.slotBooked'), eq(schema.domainEvents.subjectId, event.id))),
    );
    expect(recorded.data).toMatchObject({ attendeeId, userId: founder.user.id, hostId: host.user.id, start: NINE });

    expect((await call(CANCEL, { eventId: event.id, attendeeId }, founder.token)).data?.cancelEventRegistration).toBe(true);
    expect(await holdsOf(tenant, host.user.id)).toEqual([]);
    expect(startsOf((await call(SLOTS, { eventId: event.id, ...MONDAY }, other.token)).data.eventSlots)).toHaveLength(5);
  });

  it('holds each person to numberOfSessions bookings and the event to its capacity', async () => {
    const { founder, event } = await scene({ numberOfSessions: 2, capacity: 2 });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: NINE }, founder.token))).toBeUndefined();
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T10:00:00Z' }, founder.token))).toBeUndefined();
    const third = await call(BOOK, { eventId: event.id, start: '2030-01-07T11:00:00Z' }, founder.token);
    expect(codeOf(third)).toBe('BOOKING_LIMIT');
    expect(third.errors?.[0].message).toContain('2');

    const second = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T11:00:00Z' }, second.token))).toBe('EVENT_FULL');
    expect(await rowsOf(tenant, event.id)).toHaveLength(2);
  });

  it('refuses a time the host holds for a coaching session, a taken slot and a time off the grid: SLOT_UNAVAILABLE, nothing written', async () => {
    const { host, founder, event } = await scene();
    await holdFor(server, tenant, host.user.id, '2030-01-07T09:30:00Z', '2030-01-07T10:30:00Z');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: NINE }, founder.token))).toBe('SLOT_UNAVAILABLE');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T10:10:00Z' }, founder.token))).toBe('SLOT_UNAVAILABLE');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T11:00:00Z' }, founder.token))).toBeUndefined();
    const other = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T11:00:00Z' }, other.token))).toBe('SLOT_UNAVAILABLE');
    expect(await rowsOf(tenant, event.id)).toHaveLength(1);
    expect(await holdsOf(tenant, other.user.id)).toEqual([]);
  });

  it('lets holders of EVENT:REGISTER book for someone else, and no one else', async () => {
    const { founder, event } = await scene();
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    await setGrant(server, tenant, 'staff', 'EVENT:REGISTER', 'ALL');
    const booked = await call(BOOK, { eventId: event.id, start: NINE, forUserId: founder.user.id }, staff.token);
    expect(booked.data?.bookEventSlot.user._id).toBe(founder.user.id);

    const peer = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [peer.user] });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T10:00:00Z', forUserId: staff.user.id }, peer.token))).toBe('FORBIDDEN');
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'cofounder' });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: '2030-01-07T10:00:00Z', forUserId: stranger.user.id }, staff.token))).toBe('NOT_FOUND');
    expect(await rowsOf(tenant, event.id)).toHaveLength(1);
  });

  it('refuses invited-only events to the attendee themselves, other tenants’ events, unknown hosts and bad input', async () => {
    const { founder, event } = await scene();
    const invited = await insertOneOnOne(server, tenant, { availabilityMethod: 'INVITED' });
    expect(codeOf(await call(BOOK, { eventId: invited.id, start: NINE }, founder.token))).toBe('FORBIDDEN');
    const elsewhere = await insertOneOnOne(server, otherTenant);
    expect(codeOf(await call(BOOK, { eventId: elsewhere.id, start: NINE }, founder.token))).toBe('NOT_FOUND');
    const notHost = await buildSignedInUser(tenant, { roleType: 'coach' });
    expect(codeOf(await call(BOOK, { eventId: event.id, start: NINE, hostId: notHost.user.id }, founder.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: 'next monday' }, founder.token))).toBe('VALIDATION_ERROR');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: NINE, note: 'x'.repeat(1001) }, founder.token))).toBe('VALIDATION_ERROR');
    expect(codeOf(await call(BOOK, { eventId: event.id, start: NINE, hostId: 'nope' }, founder.token))).toBe('VALIDATION_ERROR');
    const group = await insertOneOnOne(server, tenant, { eventType: 'GROUP', availabilityMode: 'GROUP_GENERAL' });
    expect(codeOf(await call(BOOK, { eventId: group.id, start: NINE }, founder.token))).toBe('VALIDATION_ERROR');
    expect(await rowsOf(tenant, event.id)).toEqual([]);
  });
});
