import { and, count, eq, ne, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, defaultPermissionsFor, type PermissionKey } from '@seedbed/contracts/permissions';
import { isRoleType } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { parseInput } from '../../core/validation.ts';
import type { PermissionGrant, RoleRow } from '../../db/schema/index.ts';
import { authorize } from '../permissions/scope.ts';
import { requireFlag } from './guard.ts';
import { mayGrant } from './hierarchy.ts';
import { createRoleInput, updateRoleInput } from './validation.ts';

const r = schema.roles;
const u = schema.users;

/** Role editing changes privileges, so it needs both the admin-level group and USER_ROLES:EDIT. */
async function authorizeRoleEditing(ctx: Context): Promise<Db> {
  requireOrganisationAdmin(ctx);
  await authorize(ctx, 'USER_ROLES:EDIT');
  return ctx.tx.db();
}

async function findRole(ctx: Context, db: Db, roleId: string): Promise<RoleRow> {
  if (!isId(roleId)) throw notFound();
  const [role] = await db
    .select()
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, roleId)));
  if (!role) throw notFound();
  return role;
}

async function refuseTakenLabel(ctx: Context, db: Db, label: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), sql`lower(${r.label}) = lower(${label})`, exceptId ? ne(r.id, exceptId) : undefined));
  if (taken) throw validationError([{ field: 'label', key: 'access.roles.labelTaken' }]);
}

/** A grant list with every key of the registry, in registry order, so stored roles never miss a key. */
function completeGrants(base: readonly PermissionGrant[], changes: ReadonlyArray<{ key: string; permissionCriteria: string }>): PermissionGrant[] {
  const byKey = new Map(base.map((g) => [g.key, g.criteria]));
  for (const change of changes) byKey.set(change.key, change.permissionCriteria as PermissionGrant['criteria']);
  return PERMISSION_KEYS.map((key) => ({ key, criteria: byKey.get(key) ?? 'NONE' }));
}

export async function createRole(ctx: Context, args: { type: string; label: string }): Promise<RoleRow> {
  const db = await authorizeRoleEditing(ctx);
  const input = parseInput(createRoleInput, args);
  requireFlag(ctx, 'customRoles');
  await refuseTakenLabel(ctx, db, input.label);
  // A custom role starts as a copy of its type's default role, which the organisation may have tuned.
  const [template] = await db
    .select()
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.type, input.type), eq(r.isDefault, true)))
    .limit(1);
  const type = isRoleType(input.type) ? input.type : 'applicant';
  const [role] = await db
    .insert(r)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      type: input.type,
      label: input.label,
      isDefault: false,
      permissions: completeGrants(template?.permissions ?? defaultPermissionsFor(type), []),
      userAccess: template?.userAccess ?? { roles: [], visibilitySettings: 'NONE' },
      startupAccess: template?.startupAccess ?? { visibilitySettings: 'NONE' },
    })
    .returning();
  await recordEvent(ctx, db, { kind: 'role.created', subjectKind: 'role', subjectId: role.id, data: { type: role.type, label: role.label } });
  return role;
}

export interface UpdateRoleArgs {
  roleId: string;
  label?: string | null;
  permissions?: Array<{ key: string; permissionCriteria: string }> | null;
  userAccess?: { roles: string[]; visibilitySettings: string } | null;
  startupAccess?: { visibilitySettings: string } | null;
}

export async function updateRole(ctx: Context, { roleId, ...args }: UpdateRoleArgs): Promise<RoleRow> {
  const viewer = requireViewer(ctx);
  const db = await authorizeRoleEditing(ctx);
  const input = parseInput(updateRoleInput, args);
  const role = await findRole(ctx, db, roleId);

  const next: Partial<RoleRow> = {};
  const changed: string[] = [];
  let changedKeys: PermissionKey[] = [];
  if (input.label != null && input.label !== role.label) {
    await refuseTakenLabel(ctx, db, input.label, role.id);
    next.label = input.label;
    changed.push('label');
  }
  if (input.permissions) {
    const before = new Map(role.permissions.map((g) => [g.key, g.criteria]));
    const permissions = completeGrants(role.permissions, input.permissions);
    changedKeys = permissions.filter((g) => (before.get(g.key) ?? 'NONE') !== g.criteria).map((g) => g.key as PermissionKey);
    if (changedKeys.length) {
      // An admin who strips role editing from their own role could not undo it.
      if (role.id === viewer.role?.id && permissions.find((g) => g.key === 'USER_ROLES:EDIT')?.criteria !== 'ALL') {
        throw new AppError('SELF_LOCKOUT', 'access.roles.selfLockout');
      }
      next.permissions = permissions;
      changed.push('permissions');
    }
  }
  if (input.userAccess && JSON.stringify(input.userAccess) !== JSON.stringify(role.userAccess)) {
    next.userAccess = { roles: [...new Set(input.userAccess.roles)], visibilitySettings: input.userAccess.visibilitySettings };
    changed.push('userAccess');
  }
  if (input.startupAccess && input.startupAccess.visibilitySettings !== role.startupAccess.visibilitySettings) {
    next.startupAccess = { visibilitySettings: input.startupAccess.visibilitySettings };
    changed.push('startupAccess');
  }
  if (!changed.length) return role;
  // An editor shapes roles only within their own rights: neither a role above theirs, nor one raised above it.
  if (!mayGrant(ctx, role) || !mayGrant(ctx, { ...role, ...next })) throw new AppError('FORBIDDEN', 'access.hierarchy.roleAboveOwn');

  const [updated] = await db
    .update(r)
    .set(next)
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, role.id)))
    .returning();
  await recordEvent(ctx, db, {
    kind: 'role.updated',
    subjectKind: 'role',
    subjectId: role.id,
    data: { changed, changedKeys, ...(next.label ? { from: role.label, to: next.label } : {}) },
  });
  return updated;
}

/** People who hold the role and count for it; deleted accounts do not. */
export async function roleHolderCount(ctx: Context, db: Db, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.roleId, roleId), ne(u.status, 'deleted')));
  return Number(row?.n ?? 0);
}

export async function deleteRole(ctx: Context, roleId: string): Promise<boolean> {
  const db = await authorizeRoleEditing(ctx);
  const role = await findRole(ctx, db, roleId);
  if (role.isDefault) throw new AppError('DEFAULT_ROLE', 'access.roles.defaultNotDeletable');
  const holders = await roleHolderCount(ctx, db, role.id);
  if (holders > 0) throw new AppError('ROLE_IN_USE', 'access.roles.inUse', { count: holders });
  // Deleted accounts still point at the role; they move to their type's default role so the row can go.
  const [fallback] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.type, role.type), eq(r.isDefault, true)))
    .limit(1);
  await db
    .update(u)
    .set({ roleId: fallback?.id ?? null })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.roleId, role.id)));
  await db.delete(r).where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, role.id)));
  await recordEvent(ctx, db, { kind: 'role.deleted', subjectKind: 'role', subjectId: role.id, data: { type: role.type, label: role.label } });
  return true;
}
