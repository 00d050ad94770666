import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { ENGAGEMENT_MEASURES, startupEngagementInputSchema, type EngagementInterval, type EngagementMeasure } from '@seedbed/contracts/engagement';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { NOTE_KIND } from '../timeline/note-kind.ts';
import { engagementStartup, requireEngagementAnalytics } from './access.ts';

export type EngagementCounts = Record<EngagementMeasure, number>;
export interface EngagementPeriod extends EngagementCounts {
  /** The period's first day in the organisation's time zone (a Monday, or the 1st of a month). */
  start: string;
}
export interface FounderEngagement {
  user: UserRow;
  periods: EngagementPeriod[];
  totals: EngagementCounts;
}
export interface StartupEngagement {
  startupId: string;
  from: string;
  to: string;
  interval: EngagementInterval;
  timeZone: string;
  team: EngagementPeriod[];
  totals: EngagementCounts;
  founders: FounderEngagement[];
}

export interface EngagementArgs {
  from?: string | null;
  to?: string | null;
  interval?: string | null;
}

/** Left open, the range is the last six months up to today, by month. */
const DEFAULT_MONTHS = 6;

const zero = (): EngagementCounts => Object.fromEntries(ENGAGEMENT_MEASURES.map((m) => [m, 0])) as EngagementCounts;

/** The first day of the period a calendar day falls in: its week's Monday or its month's 1st. */
export function periodStart(day: string, interval: EngagementInterval): string {
  if (interval === 'MONTH') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every period from the one holding `from` to the one holding `to`, oldest first. */
export function periodStarts(from: string, to: string, interval: EngagementInterval): string[] {
  const starts: string[] = [];
  for (let day = periodStart(from, interval); day <= to; ) {
    starts.push(day);
    if (interval === 'WEEK') day = addDays(day, 7);
    else {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1);
      day = d.toISOString().slice(0, 10);
    }
  }
  return starts;
}

function withDefaults(args: EngagementArgs, zone: string) {
  const to = args.to ?? localDate(new Date(), zone);
  const interval = args.interval ?? 'MONTH';
  let from = args.from;
  if (!from) {
    const back = new Date(`${/^\d{4}-\d{2}-\d{2}$/.test(to) ? to : localDate(new Date(), zone)}T00:00:00Z`);
    back.setUTCMonth(back.getUTCMonth() - DEFAULT_MONTHS, 1);
    from = back.toISOString().slice(0, 10);
  }
  return { from, to, interval };
}

interface Row {
  measure: EngagementMeasure;
  who: string | null;
  /** 1 for the first period, 2 for the next… (width_bucket over the periods' first instants). */
  bucket: number;
  total: number;
}

/**
 * A startup's engagement, for the programme's side of its file: per founder (the startup's
 * founders) and for the team, period by period in the organisation's time zone — sign-ins (a
 * sign-in issues a token), coaching sessions attended (held, not cancelled), tasks done, metric
 * periods submitted by their due day, lessons completed, posts (community posts and notes on the
 * startup's timeline). One statement: a grouped branch per measure, each a range of an index on
 * (tenant, person, time) or (tenant, startup); the team counts what anyone submitted of the
 * startup's metrics, the founders what each did.
 */
export async function startupEngagement(ctx: Context, startupId: string, args: EngagementArgs): Promise<StartupEngagement> {
  requireEngagementAnalytics(ctx);
  const zone = ctx.incubator.timezone || 'UTC';
  const { from, to, interval } = parseInput(startupEngagementInputSchema, withDefaults(args, zone));
  const startup = await engagementStartup(ctx, startupId);
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const m = schema.startupMembers;
  const u = schema.users;
  const founders = await db
    .select({ user: u })
    .from(m)
    .innerJoin(u, and(eq(u.incubatorId, m.incubatorId), eq(u.id, m.userId)))
    .where(and(eq(m.incubatorId, tenant), eq(m.startupId, startup.id), eq(m.kind, 'founder'), ne(u.status, 'deleted')))
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id));
  const founderIds = founders.map((f) => f.user.id);

  const starts = periodStarts(from, to, interval);
  // Each period's first instant in the organisation's zone: rows are sorted into periods by these
  // bounds (a binary search per row) rather than by converting each row's time to the zone.
  const bounds = starts.map((day) => startOfLocalDay(day, zone));
  const start = startOfLocalDay(from, zone);
  const end = startOfLocalDay(addDays(to, 1), zone);
  const rows = await countByPeriod(db, { tenant, startupId: startup.id, founderIds, start, end, zone, bounds });

  const blank = () => new Map(starts.map((s) => [s, { start: s, ...zero() }]));
  const team = blank();
  const perFounder = new Map(founderIds.map((id) => [id, blank()]));
  for (const row of rows) {
    const total = Number(row.total);
    const period = starts[Number(row.bucket) - 1];
    const teamPeriod = team.get(period);
    if (teamPeriod) teamPeriod[row.measure] += total;
    const founderPeriod = row.who ? perFounder.get(row.who)?.get(period) : undefined;
    if (founderPeriod) founderPeriod[row.measure] += total;
  }
  const sum = (periods: EngagementPeriod[]) => {
    const totals = zero();
    for (const period of periods) for (const measure of ENGAGEMENT_MEASURES) totals[measure] += period[measure];
    return totals;
  };
  const teamPeriods = [...team.values()];
  return {
    startupId: startup.id,
    from,
    to,
    interval,
    timeZone: zone,
    team: teamPeriods,
    totals: sum(teamPeriods),
    founders: founders.map(({ user }) => {
      const periods = [...perFounder.get(user.id)!.values()];
      return { user, periods, totals: sum(periods) };
    }),
  };
}

