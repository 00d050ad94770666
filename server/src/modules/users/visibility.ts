import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';
import type { RoleRow, UserRow } from '../../db/schema/index.ts';
import { assignedScope, isAuthorized } from '../permissions/scope.ts';

/**
 * Whether the viewer may see another person: their role's userAccess lists the person's role
 * type, and with ASSIGNED visibility the person is staff-like or shares a startup with them.
 */
export async function canSeeUser(ctx: Context, target: UserRow, targetRole: RoleRow | null): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.user.id === target.id) return true;
  if (target.status === 'deleted') return false;
  const access = viewer.role?.userAccess;
  if (!access || access.visibilitySettings === 'NONE') return false;
  if (targetRole && !access.roles.includes(targetRole.type)) return false;
  if (access.visibilitySettings === 'ALL') return true;
  if (isInGroup(targetRole?.type, STAFF_LIKE)) return true;
  const scope = await assignedScope(ctx);
  return scope.userIds.has(target.id);
}

/** Contact details: the person themself and staff-like roles. */
export function canSeeContact(ctx: Context, target: UserRow): boolean {
  return ctx.viewer?.user.id === target.id || isInGroup(ctx.viewer?.role?.type, STAFF_LIKE);
}

export async function canSeeSocial(ctx: Context, target: UserRow): Promise<boolean> {
  return ctx.viewer?.user.id === target.id || isAuthorized(ctx, 'USER_PROFILE/SOCIAL_MEDIA:VIEW', [target.id]);
}
