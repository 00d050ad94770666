import { ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context, type Viewer } from './context.ts';
import { forbidden } from './errors.ts';

/**
 * The organisation's administration (settings, roles, plan, the activity feed, statuses) belongs
 * to the admin-level role types, whatever a custom role's grants say.
 */
export const isOrganisationAdmin = (ctx: Context): boolean => isInGroup(ctx.viewer?.role?.type, ORGANISATION_ADMINS);

/** The signed-in viewer when they are an organisation admin; FORBIDDEN otherwise. */
export function requireOrganisationAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx);
  if (!isOrganisationAdmin(ctx)) throw forbidden();
  return viewer;
}
