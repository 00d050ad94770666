import type { RoleType } from '@seedbed/contracts/roles';
import { pickLanguage } from '@seedbed/contracts/languages';
import { translator } from '../../core/i18n/index.ts';
import type { Context } from '../../core/context.ts';
import { recordEvent } from '../../core/events.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { issueOneTimeToken } from '../auth/one-time.ts';
import { composeMail, sendAfterCommit, tenantLink } from '../auth/mails.ts';
import { createUser } from './create.ts';

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  roleType: RoleType;
  roleId?: string | null;
}

/**
 * Adds a pending user and mails them a link to /acceptinvitation, where they choose a password
 * and become active. Runs inside the caller's tenant transaction; the mail leaves after commit.
 */
export async function inviteUser(ctx: Context, invitation: Invitation): Promise<UserRow> {
  const db = await ctx.tx.db();
  const user = await createUser(db, ctx.incubator.id, { ...invitation, status: 'pending', validated: false });
  await mailInvitation(ctx, user);
  await recordEvent(ctx, db, { kind: 'user.invited', subjectKind: 'user', subjectId: user.id, data: { roleType: invitation.roleType } });
  return user;
}

/** Mails a pending user a fresh /acceptinvitation link; earlier links stop working. */
export async function mailInvitation(ctx: Context, user: UserRow): Promise<void> {
  const db = await ctx.tx.db();
  const token = await issueOneTimeToken(ctx, db, user.id, 'invite');
  // Without a person behind the invitation, the organisation invites, named in the mail's own language.
  const mailLanguage = pickLanguage(user.language, ctx.incubator.defaultLanguage);
  const inviter = ctx.viewer ? `${ctx.viewer.user.firstName} ${ctx.viewer.user.lastName}`.trim() : translator(mailLanguage)('mail.signature', { incubator: ctx.incubator.name });
  sendAfterCommit(ctx, composeMail(ctx, user, 'invitation', tenantLink(ctx, `/acceptinvitation?token=${token}`), { inviter }));
}
