import type { CalendarView } from './calendarGrid';

/** A yyyy-mm-dd date as a Date the formatters read in UTC: a plain date never shifts with a zone. */
const plain = (date: string) => new Date(`${date}T12:00:00Z`);

export function formatPlainDate(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(plain(date));
}

export function formatTime(instant: string | Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** An hour of the day as the locale writes it (09:00, 9 AM). */
export function formatHour(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** The heading of a view: the month, the week's span, or the day. */
export function viewTitle(view: CalendarView, date: string, days: readonly string[], locale: string): string {
  if (view === 'month') return formatPlainDate(date, locale, { month: 'long', year: 'numeric' });
  if (view === 'day') return formatPlainDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(plain(days[0]), plain(days[days.length - 1]));
}
