/** A day as people read it in their language ("12 Mar 2030"), in the browser's zone. */
export function formatDay(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** From one day to another ("1 – 30 Mar 2030"), or from a day on when there is no end. */
export function formatDayRange(from: string, to: string | null | undefined, language: string): string {
  const start = new Date(from);
  const end = to ? new Date(to) : null;
  if (Number.isNaN(start.getTime())) return '';
  if (!end || Number.isNaN(end.getTime())) return formatDay(from, language);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).formatRange(start, end);
}

/** A duration in minutes in the reader's language ("95 min"). */
export const formatMinutes = (minutes: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);

/** The minutes a course's lessons say they take; null when none says. */
export function totalMinutes(outline: ReadonlyArray<{ units: ReadonlyArray<{ minutes?: number | null }> }>): number | null {
  const minutes = outline.flatMap((chapter) => chapter.units.map((unit) => unit.minutes ?? 0));
  const total = minutes.reduce((sum, value) => sum + value, 0);
  return total > 0 ? total : null;
}
