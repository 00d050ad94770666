/** The periods the analytics offer, each ending now. */
export const PERIOD_PRESETS = ['30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const DEFAULT_PRESET: PeriodPreset = '90d';

const DAYS: Record<Exclude<PeriodPreset, '12m'>, number> = { '30d': 30, '90d': 90 };

/** The instants a preset covers: from the same moment so many days (or a year) ago, to now. */
export function periodOf(preset: PeriodPreset, now: Date): { from: string; to: string } {
  const from = new Date(now.getTime());
  if (preset === '12m') from.setUTCFullYear(from.getUTCFullYear() - 1);
  else from.setUTCDate(from.getUTCDate() - DAYS[preset]);
  return { from: from.toISOString(), to: now.toISOString() };
}

export const isPeriodPreset = (value: unknown): value is PeriodPreset => PERIOD_PRESETS.includes(value as PeriodPreset);
