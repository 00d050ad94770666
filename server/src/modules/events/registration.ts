import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { noticeMs, type NoticeUnit } from '@seedbed/contracts/events';
import { cancelRegistrationSchema, eventId, registerUsersSchema } from '@seedbed/contracts/events-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent, type DomainEvent, type EventContext, type EventReactions } from '../../core/events.ts';
import { AppError, forbidden, notFound, validationError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { releaseHolds } from '../coaching/holds.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { mayManageAttendees } from './access.ts';
import { EVENT_HOLD, evAttendees, evHosts, ev, findEvent, type AttendeeRow, type EventRow } from './repo.ts';
import { audienceIncludes, canSeeEvent, visibleEvent } from './visibility.ts';

export const REGISTRATION_CLOSED_REASONS = ['FULL', 'NOTICE', 'PAST', 'CANCELLED', 'INVITED_ONLY', 'NOT_PUBLISHED'] as const;
export type RegistrationClosedReason = (typeof REGISTRATION_CLOSED_REASONS)[number];

export interface RegistrationState {
  open: boolean;
  reason: RegistrationClosedReason | null;
  /** Null when the event has no capacity. */
  placesLeft: number | null;
}

/** Statuses of people who no longer take part: nobody registers them. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

const placesLeftAt = (event: Pick<EventRow, 'capacity' | 'registeredCount'>) => (event.capacity === null ? null : Math.max(0, event.capacity - event.registeredCount));

/** When registering stops: a one-on-one event offers slots until its window ends, a group event until it starts (or its notice period). */
function closesAt(event: EventRow): number {
  if (event.eventType === 'ONE_ON_ONE') return event.endsAt.getTime();
  const notice = event.noticeEnabled ? noticeMs(event.noticeValue, event.noticeUnit as NoticeUnit) : 0;
  return event.startsAt.getTime() - notice;
}

/** Whether people may register themselves now, and if not why (the page says it instead of a button). */
export function registrationState(event: EventRow, now = new Date()): RegistrationState {
  const placesLeft = placesLeftAt(event);
  const reason = ((): RegistrationClosedReason | null => {
    if (event.status === 'CANCELLED') return 'CANCELLED';
    if (event.status !== 'PUBLISHED') return 'NOT_PUBLISHED';
    if (now.getTime() >= (event.eventType === 'ONE_ON_ONE' ? event.endsAt : event.startsAt).getTime()) return 'PAST';
    if (now.getTime() >= closesAt(event)) return 'NOTICE';
    if (event.availabilityMethod === 'INVITED') return 'INVITED_ONLY';
    if (placesLeft === 0 && event.availabilityType === 'CLOSED') return 'FULL';
    return null;
  })();
  return { open: reason === null, reason, placesLeft };
}

const full = () => new AppError('EVENT_FULL', 'events.registration.full');
const closedError = (reason: RegistrationClosedReason): AppError => {
  switch (reason) {
    case 'FULL':
      return full();
    case 'INVITED_ONLY':
      return new AppError('FORBIDDEN', 'events.registration.invitedOnly');
    case 'CANCELLED':
      return new AppError('REGISTRATION_CLOSED', 'events.registration.cancelled');
    case 'NOT_PUBLISHED':
      return new AppError('REGISTRATION_CLOSED', 'events.registration.notPublished');
    case 'PAST':
      return new AppError('REGISTRATION_CLOSED', 'events.registration.started');
    case 'NOTICE':
      return new AppError('REGISTRATION_CLOSED', 'events.registration.notice');
  }
};
/** Places are taken at group events; a one-on-one event is booked by slot (booking.ts). */
const groupOnly = (event: EventRow) => {
  if (event.eventType !== 'GROUP') throw new AppError('VALIDATION_ERROR', 'events.registration.bookSlot');
};

/** The event row, locked until the transaction ends: every change of its places and counts goes through this, one at a time. */
export async function lockEvent(ctx: Pick<Context, 'incubator'>, db: Db, id: string): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(ev)
    .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** An event whose people the viewer manages: NOT_FOUND when they cannot see it (or it is another tenant's), FORBIDDEN when they only see it. */
export async function requireManagedEvent(ctx: Context, id: string): Promise<EventRow> {
  requireViewer(ctx);
  const event = await findEvent(await ctx.tx.db(), ctx.incubator.id, id);
  if (!event || !(await canSeeEvent(ctx, event))) throw notFound();
  if (!(await mayManageAttendees(ctx, event))) throw forbidden();
  return event;
}

/** A person's place at a group event (not a one-on-one booking). */
export async function placeOf(db: Db, tenant: string, eventId: string, userId: string): Promise<AttendeeRow | null> {
  const [row] = await db
    .select()
    .from(evAttendees)
    .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, eventId), eq(evAttendees.userId, userId), isNull(evAttendees.slotStart)));
  return row ?? null;
}

