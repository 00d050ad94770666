import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { noticeMs, type NoticeUnit } from '@seedbed/contracts/events';
import { localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { hourBalances, allocatesHours } from '../coaching/hours.ts';
import { holds } from '../coaching/repo.ts';
import { bookingClock, loadHostRules, openWindows, union, type HostRules, type Interval } from '../coaching/slots.ts';
import { evAttendees, hostsOfEvents, type EventRow } from './repo.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface EventSlot {
  start: Date;
  end: Date;
  /** The hosts free at that time, in the event's host order. */
  hostIds: string[];
}

/** Why the viewer cannot book an event at all (beyond one slot being taken). */
export type BookingBlock = 'NOT_ONE_ON_ONE' | 'NOT_PUBLISHED' | 'NO_HOSTS' | 'FULL' | 'SESSIONS_USED' | 'HOURS_USED_UP';

/** The earliest instant a slot may start: now, pushed back by the event's notice period when it has one. */
export function earliestStart(event: Pick<EventRow, 'noticeEnabled' | 'noticeValue' | 'noticeUnit'>, now: number): number {
  return now + (event.noticeEnabled ? noticeMs(event.noticeValue, event.noticeUnit as NoticeUnit) : 0);
}

/**
 * Where a host offers this event between two instants: for ONE_ON_ONE_SPECIFIC the event's own
 * windows (the same for every host), for ONE_ON_ONE_GENERAL the host's weekly availability with
 * their extra time and time off.
 */
export function candidateWindows(event: Pick<EventRow, 'availabilityMode' | 'oneOnOneDates'>, rules: HostRules, from: number, to: number): Interval[] {
  if (event.availabilityMode === 'ONE_ON_ONE_SPECIFIC')
    return union(
      event.oneOnOneDates
        .map((window) => ({ start: Math.max(Date.parse(window.start), from), end: Math.min(Date.parse(window.end), to) }))
        .filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end)),
    );
  return openWindows(rules, from, to);
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The starts a host can be booked at: every `timeslotIncrement` minutes from each window's start
 * (so slots follow the wall clock the host set, whatever is asked), `duration` long, inside
 * [lo, hi], not in the past nor inside the notice period, and clear of the host's holds (widened
 * by their buffer) and — unless the event ignores linked calendars — their outside busy times.
 */
export function hostSlots(
  event: Pick<EventRow, 'availabilityMode' | 'oneOnOneDates' | 'duration' | 'timeslotIncrement' | 'ignoreHostsLinkedCalendar'>,
  rules: HostRules,
  lo: number,
  hi: number,
  earliest: number,
): Interval[] {
  const length = event.duration * MINUTE;
  const step = Math.max(1, event.timeslotIncrement) * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const blocked = [...rules.holds, ...(event.ignoreHostsLinkedCalendar ? [] : rules.busy)].map((b) => ({ start: b.start - buffer, end: b.end + buffer }));
  const out: Interval[] = [];
  // Windows are read from a day early so that a range starting mid-window keeps the window's rhythm.
  for (const window of candidateWindows(event, rules, lo - DAY, hi)) {
    for (let start = window.start; start + length <= window.end; start += step) {
      const slot = { start, end: start + length };
      if (slot.start < lo || slot.end > hi || slot.start < earliest) continue;
      if (!blocked.some((b) => overlaps(slot, b))) out.push(slot);
    }
  }
  return out;
}

