import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const isCalendarView = (value: unknown): value is CalendarView => typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);

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

/** The weekday of a yyyy-mm-dd date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;

/** The days a view shows around a date: a day, its week, or the whole weeks covering its month. */
export function viewDays(view: CalendarView, date: string, firstDay: Weekday): string[] {
  if (view === 'day') return [date];
  const weekStart = (d: string) => addDays(d, -((weekdayOf(d) - firstDay + 7) % 7));
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(weekStart(date), i));
  const first = weekStart(`${date.slice(0, 8)}01`);
  const nextMonth = addMonths(`${date.slice(0, 8)}01`, 1);
  const days: string[] = [];
  for (let d = first; d < nextMonth || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** yyyy-mm-dd moved by whole months, kept within the target month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The date the previous or next page of a view opens on. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}

/** The instants a view covers in a zone: from the start of its first day to the start of the day after its last. */
export function viewRange(days: readonly string[], timeZone: string): { from: string; to: string } {
  return { from: startOfLocalDay(days[0], timeZone).toISOString(), to: startOfLocalDay(addDays(days[days.length - 1], 1), timeZone).toISOString() };
}

/** Where an instant falls in a zone: its date and minutes since that day's midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const date = localDate(instant, timeZone);
  return { date, minutes: Math.round((instant.getTime() - startOfLocalDay(date, timeZone).getTime()) / 60_000) };
}

export interface Placed<T> {
  item: T;
  /** Minutes from the day's midnight (clipped to the day). */
  top: number;
  height: number;
  /** Side-by-side lanes for items that overlap: this one's lane and how many share its group. */
  lane: number;
  lanes: number;
}

/**
 * The timed items of one day placed in the time grid: each clipped to the day, overlapping ones
 * side by side in lanes (greedy, in start order), a short one at least 20 minutes tall to stay clickable.
 */
export function placeDay<T extends { start: string; end: string }>(items: readonly T[], day: string, timeZone: string): Placed<T>[] {
  const dayStart = startOfLocalDay(day, timeZone).getTime();
  const dayEnd = startOfLocalDay(addDays(day, 1), timeZone).getTime();
  const dayMinutes = (dayEnd - dayStart) / 60_000;
  const spans = items
    .map((item) => {
      const start = Math.max(new Date(item.start).getTime(), dayStart);
      const end = Math.min(new Date(item.end).getTime(), dayEnd);
      return { item, top: (start - dayStart) / 60_000, bottom: Math.max((end - dayStart) / 60_000, (start - dayStart) / 60_000 + 20) };
    })
    .filter((s) => s.top < dayMinutes)
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  const placed: Placed<T>[] = [];
  let group: Array<Placed<T> & { bottom: number }> = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((g) => g.lane + 1));
    for (const g of group) placed.push({ item: g.item, top: g.top, height: g.height, lane: g.lane, lanes });
    group = [];
  };
  for (const span of spans) {
    if (span.top >= groupEnd) closeGroup();
    const laneEnds: number[] = [];
    for (const g of group) laneEnds[g.lane] = Math.max(laneEnds[g.lane] ?? -1, g.bottom);
    let lane = laneEnds.findIndex((end) => end <= span.top);
    if (lane === -1) lane = laneEnds.length;
    group.push({ item: span.item, top: span.top, height: Math.min(span.bottom, dayMinutes) - span.top, lane, lanes: 1, bottom: span.bottom });
    groupEnd = Math.max(groupEnd, span.bottom);
  }
  closeGroup();
  return placed;
}

/** Whether an item touches a day in a zone (an all-day or multi-day one shows on each of its days). */
export function touchesDay(item: { start: string; end: string }, day: string, timeZone: string): boolean {
  const dayStart = startOfLocalDay(day, timeZone).getTime();
  const dayEnd = startOfLocalDay(addDays(day, 1), timeZone).getTime();
  const start = new Date(item.start).getTime();
  const end = new Date(item.end).getTime();
  return start === end ? start >= dayStart && start < dayEnd : start < dayEnd && end > dayStart;
}

/** The browser's zone: the calendar shows times where the person is. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
