import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { SESSION_DURATIONS } from '@seedbed/contracts/coaching';
import { localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isInGroup, STARTUP_SIDE } from '@seedbed/contracts/roles';
import { isAuthorized } from '../permissions/scope.ts';
import { canSeeStartup } from '../startups/access.ts';
import { personZone } from './external.ts';
import { cs, csPeople, extBusy } from './repo.ts';

export const CALENDAR_KINDS = ['SESSION', 'TASK', 'BUSY', 'EVENT'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest range one read may cover: a month view with the days of its first and last weeks. */
export const CALENDAR_MAX_DAYS = 62;
const DAY_MS = 86_400_000;
/** A session starting this long before the range may still run into it. */
const LONGEST_SESSION_MS = Math.max(...SESSION_DURATIONS) * 60_000;
/** Outside busy times are read for 90 days ahead, so none is longer than that. */
const LONGEST_BUSY_MS = 92 * DAY_MS;

export interface CalendarItem {
  kind: CalendarKind;
  id: string;
  /** Null when the viewer may not read what it is (another person's session out of their reach, a busy time). */
  title: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
  url: string | null;
  startupName: string | null;
  cancelled: boolean;
}

/** Whose calendar is read, over which range; `own` when it is the viewer's. */
export interface CalendarQuery {
  ownerId: string;
  own: boolean;
  from: Date;
  to: Date;
}
/** Another feature's items in a person's calendar (events registers its own): one indexed range each. */
export type CalendarSource = (ctx: Context, db: Db, query: CalendarQuery) => Promise<CalendarItem[]>;
const sources: CalendarSource[] = [];
export function registerCalendarSource(source: CalendarSource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** The range asked for, checked: two instants, in order, at most CALENDAR_MAX_DAYS apart. */
export function calendarRange(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start || end.getTime() - start.getTime() > CALENDAR_MAX_DAYS * DAY_MS) {
    throw new AppError('VALIDATION_ERROR', 'coaching.calendar.rangeInvalid', { days: CALENDAR_MAX_DAYS }, {}, [
      { field: 'to', key: 'coaching.calendar.rangeInvalid', params: { days: CALENDAR_MAX_DAYS } },
    ]);
  }
  return { from: start, to: end };
}

/**
 * Whose calendar the viewer reads: their own, or — for the organisation's side holding
 * AVAILABILITY:EDIT (they plan other people's time) — another person of the tenant. Anyone else
 * asking for another person gets NOT_FOUND, as for a person who does not exist.
 */
async function calendarOwner(ctx: Context, userId: string | null | undefined): Promise<string> {
  const viewer = requireViewer(ctx);
  if (!userId || userId === viewer.user.id) return viewer.user.id;
  if (!isId(userId) || isInGroup(viewer.role?.type, STARTUP_SIDE) || !(await isAuthorized(ctx, 'AVAILABILITY:EDIT'))) throw notFound();
  const u = schema.users;
  const [found] = await (await ctx.tx.db())
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, userId)));
  if (!found) throw notFound();
  return found.id;
}

/**
 * One person's calendar between two instants (spec 2 §3): their coaching sessions, their task due
 * dates (their own calendar only: tasks are not for others to read) and the busy times read from
 * their outside calendars. One indexed range per source, whatever the number of items.
 */
