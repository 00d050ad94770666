import { ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import { incubatorFlags } from '../setup/schema.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import type { FeatureFlag } from '@seedbed/contracts/flags';

/** Organisation settings belong to the admin-level group; a key of the registry may narrow it further. */
export function requireOrganisationAdmin(ctx: Context): void {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, ORGANISATION_ADMINS)) throw forbidden();
}

/** A plan feature the change needs; the message names the feature so the admin knows what to ask for. */
export function requireFlag(ctx: Context, flag: FeatureFlag): void {
  if (!incubatorFlags(ctx.incubator)[flag]) throw new AppError('FEATURE_DISABLED', `access.plan.${flag}Required`, {}, { flag });
}
