import { useEffect, useState } from 'react';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// One formatter per language: building one costs far more than formatting, and lists re-render
// every relative time of their rows each time `useNow` ticks.
const formats = new Map<string, Intl.RelativeTimeFormat>();
function formatIn(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

/** "3 minutes ago", "yesterday", "now" — in the interface language. */
export function relativeTime(iso: string | null | undefined, now: Date, language: string): string | undefined {
  if (!iso) return undefined;
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return undefined;
  const seconds = (time - now.getTime()) / 1000;
  const format = formatIn(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The current time, renewed every `intervalMs`, so relative times stay true on an open page. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
