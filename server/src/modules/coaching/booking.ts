import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { SlotRefusal } from '@seedbed/contracts/coaching';
import { bookMeetingSchema } from '@seedbed/contracts/coaching-input';
import { isInGroup, STAFF_LIKE } from '@seedbed/contracts/roles';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, notFoundField } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { canSeeStartup, isFounderOf } from '../startups/access.ts';
import { findPerson, readPreferences } from './preferences.ts';
import { exceptions, slots } from './repo.ts';
import { createSession } from './sessions.ts';
import { bookingClock, hoursRefusal, loadHostRules, slotRefusal } from './slots.ts';

const members = schema.startupMembers;
const MINUTE = 60_000;
/** People who no longer take part cannot host. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive', 'pending'];

/** A time that cannot be booked, saying why (SLOT_REFUSALS) so that the booking screen can tell the person. */
export const slotRefused = (reason: SlotRefusal) => new AppError('SLOT_UNAVAILABLE', `coaching.availability.refusals.${reason}`, {}, { reason });

async function hostRow(ctx: Context, db: Db, hostId: string): Promise<UserRow | null> {
  const host = await findPerson(ctx, db, hostId);
  if (!host || GONE_STATUSES.includes(host.status)) return null;
  const [role] = host.roleId
    ? await db
        .select({ type: schema.roles.type })
        .from(schema.roles)
        .where(and(eq(schema.roles.incubatorId, ctx.incubator.id), eq(schema.roles.id, host.roleId)))
    : [];
  return isInGroup(role?.type, STAFF_LIKE) ? host : null;
}

const isAssignedTo = async (ctx: Context, db: Db, startupId: string, userId: string) =>
  (
    await db
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.startupId, startupId), eq(members.userId, userId), eq(members.kind, 'assigned')))
  ).length > 0;

/**
 * Whether the viewer may book `hostId`, and for which startup: a founder books the hosts assigned
 * to their startup; anyone holding COACHING_MEETING:SCHEDULING books any host (for a startup they
 * see); the host themselves, and those who edit their availability, read their free time. A host
 * that is unknown, of another organisation or out of reach is NOT_FOUND; a startup likewise.
 */
export async function authorizeBooking(ctx: Context, input: { hostId: string; startupId?: string | null; forUserId?: string | null }, purpose: 'book' | 'read') {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const host = isId(input.hostId) ? await hostRow(ctx, db, input.hostId) : null;
  if (!host) throw notFoundField('hostId');
  const scheduler = await isAuthorized(ctx, 'COACHING_MEETING:SCHEDULING');
  let startupId: string | null = null;
  if (input.startupId) {
    if (!isId(input.startupId) || !(await canSeeStartup(ctx, input.startupId))) throw notFoundField('startupId');
    startupId = input.startupId;
  }
  const founder = startupId !== null && (await isFounderOf(ctx, startupId)) && (await isAssignedTo(ctx, db, startupId, host.id));
  const ownTime = host.id === viewer.user.id || (purpose === 'read' && (await isAuthorized(ctx, 'AVAILABILITY:EDIT')));
  if (purpose === 'read' && !(founder || scheduler || ownTime)) throw notFound();
  if (purpose === 'book') {
    if (!founder && !scheduler) throw forbidden();
    if (input.forUserId && input.forUserId !== viewer.user.id && !scheduler) throw forbidden();
  }
  let attendee: UserRow = viewer.user;
  if (input.forUserId && input.forUserId !== viewer.user.id) {
    const other = await findPerson(ctx, db, input.forUserId);
    if (!other || GONE_STATUSES.includes(other.status)) throw notFoundField('forUserId');
    attendee = other;
  }
  if (purpose === 'book' && attendee.id === host.id)
    throw new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, [{ field: 'hostId', key: 'coaching.availability.ownTime' }]);
  return { host, startupId, attendee };
}

