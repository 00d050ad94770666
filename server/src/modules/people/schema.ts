import { USER_STATUSES, userGroupOf, type UserStatus } from '@seedbed/contracts/roles';
import { z } from 'zod';
import { HEADLINE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_LABEL_MAX_LENGTH, TEXT_MAX_LENGTH } from '@seedbed/contracts/validation';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { forbidden, validationError, type FieldError } from '../../core/errors.ts';
import { isOrganisationAdmin } from '../../core/organisation-admin.ts';
import { parseInput } from '../../core/validation.ts';
import { email, optionalText, requiredText, timezone } from '@seedbed/contracts/schemas';
import { BatchOperationStarted, defineBatchSubscription } from '../batch/schema.ts';
import { startBatchOperation } from '../batch/service.ts';
import { assertMayChangeStatus, assertMayGrant, mayChangeStatus, mayGrant, mayManage } from '../access/hierarchy.ts';
import { Role } from '../permissions/schema.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { User } from '../users/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { authorizeInvite, tenantRole, visibleUser } from './access.ts';
import { USER_INVITE, USER_ROLE, USER_STATUS } from './batch-kinds.ts';
import { changeUserRole, changeUserStatus, emailTaken, resendInvitation, updateUserProfile } from './changes.ts';
import { listUsers, USER_SORTS } from './list.ts';
import { ensureSeats, holdsSeat, seatLimit, seatsUsed } from './seats.ts';

const MAX_BATCH = 500;

const UserSortEnum = builder.enumType('UserSort', { values: USER_SORTS });

builder.objectField(User, 'userGroup', (t) =>
  t.string({
    nullable: false,
    description: 'employee (licensed), network, evaluator or other (contracts USER_GROUPS).',
    resolve: async (user, _a, ctx) => userGroupOf(user.roleId ? (await userLoaders(ctx).role.load(user.roleId))?.type : null),
  }),
);

builder.objectField(Role, 'grantable', (t) =>
  t.boolean({
    nullable: false,
    description: 'Whether the viewer may give this role, by invitation or role change: it holds nothing beyond their own role.',
    resolve: (role, _a, ctx) => Boolean(ctx.viewer) && role.type !== 'system' && mayGrant(ctx, role),
  }),
);

/** What the viewer may do to a person, so that screens offer only what the server will accept. */
interface UserActionsShape {
  editProfile: boolean;
  changeRole: boolean;
  changeStatus: boolean;
  resendInvitation: boolean;
}
const UserActions = builder.objectRef<UserActionsShape>('UserActions').implement({
  fields: (t) => ({
    editProfile: t.exposeBoolean('editProfile', { nullable: false }),
    changeRole: t.exposeBoolean('changeRole', { nullable: false }),
    changeStatus: t.exposeBoolean('changeStatus', { nullable: false }),
    resendInvitation: t.exposeBoolean('resendInvitation', { nullable: false }),
  }),
});

builder.objectField(User, 'viewerCan', (t) =>
  t.field({
    type: UserActions,
    nullable: false,
    resolve: async (user, _a, ctx) => {
      if (!ctx.viewer) return { editProfile: false, changeRole: false, changeStatus: false, resendInvitation: false };
      const role = (user.roleId ? await userLoaders(ctx).role.load(user.roleId) : null) ?? null;
      const reachable = mayManage(ctx, role);
      const editable = reachable && (await isAuthorized(ctx, 'USER:EDIT', [user.id]));
      // One's own role and status are not changed here: that could lock one out.
      const other = user.id !== ctx.viewer.user.id && role?.type !== 'system';
      const invitable = Boolean(
        role &&
          user.status === 'pending' &&
          mayGrant(ctx, role) &&
          (await authorizeInvite(ctx, [role.type]).then(
            () => true,
            () => false,
          )),
      );
      return {
        editProfile: editable,
        changeRole: other && reachable && (await isAuthorized(ctx, 'USER_ROLES:EDIT')),
        changeStatus: other && editable && mayChangeStatus(ctx),
        resendInvitation: invitable,
      };
    },
  }),
);

const UsersFilter = builder.inputType('UsersFilter', {
  fields: (t) => ({
    search: t.string(),
    roleTypes: t.stringList(),
    statuses: t.stringList(),
    userGroups: t.stringList(),
    roleIds: t.idList(),
  }),
});

const UsersPage = builder.objectRef<Awaited<ReturnType<typeof listUsers>>>('UsersPage').implement({
  fields: (t) => ({
    results: t.field({ type: [User], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const SeatUsage = builder.objectRef<{ used: number; limit: number | null }>('SeatUsage').implement({
  fields: (t) => ({ used: t.exposeInt('used', { nullable: false }), limit: t.exposeInt('limit') }),
});

const InvitationInput = builder.inputType('UserInvitationInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    roleId: t.id({ required: true }),
  }),
});

const ProfileInput = builder.inputType('UserProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    headline: t.string(),
    phone: t.string(),
    bio: t.string(),
    country: t.string(),
    timezone: t.string(),
  }),
});

const invitationsSchema = z
  .array(z.object({ email: email(), firstName: requiredText(NAME_MAX_LENGTH), lastName: requiredText(NAME_MAX_LENGTH), roleId: z.string().min(1).max(64) }).strict())
  .min(1, 'validation.required')
  .max(MAX_BATCH);

const profileSchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH).optional(),
    lastName: requiredText(NAME_MAX_LENGTH).optional(),
    headline: optionalText(HEADLINE_MAX_LENGTH),
    phone: optionalText(PHONE_MAX_LENGTH),
    bio: optionalText(TEXT_MAX_LENGTH),
    country: optionalText(SHORT_LABEL_MAX_LENGTH),
    timezone: timezone().nullish(),
  })
  .strict();

