import './temporal-global.ts';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import { RECURRENCE_MAX_OCCURRENCES, type EventRecurrence, type RecurrenceWeekday } from '@seedbed/contracts/events';

export interface Occurrence {
  start: Date;
  end: Date;
}

const zoned = (instant: Date, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);

/** The rule's weekday of a zoned date-time (Temporal counts Monday as 1). */
const weekdayOf = (at: Temporal.ZonedDateTime): RecurrenceWeekday => (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const)[at.dayOfWeek - 1];

/**
 * The occurrences of a recurring event, the first being the event itself: each starts at the
 * first one's wall-clock time in `timeZone` (a 09:00 Paris meeting stays 09:00 on both sides of a
 * daylight-saving change) and lasts as long on the wall clock. A day the rule names that does not
 * exist (the 31st of a 30-day month) is skipped, as RFC 5545 and calendar applications do. Never
 * more than RECURRENCE_MAX_OCCURRENCES, whatever the rule's count or last day.
 */
export function expandRecurrence(start: Date, end: Date, timeZone: string, rule: EventRecurrence): Occurrence[] {
  const first = zoned(start, timeZone);
  const length = first.until(zoned(end, timeZone), { largestUnit: 'days' });
  const limit = Math.min(rule.count ?? RECURRENCE_MAX_OCCURRENCES, RECURRENCE_MAX_OCCURRENCES);
  // The last day is inclusive in the event's zone.
  const until = rule.until ? Temporal.PlainDate.from(rule.until).toZonedDateTime({ timeZone, plainTime: '23:59:59' }) : undefined;
  const weekdays = rule.frequency === 'WEEKLY' ? (rule.weekdays.length ? rule.weekdays : [weekdayOf(first)]) : undefined;
  const recurrence = new RRuleTemporal({
    freq: rule.frequency,
    interval: Math.max(1, rule.interval),
    count: limit,
    ...(until ? { until } : {}),
    ...(weekdays ? { byDay: weekdays, wkst: 'MO' } : {}),
    ...(rule.frequency === 'MONTHLY' ? { byMonthDay: [first.day] } : {}),
    ...(rule.frequency === 'YEARLY' ? { byMonth: [first.month], byMonthDay: [first.day] } : {}),
    tzid: timeZone,
    dtstart: first,
    // The event's own time always counts, even when the weekdays chosen leave its day out.
    includeDtstart: true,
  });
  return recurrence
    .all((_at, index) => index < limit)
    .slice(0, limit)
    .map((at) => ({ start: new Date(at.epochMilliseconds), end: new Date(at.add(length).epochMilliseconds) }));
}

/**
 * Where `instant` goes when an edit of a whole series moves one occurrence from `from` to `to`:
 * the same move on the wall clock (days, hours, minutes), so that every occurrence keeps the local
 * time the edit gave the first whatever daylight-saving change lies between them. A change of
 * zone keeps each occurrence's wall-clock time, read in the new zone.
 */
export function shiftedLike(instant: Date, from: Date, to: Date, fromZone: string, toZone: string): Date {
  const shift = zoned(from, fromZone).toPlainDateTime().until(zoned(to, toZone).toPlainDateTime(), { largestUnit: 'days' });
  return new Date(zoned(instant, fromZone).toPlainDateTime().add(shift).toZonedDateTime(toZone).epochMilliseconds);
}

/** The end of an occurrence starting at `start` that lasts as long on the wall clock as [refStart, refEnd). */
export function endLike(start: Date, refStart: Date, refEnd: Date, timeZone: string): Date {
  const length = zoned(refStart, timeZone).until(zoned(refEnd, timeZone), { largestUnit: 'days' });
  return new Date(zoned(start, timeZone).add(length).epochMilliseconds);
}
