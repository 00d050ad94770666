import { and, asc, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import { INVITE_DEFAULT_DAYS, mayMoveInvite, type InviteStatus } from '@seedbed/contracts/coaching';
import { coachingInviteInputSchema } from '@seedbed/contracts/coaching-input';
import { STARTUP_SIDE } from '@seedbed/contracts/roles';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, validationError, type FieldError } from '../../core/errors.ts';
import { recordEvent, type DomainEvent, type EventContext } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import type { Services } from '../../core/services.ts';
import { asSystem, everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import { postTimelineItem } from '../timeline/post.ts';
import { visibleSession } from './access.ts';
import { queueInviteMails } from './invite-mails.ts';
import { cs, csPeople, findSession, invitees, invites, type CoachingInviteRow, type CoachingSessionRow } from './repo.ts';
import { newInviteeToken } from './invite-tokens.ts';

export type CoachingInviteeRow = typeof invitees.$inferSelect;
export type InviteeSide = 'incubator' | 'startup';

/** Statuses of people who no longer take part: nobody invites them. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];
const DAY_MS = 86_400_000;

export const inviteExpired = () => new AppError('INVITE_EXPIRED', 'coaching.invites.expired');
const invalidTransition = () => new AppError('INVALID_TRANSITION', 'coaching.invites.invalidTransition');

/** What an invite's status reads now: a pending invite past its end is EXPIRED, even before the sweep moves it. */
export const currentStatus = (invite: Pick<CoachingInviteRow, 'status' | 'expiresAt'>, now = new Date()): InviteStatus =>
  invite.status === 'PENDING' && invite.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : (invite.status as InviteStatus);

/**
 * The one way an invite's status changes: only along INVITE_TRANSITIONS, and only from the status
 * it was read with (a move another request made first makes this one refused, not repeated).
 */
export async function moveInvite(ctx: Pick<EventContext, 'incubator'>, db: Db, invite: CoachingInviteRow, to: InviteStatus): Promise<CoachingInviteRow> {
  const from = invite.status as InviteStatus;
  if (!mayMoveInvite(from, to)) throw invalidTransition();
  const now = new Date();
  const answered = to === 'ACCEPTED' || to === 'DECLINED';
  const [moved] = await db
    .update(invites)
    .set({ status: to, updatedAt: now, ...(answered ? { respondedAt: now } : {}) })
    .where(and(eq(invites.incubatorId, ctx.incubator.id), eq(invites.id, invite.id), eq(invites.status, from)))
    .returning();
  if (!moved) throw invalidTransition();
  return moved;
}

// ── reads ──

export async function findInvite(db: Db, tenant: string, id: string): Promise<CoachingInviteRow | null> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.incubatorId, tenant), eq(invites.id, id)));
  return row ?? null;
}

export async function inviteesOf(db: Db, tenant: string, inviteIds: readonly string[]): Promise<CoachingInviteeRow[]> {
  if (!inviteIds.length) return [];
  return db
    .select()
    .from(invitees)
    .where(and(eq(invitees.incubatorId, tenant), inArray(invitees.inviteId, [...inviteIds])))
    .orderBy(asc(invitees.side), asc(invitees.userId));
}

/** The newest invite of each session (the one shown; older ones were replaced or ended). */
export async function latestInvites(db: Db, tenant: string, sessionIds: readonly string[]): Promise<CoachingInviteRow[]> {
  if (!sessionIds.length) return [];
  return db
    .selectDistinctOn([invites.sessionId])
    .from(invites)
    .where(and(eq(invites.incubatorId, tenant), inArray(invites.sessionId, [...sessionIds])))
    .orderBy(invites.sessionId, desc(invites.createdAt), desc(invites.id));
}

export const invitePayload = (invite: CoachingInviteRow, session: CoachingSessionRow) => ({
  inviteId: invite.id,
  sessionId: session.id,
  startupId: session.startupId,
  sessionName: session.name,
});

