import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPermissionKey, type PermissionCriteria } from '@seedbed/contracts/permissions';
import { ADMIN_LEVEL, ORGANISATION_ADMINS, canSignIn, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import type { RoleRow, UserRow } from '../../db/schema/index.ts';

/**
 * Who may give which role, and act on whom: the one rule behind every invitation, role change and
 * status change, single or in a batch. A role is within reach of another when it is nowhere above
 * it: its type ranks no higher (full admins, then sub-admins, then everyone else) and each of its
 * grants is covered by the other's grant for the same key. Without this, a sub-admin could invite
 * or promote a full admin, or archive the admins above them.
 */

type RoleRights = Pick<RoleRow, 'type' | 'permissions' | 'userAccess'>;

// ASSIGNED and SELECTED never meet on one key: a key accepts one or the other (contracts/permissions.ts).
const SCOPE_RANK: Record<PermissionCriteria, number> = { NONE: 0, ASSIGNED: 1, SELECTED: 1, ALL: 2 };

/** Full organisation administration (ADMIN_LEVEL) above sub-admins, above every other type. */
function typeRank(type: string | null | undefined): number {
  if (isInGroup(type, ADMIN_LEVEL)) return 2;
  return isInGroup(type, ORGANISATION_ADMINS) ? 1 : 0;
}

/** Whether `own` holds at least everything `other` holds. */
export function roleCovers(own: RoleRights | null | undefined, other: RoleRights | null | undefined): boolean {
  if (!other) return true;
  if (typeRank(other.type) > typeRank(own?.type)) return false;
  const mine = new Map((own?.permissions ?? []).map((g) => [g.key, g.criteria]));
  for (const grant of other.permissions) {
    if (!isPermissionKey(grant.key)) continue;
    const held = mine.get(grant.key) ?? 'NONE';
    if ((SCOPE_RANK[grant.criteria] ?? 0) > (SCOPE_RANK[held] ?? 0)) return false;
    // SELECTED picks role types from the role's user access: the other's pick must be within ours.
    if (grant.criteria === 'SELECTED' && held === 'SELECTED' && !other.userAccess.roles.every((type) => own?.userAccess.roles.includes(type))) return false;
  }
  return true;
}

/**
 * The role the viewer acts with. A batch item runs as the person who started it; once that person
 * can no longer sign in (archived meanwhile), their remaining items are refused.
 */
function actingRole(ctx: Context): RoleRow | null {
  const viewer = requireViewer(ctx);
  if (!canSignIn(viewer.user.status)) throw forbidden();
  return viewer.role;
}

/** Whether the viewer may give `role` to someone: by invitation or by a role change. */
export function mayGrant(ctx: Context, role: RoleRights): boolean {
  return roleCovers(actingRole(ctx), role);
}

export function assertMayGrant(ctx: Context, role: RoleRights): void {
  if (!mayGrant(ctx, role)) throw new AppError('FORBIDDEN', 'access.hierarchy.roleAboveOwn');
}

/** Whether the viewer may change someone who holds `targetRole` (their role, status or profile). */
export function mayManage(ctx: Context, targetRole: RoleRights | null): boolean {
  return roleCovers(actingRole(ctx), targetRole);
}

export function assertMayManage(ctx: Context, targetRole: RoleRights | null): void {
  if (!mayManage(ctx, targetRole)) throw new AppError('FORBIDDEN', 'access.hierarchy.targetAboveOwn');
}

/**
 * Archiving, denying, deleting or re-activating someone belongs to the organisation admins alone.
 * USER:EDIT, even under ALL, covers profile fields only.
 */
export function mayChangeStatus(ctx: Context): boolean {
  return isInGroup(actingRole(ctx)?.type, ORGANISATION_ADMINS);
}

export function assertMayChangeStatus(ctx: Context): void {
  if (!mayChangeStatus(ctx)) throw new AppError('FORBIDDEN', 'access.hierarchy.statusAdminsOnly');
}

const isActiveAdmin = (status: string | null | undefined, roleType: string | null | undefined) => status === 'active' && isInGroup(roleType, ADMIN_LEVEL);

/**
 * Refuses a change that would leave the organisation without an active full admin, whoever makes
 * it, the admin included. A per-tenant lock held to the end of the transaction makes two admins
 * removing each other at the same moment take turns, so the second sees the first's change.
 */
export async function assertAdminRemains(
  ctx: Context,
  db: Db,
  user: Pick<UserRow, 'id' | 'status'>,
  role: Pick<RoleRow, 'type'> | null,
  next: { status?: string; roleType?: string },
): Promise<void> {
  if (!isActiveAdmin(user.status, role?.type)) return;
  if (isActiveAdmin(next.status ?? user.status, next.roleType ?? role?.type)) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`admins:${ctx.incubator.id}`}))`);
  const u = schema.users;
  const r = schema.roles;
  const admins = await db
    .select({ id: u.id })
    .from(u)
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.status, 'active'), inArray(r.type, [...ADMIN_LEVEL])));
  if (!admins.some((admin) => admin.id !== user.id)) throw new AppError('FORBIDDEN', 'access.hierarchy.lastAdmin');
}
