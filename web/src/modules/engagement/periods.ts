import type { EngagementInterval } from '@seedbed/contracts/engagement';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** How a period reads on the axis and in the tables: "Mar 2025" for a month, "3 Mar" for the week that starts that day. */
export function periodLabel(start: string, interval: EngagementInterval, locale: string): string {
  const options: Intl.DateTimeFormatOptions = interval === 'MONTH' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(utc(start));
}

/** The same period in full for assistive technologies: "March 2025", "week of 3 March 2025". */
export function periodLongLabel(start: string, interval: EngagementInterval, locale: string): string {
  const options: Intl.DateTimeFormatOptions = interval === 'MONTH' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(utc(start));
}