// ── expiry ──

/** Moves a pending invite whose end has passed to EXPIRED and records it; answers the invite as it now is. */
export async function expireIfDue(ctx: EventContext, db: Db, invite: CoachingInviteRow, now = new Date()): Promise<CoachingInviteRow> {
  if (currentStatus(invite, now) !== 'EXPIRED' || invite.status !== 'PENDING') return invite;
  const session = await findSession(db, ctx.incubator.id, invite.sessionId);
  let moved: CoachingInviteRow;
  try {
    moved = await moveInvite(ctx, db, invite, 'EXPIRED');
  } catch (error) {
    // Answered or expired by another request meanwhile: read it as that one left it.
    if (error instanceof AppError && error.code === 'INVALID_TRANSITION') return (await findInvite(db, ctx.incubator.id, invite.id)) ?? invite;
    throw error;
  }
  if (session) await recordEvent(ctx, db, { kind: 'coaching.inviteExpired', subjectKind: 'coachingInvite', subjectId: invite.id, data: invitePayload(moved, session) });
  return moved;
}

/**
 * An invite found expired by an operation that is about to fail with INVITE_EXPIRED: it is moved
 * in a transaction of its own, which the failing one's rollback leaves standing.
 */
export async function expireApart(ctx: Context, invite: CoachingInviteRow): Promise<never> {
  await asSystem(ctx.services, ctx.incubator, async (system, db) => {
    const fresh = await findInvite(db, ctx.incubator.id, invite.id);
    if (fresh) await expireIfDue(system, db, fresh);
  });
  throw inviteExpired();
}

/** One tenant's invites past their end, at most `limit`, oldest end first (coaching_invites_pending_idx). */
export async function expireDueInvites(ctx: EventContext, db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select()
    .from(invites)
    .where(and(eq(invites.incubatorId, ctx.incubator.id), eq(invites.status, 'PENDING'), lte(invites.expiresAt, now)))
    .orderBy(asc(invites.expiresAt))
    .limit(limit);
  for (const invite of due) await expireIfDue(ctx, db, invite, now);
  return due.length;
}

// ── sending ──

/** The kind an invite is shown as on its session's startup's timeline (API contract name; invite-post.ts declares it). */
export const COACHING_INVITE_POST = 'CoachingInvitePost';

async function postInviteOnTimeline(ctx: Context, db: Db, invite: CoachingInviteRow, session: CoachingSessionRow): Promise<void> {
  if (!session.startupId) return;
  await postTimelineItem(ctx, db, { kind: COACHING_INVITE_POST, startupId: session.startupId, subjectId: invite.id, createdBy: invite.createdBy });
}

interface Invitee {
  userId: string;
  side: InviteeSide;
}

/**
 * The people may be invited: the organisation's side are its active people outside the startup
 * side; the startup's side are the session's startup's founders. Each unknown id is named.
 */
async function checkInvitees(ctx: Context, db: Db, session: CoachingSessionRow, input: { incubatorInviteeIds: string[]; startupInviteeIds: string[] }): Promise<Invitee[]> {
  const u = schema.users;
  const r = schema.roles;
  const m = schema.startupMembers;
  const errors: FieldError[] = [];
  const staffIds = input.incubatorInviteeIds.filter((id) => !input.startupInviteeIds.includes(id));
  const staff = staffIds.length
    ? await db
        .select({ id: u.id })
        .from(u)
        .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
        .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, staffIds), notInArray(u.status, GONE_STATUSES), notInArray(r.type, [...STARTUP_SIDE])))
    : [];
  const founders =
    input.startupInviteeIds.length && session.startupId
      ? await db
          .select({ id: m.userId })
          .from(m)
          .innerJoin(u, and(eq(u.incubatorId, m.incubatorId), eq(u.id, m.userId)))
          .where(
            and(
              eq(m.incubatorId, ctx.incubator.id),
              eq(m.startupId, session.startupId),
              eq(m.kind, 'founder'),
              inArray(m.userId, input.startupInviteeIds),
              notInArray(u.status, GONE_STATUSES),
            ),
          )
      : [];
  const staffFound = new Set(staff.map((row) => row.id));
  const foundersFound = new Set(founders.map((row) => row.id));
  input.incubatorInviteeIds.forEach((id, index) => {
    if (!staffFound.has(id) && !input.startupInviteeIds.includes(id)) errors.push({ field: `incubatorInviteeIds.${index}`, key: 'coaching.invites.unknownInvitee' });
  });
  input.startupInviteeIds.forEach((id, index) => {
    if (!foundersFound.has(id)) errors.push({ field: `startupInviteeIds.${index}`, key: 'coaching.invites.unknownInvitee' });
  });
  if (errors.length) throw validationError(errors);
  return [...input.startupInviteeIds.map((userId) => ({ userId, side: 'startup' as const })), ...staffIds.map((userId) => ({ userId, side: 'incubator' as const }))];
}

