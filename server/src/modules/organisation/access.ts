import { ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context, type Viewer } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';

/** Organisation settings belong to the admin-level group, whatever a custom role's grants say. */
export function requireOrganisationAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, ORGANISATION_ADMINS)) throw forbidden();
  return viewer;
}
