import type { TFunction } from 'i18next';

/** Minutes as people say a length of time: "45 min", "2 h", "1 h 30". Negative lengths read as their size. */
export function formatMinutes(t: TFunction, minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (!hours) return t('mentorMatching:duration.minutes', { minutes: rest });
  if (!rest) return t('mentorMatching:duration.hours', { hours });
  return t('mentorMatching:duration.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

/** The share of the allocation used, for the bar: 0–100, full once overrun. */
export function usedShare(used: number, allocated: number): number {
  if (allocated <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / allocated) * 100));
}