export async function calendarItems(ctx: Context, fromText: string, toText: string, userId?: string | null): Promise<CalendarItem[]> {
  const { from, to } = calendarRange(fromText, toText);
  const ownerId = await calendarOwner(ctx, userId);
  const own = ownerId === requireViewer(ctx).user.id;
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const st = schema.startups;

  const sessions = await db
    .select({
      id: cs.id,
      name: cs.name,
      startsAt: cs.startsAt,
      minutes: sql<number>`coalesce(${cs.estimatedDuration}, ${cs.expectedDuration})`,
      cancelledAt: cs.cancelledAt,
      startupId: cs.startupId,
      createdBy: cs.createdBy,
      startupName: st.name,
    })
    .from(csPeople)
    .innerJoin(cs, and(eq(cs.incubatorId, csPeople.incubatorId), eq(cs.id, csPeople.sessionId)))
    .leftJoin(st, and(eq(st.incubatorId, cs.incubatorId), eq(st.id, cs.startupId)))
    .where(and(eq(csPeople.incubatorId, tenant), eq(csPeople.userId, ownerId), gt(csPeople.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)), lt(csPeople.startsAt, to)))
    .orderBy(asc(csPeople.startsAt));

  const items: CalendarItem[] = [];
  for (const s of sessions) {
    const end = new Date(s.startsAt.getTime() + Number(s.minutes) * 60_000);
    if (end <= from) continue;
    // Another person's session shows as time taken unless the viewer could open it anyway.
    const readable = own || s.createdBy === ctx.viewer?.user.id || (s.startupId !== null && (await canSeeStartup(ctx, s.startupId)));
    items.push({
      kind: 'SESSION',
      id: s.id,
      title: readable ? s.name : null,
      start: s.startsAt,
      end,
      allDay: false,
      url: readable ? `/coaching/session/${s.id}` : null,
      startupName: readable ? s.startupName : null,
      cancelled: s.cancelledAt !== null,
    });
  }

  if (own) {
    const ta = schema.taskAssignees;
    const tk = schema.tasks;
    const tasks = await db
      .select({ id: tk.id, name: tk.name, url: tk.url, dueDate: ta.dueDate, startupName: st.name })
      .from(ta)
      .innerJoin(tk, and(eq(tk.incubatorId, ta.incubatorId), eq(tk.id, ta.taskId)))
      .leftJoin(st, and(eq(st.incubatorId, tk.incubatorId), eq(st.id, tk.startupId)))
      .where(and(eq(ta.incubatorId, tenant), eq(ta.userId, ownerId), gte(ta.dueDate, from), lt(ta.dueDate, to), eq(ta.approvalStatus, 'APPROVED')))
      .orderBy(asc(ta.dueDate));
    for (const task of tasks) {
      items.push({
        kind: 'TASK',
        id: task.id,
        title: task.name,
        start: task.dueDate,
        end: task.dueDate,
        allDay: true,
        // An automatic task leads where it is done; any other to the task list.
        url: task.url?.startsWith('/') ? task.url : '/tasks',
        startupName: task.startupName,
        cancelled: false,
      });
    }
  }

  const busy = await db
    .select({ id: extBusy.id, startsAt: extBusy.startsAt, endsAt: extBusy.endsAt })
    .from(extBusy)
    .where(
      and(
        eq(extBusy.incubatorId, tenant),
        eq(extBusy.userId, ownerId),
        gt(extBusy.startsAt, new Date(from.getTime() - LONGEST_BUSY_MS)),
        lt(extBusy.startsAt, to),
        gt(extBusy.endsAt, from),
      ),
    )
    .orderBy(asc(extBusy.startsAt));
  // Outside all-day events were stored as whole days of the person's zone (external.ts).
  const zone = busy.length ? await personZone(db, tenant, ownerId, ctx.incubator.timezone) : 'UTC';
  for (const b of busy) {
    const allDay = isMidnight(b.startsAt, zone) && isMidnight(b.endsAt, zone);
    items.push({ kind: 'BUSY', id: b.id, title: null, start: b.startsAt, end: b.endsAt, allDay, url: null, startupName: null, cancelled: false });
  }

  for (const source of sources) items.push(...(await source(ctx, db, { ownerId, own, from, to })));

  return items.sort((a, b) => a.start.getTime() - b.start.getTime() || a.kind.localeCompare(b.kind));
}

const isMidnight = (instant: Date, zone: string) => startOfLocalDay(localDate(instant, zone), zone).getTime() === instant.getTime();
