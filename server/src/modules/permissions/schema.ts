import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS, isPermissionKey, type PermissionKey } from '@seedbed/contracts/permissions';
import { roleName } from './role-name.ts';
import { builder, PermissionCriteriaEnum } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { RoleRow } from '../../db/schema/index.ts';
import { isAuthorized, viewerGrants } from './scope.ts';
import { listedPermissions } from '../../core/deliveries.ts';

interface RolePermission {
  key: string;
  criteria: string;
}

const RolePermissionRef = builder.objectRef<RolePermission>('RolePermission').implement({
  fields: (t) => ({
    key: t.exposeString('key', { nullable: false }),
    name: t.string({ resolve: (p) => (isPermissionKey(p.key) ? PERMISSIONS[p.key].meaning : p.key) }),
    permissionCriteria: t.field({ type: PermissionCriteriaEnum, resolve: (p) => p.criteria as 'ALL' }),
    permissionCriteriaTypes: t.field({
      type: [PermissionCriteriaEnum],
      resolve: (p) => (isPermissionKey(p.key) ? [...PERMISSIONS[p.key].scopes] : []),
    }),
  }),
});

const UserAccess = builder.objectRef<RoleRow['userAccess']>('UserAccess').implement({
  fields: (t) => ({ roles: t.exposeStringList('roles'), visibilitySettings: t.exposeString('visibilitySettings') }),
});
const StartupAccess = builder.objectRef<RoleRow['startupAccess']>('StartupAccess').implement({
  fields: (t) => ({ visibilitySettings: t.exposeString('visibilitySettings') }),
});

/**
 * What the roles editor lists for a role: every delivered key in registry order, with its stored
 * scope or NONE. Grants of keys not delivered yet stay stored and enforced, but are not listed.
 */
function listedGrants(role: RoleRow): RolePermission[] {
  const stored = new Map(role.permissions.map((grant) => [grant.key, grant.criteria]));
  return listedPermissions().map((key) => ({ key, criteria: stored.get(key) ?? 'NONE' }));
}

export const Role = builder.objectRef<RoleRow>('Role').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    type: t.exposeString('type', { nullable: false }),
    label: t.exposeString('label'),
    displayName: t.string({ resolve: (r, _args, ctx) => roleName(ctx, r) }),
    isDefault: t.exposeBoolean('isDefault'),
    permissions: t.field({ type: [RolePermissionRef], resolve: listedGrants }),
    userAccess: t.field({ type: UserAccess, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccess, resolve: (r) => r.startupAccess }),
  }),
});

const UserPermission = builder.objectRef<{ key: string; criteria: string }>('UserPermission').implement({
  fields: (t) => ({
    key: t.exposeString('key', { nullable: false }),
    permissionCriteria: t.field({ type: PermissionCriteriaEnum, nullable: false, resolve: (p) => p.criteria as 'ALL' }),
  }),
});

const CriteriaForPermission = builder.objectRef<{ permission: string; isAll: boolean; isAssigned: boolean }>('CriteriaForPermission').implement({
  fields: (t) => ({
    permission: t.exposeString('permission', { nullable: false }),
    permissionCriteriaIsAll: t.exposeBoolean('isAll', { nullable: false }),
    permissionCriteriaIsAssigned: t.exposeBoolean('isAssigned', { nullable: false }),
  }),
});

builder.queryFields((t) => ({
  userPermissions: t.field({
    type: [UserPermission],
    nullable: false,
    resolve: (_r, _a, ctx) => {
      requireViewer(ctx);
      return [...viewerGrants(ctx).values()];
    },
  }),
  criteriaForPermissions: t.field({
    type: [CriteriaForPermission],
    nullable: false,
    args: { permissions: t.arg.stringList({ required: true }) },
    resolve: (_r, { permissions }, ctx) => {
      requireViewer(ctx);
      const grants = viewerGrants(ctx);
      return permissions.map((permission) => {
        const criteria = grants.get(permission as PermissionKey)?.criteria ?? 'NONE';
        return { permission, isAll: criteria === 'ALL', isAssigned: criteria === 'ASSIGNED' };
      });
    },
  }),
  isUserAuthorized: t.boolean({
    nullable: false,
    args: { permission: t.arg.string({ required: true }), data: t.arg.stringList() },
    resolve: (_r, { permission, data }, ctx) => {
      requireViewer(ctx);
      return isAuthorized(ctx, permission, data ?? []);
    },
  }),
  roles: t.field({
    type: [Role],
    nullable: false,
    resolve: async (_r, _a, ctx) => {
      requireViewer(ctx);
      const db = await ctx.tx.db();
      return db.select().from(schema.roles).where(eq(schema.roles.incubatorId, ctx.incubator.id)).orderBy(asc(schema.roles.type), asc(schema.roles.createdAt));
    },
  }),
}));
