import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { mayMoveAttendee, type AttendeeStatus } from '@seedbed/contracts/events';
import { attendeeStatusSchema } from '@seedbed/contracts/events-input';
import { localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { decodeCursor, cursorPart, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { evAttendees, type AttendeeRow, type EventRow } from './repo.ts';
import { requireManagedEvent } from './registration.ts';

/** The day check-in opens: the event's first day, where it takes place. */
export const checkInOpensAt = (event: Pick<EventRow, 'startsAt' | 'timezone'>) => startOfLocalDay(localDate(event.startsAt, event.timezone), event.timezone);

/**
 * A host or manager marks a person's attendance (spec 3 §9 statuses) along ATTENDEE_TRANSITIONS:
 * ATTENDED (check-in, which stamps checked_in_at) or NO_SHOW only from the event's day on, in its
 * zone; a person on the waitlist has no attendance to mark. A one-on-one attendee's bookings move together.
 */
export const setAttendeeStatus = defineChange({
  input: () => attendeeStatusSchema(),
  authorize: (ctx, input) => requireManagedEvent(ctx, input.eventId),
  async write(ctx, db, input, event) {
    const tenant = ctx.incubator.id;
    const rows = await db
      .select()
      .from(evAttendees)
      .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, event.id), eq(evAttendees.userId, input.userId)))
      .orderBy(asc(evAttendees.startsAt));
    if (!rows.length) throw notFound();
    if (rows.every((r) => r.waitlisted)) throw new AppError('VALIDATION_ERROR', 'events.registration.waitlistedAttendance');
    const to = input.status as AttendeeStatus;
    const placed = rows.filter((r) => !r.waitlisted);
    const moving = placed.filter((r) => r.status !== to);
    if (moving.some((r) => !mayMoveAttendee(r.status as AttendeeStatus, to))) throw new AppError('VALIDATION_ERROR', 'events.registration.invalidMove');
    const now = new Date();
    if ((to === 'ATTENDED' || to === 'NO_SHOW') && now < checkInOpensAt(event)) throw new AppError('VALIDATION_ERROR', 'events.registration.tooEarly');
    if (!moving.length) return { result: placed[0], events: [] };
    const updated = await db
      .update(evAttendees)
      .set({ status: to, checkedInAt: to === 'ATTENDED' ? now : null, updatedAt: now })
      .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, event.id), eq(evAttendees.userId, input.userId), eq(evAttendees.waitlisted, false)))
      .returning();
    return {
      result: updated.find((r) => r.id === placed[0].id) ?? updated[0],
      events: [
        {
          kind: 'events.attendeeStatusChanged',
          subjectKind: 'incubatorEvent',
          subjectId: event.id,
          data: { eventId: event.id, title: event.title, userId: input.userId, status: to },
        },
      ],
    };
  },
});

export interface AttendeeFilter {
  status?: AttendeeStatus | null;
  waitlisted?: boolean | null;
  search?: string | null;
}

export interface AttendeePage {
  results: AttendeeRow[];
  next: string | null;
}

/** The search over people's names and address, as the people lists read it. */
function searchCondition(search: string | null | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  const u = schema.users;
  return sql`exists (select 1 from ${u} where ${u.incubatorId} = ${evAttendees.incubatorId} and ${u.id} = ${evAttendees.userId} and ${or(
    ilike(u.firstName, pattern),
    ilike(u.lastName, pattern),
    ilike(u.email, pattern),
    ilike(sql`${u.firstName} || ' ' || ${u.lastName}`, pattern),
  )})`;
}

/**
 * The people of an event in registration order (the waitlist's order too), for its hosts and
 * managers, a page at a time by keyset on (registration_time, id) over event_attendees_event_idx.
 */
export async function eventAttendees(ctx: Context, eventId: string, filter: AttendeeFilter = {}, cursor?: string | null, limit?: number | null): Promise<AttendeePage> {
  const event = await requireManagedEvent(ctx, eventId);
  const size = pageSize(limit, 50, 200);
  const after = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id] as const) : null;
  const rows = await (await ctx.tx.db())
    .select({ row: evAttendees, key: exactTime(evAttendees.registrationTime) })
    .from(evAttendees)
    .where(
      and(
        eq(evAttendees.incubatorId, ctx.incubator.id),
        eq(evAttendees.eventId, event.id),
        filter.status ? eq(evAttendees.status, filter.status) : undefined,
        typeof filter.waitlisted === 'boolean' ? eq(evAttendees.waitlisted, filter.waitlisted) : undefined,
        searchCondition(filter.search),
        after ? sql`(${evAttendees.registrationTime}, ${evAttendees.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(evAttendees.registrationTime), asc(evAttendees.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { results: page.map((r) => r.row), next: rows.length > size && last ? encodeCursor([last.key, last.row.id]) : null };
}

/** The viewer's place at each of these group events, for a whole list at once. */
export async function viewerPlaces(ctx: Context, eventIds: readonly string[]): Promise<AttendeeRow[]> {
  if (!ctx.viewer || !eventIds.length) return [];
  return (await ctx.tx.db())
    .select()
    .from(evAttendees)
    .where(
      and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.userId, ctx.viewer.user.id), inArray(evAttendees.eventId, [...eventIds]), isNull(evAttendees.slotStart)),
    );
}