/** Takes an invite's people who are only attendees off its session (coaches and the creator stay). */
async function removeAttendees(ctx: Context | EventContext, db: Db, session: CoachingSessionRow, userIds: readonly string[]) {
  const keep = new Set([session.createdBy]);
  const gone = userIds.filter((id) => !keep.has(id));
  if (!gone.length) return;
  await db
    .delete(csPeople)
    .where(and(eq(csPeople.incubatorId, ctx.incubator.id), eq(csPeople.sessionId, session.id), eq(csPeople.role, 'attendee'), inArray(csPeople.userId, gone)));
}

async function organiserOf(db: Db, tenant: string, userId: string | null) {
  if (!userId) return null;
  const u = schema.users;
  const [row] = await db
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, tenant), eq(u.id, userId)));
  return row ?? null;
}

/** Marks the session touched, so that readers (and the memo of sessionStanding) see its people changed. */
async function touchSession(ctx: Pick<EventContext, 'incubator'>, db: Db, sessionId: string) {
  await db
    .update(cs)
    .set({ updatedAt: new Date() })
    .where(and(eq(cs.incubatorId, ctx.incubator.id), eq(cs.id, sessionId)));
}

export const sendCoachingInvite = defineChange({
  input: () => coachingInviteInputSchema(),
  async authorize(ctx, input, sessionId: string) {
    const { session, standing } = await visibleSession(ctx, sessionId);
    if (!standing.organiser) throw forbidden();
    if (session.cancelledAt) throw new AppError('VALIDATION_ERROR', 'coaching.invites.sessionCancelled');
    const now = Date.now();
    if (session.startsAt.getTime() <= now) throw new AppError('VALIDATION_ERROR', 'coaching.invites.sessionStarted');
    const expiresAt = input.expires ? new Date(input.expires) : new Date(Math.min(now + INVITE_DEFAULT_DAYS * DAY_MS, session.startsAt.getTime()));
    if (expiresAt.getTime() <= now || expiresAt.getTime() > session.startsAt.getTime()) throw validationError([{ field: 'expires', key: 'coaching.invites.expiresBeforeStart' }]);
    const people = await checkInvitees(ctx, await ctx.tx.db(), session, input);
    return { session, expiresAt, people };
  },
  async write(ctx, db, input, { session, expiresAt, people }) {
    const viewer = requireViewer(ctx);
    const tenant = ctx.incubator.id;
    const events: DomainEvent[] = [];
    const organiser = await organiserOf(db, tenant, viewer.user.id);
    // One invite at a time: a pending one is replaced; one already accepted must be cancelled first.
    const [previous] = await latestInvites(db, tenant, [session.id]);
    let replacedId: string | null = null;
    if (previous) {
      const status = currentStatus(previous);
      if (status === 'ACCEPTED') throw new AppError('VALIDATION_ERROR', 'coaching.invites.alreadyAccepted');
      if (status === 'EXPIRED') await expireIfDue(ctx, db, previous);
      if (status === 'PENDING') {
        const replaced = await moveInvite(ctx, db, previous, 'CANCELLED');
        replacedId = replaced.id;
        events.push({ kind: 'coaching.inviteCancelled', subjectKind: 'coachingInvite', subjectId: replaced.id, data: { ...invitePayload(replaced, session), by: 'replaced' } });
        const kept = new Set(people.map((p) => p.userId));
        const dropped = (await inviteesOf(db, tenant, [replaced.id])).map((row) => row.userId).filter((id) => !kept.has(id));
        await removeAttendees(ctx, db, session, dropped);
        await queueInviteMails(ctx, db, 'withdrawn', { session, invite: replaced, organiser }, dropped);
      }
    }
    const tokens = new Map(people.map((p) => [p.userId, newInviteeToken()]));
    const [invite] = await db
      .insert(invites)
      .values({
        incubatorId: tenant,
        id: newId(),
        sessionId: session.id,
        status: 'PENDING',
        expiresAt,
        message: input.message || null,
        createdBy: viewer.user.id,
      })
      .returning();
    await db
      .insert(invitees)
      .values(people.map((p) => ({ incubatorId: tenant, inviteId: invite.id, userId: p.userId, side: p.side, response: 'PENDING', tokenHash: tokens.get(p.userId)!.hash })));
    // Invitees take part as attendees; someone already on the session keeps their part.
    await db
      .insert(csPeople)
      .values(people.map((p) => ({ incubatorId: tenant, sessionId: session.id, userId: p.userId, role: 'attendee', startsAt: session.startsAt })))
      .onConflictDoNothing();
    await touchSession(ctx, db, session.id);
    await postInviteOnTimeline(ctx, db, invite, session);
    await queueInviteMails(
      ctx,
      db,
      'invite',
      { session, invite, organiser },
      people.map((p) => p.userId),
      (userId) => tokens.get(userId)!.raw,
    );
    events.push({
      kind: 'coaching.inviteSent',
      subjectKind: 'coachingInvite',
      subjectId: invite.id,
      data: { ...invitePayload(invite, session), inviteeIds: people.map((p) => p.userId), replacedId },
    });
    return { result: invite, events };
  },
});

