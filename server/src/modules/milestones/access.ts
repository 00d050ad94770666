import { AppError } from '../../core/errors.ts';
import type { Context } from '../../core/context.ts';
import { incubatorFlags } from '../setup/schema.ts';

export const milestonesEnabled = (ctx: Pick<Context, 'incubator'>): boolean => incubatorFlags(ctx.incubator).milestones;

/** Milestones are a feature of the plan (the `milestones` flag): without it, nothing of them is read or written. */
export function requireMilestones(ctx: Context): void {
  if (!milestonesEnabled(ctx)) throw new AppError('FEATURE_DISABLED', 'timeline.milestonesDisabled', {}, { flag: 'milestones' });
}
