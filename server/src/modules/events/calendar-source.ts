import { and, asc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { EVENT_LENGTH_MAX_DAYS } from '@seedbed/contracts/events';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import type { CalendarEntry } from '../../core/ics.ts';
import { registerCalendarSource, type CalendarItem, type CalendarQuery } from '../coaching/calendar.ts';
import { registerFeedSource } from '../coaching/feed.ts';
import { eventEntry, eventPath } from './event-ics.ts';
import { ev, evAttendees, evHosts, type EventRow } from './repo.ts';
import { visibleAmong } from './visibility.ts';

/** An event starting this long before a range may still run into it. */
const LONGEST_EVENT_MS = EVENT_LENGTH_MAX_DAYS * 86_400_000;
/** Drafts are in nobody's calendar yet; cancelled events stay, shown as cancelled. */
const SHOWN = ['PUBLISHED', 'CANCELLED'];

interface Placed {
  event: EventRow;
  /** A one-on-one booking: its own slot and row id. */
  slot: { id: string; start: Date; end: Date } | null;
}

/**
 * A person's events between two instants: the group events they hold a place at (not waiting)
 * or host, and the one-on-one slots booked with them or by them. One indexed range per source
 * (event_attendees_user_idx, event_hosts_user_idx), then the hosted one-on-one events' bookings.
 */
export async function personEvents(ctx: Pick<Context, 'incubator'>, db: Db, ownerId: string, from: Date, to: Date): Promise<Placed[]> {
  const tenant = ctx.incubator.id;
  const earliest = new Date(from.getTime() - LONGEST_EVENT_MS);
  const [places, hosted] = await Promise.all([
    db
      .select({ event: ev, row: evAttendees })
      .from(evAttendees)
      .innerJoin(ev, and(eq(ev.incubatorId, evAttendees.incubatorId), eq(ev.id, evAttendees.eventId)))
      .where(
        and(
          eq(evAttendees.incubatorId, tenant),
          eq(evAttendees.userId, ownerId),
          gt(evAttendees.startsAt, earliest),
          lt(evAttendees.startsAt, to),
          eq(evAttendees.waitlisted, false),
          inArray(ev.status, SHOWN),
        ),
      )
      .orderBy(asc(evAttendees.startsAt)),
    db
      .select({ event: ev })
      .from(evHosts)
      .innerJoin(ev, and(eq(ev.incubatorId, evHosts.incubatorId), eq(ev.id, evHosts.eventId)))
      .where(and(eq(evHosts.incubatorId, tenant), eq(evHosts.userId, ownerId), gt(evHosts.startsAt, earliest), lt(evHosts.startsAt, to), inArray(ev.status, SHOWN)))
      .orderBy(asc(evHosts.startsAt)),
  ]);
  const oneOnOne = hosted.filter((h) => h.event.eventType === 'ONE_ON_ONE').map((h) => h.event);
  const booked = oneOnOne.length
    ? await db
        .select()
        .from(evAttendees)
        .where(
          and(
            eq(evAttendees.incubatorId, tenant),
            inArray(
              evAttendees.eventId,
              oneOnOne.map((e) => e.id),
            ),
            eq(evAttendees.hostId, ownerId),
            ne(evAttendees.userId, ownerId),
            or(isNull(evAttendees.slotStart), gt(evAttendees.slotEnd, from)),
          ),
        )
    : [];
  const placed: Placed[] = [];
  const seen = new Set<string>();
  const add = (event: EventRow, slot: Placed['slot']) => {
    const key = slot?.id ?? event.id;
    const end = slot?.end ?? event.endsAt;
    if (seen.has(key) || end <= from || (slot?.start ?? event.startsAt) >= to) return;
    seen.add(key);
    placed.push({ event, slot });
  };
  for (const { event, row } of places) add(event, row.slotStart && row.slotEnd ? { id: row.id, start: row.slotStart, end: row.slotEnd } : null);
  for (const { event } of hosted) if (event.eventType === 'GROUP') add(event, null);
  for (const row of booked) {
    const event = oneOnOne.find((e) => e.id === row.eventId);
    if (event && row.slotStart && row.slotEnd) add(event, { id: row.id, start: row.slotStart, end: row.slotEnd });
  }
  return placed;
}

/** Events in the calendar (kind EVENT): another person's shows as time taken unless the viewer may see the event. */
async function calendarEvents(ctx: Context, db: Db, query: CalendarQuery): Promise<CalendarItem[]> {
  const placed = await personEvents(ctx, db, query.ownerId, query.from, query.to);
  const visible = query.own
    ? null
    : await visibleAmong(
        ctx,
        placed.map((p) => p.event),
      );
  const items: CalendarItem[] = [];
  for (const { event, slot } of placed) {
    const readable = visible === null || visible.has(event.id);
    items.push({
      kind: 'EVENT',
      id: slot?.id ?? event.id,
      title: readable ? event.title : null,
      start: slot?.start ?? event.startsAt,
      end: slot?.end ?? event.endsAt,
      allDay: false,
      url: readable ? eventPath(event.id) : null,
      startupName: null,
      cancelled: event.status === 'CANCELLED',
    });
  }
  return items;
}

/** Events in the person's private feed, with the UIDs their invitations carry. */
async function feedEvents(ctx: Context, db: Db, query: { ownerId: string; from: Date; to: Date }): Promise<CalendarEntry[]> {
  return (await personEvents(ctx, db, query.ownerId, query.from, query.to)).map(({ event, slot }) =>
    eventEntry(ctx, event, slot ? { id: slot.id, slotStart: slot.start, slotEnd: slot.end } : null),
  );
}

registerCalendarSource(calendarEvents);
registerFeedSource(feedEvents);
