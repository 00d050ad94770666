export interface DayGroup<T> {
  /** The calendar day in the viewer's time zone, YYYY-MM-DD. */
  day: string;
  items: T[];
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(iso: string | Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD whatever the interface language.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/**
 * Splits a newest-first list into one group per calendar day where the viewer is, keeping the
 * list's order. Items of one day that arrive on two pages join the same group.
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  const byDay = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = localDay(item.createdAt, timeZone);
    let group = byDay.get(day);
    if (!group) {
      group = { day, items: [] };
      byDay.set(day, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** "Today", "Yesterday", else the date in full in the interface language. */
export function dayHeading(day: string, now: Date, language: string, words: { today: string; yesterday: string }, timeZone?: string): string {
  const today = localDay(now, timeZone);
  if (day === today) return words.today;
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10)) return words.yesterday;
  // Noon UTC of that day stays on that day in every time zone when shown in UTC.
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The filter's days (YYYY-MM-DD, as the date picker gives them) as instants where the viewer is:
 * from the start of the first day to the start of the day after the last, which the server excludes.
 */
export function dayRange(from: string | null, to: string | null): { from: string | null; to: string | null } {
  const midnight = (day: string, plus: number) => {
    const [y, m, d] = day.slice(0, 10).split('-').map(Number);
    return new Date(y, m - 1, d + plus).toISOString();
  };
  return { from: from ? midnight(from, 0) : null, to: to ? midnight(to, 1) : null };
}
