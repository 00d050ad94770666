import { localDate } from '@seedbed/contracts/time';

/** The browser's zone: lists show times where the person is. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const DAY_AND_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A zone's name as the language says it ("France Time"); older engines only know the short offset ("GMT+1"). */
function withZoneName(options: Intl.DateTimeFormatOptions, language: string, timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone, timeZoneName: 'shortGeneric' });
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone, timeZoneName: 'short' });
  }
}

export interface EventWhen {
  /** The event's span in the viewer's zone. */
  viewer: string;
  /** The same span on the event's own clock with its zone named, when that clock reads otherwise; else null. */
  event: string | null;
}

/**
 * When an event happens, for one reader: its span in the reader's zone ("Tue, Mar 12, 2030, 9:00 –
 * 10:00 AM"), and, when the event's zone shows other times, the span there with that zone named
 * ("10:00 – 11:00 AM France Time") so that a remote attendee knows both clocks.
 */
export function eventWhenParts(start: string | Date, end: string | Date, zone: string, language: string, viewerZone: string = browserTimeZone()): EventWhen {
  const from = new Date(start);
  const to = new Date(end);
  const viewer = new Intl.DateTimeFormat(language, { ...DAY_AND_TIME, timeZone: viewerZone }).formatRange(from, to);
  const eventClock = new Intl.DateTimeFormat(language, { ...DAY_AND_TIME, timeZone: zone }).formatRange(from, to);
  if (eventClock === viewer) return { viewer, event: null };
  // The times alone say enough when the event's clock shows the same single day as the reader's.
  const sameDay = localDate(from, zone) === localDate(to, zone) && localDate(from, zone) === localDate(from, viewerZone);
  const options = sameDay ? TIME : DAY_AND_TIME;
  return { viewer, event: withZoneName(options, language, zone).formatRange(from, to) };
}

/** `eventWhenParts` as one line: the reader's time, then the event's own in brackets when it differs. */
export function formatEventWhen(start: string | Date, end: string | Date, zone: string, language: string, viewerZone: string = browserTimeZone()): string {
  const { viewer, event } = eventWhenParts(start, end, zone, language, viewerZone);
  return event ? `${viewer} (${event})` : viewer;
}

/** The start's time of day in a zone, for calendar chips ("9:00 AM"). */
export function formatEventTime(instant: string | Date, language: string, timeZone: string = browserTimeZone()): string {
  return new Intl.DateTimeFormat(language, { ...TIME, timeZone }).format(new Date(instant));
}

/** A yyyy-mm-dd date as the language writes it; read in UTC so that a plain date never shifts with a zone. */
export function formatPlainDate(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** The day of the month and the short month of an instant in a zone, for a card's date block. */
export function dateBlock(instant: string | Date, language: string, timeZone: string = browserTimeZone()): { day: string; month: string } {
  const date = new Date(instant);
  return {
    day: new Intl.DateTimeFormat(language, { day: 'numeric', timeZone }).format(date),
    month: new Intl.DateTimeFormat(language, { month: 'short', timeZone }).format(date),
  };
}
