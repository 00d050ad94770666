/** A time of day of an instant ("09:30"), in a zone. */
export const timeOfDay = (iso: string, language: string, timeZone?: string) => new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso));

/** A calendar date (yyyy-mm-dd) as a short day heading ("Tue 3 Mar"). */
export const dayHeading = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