/** Why a host cannot be booked for `duration` minutes from `start` (for this startup's balance), or null. */
export async function refusalFor(ctx: Context, db: Db, hostId: string, start: Date, duration: number, startupId: string | null): Promise<SlotRefusal | null> {
  const end = new Date(start.getTime() + duration * MINUTE);
  const rules = await loadHostRules(ctx, db, hostId, start, end);
  return slotRefusal(rules, start.getTime(), duration, bookingClock.now().getTime()) ?? (await hoursRefusal(ctx, db, startupId, duration));
}

/**
 * bookMeeting (spec 2 §4): re-checks the time in the transaction (rules, busy times, the startup's
 * hours) and writes a ONE_ON_ONE session through createSession, whose calendar hold is what makes a
 * double booking impossible: of two bookings of the same time, whichever server takes them, the
 * database lets one commit and refuses the other's hold (SLOT_UNAVAILABLE, "just taken").
 */
export const bookMeeting = defineChange({
  input: () => bookMeetingSchema,
  authorize: (ctx, input) => authorizeBooking(ctx, input, 'book'),
  async write(ctx, db, input, { host, startupId, attendee }) {
    const refusal = await refusalFor(ctx, db, host.id, input.start, input.duration, startupId);
    if (refusal) throw slotRefused(refusal);
    const preferences = await readPreferences(ctx, db, host);
    const session = await createSession(
      ctx,
      db,
      {
        name: input.topic ?? ctx.t('coaching.availability.meetingName', { host: displayName(host, ctx), person: displayName(attendee, ctx) }),
        date: input.start,
        expectedDuration: input.duration,
        eventType: 'ONE_ON_ONE',
        startupId,
        coachIds: [host.id],
        attendeeIds: [attendee.id],
        locationMode: 'ONLINE',
        meetingLink: preferences.meetingLink,
      },
      { skipAuthorize: true },
    ).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'SLOT_UNAVAILABLE' ? new AppError('SLOT_UNAVAILABLE', 'coaching.availability.taken', {}, { reason: 'BUSY' }) : error;
    });
    return {
      result: session,
      events: [
        {
          kind: 'coaching.meetingBooked',
          subjectKind: 'coachingSession',
          subjectId: session.id,
          data: { sessionId: session.id, hostId: host.id, startupId, attendeeIds: [attendee.id], start: input.start.toISOString(), duration: input.duration },
        },
      ],
    };
  },
});

/**
 * The hosts a startup's founders may book (spec 2 §4): the coaches, mentors and experts assigned
 * to it who keep a weekly time or extra time ahead.
 */
export async function bookableHosts(ctx: Context, startupId: string): Promise<UserRow[]> {
  requireViewer(ctx);
  if (!isId(startupId) || !(await canSeeStartup(ctx, startupId))) throw notFound();
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const u = schema.users;
  const r = schema.roles;
  const assigned = await db
    .select({ user: u, type: r.type })
    .from(members)
    .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
    .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(members.incubatorId, tenant), eq(members.startupId, startupId), eq(members.kind, 'assigned'), notInArray(u.status, GONE_STATUSES)));
  const staff = assigned.filter((row) => isInGroup(row.type ?? undefined, STAFF_LIKE)).map((row) => row.user);
  if (!staff.length) return [];
  const ids = staff.map((user) => user.id);
  const [weekly, extra] = await Promise.all([
    db
      .selectDistinct({ userId: slots.userId })
      .from(slots)
      .where(and(eq(slots.incubatorId, tenant), inArray(slots.userId, ids))),
    db
      .selectDistinct({ userId: exceptions.userId })
      .from(exceptions)
      .where(and(eq(exceptions.incubatorId, tenant), inArray(exceptions.userId, ids), eq(exceptions.available, true), gt(exceptions.endsAt, bookingClock.now()))),
  ]);
  const open = new Set([...weekly, ...extra].map((row) => row.userId));
  return staff.filter((user) => open.has(user.id)).sort((a, b) => displayName(a, ctx).localeCompare(displayName(b, ctx)));
}
