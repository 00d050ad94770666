import { and, eq, gt, lt } from 'drizzle-orm';
import { SLOT_STEP_MINUTES, type SlotRefusal } from '@seedbed/contracts/coaching';
import { addDays, atWallTime, isTimeZone, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { busyTimes } from './external.ts';
import { hourBalance } from './hours.ts';
import { exceptions, holds, prefs, slots } from './repo.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Booking reads "now" from here, so that tests can fix the clock. */
export const bookingClock = { now: () => new Date() };

export interface Interval {
  start: number;
  end: number;
}
export interface WeeklyRange {
  weekday: number;
  start: number;
  end: number;
}

/** What decides a host's free time. Instants are epoch milliseconds. */
export interface HostRules {
  timeZone: string;
  weekly: WeeklyRange[];
  exceptions: Array<Interval & { available: boolean }>;
  /** Times already held (their sessions), widened by the buffer when compared. */
  holds: Interval[];
  /** Busy times read from outside calendars. */
  busy: Interval[];
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  bookingHorizonDays: number;
}

/**
 * The instant a wall-clock time (a date, minutes from midnight) happens in a zone. Computed from
 * the offset in force at that time, not at midnight, so that 09:00 stays 09:00 on the day the
 * clocks change.
 */
export function wallInstant(date: string, minute: number, timeZone: string): number {
  return atWallTime(date, minute * MINUTE, timeZone).getTime();
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** Sorted, merged intervals. */
export function union(list: Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** `from` without the parts covered by `cut`. */
export function subtract(from: Interval[], cut: Interval[]): Interval[] {
  let out = union(from);
  for (const c of union(cut)) {
    out = out.flatMap((i) => {
      if (c.end <= i.start || c.start >= i.end) return [i];
      return [
        { start: i.start, end: c.start },
        { start: c.end, end: i.end },
      ].filter((x) => x.end > x.start);
    });
  }
  return out;
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The weekly ranges as instants between `from` and `to`, day by day in the host's zone. */
export function expandWeekly(weekly: WeeklyRange[], timeZone: string, from: number, to: number): Interval[] {
  const out: Interval[] = [];
  const last = localDate(new Date(to), timeZone);
  for (let date = addDays(localDate(new Date(from), timeZone), -1); date <= last; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    for (const range of weekly) {
      if (range.weekday !== weekday) continue;
      const start = Math.max(wallInstant(date, range.start, timeZone), from);
      const end = Math.min(wallInstant(date, range.end, timeZone), to);
      if (end > start) out.push({ start, end });
    }
  }
  return union(out);
}

/** When the host is open between `from` and `to`: the weekly ranges, plus extra time, minus time off. */
export function openWindows(rules: HostRules, from: number, to: number): Interval[] {
  const extra = rules.exceptions.filter((e) => e.available);
  const off = rules.exceptions.filter((e) => !e.available);
  const open = union([...expandWeekly(rules.weekly, rules.timeZone, from, to), ...extra.map((e) => ({ start: Math.max(e.start, from), end: Math.min(e.end, to) }))]);
  return subtract(open, off);
}

/** Why a time inside the open windows cannot be booked, or null when it can. */
function refusalAt(rules: HostRules, slot: Interval, now: number): SlotRefusal | null {
  if (slot.start < now) return 'PAST';
  if (slot.start < now + rules.minimumNoticeMinutes * MINUTE) return 'NOTICE';
  if (slot.end > now + rules.bookingHorizonDays * DAY) return 'HORIZON';
  const buffer = rules.bufferMinutes * MINUTE;
  if (rules.holds.some((h) => overlaps(slot, { start: h.start - buffer, end: h.end + buffer }))) return 'BUSY';
  if (rules.busy.some((b) => overlaps(slot, { start: b.start - buffer, end: b.end + buffer }))) return 'BUSY_EXTERNAL';
  return null;
}

/** The starts every SLOT_STEP_MINUTES (on the quarter hour) between `from` and `to` at which `duration` minutes are free. */
export function freeSlots(rules: HostRules, from: number, to: number, duration: number, now: number): Interval[] {
  const step = SLOT_STEP_MINUTES * MINUTE;
  const length = duration * MINUTE;
  const out: Interval[] = [];
  for (const window of openWindows(rules, from, to)) {
    for (let start = Math.ceil(window.start / step) * step; start + length <= window.end; start += step) {
      const slot = { start, end: start + length };
      if (!refusalAt(rules, slot, now)) out.push(slot);
    }
  }
  return out;
}

/** Why `duration` minutes from `start` cannot be booked, or null when they can. */
export function slotRefusal(rules: HostRules, start: number, duration: number, now: number): SlotRefusal | null {
  const slot = { start, end: start + duration * MINUTE };
  if (slot.start < now) return 'PAST';
  const inside = openWindows(rules, slot.start, slot.end).some((w) => w.start <= slot.start && w.end >= slot.end);
  if (!inside) return 'OUTSIDE_HOURS';
  return refusalAt(rules, slot, now);
}

/** The zone a host's week is in: their coaching zone, else their profile's, else the organisation's. */
export function hostZone(preference: string | null | undefined, user: string | null | undefined, organisation: string): string {
  return [preference, user].find((zone) => isTimeZone(zone)) ?? organisation;
}

/** Reads what decides a host's free time between two instants (holds and busy times widened by the buffer). */
export async function loadHostRules(ctx: Context, db: Db, hostId: string, from: Date, to: Date): Promise<HostRules> {
  const tenant = ctx.incubator.id;
  const [[pref], [user], weekly] = await Promise.all([
    db
      .select()
      .from(prefs)
      .where(and(eq(prefs.incubatorId, tenant), eq(prefs.userId, hostId))),
    db
      .select({ timezone: schema.users.timezone })
      .from(schema.users)
      .where(and(eq(schema.users.incubatorId, tenant), eq(schema.users.id, hostId))),
    db
      .select({ weekday: slots.weekday, start: slots.startMinute, end: slots.endMinute })
      .from(slots)
      .where(and(eq(slots.incubatorId, tenant), eq(slots.userId, hostId))),
  ]);
  const bufferMinutes = pref?.bufferMinutes ?? 0;
  const widened = { from: new Date(from.getTime() - (bufferMinutes + 1) * MINUTE - DAY), to: new Date(to.getTime() + (bufferMinutes + 1) * MINUTE + DAY) };
  const [exceptionRows, holdRows, busyRows] = await Promise.all([
    db
      .select({ start: exceptions.startsAt, end: exceptions.endsAt, available: exceptions.available })
      .from(exceptions)
      .where(and(eq(exceptions.incubatorId, tenant), eq(exceptions.userId, hostId), lt(exceptions.startsAt, widened.to), gt(exceptions.endsAt, widened.from))),
    db
      .select({ start: holds.startsAt, end: holds.endsAt })
      .from(holds)
      .where(and(eq(holds.incubatorId, tenant), eq(holds.userId, hostId), lt(holds.startsAt, widened.to), gt(holds.endsAt, widened.from))),
    busyTimes(ctx, db, hostId, widened.from, widened.to),
  ]);
  const ms = (r: { start: Date; end: Date }) => ({ start: r.start.getTime(), end: r.end.getTime() });
  return {
    timeZone: hostZone(pref?.timeZone, user?.timezone, ctx.incubator.timezone),
    weekly,
    exceptions: exceptionRows.map((r) => ({ ...ms(r), available: r.available })),
    holds: holdRows.map(ms),
    busy: busyRows.map(ms),
    bufferMinutes,
    minimumNoticeMinutes: pref?.minimumNoticeMinutes ?? 720,
    bookingHorizonDays: pref?.bookingHorizonDays ?? 60,
  };
}

/** The longest range one request may ask slots for. */
export const SLOT_RANGE_MAX_DAYS = 62;

/** HOURS_USED_UP when a startup's coaching balance cannot cover `duration`; null when it can or keeps no balance. */
export async function hoursRefusal(ctx: Context, db: Db, startupId: string | null | undefined, duration: number): Promise<SlotRefusal | null> {
  if (!startupId) return null;
  const balance = await hourBalance(ctx, db, startupId);
  return balance && balance.remainingMinutes < duration ? 'HOURS_USED_UP' : null;
}

/** The times a host can be booked for `duration` minutes between two instants (at most SLOT_RANGE_MAX_DAYS). */
export async function bookableSlots(ctx: Context, db: Db, hostId: string, from: Date, to: Date, duration: number): Promise<Array<{ start: Date; end: Date }>> {
  const end = Math.min(to.getTime(), from.getTime() + SLOT_RANGE_MAX_DAYS * DAY);
  if (end <= from.getTime()) return [];
  const rules = await loadHostRules(ctx, db, hostId, from, new Date(end));
  return freeSlots(rules, from.getTime(), end, duration, bookingClock.now().getTime()).map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
}