// ── answers ──

/**
 * The invite's status once everyone's answers are in: ACCEPTED when a startup invitee accepts (or,
 * with none on the startup side, anyone), DECLINED when all decline, else as it was.
 */
function settledStatus(rows: readonly CoachingInviteeRow[]): InviteStatus | null {
  const deciders = rows.some((row) => row.side === 'startup') ? rows.filter((row) => row.side === 'startup') : rows;
  if (deciders.some((row) => row.response === 'ACCEPTED')) return 'ACCEPTED';
  if (rows.length && rows.every((row) => row.response === 'DECLINED')) return 'DECLINED';
  return null;
}

/** Records one invitee's answer and settles the invite: the same steps from the app and from the mail's link. */
export async function answer(ctx: Context, db: Db, invite: CoachingInviteRow, userId: string, accept: boolean): Promise<CoachingInviteRow> {
  const tenant = ctx.incubator.id;
  const status = currentStatus(invite);
  if (status === 'EXPIRED') await expireApart(ctx, invite);
  // Answers count while the invite is open, or accepted (the others may still say whether they come).
  if (status !== 'PENDING' && status !== 'ACCEPTED') throw invalidTransition();
  const session = await findSession(db, tenant, invite.sessionId);
  if (!session) throw notFound();
  if (session.cancelledAt) throw invalidTransition();
  await db
    .update(invitees)
    .set({ response: accept ? 'ACCEPTED' : 'DECLINED' })
    .where(and(eq(invitees.incubatorId, tenant), eq(invitees.inviteId, invite.id), eq(invitees.userId, userId)));
  const settled = settledStatus(await inviteesOf(db, tenant, [invite.id]));
  let current = invite;
  if (settled && invite.status === 'PENDING') current = await moveInvite(ctx, db, invite, settled);
  await touchSession(ctx, db, session.id);
  await recordEvent(ctx, db, {
    kind: 'coaching.inviteAnswered',
    subjectKind: 'coachingInvite',
    subjectId: invite.id,
    actorId: userId,
    data: { ...invitePayload(current, session), userId, accept, status: current.status },
  });
  return current;
}