interface Scope {
  tenant: string;
  startupId: string;
  founderIds: string[];
  start: Date;
  end: Date;
  zone: string;
  bounds: Date[];
}

async function countByPeriod(db: Db, scope: Scope): Promise<Row[]> {
  const { tenant, startupId, founderIds, start, end, zone, bounds } = scope;
  const inRange = (at: AnyPgColumn) => and(gte(at, start), lt(at, end))!;
  const thresholds = sql`${`{${bounds.map((b) => b.toISOString()).join(',')}}`}::timestamptz[]`;
  const branch = (measure: EngagementMeasure, table: AnyPgTable | SQL, at: AnyPgColumn, who: AnyPgColumn, where: SQL) =>
    sql`select ${measure}::text as measure, ${who} as who, width_bucket(${at}, ${thresholds}) as bucket, count(*)::int as total
      from ${table} where ${and(where, inRange(at))} group by 2, 3`;

  const tokens = schema.authTokens;
  const people = schema.coachingSessionPeople;
  const sessions = schema.coachingSessions;
  const assignees = schema.taskAssignees;
  const metricPeriods = schema.metricPeriods;
  const progress = schema.courseProgress;
  const posts = schema.communityPosts;
  const notes = schema.timelineEvents;

  const branches: SQL[] = [
    // Due by the end of its due day in the organisation's time zone.
    branch(
      'metricsOnTime',
      metricPeriods,
      metricPeriods.submittedAt,
      metricPeriods.submittedBy,
      and(
        eq(metricPeriods.incubatorId, tenant),
        eq(metricPeriods.startupId, startupId),
        isNotNull(metricPeriods.submittedAt),
        sql`${metricPeriods.submittedAt} < ((${metricPeriods.dueDate} + 1)::timestamp at time zone ${zone})`,
      )!,
    ),
  ];
  if (founderIds.length) {
    const held = sql`${people} join ${sessions} on ${and(eq(sessions.incubatorId, people.incubatorId), eq(sessions.id, people.sessionId))}`;
    branches.push(
      branch('signIns', tokens, tokens.createdAt, tokens.userId, and(eq(tokens.incubatorId, tenant), inArray(tokens.userId, founderIds))!),
      branch(
        'sessionsAttended',
        held,
        people.startsAt,
        people.userId,
        and(eq(people.incubatorId, tenant), inArray(people.userId, founderIds), eq(people.role, 'attendee'), isNull(sessions.cancelledAt), lt(people.startsAt, sql`now()`))!,
      ),
      branch(
        'tasksDone',
        assignees,
        assignees.completedAt,
        assignees.userId,
        and(eq(assignees.incubatorId, tenant), inArray(assignees.userId, founderIds), eq(assignees.done, true))!,
      ),
      branch(
        'lessonsCompleted',
        progress,
        progress.completedAt,
        progress.userId,
        and(eq(progress.incubatorId, tenant), inArray(progress.userId, founderIds), isNotNull(progress.completedAt))!,
      ),
      branch(
        'posts',
        posts,
        posts.createdAt,
        posts.authorId,
        and(eq(posts.incubatorId, tenant), inArray(posts.authorId, founderIds), isNull(posts.rootId), eq(posts.kind, 'POST'))!,
      ),
      branch(
        'posts',
        notes,
        notes.createdAt,
        notes.createdBy,
        and(eq(notes.incubatorId, tenant), eq(notes.startupId, startupId), eq(notes.kind, NOTE_KIND), isNull(notes.parentId), inArray(notes.createdBy, founderIds))!,
      ),
    );
  }
  const result = await db.execute<Row & Record<string, unknown>>(sql.join(branches, sql` union all `));
  return result.rows;
}