/** Times the attendee is already taken (their coaching sessions and other bookings). */
async function attendeeHolds(ctx: Pick<Context, 'incubator'>, db: Db, userId: string, lo: number, hi: number): Promise<Interval[]> {
  const rows = await db
    .select({ start: holds.startsAt, end: holds.endsAt })
    .from(holds)
    .where(and(eq(holds.incubatorId, ctx.incubator.id), eq(holds.userId, userId), lt(holds.startsAt, new Date(hi)), gt(holds.endsAt, new Date(lo))));
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/**
 * The free slots of a one-on-one event between two instants, clipped to the event's window, for
 * `attendeeId` (their own busy times removed). `onlyHostIds` narrows the hosts (a booking's
 * re-check). Nothing for an event that is not a published one-on-one event.
 */
export async function eventSlots(
  ctx: Context,
  db: Db,
  event: EventRow,
  range: { from: Date; to: Date },
  options: { attendeeId?: string; onlyHostIds?: readonly string[] } = {},
): Promise<EventSlot[]> {
  if (event.eventType !== 'ONE_ON_ONE' || event.status !== 'PUBLISHED' || event.isArchived) return [];
  const lo = Math.max(range.from.getTime(), event.startsAt.getTime());
  const hi = Math.min(range.to.getTime(), event.endsAt.getTime(), lo + 62 * DAY);
  if (hi <= lo) return [];
  const earliest = earliestStart(event, bookingClock.now().getTime());
  let hostIds = (await hostsOfEvents(db, ctx.incubator.id, [event.id])).map((h) => h.userId);
  if (options.onlyHostIds) hostIds = hostIds.filter((id) => options.onlyHostIds!.includes(id));
  if (options.attendeeId) hostIds = hostIds.filter((id) => id !== options.attendeeId);
  const [perHost, taken] = await Promise.all([
    Promise.all(hostIds.map(async (hostId) => ({ hostId, slots: hostSlots(event, await loadHostRules(ctx, db, hostId, new Date(lo - DAY), new Date(hi)), lo, hi, earliest) }))),
    options.attendeeId ? attendeeHolds(ctx, db, options.attendeeId, lo, hi) : Promise.resolve([]),
  ]);
  const byStart = new Map<number, EventSlot>();
  for (const { hostId, slots } of perHost) {
    for (const slot of slots) {
      if (taken.some((busy) => overlaps(slot, busy))) continue;
      const entry = byStart.get(slot.start) ?? { start: new Date(slot.start), end: new Date(slot.end), hostIds: [] };
      entry.hostIds.push(hostId);
      byStart.set(slot.start, entry);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Slots grouped by calendar day in a zone, in time order. */
export function slotDays(slots: EventSlot[], timeZone: string): Array<{ date: string; slots: EventSlot[] }> {
  const days = new Map<string, EventSlot[]>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}

/** The bookings a person holds at an event (cancelled ones no longer count). */
export async function bookingsOf(ctx: Pick<Context, 'incubator'>, db: Db, eventId: string, userId: string) {
  return db
    .select()
    .from(evAttendees)
    .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), eq(evAttendees.eventId, eventId), eq(evAttendees.userId, userId), ne(evAttendees.status, 'EVENT_CANCELLED')))
    .orderBy(evAttendees.slotStart);
}

/**
 * HOURS_USED_UP when hour allocation applies to the event and every startup the person founds
 * that keeps a balance has less left than one slot; null when a startup of theirs can cover it,
 * keeps no balance, or they found none.
 */
export async function hoursBlock(ctx: Context, db: Db, event: EventRow, userId: string): Promise<'HOURS_USED_UP' | null> {
  if (event.ignoreHourAllocation || !allocatesHours(ctx)) return null;
  const m = schema.startupMembers;
  const founded = await db
    .select({ startupId: m.startupId })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.userId, userId), eq(m.kind, 'founder')));
  if (!founded.length) return null;
  const ids = founded.map((r) => r.startupId);
  const balances = await hourBalances(ctx, db, ids);
  const covered = ids.some((id) => {
    const balance = balances.get(id);
    return !balance || balance.remainingMinutes >= event.duration;
  });
  return covered ? null : 'HOURS_USED_UP';
}

/**
 * Why `userId` cannot book this event at all, or null when a free slot would be theirs to take.
 * Capacity counts bookings; each person holds at most `numberOfSessions`.
 */
export async function bookingBlock(ctx: Context, db: Db, event: EventRow, userId: string): Promise<BookingBlock | null> {
  if (event.eventType !== 'ONE_ON_ONE') return 'NOT_ONE_ON_ONE';
  if (event.status !== 'PUBLISHED' || event.isArchived) return 'NOT_PUBLISHED';
  if (!(await hostsOfEvents(db, ctx.incubator.id, [event.id])).length) return 'NO_HOSTS';
  if ((await bookingsOf(ctx, db, event.id, userId)).length >= event.numberOfSessions) return 'SESSIONS_USED';
  if (event.capacity !== null && event.registeredCount >= event.capacity) return 'FULL';
  return hoursBlock(ctx, db, event, userId);
}
