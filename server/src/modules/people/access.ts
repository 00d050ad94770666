import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { isOrganisationAdmin } from '../../core/organisation-admin.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { RoleRow, UserRow } from '../../db/schema/index.ts';
import { assignedScope, isAuthorized, viewerGrants } from '../permissions/scope.ts';
import { userLoaders } from '../users/loaders.ts';
import { canSeeUser } from '../users/visibility.ts';

const u = schema.users;
const r = schema.roles;

/**
 * Which users the viewer may list, as a condition on users joined to their roles: the same rule
 * as users/visibility.ts canSeeUser, written in SQL so a page is one query. Organisation admins
 * see everyone; a role whose user access is NONE may not list users at all.
 */
export async function visibleUsersCondition(ctx: Context): Promise<SQL | undefined> {
  const viewer = requireViewer(ctx);
  if (isOrganisationAdmin(ctx)) return undefined;
  const access = viewer.role?.userAccess;
  if (!access || access.visibilitySettings === 'NONE') throw forbidden();
  const notDeletedOrSelf = or(eq(u.id, viewer.user.id), sql`${u.status} <> 'deleted'`)!;
  const typeAllowed = or(isNull(u.roleId), access.roles.length ? inArray(r.type, access.roles) : sql`false`)!;
  if (access.visibilitySettings === 'ALL') return and(notDeletedOrSelf, or(eq(u.id, viewer.user.id), typeAllowed));
  const scope = await assignedScope(ctx);
  const near = or(inArray(r.type, [...STAFF_LIKE]), inArray(u.id, [...scope.userIds]))!;
  return and(notDeletedOrSelf, or(eq(u.id, viewer.user.id), and(typeAllowed, near)));
}

/** A user of this tenant the viewer may see; another tenant's id or a hidden user is not found. */
export async function visibleUser(ctx: Context, userId: string): Promise<{ user: UserRow; role: RoleRow | null }> {
  requireViewer(ctx);
  if (!isId(userId)) throw notFound();
  const loaders = userLoaders(ctx);
  const user = await loaders.user.load(userId);
  if (!user) throw notFound();
  const role = user.roleId ? await loaders.role.load(user.roleId) : null;
  if (!isOrganisationAdmin(ctx) && !(await canSeeUser(ctx, user, role))) throw notFound();
  return { user, role };
}

/** A role of this tenant; another tenant's id is not found. */
export async function tenantRole(ctx: Context, roleId: string): Promise<RoleRow> {
  if (!isId(roleId)) throw notFound();
  const role = await userLoaders(ctx).role.load(roleId);
  if (!role) throw notFound();
  return role;
}

/**
 * USER:INVITE, where SELECTED limits the viewer to the role types their role's user access lists
 * (contracts/permissions.ts).
 */
export async function authorizeInvite(ctx: Context, roleTypes: readonly string[]): Promise<void> {
  const viewer = requireViewer(ctx);
  const grant = viewerGrants(ctx).get('USER:INVITE');
  if (grant?.criteria === 'SELECTED') {
    const allowed = viewer.role?.userAccess.roles ?? [];
    if (roleTypes.length && roleTypes.every((type) => allowed.includes(type))) return;
    throw forbidden();
  }
  if (!(await isAuthorized(ctx, 'USER:INVITE'))) throw forbidden();
}
