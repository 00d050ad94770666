import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { checkInstant } from '@seedbed/contracts/schemas';
import { INTERNAL, ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { isFounderOf, loadVisibleStartup, startupVisibility } from '../startups/access.ts';
import { isStartupSideViewer, sessionStanding, visibleSession } from './access.ts';
import { cs, csLog, csPeople, type CoachingSessionRow } from './repo.ts';

export interface SessionFilter {
  startupId?: string | null;
  coachId?: string | null;
  from?: string | null;
  to?: string | null;
  /** Latest first (a startup's past sessions); soonest first otherwise. */
  descending?: boolean | null;
}

export interface SessionPage {
  results: CoachingSessionRow[];
  next: string | null;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** One session the viewer may open (visibleSession decides; anything else is NOT_FOUND). */
export async function coachingSession(ctx: Context, id: string): Promise<CoachingSessionRow> {
  return (await visibleSession(ctx, id)).session;
}

function instantArg(value: string | null | undefined, field: string): Date | null {
  if (!value) return null;
  const checked = checkInstant(value);
  if ('error' in checked) throw validationError([{ field, ...checked.error }]);
  return checked.date;
}

/** Those who read another coach's sessions: internal staff and the organisation's admins. */
const readsOthersSessions = (ctx: Context) => {
  const type = requireViewer(ctx).role?.type;
  return isInGroup(type, INTERNAL) || isInGroup(type, ORGANISATION_ADMINS);
};

/**
 * Sessions by date, keyset-paginated on (starts_at, id) so that any page is one index range:
 * a startup's (coaching_sessions_startup_idx; its founders and the staff who see it read them all,
 * anyone else on its side only their own), a coach's (coaching_session_people_user_idx; oneself, or
 * internal staff for the startups they see), or by default the viewer's own.
 */
export async function coachingSessions(
  ctx: Context,
  filter: SessionFilter | null | undefined,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<SessionPage> {
  const viewer = requireViewer(ctx);
  const size = Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const from = instantArg(filter?.from, 'filter.from');
  const to = instantArg(filter?.to, 'filter.to');
  const descending = Boolean(filter?.descending);
  const after = cursor ? decodeCursor(cursor, [cursorPart.instant, cursorPart.id]) : null;
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;

  // The people table carries starts_at too, so a person's sessions are a range of its index.
  const byPerson = !filter?.startupId;
  const starts = byPerson ? csPeople.startsAt : cs.startsAt;
  const ids = byPerson ? csPeople.sessionId : cs.id;
  const conditions: (SQL | undefined)[] = [eq(cs.incubatorId, tenant)];
  if (from) conditions.push(gte(starts, from));
  if (to) conditions.push(lt(starts, to));
  if (after) {
    const [time, id] = after;
    conditions.push(descending ? sql`(${starts}, ${ids}) < (${new Date(time)}, ${id})` : sql`(${starts}, ${ids}) > (${new Date(time)}, ${id})`);
  }
  const mine = sql`exists (select 1 from ${csPeople} p where p.incubator_id = ${cs.incubatorId} and p.session_id = ${cs.id} and p.user_id = ${viewer.user.id})`;

  if (filter?.startupId) {
    const startup = await loadVisibleStartup(ctx, filter.startupId);
    conditions.push(eq(cs.startupId, startup.id));
    if (isStartupSideViewer(ctx) && !(await isFounderOf(ctx, startup.id))) conditions.push(or(mine, eq(cs.createdBy, viewer.user.id)));
  } else {
    const personId = filter?.coachId ?? viewer.user.id;
    if (!isId(personId)) throw notFound();
    conditions.push(eq(csPeople.incubatorId, tenant), eq(csPeople.userId, personId));
    if (filter?.coachId) conditions.push(eq(csPeople.role, 'coach'));
    if (personId !== viewer.user.id) {
      if (!readsOthersSessions(ctx)) throw forbidden();
      const visibility = await startupVisibility(ctx);
      if (!visibility.all) {
        const seen = visibility.ids.size ? inArray(cs.startupId, [...visibility.ids]) : sql`false`;
        conditions.push(or(seen, mine, eq(cs.createdBy, viewer.user.id)));
      }
    }
  }

  const order = descending ? [desc(starts), desc(ids)] : [asc(starts), asc(ids)];
  const base = db.select({ session: cs }).from(cs);
  const query = byPerson ? base.innerJoin(csPeople, and(eq(csPeople.incubatorId, cs.incubatorId), eq(csPeople.sessionId, cs.id))) : base;
  const rows = (
    await query
      .where(and(...conditions))
      .orderBy(...order)
      .limit(size + 1)
  ).map((row) => row.session);
  const results = rows.slice(0, size);
  const last = results.at(-1);
  return { results, next: rows.length > size && last ? encodeCursor([last.startsAt.toISOString(), last.id]) : null };
}

/** What changed and who changed it, oldest first: for the session's people and the staff (not a founder who only follows it). */
export async function sessionChangelogs(ctx: Context, session: CoachingSessionRow) {
  const standing = await sessionStanding(ctx, session);
  if (!standing || !(standing.role || standing.staff || standing.organiser)) return [];
  return (await ctx.tx.db())
    .select()
    .from(csLog)
    .where(and(eq(csLog.incubatorId, ctx.incubator.id), eq(csLog.sessionId, session.id)))
    .orderBy(asc(csLog.changeTime), asc(csLog.id));
}

/** What the viewer may do with the session, as the changes decide it. */
export async function sessionActions(ctx: Context, session: CoachingSessionRow) {
  const standing = await sessionStanding(ctx, session);
  const runs = Boolean(standing && (standing.organiser || standing.role === 'coach')) && !session.cancelledAt;
  return {
    edit: Boolean(standing?.organiser) && !session.cancelledAt,
    delete: Boolean(standing) && (await isAuthorized(ctx, 'COACHING_SESSION:DELETE', [session.id])),
    start: runs && !session.startedAt && session.eventType !== 'UNSCHEDULED_COACHING_SESSION',
    end: runs && Boolean(session.startedAt) && !session.endedAt,
  };
}
