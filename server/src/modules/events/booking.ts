import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { bookEventSlotInput } from '@seedbed/contracts/events-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFoundField } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { holdTime } from '../coaching/holds.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { lockEvent } from './registration.ts';
import { EVENT_HOLD, ev, evAttendees, hostsOfEvents, type AttendeeRow, type EventRow } from './repo.ts';
import { bookingBlock, eventSlots, type BookingBlock } from './slots.ts';
import { audienceIncludes, visibleEvent } from './visibility.ts';

const MINUTE = 60_000;
/** People who no longer take part cannot be booked for. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive', 'pending'];

/** One-on-one events are a plan feature (oneOnOneEvents): off, nothing is offered or booked. */
export function requireOneOnOneEvents(ctx: Pick<Context, 'incubator'>): void {
  if (!incubatorFlags(ctx.incubator).oneOnOneEvents) throw new AppError('FEATURE_DISABLED', 'events.booking.planRequired', {}, { flag: 'oneOnOneEvents' });
}

/** The slot went to someone else (or the attendee is busy then) between reading and booking. */
export const slotTaken = () => new AppError('SLOT_UNAVAILABLE', 'events.booking.taken', {}, { reason: 'TAKEN' });

/** The error for a booking refused as a whole, carrying its reason for the booking screen. */
export function blockError(block: BookingBlock, event: Pick<EventRow, 'numberOfSessions'>): AppError {
  const reason = { reason: block };
  switch (block) {
    case 'NOT_ONE_ON_ONE':
      return new AppError('VALIDATION_ERROR', 'errors.validation', {}, reason, [{ field: 'eventId', key: 'events.booking.notOneOnOne' }]);
    case 'NOT_PUBLISHED':
      return new AppError('REGISTRATION_CLOSED', 'events.booking.notPublished', {}, reason);
    case 'NO_HOSTS':
      return new AppError('REGISTRATION_CLOSED', 'events.booking.noHosts', {}, reason);
    case 'FULL':
      return new AppError('EVENT_FULL', 'events.booking.full', {}, reason);
    case 'SESSIONS_USED':
      return new AppError('BOOKING_LIMIT', 'events.booking.sessionsUsed', { count: event.numberOfSessions }, reason);
    case 'HOURS_USED_UP':
      return new AppError('SLOT_UNAVAILABLE', 'events.booking.hoursUsedUp', {}, reason);
  }
}

async function personInTenant(ctx: Context, db: Db, userId: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, userId)));
  return user && !GONE_STATUSES.includes(user.status) ? user : null;
}

/**
 * Who the booking is for: the viewer, or — for holders of EVENT:REGISTER over that person
 * (ASSIGNED: the founders of their startups) — someone the event is meant for. An event open to
 * invited people only is booked by such holders, never by the attendee themselves.
 */
async function attendeeOf(ctx: Context, db: Db, event: EventRow, forUserId: string | null | undefined): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  if (!forUserId || forUserId === viewer.user.id) {
    if (event.availabilityMethod === 'INVITED' && !(await isAuthorized(ctx, 'EVENT:REGISTER'))) throw new AppError('FORBIDDEN', 'events.booking.invitedOnly');
    return viewer.user;
  }
  const person = await personInTenant(ctx, db, forUserId);
  if (!person) throw notFoundField('forUserId');
  if (!(await isAuthorized(ctx, 'EVENT:REGISTER', [person.id]))) throw forbidden();
  if (!(await audienceIncludes(ctx, db, event, [person.id])).has(person.id))
    throw new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, [{ field: 'forUserId', key: 'events.booking.notForThem' }]);
  return person;
}

/**
 * bookEventSlot (spec 3 §2): takes a slot of a one-on-one event for the viewer or someone they
 * register. Under the event row's lock it re-checks everything the slot list showed (the person's
 * limit, capacity, hours, the host's free time), then holds the time of host and attendee through
 * coaching's holds: the exclusion constraint makes a double booking impossible whichever server
 * takes it, against coaching sessions and other bookings alike (SLOT_UNAVAILABLE, nothing written).
 */
export const bookEventSlot = defineChange({
  input: () => bookEventSlotInput,
  async authorize(ctx, input) {
    requireOneOnOneEvents(ctx);
    const event = await visibleEvent(ctx, input.eventId);
    const db = await ctx.tx.db();
    const attendee = await attendeeOf(ctx, db, event, input.forUserId);
    if (input.hostId && !(await hostsOfEvents(db, ctx.incubator.id, [event.id])).some((h) => h.userId === input.hostId)) throw notFoundField('hostId');
    return { event, attendee };
  },
  async write(ctx, db, input, { event, attendee }) {
    const locked = await lockEvent(ctx, db, event.id);
    const block = await bookingBlock(ctx, db, locked, attendee.id);
    if (block) throw blockError(block, locked);
    const end = new Date(input.start.getTime() + locked.duration * MINUTE);
    const free = await eventSlots(ctx, db, locked, { from: input.start, to: end }, { attendeeId: attendee.id, onlyHostIds: input.hostId ? [input.hostId] : undefined });
    const slot = free.find((s) => s.start.getTime() === input.start.getTime());
    if (!slot) throw slotTaken();
    const hostId = slot.hostIds[0];
    const tenant = ctx.incubator.id;
    const [row] = await db
      .insert(evAttendees)
      .values({
        incubatorId: tenant,
        id: newId(),
        eventId: locked.id,
        userId: attendee.id,
        status: 'REGISTERED',
        registrantId: requireViewer(ctx).user.id,
        slotStart: slot.start,
        slotEnd: slot.end,
        hostId,
        bookingNote: input.note,
        startsAt: slot.start,
      })
      .returning();
    await holdTime(ctx, db, { source: EVENT_HOLD, sourceId: row.id, userIds: [hostId, attendee.id], startsAt: slot.start, endsAt: slot.end });
    await db
      .update(ev)
      .set({ registeredCount: sql`${ev.registeredCount} + 1` })
      .where(and(eq(ev.incubatorId, tenant), eq(ev.id, locked.id)));
    return {
      result: row,
      events: [
        {
          kind: 'events.slotBooked',
          subjectKind: 'incubatorEvent',
          subjectId: locked.id,
          data: { eventId: locked.id, title: locked.title, attendeeId: row.id, userId: attendee.id, hostId, start: slot.start.toISOString(), end: slot.end.toISOString() },
        },
      ],
    };
  },
});

/** The viewer's bookings at several events at once (an event list asks for many). */
export async function bookingsOfViewer(ctx: Context, eventIds: readonly string[]): Promise<Map<string, AttendeeRow[]>> {
  const viewer = requireViewer(ctx);
  const byEvent = new Map<string, AttendeeRow[]>(eventIds.map((id) => [id, []]));
  if (!eventIds.length) return byEvent;
  const rows = await (await ctx.tx.db())
    .select()
    .from(evAttendees)
    .where(
      and(
        eq(evAttendees.incubatorId, ctx.incubator.id),
        eq(evAttendees.userId, viewer.user.id),
        inArray(evAttendees.eventId, [...eventIds]),
        isNotNull(evAttendees.slotStart),
        ne(evAttendees.status, 'EVENT_CANCELLED'),
      ),
    )
    .orderBy(evAttendees.slotStart);
  for (const row of rows) byEvent.get(row.eventId)?.push(row);
  return byEvent;
}