/** An invite the signed-in viewer is invited to; anything else (another tenant's, a malformed id, someone else's) is NOT_FOUND. */
async function ownInvite(ctx: Context, inviteId: string): Promise<CoachingInviteRow> {
  const viewer = requireViewer(ctx);
  if (!isId(inviteId)) throw notFound();
  const db = await ctx.tx.db();
  const invite = await findInvite(db, ctx.incubator.id, inviteId);
  if (!invite) throw notFound();
  const rows = await inviteesOf(db, ctx.incubator.id, [invite.id]);
  if (!rows.some((row) => row.userId === viewer.user.id)) throw notFound();
  return invite;
}

export const respondToCoachingInvite = defineChange({
  input: () => z.object({ accept: z.boolean('validation.required') }),
  authorize: (ctx, _input, inviteId: string) => ownInvite(ctx, inviteId),
  async write(ctx, db, input, invite) {
    return { result: await answer(ctx, db, invite, requireViewer(ctx).user.id, input.accept), events: [] };
  },
});

/** An invite its session's organisers may act on. */
async function organisedInvite(ctx: Context, inviteId: string): Promise<{ invite: CoachingInviteRow; session: CoachingSessionRow }> {
  requireViewer(ctx);
  if (!isId(inviteId)) throw notFound();
  const invite = await findInvite(await ctx.tx.db(), ctx.incubator.id, inviteId);
  if (!invite) throw notFound();
  const { session, standing } = await visibleSession(ctx, invite.sessionId);
  if (!standing.organiser) throw forbidden();
  return { invite, session };
}

/** The organiser withdraws the invite: its people leave the session and are told; the session stays. */
export const cancelCoachingInvite = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, inviteId: string) => organisedInvite(ctx, inviteId),
  async write(ctx, db, _input, { invite, session }) {
    if (currentStatus(invite) === 'EXPIRED') await expireApart(ctx, invite);
    const cancelled = await moveInvite(ctx, db, invite, 'CANCELLED');
    const people = (await inviteesOf(db, ctx.incubator.id, [invite.id])).map((row) => row.userId);
    await removeAttendees(ctx, db, session, people);
    await touchSession(ctx, db, session.id);
    const organiser = await organiserOf(db, ctx.incubator.id, requireViewer(ctx).user.id);
    await queueInviteMails(ctx, db, 'withdrawn', { session, invite: cancelled, organiser }, people);
    return {
      result: cancelled,
      events: [{ kind: 'coaching.inviteCancelled', subjectKind: 'coachingInvite', subjectId: invite.id, data: { ...invitePayload(cancelled, session), by: 'organiser' } }],
    };
  },
});

// ── the sweep ──

/** How often each server moves the invites past their end to EXPIRED (reads already show them expired). */
export const INVITE_SWEEP_MS = 5 * 60_000;

/** Every tenant's invites past their end (`only` limits it to some tenants: tests share one database). */
export async function sweepExpiredInvites(services: Services, now: Date, options: SweepOptions = {}): Promise<number> {
  return sweepTenants(services, 'coaching invite expiry', (incubator) => asSystem(services, incubator, (ctx, db) => expireDueInvites(ctx, db, now)), options);
}

/** The coaching module's background sweep; stopping waits for a run in progress. */
export function startInviteSweep(services: Services, intervalMs = INVITE_SWEEP_MS) {
  return everyInterval(services, 'coaching invite expiry', intervalMs, (now, signal) => sweepExpiredInvites(services, now, { signal }));
}
