import { INTERNAL, isInGroup, STARTUP_SIDE } from '@seedbed/contracts/roles';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { canSeeStartup, isFounderOf } from '../startups/access.ts';
import { findSession, sessionPeople, type CoachingSessionRow } from './repo.ts';

/**
 * How the viewer stands to one coaching session, the one rule every read and write of it starts from:
 * - `role`: 'coach' or 'attendee' when they are on it;
 * - `founder`: a founder of its startup (founders follow their startup's sessions);
 * - `staff`: a staff-side role (not applicant, founder or community member) who sees its startup;
 * - `organiser`: may change it — its creator, its coaches, or internal staff (staff, coach,
 *   admins) who see its startup.
 * Null when the session is out of their reach.
 */
export interface SessionStanding {
  role: 'coach' | 'attendee' | null;
  founder: boolean;
  staff: boolean;
  organiser: boolean;
  /** Reads the staff-only notes: the staff side, or anyone once they are shared (staffEditorPublic). */
  readsStaffNotes: boolean;
}

export const isStartupSideViewer = (ctx: Context) => isInGroup(requireViewer(ctx).role?.type, STARTUP_SIDE);

export function sessionStanding(ctx: Context, session: CoachingSessionRow): Promise<SessionStanding | null> {
  return memo(ctx, `coaching:standing:${session.id}:${session.updatedAt.getTime()}`, async () => {
    const viewer = requireViewer(ctx);
    const people = await sessionPeople(await ctx.tx.db(), ctx.incubator.id, session.id);
    const role = (people.get(viewer.user.id) as 'coach' | 'attendee' | undefined) ?? null;
    const startupSide = isStartupSideViewer(ctx);
    const seesStartup = session.startupId !== null && (await canSeeStartup(ctx, session.startupId));
    const founder = session.startupId !== null && (await isFounderOf(ctx, session.startupId));
    const staff = !startupSide && seesStartup;
    const creator = session.createdBy === viewer.user.id;
    if (!role && !founder && !staff && !creator) return null;
    const organiser = creator || role === 'coach' || (staff && isInGroup(viewer.role?.type, INTERNAL)) || (staff && isInGroup(viewer.role?.type, ['subadmin']));
    return { role, founder, staff, organiser, readsStaffNotes: !startupSide || session.staffEditorPublic };
  });
}

/** A session the viewer may open, with how they stand to it; a malformed id, another tenant's or one out of reach is NOT_FOUND alike. */
export async function visibleSession(ctx: Context, id: string): Promise<{ session: CoachingSessionRow; standing: SessionStanding }> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const session = await findSession(await ctx.tx.db(), ctx.incubator.id, id);
  const standing = session ? await sessionStanding(ctx, session) : null;
  if (!session || !standing) throw notFound();
  return { session, standing };
}
