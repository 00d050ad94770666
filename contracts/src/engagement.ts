/**
 * A startup's engagement over time (the startup file's engagement-analytics tab): what each founder
 * and the team did period by period. The measures, the intervals and the query's input are shared
 * so that the web asks for exactly what the server accepts.
 */
import { z } from './zod.ts';
import { calendarDate } from './schemas.ts';

/** The measures, in the order the tab shows them. */
export const ENGAGEMENT_MEASURES = ['signIns', 'sessionsAttended', 'tasksDone', 'metricsOnTime', 'lessonsCompleted', 'posts'] as const;
export type EngagementMeasure = (typeof ENGAGEMENT_MEASURES)[number];

export const ENGAGEMENT_INTERVALS = ['WEEK', 'MONTH'] as const;
export type EngagementInterval = (typeof ENGAGEMENT_INTERVALS)[number];

/** The periods the tab offers, in months back from today. */
export const ENGAGEMENT_RANGES = [3, 6, 12] as const;
export type EngagementRange = (typeof ENGAGEMENT_RANGES)[number];

/** At most two years at once: 105 weeks or 25 months is what a chart still reads. */
export const ENGAGEMENT_RANGE_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

/**
 * startupEngagement's range (the startup is looked up apart: an unknown id is NOT_FOUND): `from` and `to` are calendar days of the organisation's time zone,
 * both included; `to` is not before `from`, and the two are at most ENGAGEMENT_RANGE_MAX_DAYS apart.
 */
export const startupEngagementInputSchema = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    interval: z.enum(ENGAGEMENT_INTERVALS, 'validation.invalid'),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'engagement.rangeOrder' });
    else if (days >= ENGAGEMENT_RANGE_MAX_DAYS) {
      const key = 'engagement.rangeTooLong';
      ctx.addIssue({ code: 'custom', path: ['to'], message: key, params: { key, params: { max: ENGAGEMENT_RANGE_MAX_DAYS } } });
    }
  });
export type StartupEngagementInput = z.input<typeof startupEngagementInputSchema>;

/**
 * The days a range of the tab covers, in the organisation's calendar: from the first day of the
 * period `months` back (weeks start on Monday, months on the 1st, so the first period is whole) to today.
 */
export function engagementRange(today: string, months: number, interval: EngagementInterval): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 1 - (months - 1), 1));
  if (interval === 'WEEK') {
    // Back to the Monday of the week the month begins in.
    const weekday = (start.getUTCDay() + 6) % 7;
    start.setUTCDate(start.getUTCDate() - weekday);
  }
  return { from: start.toISOString().slice(0, 10), to: today };
}
