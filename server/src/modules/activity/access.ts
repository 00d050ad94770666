import { ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * The activity feed shows what everyone in the organisation did: only the admin-level group reads
 * it, and only while the plan has the feature (the web sends others to the plan page).
 */
export function requireActivityFeed(ctx: Context): void {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, ORGANISATION_ADMINS)) throw forbidden();
  if (!incubatorFlags(ctx.incubator).activityFeed) throw new AppError('FEATURE_DISABLED', 'activity.planRequired', {}, { flag: 'activityFeed' });
}
