import type { Context } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * The activity feed shows what everyone in the organisation did: only the admin-level group reads
 * it, and only while the plan has the feature (the web sends others to the plan page).
 */
export function requireActivityFeed(ctx: Context): void {
  requireOrganisationAdmin(ctx);
  if (!incubatorFlags(ctx.incubator).activityFeed) throw new AppError('FEATURE_DISABLED', 'activity.planRequired', {}, { flag: 'activityFeed' });
}