const userIdsSchema = z.array(z.string().max(64)).min(1).max(MAX_BATCH);
const statusSchema = z.enum(USER_STATUSES);

/** Another tenant's ids and people the viewer cannot see are not found, before anything starts. */
async function visibleUserIds(ctx: Parameters<typeof visibleUser>[0], ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const id of unique) await visibleUser(ctx, id);
  return unique;
}

builder.queryFields((t) => ({
  users: t.field({
    type: UsersPage,
    nullable: false,
    args: { filter: t.arg({ type: UsersFilter }), sort: t.arg({ type: UserSortEnum }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, { filter, sort, cursor, limit }, ctx) => {
      requireViewer(ctx);
      return listUsers(ctx, filter, sort ?? 'NAME', cursor, limit);
    },
  }),
  seatUsage: t.field({
    type: SeatUsage,
    nullable: false,
    resolve: async (_r, _a, ctx) => {
      requireViewer(ctx);
      if (!isOrganisationAdmin(ctx)) throw forbidden();
      return { used: await seatsUsed(ctx, await ctx.tx.db()), limit: seatLimit(ctx) };
    },
  }),
}));

builder.mutationFields((t) => ({
  inviteUsers: t.field({
    type: BatchOperationStarted,
    nullable: false,
    args: { invitations: t.arg({ type: [InvitationInput], required: true }) },
    resolve: async (_r, args, ctx) => {
      requireViewer(ctx);
      // Named as the argument, so that each failure names its row and field (invitations.0.email).
      const { invitations } = parseInput(z.object({ invitations: invitationsSchema }), { invitations: args.invitations });
      const fields: FieldError[] = [];
      const seen = new Set<string>();
      invitations.forEach((inv, i) => {
        if (seen.has(inv.email)) fields.push({ field: `invitations.${i}.email`, key: 'people.errors.duplicateEmail', params: { email: inv.email } });
        seen.add(inv.email);
      });
      const roles = await Promise.all(invitations.map((inv) => tenantRole(ctx, inv.roleId)));
      await authorizeInvite(ctx, [...new Set(roles.map((r) => r.type))]);
      for (const role of roles) assertMayGrant(ctx, role);
      roles.forEach((role, i) => {
        if (role.type === 'system') fields.push({ field: `invitations.${i}.roleId`, key: 'people.errors.systemRole' });
      });
      for (const [i, inv] of invitations.entries()) {
        if (await emailTaken(ctx, inv.email)) fields.push({ field: `invitations.${i}.email`, key: 'people.errors.emailTaken', params: { email: inv.email } });
      }
      if (fields.length) throw validationError(fields);
      await ensureSeats(ctx, await ctx.tx.db(), roles.filter((r) => holdsSeat(r.type, 'pending')).length);
      const operation = await startBatchOperation(ctx, USER_INVITE, invitations);
      return { operationId: operation.id, count: operation.total };
    },
  }),
  resendInvitation: t.field({
    type: User,
    nullable: false,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => resendInvitation(ctx, userId),
  }),
  updateUserRole: t.field({
    type: User,
    nullable: false,
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.id({ required: true }) },
    resolve: (_r, { userId, roleId }, ctx) => changeUserRole(ctx, userId, roleId),
  }),
  updateUserStatus: t.field({
    type: User,
    nullable: false,
    args: { userId: t.arg.id({ required: true }), status: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      const status = parseInput(z.object({ status: statusSchema }), { status: args.status }).status as UserStatus;
      return changeUserStatus(ctx, args.userId, status);
    },
  }),
  updateUser: t.field({
    type: User,
    nullable: false,
    args: { userId: t.arg.id({ required: true }), data: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_r, { userId, data }, ctx) => {
      requireViewer(ctx);
      return updateUserProfile(ctx, userId, parseInput(profileSchema, stripNulls(data)));
    },
  }),
  updateUsersRole: t.field({
    type: BatchOperationStarted,
    nullable: false,
    args: { userIds: t.arg.idList({ required: true }), roleId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireViewer(ctx);
      const ids = parseInput(z.object({ userIds: userIdsSchema }), { userIds: args.userIds }).userIds;
      await authorize(ctx, 'USER_ROLES:EDIT');
      const role = await tenantRole(ctx, args.roleId);
      assertMayGrant(ctx, role);
      const userIds = await visibleUserIds(ctx, ids);
      const operation = await startBatchOperation(
        ctx,
        USER_ROLE,
        userIds.map((userId) => ({ userId, roleId: role.id })),
      );
      return { operationId: operation.id, count: operation.total };
    },
  }),
  updateUsersStatus: t.field({
    type: BatchOperationStarted,
    nullable: false,
    args: { userIds: t.arg.idList({ required: true }), status: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireViewer(ctx);
      const { userIds: ids, status } = parseInput(z.object({ userIds: userIdsSchema, status: statusSchema }), { userIds: args.userIds, status: args.status });
      const userIds = await visibleUserIds(ctx, ids);
      assertMayChangeStatus(ctx);
      await authorize(ctx, 'USER:EDIT', userIds);
      const operation = await startBatchOperation(
        ctx,
        USER_STATUS,
        userIds.map((userId) => ({ userId, status })),
      );
      return { operationId: operation.id, count: operation.total };
    },
  }),
}));

/** GraphQL sends an omitted optional field as absent, a cleared one as null: null clears. */
function stripNulls<T extends Record<string, unknown>>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T;
}

defineBatchSubscription('userBatchOperationUpdated', 'UserBatchOperationUpdate', 'userId', 'USER:');
