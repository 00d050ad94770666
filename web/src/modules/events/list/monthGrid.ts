import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';

/** 0 Sunday … 6 Saturday, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

// Where the browser cannot tell (Intl.Locale weekInfo), the usual first day in each interface language's main region.
const FIRST_DAY_BY_LANGUAGE: Record<string, Weekday> = { en: 0, pt: 0, ko: 0, ar: 6, fr: 1, de: 1, es: 1, tr: 1, uk: 1 };

/** The first day of the week for a locale (en-GB Monday, en-US Sunday, ar Saturday). */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // weekInfo counts 1 Monday … 7 Sunday.
    if (firstDay) return (firstDay % 7) as Weekday;
  } catch {
    // An unknown locale falls back to the language's table below.
  }
  return FIRST_DAY_BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? 1;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** yyyy-mm moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The whole weeks covering a month (yyyy-mm), as yyyy-mm-dd days, the week starting on `firstDay`. */
export function monthDays(month: string, firstDay: Weekday): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -((weekdayOf(first) - firstDay + 7) % 7));
  const next = `${addMonths(month, 1)}-01`;
  const days: string[] = [];
  for (let day = start; day < next || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants the grid covers in a zone: from its first day's start to the start of the day after its last. */
export function gridRange(days: readonly string[], timeZone: string): { from: string; to: string } {
  return { from: startOfLocalDay(days[0], timeZone).toISOString(), to: startOfLocalDay(addDays(days[days.length - 1], 1), timeZone).toISOString() };
}

/** Whether an event touches a day in a zone: one running over several days shows on each of them. */
export function touchesDay(event: { startTime: string; endTime: string }, day: string, timeZone: string): boolean {
  const dayStart = startOfLocalDay(day, timeZone).getTime();
  const dayEnd = startOfLocalDay(addDays(day, 1), timeZone).getTime();
  return new Date(event.startTime).getTime() < dayEnd && new Date(event.endTime).getTime() > dayStart;
}

/** The month (yyyy-mm) an instant falls in, in a zone. */
export const monthOf = (instant: Date, timeZone: string) => localDate(instant, timeZone).slice(0, 7);
