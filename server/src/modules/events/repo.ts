import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';

export const ev = schema.incubatorEvents;
export const evHosts = schema.eventHosts;
export const evAttendees = schema.eventAttendees;
export type EventRow = typeof ev.$inferSelect;
export type AttendeeRow = typeof evAttendees.$inferSelect;

/** The `source` of the calendar holds of one-on-one bookings (coaching's holds.ts; source id: the attendee row). */
export const EVENT_HOLD = 'event';
/** The attachment reference kind of an event's files. */
export const EVENT_REFERENCE = 'event';

export async function findEvent(db: Db, tenant: string, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(ev)
    .where(and(eq(ev.incubatorId, tenant), eq(ev.id, id)));
  return row ?? null;
}

/** The hosts of several events, for one query whatever their number. */
export async function hostsOfEvents(db: Db, tenant: string, eventIds: readonly string[]): Promise<Array<{ eventId: string; userId: string }>> {
  if (!eventIds.length) return [];
  return db
    .select({ eventId: evHosts.eventId, userId: evHosts.userId })
    .from(evHosts)
    .where(and(eq(evHosts.incubatorId, tenant), inArray(evHosts.eventId, [...eventIds])));
}
