import { incubatorFlags } from '../setup/schema.ts';
import type { Context } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { FeatureFlag } from '@seedbed/contracts/flags';

/** A plan feature the change needs; the message names the feature so the admin knows what to ask for. */
export function requireFlag(ctx: Context, flag: FeatureFlag): void {
  if (!incubatorFlags(ctx.incubator)[flag]) throw new AppError('FEATURE_DISABLED', `access.plan.${flag}Required`, {}, { flag });
}
