/** A day and time ("12 Mar 2030, 14:05"), for when work was handed in or reviewed. */
export function formatDayTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A certificate's date, written out ("12 March 2030"). */
export function formatLongDay(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
