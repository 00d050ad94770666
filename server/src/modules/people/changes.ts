import { and, eq, isNull } from 'drizzle-orm';
import { SIGN_IN_BLOCKED_STATUSES, type RoleType, type UserStatus } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { assertAdminRemains, assertMayChangeStatus, assertMayGrant, assertMayManage } from '../access/hierarchy.ts';
import { authorize } from '../permissions/scope.ts';
import { activeSessions, endSession } from '../sessions/service.ts';
import { inviteUser, mailInvitation } from '../users/invite.ts';
import { userLoaders } from '../users/loaders.ts';
import { authorizeInvite, tenantRole, visibleUser } from './access.ts';
import { ensureSeats, holdsSeat } from './seats.ts';

const u = schema.users;

export interface InvitationInput {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

/** Someone already has this address in the organisation (addresses are stored lower-case). */
export async function emailTaken(ctx: Context, email: string): Promise<boolean> {
  const [row] = await (await ctx.tx.db())
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.email, email.toLowerCase())));
  return Boolean(row);
}

/** One invitation: a pending user with the chosen role, and the mail with their link. */
export async function inviteOne(ctx: Context, input: InvitationInput): Promise<UserRow> {
  const role = await tenantRole(ctx, input.roleId);
  if (role.type === 'system') throw validationError([{ field: 'roleId', key: 'people.errors.systemRole' }]);
  await authorizeInvite(ctx, [role.type]);
  assertMayGrant(ctx, role);
  if (await emailTaken(ctx, input.email)) throw validationError([{ field: 'email', key: 'people.errors.emailTaken', params: { email: input.email } }]);
  const db = await ctx.tx.db();
  if (holdsSeat(role.type, 'pending')) await ensureSeats(ctx, db, 1);
  return inviteUser(ctx, { email: input.email, firstName: input.firstName, lastName: input.lastName, roleType: role.type as RoleType, roleId: role.id });
}

/** The viewer's own account: changing their role or status here could lock them out. */
function refuseSelf(ctx: Context, userId: string, field: string): void {
  if (requireViewer(ctx).user.id === userId) throw validationError([{ field, key: 'people.errors.selfChange' }]);
}

export async function changeUserRole(ctx: Context, userId: string, roleId: string): Promise<UserRow> {
  await authorize(ctx, 'USER_ROLES:EDIT');
  const { user, role: fromRole } = await visibleUser(ctx, userId);
  const toRole = await tenantRole(ctx, roleId);
  refuseSelf(ctx, userId, 'userId');
  if (toRole.type === 'system' || fromRole?.type === 'system') throw validationError([{ field: 'roleId', key: 'people.errors.systemRole' }]);
  assertMayManage(ctx, fromRole);
  assertMayGrant(ctx, toRole);
  if (user.roleId === toRole.id) return user;
  const db = await ctx.tx.db();
  await assertAdminRemains(ctx, db, user, fromRole, { roleType: toRole.type });
  if (holdsSeat(toRole.type, user.status) && !holdsSeat(fromRole?.type, user.status)) await ensureSeats(ctx, db, 1);
  const [updated] = await db
    .update(u)
    .set({ roleId: toRole.id, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)))
    .returning();
  userLoaders(ctx).user.clear(user.id).prime(user.id, updated);
  await recordEvent(ctx, db, { kind: 'user.roleChanged', subjectKind: 'user', subjectId: user.id, data: { userId: user.id, fromRoleId: user.roleId, toRoleId: toRole.id } });
  return updated;
}

/**
 * Statuses that refuse sign-in end the person's sessions at once (their browsers are told through
 * sessionLoggedOut) and revoke every sign-in token, so no open tab keeps working.
 */
export async function changeUserStatus(ctx: Context, userId: string, status: UserStatus): Promise<UserRow> {
  const { user, role } = await visibleUser(ctx, userId);
  assertMayChangeStatus(ctx);
  await authorize(ctx, 'USER:EDIT', [user.id]);
  refuseSelf(ctx, userId, 'userId');
  assertMayManage(ctx, role);
  if (user.status === status) return user;
  const db = await ctx.tx.db();
  await assertAdminRemains(ctx, db, user, role, { status });
  if (holdsSeat(role?.type, status) && !holdsSeat(role?.type, user.status)) await ensureSeats(ctx, db, 1);
  const [updated] = await db
    .update(u)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)))
    .returning();
  userLoaders(ctx).user.clear(user.id).prime(user.id, updated);
  if (SIGN_IN_BLOCKED_STATUSES.includes(status)) {
    for (const session of await activeSessions(ctx, db, user.id)) await endSession(ctx, db, session);
    await db
      .update(schema.authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(schema.authTokens.incubatorId, ctx.incubator.id), eq(schema.authTokens.userId, user.id), isNull(schema.authTokens.revokedAt)));
  }
  await recordEvent(ctx, db, { kind: 'user.statusChanged', subjectKind: 'user', subjectId: user.id, data: { userId: user.id, from: user.status, to: status } });
  return updated;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  headline?: string | null;
  phone?: string | null;
  bio?: string | null;
  country?: string | null;
  timezone?: string | null;
}

/** USER:EDIT; under ASSIGNED, the founders of the viewer's startups (permissions/scope.ts). */
export async function updateUserProfile(ctx: Context, userId: string, changes: ProfileChanges): Promise<UserRow> {
  const { user, role } = await visibleUser(ctx, userId);
  await authorize(ctx, 'USER:EDIT', [user.id]);
  assertMayManage(ctx, role);
  const fields = Object.keys(changes).filter((k) => changes[k as keyof ProfileChanges] !== undefined);
  if (!fields.length) return user;
  const db = await ctx.tx.db();
  const [updated] = await db
    .update(u)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)))
    .returning();
  userLoaders(ctx).user.clear(user.id).prime(user.id, updated);
  await recordEvent(ctx, db, { kind: 'user.updated', subjectKind: 'user', subjectId: user.id, data: { userId: user.id, fields } });
  return updated;
}

/** A new invitation link for someone who has not accepted yet; the earlier link stops working. */
export async function resendInvitation(ctx: Context, userId: string): Promise<UserRow> {
  const { user, role } = await visibleUser(ctx, userId);
  await authorizeInvite(ctx, role ? [role.type] : []);
  if (role) assertMayGrant(ctx, role);
  if (user.status !== 'pending') throw new AppError('VALIDATION_ERROR', 'people.errors.notPending', {}, {}, [{ field: 'userId', key: 'people.errors.notPending' }]);
  await mailInvitation(ctx, user);
  await recordEvent(ctx, await ctx.tx.db(), { kind: 'user.invitationResent', subjectKind: 'user', subjectId: user.id });
  return user;
}
