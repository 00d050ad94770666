import type { TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { EventRow } from './repo.ts';

export const SLOTS = 'query S($eventId: ID!, $from: String!, $to: String!) { eventSlots(eventId: $eventId, from: $from, to: $to) { date slots { start end hostIds } } }';
export const BOOK =
  'mutation B($eventId: ID!, $start: String!, $hostId: ID, $note: String, $forUserId: ID) { bookEventSlot(eventId: $eventId, start: $start, hostId: $hostId, note: $note, forUserId: $forUserId) { _id slotStart slotEnd bookingNote status user { _id } host { _id } } }';
export const VIEWER = 'query V($id: ID!) { incubatorEvent(id: $id) { _id noOfBookings viewerBookingBlock viewerBookings { _id slotStart host { _id } } } }';
export const ASSIGN = 'mutation A($eventId: ID!, $hostIds: [ID!]!) { assignEventHosts(eventId: $eventId, hostIds: $hostIds) { _id hosts { _id } } }';

/** A one-on-one event written directly (published, ONE_ON_ONE_GENERAL, hour slots every half hour in January 2030, UTC) with its hosts. */
export async function insertOneOnOne(server: TestServer, on: Tenant, fields: Partial<EventRow> & { hostIds?: string[] } = {}): Promise<EventRow> {
  const { hostIds = [], ...rest } = fields;
  return withTenant(server.services.pool, on.incubator.id, async (db) => {
    const [row] = await db
      .insert(schema.incubatorEvents)
      .values({
        incubatorId: on.incubator.id,
        id: newId(),
        eventType: 'ONE_ON_ONE',
        title: 'Office hours',
        status: 'PUBLISHED',
        availabilityMode: 'ONE_ON_ONE_GENERAL',
        startsAt: new Date('2030-01-01T00:00:00Z'),
        endsAt: new Date('2030-01-31T00:00:00Z'),
        timezone: 'UTC',
        duration: 60,
        timeslotIncrement: 30,
        publishedAt: new Date(),
        ...rest,
      })
      .returning();
    if (hostIds.length) await db.insert(schema.eventHosts).values(hostIds.map((userId) => ({ incubatorId: on.incubator.id, eventId: row.id, userId, startsAt: row.startsAt })));
    return row;
  });
}

/** A host open on the given ISO weekdays between two wall-clock minutes of their zone, with a buffer. */
export async function openWeekly(
  server: TestServer,
  on: Tenant,
  userId: string,
  options: { timeZone?: string; weekdays?: number[]; from?: number; to?: number; bufferMinutes?: number } = {},
) {
  const { timeZone = 'UTC', weekdays = [1, 2, 3, 4, 5], from = 540, to = 720, bufferMinutes = 0 } = options;
  await withTenant(server.services.pool, on.incubator.id, async (db) => {
    await db.insert(schema.coachingPreferences).values({ incubatorId: on.incubator.id, userId, timeZone, bufferMinutes, minimumNoticeMinutes: 0, bookingHorizonDays: 365 });
    await db.insert(schema.availabilitySlots).values(weekdays.map((weekday) => ({ incubatorId: on.incubator.id, id: newId(), userId, weekday, startMinute: from, endMinute: to })));
  });
}

/** Time someone holds already (a coaching session's hold). */
export async function holdFor(server: TestServer, on: Tenant, userId: string, start: string, end: string) {
  await withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .insert(schema.calendarHolds)
      .values({ incubatorId: on.incubator.id, id: newId(), userId, source: 'coaching', sourceId: newId(), startsAt: new Date(start), endsAt: new Date(end) }),
  );
}

/** A busy time read from the person's outside calendar. */
export async function busyFor(server: TestServer, on: Tenant, userId: string, start: string, end: string) {
  await withTenant(server.services.pool, on.incubator.id, async (db) => {
    const calendarId = newId();
    await db.insert(schema.externalCalendars).values({ incubatorId: on.incubator.id, id: calendarId, userId, url: 'https://calendar.example.test/busy.ics' });
    await db.insert(schema.externalBusyTimes).values({ incubatorId: on.incubator.id, id: newId(), calendarId, userId, startsAt: new Date(start), endsAt: new Date(end) });
  });
}

/** The starts offered, flattened. */
export const startsOf = (days: Array<{ slots: Array<{ start: string }> }>) => days.flatMap((d) => d.slots.map((s) => s.start));
