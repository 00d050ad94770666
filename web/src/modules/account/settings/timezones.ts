import { isTimeZone } from '@seedbed/contracts/time';

/** Whether the browser knows this IANA zone name: the same check as the server's. */
export const isKnownTimezone = (zone: string): boolean => isTimeZone(zone);

/** The browser's own zone, the natural default for someone who has not chosen one. */
export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** 'UTC+05:30' for a zone at a given moment (offsets move with daylight saving time). */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    const offset = part?.replace('GMT', '') ?? '';
    return `UTC${offset || '+00:00'}`;
  } catch {
    return 'UTC';
  }
}

/**
 * Every IANA zone the browser knows (Intl.supportedValuesOf), plus UTC and any zone already
 * chosen, labelled with its current offset so that searching by either works.
 */
export function timezoneOptions(at: Date, extra: Array<string | null | undefined> = []): Array<{ value: string; label: string }> {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', ...known, ...extra.filter((z): z is string => Boolean(z) && isKnownTimezone(z!))])].sort();
  return zones.map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (${utcOffset(zone, at)})` }));
}
