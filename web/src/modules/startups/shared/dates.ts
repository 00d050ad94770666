/**
 * A calendar date as the server keeps it ('2027-03-01') in the reader's language. It is a day, not
 * an instant: it is read and written in UTC so that no time zone moves it to the day before.
 */
export function formatCalendarDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant ('2027-03-01T10:00:00.000Z') as its date, in the reader's language and zone. */
export function formatInstantDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