/** Moves the event's counts by these amounts (the caller holds the lock). */
async function count(ctx: Pick<Context, 'incubator'>, db: Db, eventId: string, registered: number, waitlisted: number) {
  if (!registered && !waitlisted) return;
  await db
    .update(ev)
    .set({ registeredCount: sql`${ev.registeredCount} + ${registered}`, waitlistCount: sql`${ev.waitlistCount} + ${waitlisted}` })
    .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.id, eventId)));
}

/**
 * Gives places to these people at a locked event, in their order: while places are left they are
 * REGISTERED, then waitlisted (a WAITLIST event) or refused with EVENT_FULL (a CLOSED event, and
 * then nobody is written).
 */
async function admit(ctx: Pick<Context, 'incubator'>, db: Db, event: EventRow, userIds: readonly string[], registrantId: string): Promise<AttendeeRow[]> {
  if (!userIds.length) return [];
  const left = placesLeftAt(event) ?? Number.POSITIVE_INFINITY;
  if (userIds.length > left && event.availabilityType === 'CLOSED') throw full();
  // Registration order is (registration_time, id): ids are time-ordered, so one batch keeps the order given.
  const rows = userIds.map((userId, i) => ({
    incubatorId: ctx.incubator.id,
    id: newId(),
    eventId: event.id,
    userId,
    status: 'REGISTERED',
    waitlisted: i >= left,
    registrantId,
    startsAt: event.startsAt,
  }));
  const inserted = await db.insert(evAttendees).values(rows).returning();
  const waitlisted = inserted.filter((r) => r.waitlisted).length;
  await count(ctx, db, event.id, inserted.length - waitlisted, waitlisted);
  return userIds.map((id) => inserted.find((r) => r.userId === id)!);
}

const registeredEvent = (event: EventRow, rows: readonly AttendeeRow[]): DomainEvent<'events.registered'> => ({
  kind: 'events.registered',
  subjectKind: 'incubatorEvent',
  subjectId: event.id,
  data: {
    eventId: event.id,
    title: event.title,
    registered: rows.filter((r) => !r.waitlisted).map((r) => r.userId),
    waitlisted: rows.filter((r) => r.waitlisted).map((r) => r.userId),
  },
});

/**
 * Fills places freed at a locked group event with the longest waiting people, in registration
 * order, and tells them (eventWaitlistPromoted). A cancelled or finished event promotes nobody.
 */
export async function promoteFromWaitlist(ctx: EventContext, db: Db, event: EventRow): Promise<string[]> {
  if (event.eventType !== 'GROUP' || event.status === 'CANCELLED') return [];
  const tenant = ctx.incubator.id;
  // The counts as this transaction left them, not as the caller read them.
  const [now] = await db
    .select({ capacity: ev.capacity, registeredCount: ev.registeredCount, waitlistCount: ev.waitlistCount })
    .from(ev)
    .where(and(eq(ev.incubatorId, tenant), eq(ev.id, event.id)));
  if (!now?.waitlistCount) return [];
  const free = now.capacity === null ? now.waitlistCount : now.capacity - now.registeredCount;
  if (free <= 0) return [];
  const next = await db
    .select({ id: evAttendees.id, userId: evAttendees.userId })
    .from(evAttendees)
    .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, event.id), eq(evAttendees.waitlisted, true)))
    .orderBy(asc(evAttendees.registrationTime), asc(evAttendees.id))
    .limit(free);
  if (!next.length) return [];
  await db
    .update(evAttendees)
    .set({ waitlisted: false, updatedAt: new Date() })
    .where(
      and(
        eq(evAttendees.incubatorId, tenant),
        inArray(
          evAttendees.id,
          next.map((r) => r.id),
        ),
      ),
    );
  await count(ctx, db, event.id, next.length, -next.length);
  const userIds = next.map((r) => r.userId);
  await recordEvent(ctx, db, {
    kind: 'events.waitlistPromoted',
    subjectKind: 'incubatorEvent',
    subjectId: event.id,
    data: { eventId: event.id, title: event.title, userIds },
  });
  return userIds;
}

