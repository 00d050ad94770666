/** How far back the dashboard looks when it opens: half a year, today included. */
export const DEFAULT_MONTHS = 6;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The default period as calendar days (yyyy-MM-dd), from the same day six months ago to today. */
export function defaultRange(today = new Date()): [string, string] {
  const from = new Date(Date.UTC(today.getFullYear(), today.getMonth() - DEFAULT_MONTHS, today.getDate()));
  return [iso(from), iso(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())))];
}

/** A calendar day as a short date in the reader's language ("3 Mar"), whatever the browser's zone. */
export function dayLabel(day: string, language: string, withYear = false): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A score bucket as a range of numbers in the reader's language ("3.5–4"). */
export function bucketLabel(from: number, to: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return `${number.format(from)}–${number.format(to)}`;
}

/** A share of a whole as a percentage in the reader's language; nothing to share, nothing shown. */
export function share(part: number, whole: number, language: string): string | null {
  if (!whole) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole);
}
