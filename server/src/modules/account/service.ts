import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../core/auth/passwords.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { assertAdminRemains } from '../access/hierarchy.ts';
import { anonymised } from './anonymise.ts';
import { changePasswordSchema, deleteAccountSchema, settingsSchema } from './inputs.ts';
import { confirmPassword } from './password-check.ts';
import { signOutElsewhere } from './sign-out-elsewhere.ts';

const u = schema.users;

async function updateOwnRow(ctx: Context, db: Db, userId: string, changes: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db
    .update(u)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, userId)))
    .returning();
  return row;
}

/** Language, time zone and date format of the signed-in person. */
export async function updateMySettings(ctx: Context, input: unknown): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const changes = parseInput(settingsSchema, input);
  const db = await ctx.tx.db();
  const user = await updateOwnRow(ctx, db, viewer.user.id, changes);
  await recordEvent(ctx, db, { kind: 'user.settingsUpdated', subjectKind: 'user', subjectId: user.id, data: { ...changes } });
  return user;
}

/**
 * A new password for the signed-in person, who proves the current one. Every other sign-in
 * ends (its browsers are told); the one that made the change stays signed in.
 */
export async function changePassword(ctx: Context, input: unknown): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  if (newPassword === currentPassword) throw validationError([{ field: 'newPassword', key: 'account.samePassword' }]);
  const db = await ctx.tx.db();
  await confirmPassword(ctx, viewer, currentPassword);
  await updateOwnRow(ctx, db, viewer.user.id, { passwordHash: await hashPassword(newPassword) });
  const ended = await signOutElsewhere(ctx, db, viewer.user.id, viewer.tokenId);
  await recordEvent(ctx, db, { kind: 'user.passwordChanged', subjectKind: 'user', subjectId: viewer.user.id, data: { sessionsEnded: ended } });
  return true;
}

/** Ends every session of the signed-in person but this one; answers how many ended. */
export async function logoutOtherSessions(ctx: Context): Promise<number> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const ended = await signOutElsewhere(ctx, db, viewer.user.id, viewer.tokenId);
  await recordEvent(ctx, db, { kind: 'user.otherSessionsEnded', subjectKind: 'user', subjectId: viewer.user.id, data: { sessionsEnded: ended } });
  return ended;
}

/**
 * Deletes the signed-in person's own account, when the organisation allows it, after they
 * confirm their password: the row is anonymised, every sign-in ends, and the pictures of their
 * profile are removed from storage once the change is committed.
 */
export async function deleteMyAccount(ctx: Context, input: unknown): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const { password } = parseInput(deleteAccountSchema, input);
  if (!ctx.incubator.allowUserSelfDelete) throw new AppError('FORBIDDEN', 'account.selfDeleteDisabled');
  const db = await ctx.tx.db();
  await confirmPassword(ctx, viewer, password);
  await assertAdminRemains(ctx, db, viewer.user, viewer.role, { status: 'deleted' });
  const userId = viewer.user.id;
  const files = await db
    .delete(schema.attachments)
    .where(and(eq(schema.attachments.incubatorId, ctx.incubator.id), eq(schema.attachments.referenceKind, 'user'), eq(schema.attachments.referenceId, userId)))
    .returning({ storageKey: schema.attachments.storageKey });
  await signOutElsewhere(ctx, db, userId, null);
  await db
    .update(schema.oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.oneTimeTokens.incubatorId, ctx.incubator.id), eq(schema.oneTimeTokens.userId, userId), isNull(schema.oneTimeTokens.usedAt)));
  await updateOwnRow(ctx, db, userId, anonymised(viewer.user));
  await recordEvent(ctx, db, { kind: 'user.deleted', subjectKind: 'user', subjectId: userId, data: { filesRemoved: files.length } });
  ctx.afterCommit.push(async () => {
    for (const file of files) await ctx.services.storage.remove(file.storageKey).catch(() => undefined);
  });
  return true;
}