/**
 * The viewer takes a place at a group event they see and that is open to self-registration
 * (spec 3 §2): REGISTERED while places are left, then on the waitlist (or EVENT_FULL when the
 * event is CLOSED). Registering again answers the place already held.
 */
export const registerForEvent = defineChange({
  input: () => z.object({ eventId: eventId() }),
  authorize: async (ctx, input) => {
    requireViewer(ctx);
    return visibleEvent(ctx, input.eventId);
  },
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const event = await lockEvent(ctx, db, input.eventId);
    groupOnly(event);
    const held = await placeOf(db, ctx.incubator.id, event.id, viewer.user.id);
    if (held) return { result: held, events: [] };
    const state = registrationState(event);
    if (state.reason) throw closedError(state.reason);
    const rows = await admit(ctx, db, event, [viewer.user.id], viewer.user.id);
    return { result: rows[0], events: [registeredEvent(event, rows)] };
  },
});

/**
 * Which of these people the viewer may register: all for the event's managers and EVENT:REGISTER
 * ALL; under ASSIGNED the registry's assigned scope (the founders of the startups one is on).
 */
async function registrableBy(ctx: Context, event: EventRow, userIds: readonly string[]): Promise<Set<string>> {
  if (await mayManageAttendees(ctx, event)) return new Set(userIds);
  if (!(await isAuthorized(ctx, 'EVENT:REGISTER'))) throw forbidden();
  const allowed = new Set<string>();
  for (const id of userIds) if (await isAuthorized(ctx, 'EVENT:REGISTER', [id])) allowed.add(id);
  return allowed;
}

/**
 * Registers other people (spec 3 §6 EVENT:REGISTER; hosts and managers of the event too). Each
 * person must be someone the viewer may register, of the tenant and still taking part, and among
 * those the event is for; any refusal is a field error naming them and nothing is written. People
 * already holding a place keep it.
 */
export const registerUsersForEvent = defineChange({
  input: () => registerUsersSchema(),
  authorize: async (ctx, input) => {
    requireViewer(ctx);
    const event = await findEvent(await ctx.tx.db(), ctx.incubator.id, input.eventId);
    if (!event || !(await canSeeEvent(ctx, event))) throw notFound();
    return { event, allowed: await registrableBy(ctx, event, input.userIds) };
  },
  async write(ctx, db, input, { allowed }) {
    const viewer = requireViewer(ctx);
    const u = schema.users;
    const people = await db
      .select({ id: u.id, firstName: u.firstName, lastName: u.lastName })
      .from(u)
      .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, input.userIds), notInArray(u.status, GONE_STATUSES)));
    const known = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
    const event = await lockEvent(ctx, db, input.eventId);
    groupOnly(event);
    const reached = await audienceIncludes(ctx, db, event, [...known.keys()]);
    const problems: FieldError[] = input.userIds.flatMap((id, i): FieldError[] => {
      const field = `userIds.${i}`;
      if (!known.has(id)) return [{ field, key: 'events.registration.unknownPerson' }];
      const name = known.get(id);
      if (!allowed.has(id)) return [{ field, key: 'events.registration.notYours', params: { name } }];
      if (!reached.has(id)) return [{ field, key: 'events.registration.outsideAudience', params: { name } }];
      return [];
    });
    if (problems.length) throw validationError(problems);
    const state = registrationState(event);
    // Those who register others do so for invitation-only events too, and past the notice period.
    if (state.reason && state.reason !== 'INVITED_ONLY' && state.reason !== 'NOTICE' && state.reason !== 'FULL') throw closedError(state.reason);
    const held = await db
      .select()
      .from(evAttendees)
      .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id), inArray(evAttendees.userId, input.userIds), isNull(evAttendees.slotStart)));
    const newcomers = input.userIds.filter((id) => !held.some((r) => r.userId === id));
    const added = await admit(ctx, db, event, newcomers, viewer.user.id);
    const rows = input.userIds.map((id) => held.find((r) => r.userId === id) ?? added.find((r) => r.userId === id)!);
    return { result: rows, events: added.length ? [registeredEvent(event, added)] : [] };
  },
});

