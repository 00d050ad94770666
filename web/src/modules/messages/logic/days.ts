/** A day as the viewer's clock has it: '2031-04-08'. */
export function localDayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Items in the order given (oldest first), cut where the day changes: each run under its day's separator. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = localDayKey(item.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

const dayStart = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** 'today', 'yesterday', or null for any other day (shown as its date). */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
  const today = localDayKey(now.toISOString());
  if (day === today) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  return day === localDayKey(yesterday.toISOString()) ? 'yesterday' : null;
}

/** A day's date in the interface language; the year only when it is not this year's. */
export function dayDate(day: string, now: Date, language: string): string {
  const date = dayStart(day);
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of day of a message, or its date when it is not from today (the inbox's column). */
export function shortTime(iso: string, now: Date, language: string): string {
  const date = new Date(iso);
  if (localDayKey(iso) === localDayKey(now.toISOString())) return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) }).format(date);
}

/** The time of day alone, beside each message. */
export const timeOfDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
