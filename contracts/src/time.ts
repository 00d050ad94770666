/**
 * Calendar arithmetic in a time zone. Due dates are instants (UTC), but people think in their own
 * days: "due tomorrow" and "end of today" depend on where they are.
 */

/** The most formatters kept for one purpose. */
const ZONES_KEPT = 1000;

/**
 * One formatter per zone and purpose, made once: making an Intl.DateTimeFormat costs far more than
 * using it, and a page may ask for thousands of days (a year of weeks for each founder).
 */
function formatterOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    // Zone names are matched without regard to case: however they are spelled, the cache stays small.
    if (cache.size >= ZONES_KEPT) cache.clear();
    cache.set(timeZone, format);
  }
  return format;
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's calendar-day formatter; en-CA writes yyyy-mm-dd. Throws for a zone the runtime does not know. */
const dayFormat = (timeZone: string) => formatterOf(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar date (yyyy-mm-dd) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** yyyy-mm-dd moved by whole days, by calendar arithmetic (no clock involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = formatterOf(
    wallFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (yyyy-mm-dd, ms into the day) happens in a zone, from the offset in
 * force at that time, not at midnight: 09:00 stays 09:00 on the day the clocks change.
 */
export function atWallTime(date: string, msIntoDay: number, timeZone: string): Date {
  const wall = new Date(`${date}T00:00:00Z`).getTime() + msIntoDay;
  // Two passes: the offset at the first guess may differ from the offset at the answer (DST).
  const first = wall - zoneOffset(new Date(wall), timeZone);
  return new Date(wall - zoneOffset(new Date(first), timeZone));
}

/** The last millisecond of a calendar day in a zone, as an instant. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return atWallTime(date, 86_400_000 - 1, timeZone);
}

/** The first millisecond of a calendar day in a zone, as an instant. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return atWallTime(date, 0, timeZone);
}

/**
 * The instant a wall-clock date and time ('YYYY-MM-DD HH:mm' or with ':ss', as a date-time picker
 * gives it) happens in a zone: what a person means by "at 9:00" where the organisation is.
 */
export function instantOfWallTime(dateTime: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(dateTime);
  if (!match) return null;
  const [, date, hours, minutes, seconds] = match;
  return atWallTime(date, ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000, timeZone);
}

/** An instant as the wall clock of a zone reads it ('YYYY-MM-DD HH:mm:ss'), for a date-time picker. */
export function wallTimeOf(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffset(instant, timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}

/** Whether the runtime knows this IANA zone name (Europe/Paris, America/New_York, UTC). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}