/**
 * Gives up a place (spec 3 §2): one's own, or — for the event's managers — another person's, or
 * one booking of a one-on-one event (whose held time is released). The place freed goes to the
 * longest waiting person.
 */
export const cancelEventRegistration = defineChange({
  input: () => cancelRegistrationSchema(),
  authorize: async (ctx, input) => {
    const viewer = requireViewer(ctx);
    const db = await ctx.tx.db();
    const event = await findEvent(db, ctx.incubator.id, input.eventId);
    if (!event || !(await canSeeEvent(ctx, event))) throw notFound();
    const own = async () => {
      if (input.attendeeId) {
        const [row] = await db
          .select({ userId: evAttendees.userId })
          .from(evAttendees)
          .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, event.id), eq(evAttendees.id, input.attendeeId)));
        return !row || row.userId === viewer.user.id;
      }
      return !input.userId || input.userId === viewer.user.id;
    };
    if (!(await own()) && !(await mayManageAttendees(ctx, event))) throw forbidden();
    return event;
  },
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const event = await lockEvent(ctx, db, input.eventId);
    const tenant = ctx.incubator.id;
    const which = input.attendeeId ? eq(evAttendees.id, input.attendeeId) : eq(evAttendees.userId, input.userId ?? viewer.user.id);
    const rows = await db
      .delete(evAttendees)
      .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, event.id), which))
      .returning();
    if (!rows.length) throw notFound();
    for (const row of rows) if (row.slotStart) await releaseHolds(ctx, db, EVENT_HOLD, row.id);
    const waitlisted = rows.filter((r) => r.waitlisted).length;
    await count(ctx, db, event.id, -(rows.length - waitlisted), -waitlisted);
    const cancelled: DomainEvent<'events.registrationCancelled'> = {
      kind: 'events.registrationCancelled',
      subjectKind: 'incubatorEvent',
      subjectId: event.id,
      data: { eventId: event.id, title: event.title, userId: rows[0].userId, attendeeIds: rows.map((r) => r.id) },
    };
    // Recorded before the promotion, so the feed reads in the order things happened.
    await recordEvent(ctx, db, cancelled);
    if (rows.length > waitlisted) await promoteFromWaitlist(ctx, db, event);
    return { result: true, events: [] };
  },
});

/**
 * A cancelled event's people are all EVENT_CANCELLED (final); one-on-one bookings give their held
 * time back to the hosts. Those still waiting stay counted as such.
 */
export async function markEventCancelled(ctx: EventContext, db: Db, eventId: string): Promise<void> {
  const rows = await db
    .update(evAttendees)
    .set({ status: 'EVENT_CANCELLED', updatedAt: new Date() })
    .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, eventId)))
    .returning({ id: evAttendees.id, slotStart: evAttendees.slotStart });
  for (const row of rows) if (row.slotStart) await releaseHolds(ctx, db, EVENT_HOLD, row.id);
}

/** The people of an event who hold a place (not waiting), and its hosts: who hears of its changes. */
export async function eventPeople(ctx: Pick<Context, 'incubator'>, db: Db, eventId: string): Promise<{ attendees: string[]; waiting: string[]; hosts: string[] }> {
  const tenant = ctx.incubator.id;
  const [places, hosts] = await Promise.all([
    db
      .select({ userId: evAttendees.userId, waitlisted: evAttendees.waitlisted })
      .from(evAttendees)
      .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, eventId))),
    db
      .select({ userId: evHosts.userId })
      .from(evHosts)
      .where(and(eq(evHosts.incubatorId, tenant), eq(evHosts.eventId, eventId))),
  ]);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    attendees: unique(places.filter((p) => !p.waitlisted).map((p) => p.userId)),
    waiting: unique(places.filter((p) => p.waitlisted).map((p) => p.userId)),
    hosts: hosts.map((h) => h.userId),
  };
}

/**
 * A cancelled event's places end with it (the producers tell its people, event-cancelled.ts); an
 * edit that may have raised the capacity gives the new places to those waiting.
 */
export const registrationReactions: EventReactions = {
  'events.cancelled': (ctx, db, event) => markEventCancelled(ctx, db, event.data.eventId),
  'events.updated': async (ctx, db, event) => {
    if (!Array.isArray(event.data.fields) || !event.data.fields.includes('capacity')) return;
    await promoteFromWaitlist(ctx, db, await lockEvent(ctx, db, event.data.eventId));
  },
};
