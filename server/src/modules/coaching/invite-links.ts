import { chargeAddress } from '../../core/address-limit.ts';
import type { Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { isInviteToken, tokenMatches } from './invite-tokens.ts';
import { answer, currentStatus, expireApart, findInvite, inviteesOf, invitePayload, moveInvite } from './invites.ts';
import { findSession, type CoachingInviteRow, type CoachingSessionRow } from './repo.ts';
import { cancelSession } from './sessions.ts';

/*
 * The links of an invitation mail, answered without signing in: the link's token names the
 * invitee who answers.
 */

export interface OpenedInvitation {
  invite: CoachingInviteRow;
  session: CoachingSessionRow;
  userId: string;
}

/**
 * The invite a mail's link opens without signing in: counted against the client's address, the
 * token checked in constant time against the stored hash and naming one of its invitees. A
 * malformed id or token, another tenant's invite or a wrong token is the same NOT_FOUND; a link
 * whose invite expired unanswered is INVITE_EXPIRED.
 */
export async function openInvitation(ctx: Context, id: string, token: string): Promise<OpenedInvitation> {
  await chargeAddress(ctx, 'coaching-invitation');
  if (!isId(id) || !isInviteToken(token)) throw notFound();
  const db = await ctx.tx.db();
  const invite = await findInvite(db, ctx.incubator.id, id);
  if (!invite) throw notFound();
  // Each invitee's token is compared in constant time; the one it matches is who answers.
  const reader = (await inviteesOf(db, ctx.incubator.id, [invite.id])).find((row) => tokenMatches(row.tokenHash, token));
  if (!reader) throw notFound();
  const session = await findSession(db, ctx.incubator.id, invite.sessionId);
  if (!session) throw notFound();
  if (currentStatus(invite) === 'EXPIRED') await expireApart(ctx, invite);
  return { invite, session, userId: reader.userId };
}

export async function respondToInvitation(ctx: Context, id: string, token: string, accept: boolean): Promise<OpenedInvitation> {
  const opened = await openInvitation(ctx, id, token);
  const invite = await answer(ctx, await ctx.tx.db(), opened.invite, opened.userId, accept);
  return { ...opened, invite };
}

/** An invitee calls the meeting off from their link: the invite and the session are cancelled (cancelSession tells everyone). */
export async function cancelMeetingFromInvitation(ctx: Context, id: string, token: string): Promise<OpenedInvitation> {
  const opened = await openInvitation(ctx, id, token);
  const db = await ctx.tx.db();
  const invite = await moveInvite(ctx, db, opened.invite, 'CANCELLED');
  if (!opened.session.cancelledAt) await cancelSession(ctx, db, opened.session, 'invitee');
  await recordEvent(ctx, db, {
    kind: 'coaching.inviteCancelled',
    subjectKind: 'coachingInvite',
    subjectId: invite.id,
    actorId: opened.userId,
    data: { ...invitePayload(invite, opened.session), by: 'invitee' },
  });
  const session = (await findSession(db, ctx.incubator.id, opened.session.id)) ?? opened.session;
  return { invite, session, userId: opened.userId };
}
