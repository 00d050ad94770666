import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, EVALUATION_SCORE_MAX, type ApplicationStatus } from '@seedbed/contracts/applications';
import { applicationsDashboardRangeSchema } from '@seedbed/contracts/applications-input';
import { addDays, endOfLocalDay, isTimeZone, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { findFunnel, fn, roundsOf, type FunnelRow } from '../funnels/repo.ts';
import { apDecision } from './repo.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { analyticsKey, cachedAnalytics } from '../../core/analytics-cache.ts';

/** In its round, an application in these statuses has not been sent (its form, or its meeting, is to come). */
const NOT_YET_SENT: readonly ApplicationStatus[] = ['draft', 'ready_for_invitation', 'ready_for_meeting'];

/** Score buckets are this wide, from 1 to EVALUATION_SCORE_MAX. */
export const SCORE_BUCKET = 0.5;
/** The evaluators listed, most assigned first. */
export const DASHBOARD_EVALUATORS_MAX = 100;

export interface DashboardRound {
  roundId: string;
  name: string;
  position: number;
  /** Applications that reached the round (drafts count in the first). */
  entered: number;
  /** Those whose round was sent and reviewed: past its form (or its meeting) or already further on. */
  submitted: number;
  /** Accepted in this round: moved on, or accepted into the programme from the last round. */
  accepted: number;
  /** Rejected in this round, the held rejections included. */
  rejected: number;
}

export interface ApplicationsDashboard {
  funnel: FunnelRow | null;
  funnels: FunnelRow[];
  from: string | null;
  to: string | null;
  total: number;
  statuses: Array<{ status: ApplicationStatus; count: number }>;
  rounds: DashboardRound[];
  weeks: Array<{ week: string; created: number; submitted: number }>;
  scores: Array<{ from: number; to: number; count: number }>;
  evaluators: Array<{ evaluatorId: string; assigned: number; done: number; conflicts: number }>;
  timeToDecision: { decided: number; medianDays: number | null; p90Days: number | null };
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
const n = (value: unknown) => Number(value ?? 0);
const days = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * Who opens the dashboard and over which funnels: APPLICATION_DASHBOARD reads every funnel, a
 * funnel's administrators always read theirs; the plan must have applicationsDashboard. A
 * malformed id, another tenant's funnel or one out of reach is NOT_FOUND alike.
 */
async function dashboardScope(ctx: Context, funnelId: string | null | undefined) {
  requireViewer(ctx);
  if (!incubatorFlags(ctx.incubator).applicationsDashboard) {
    throw new AppError('FEATURE_DISABLED', 'applications.analytics.planRequired', {}, { flag: 'applicationsDashboard' });
  }
  const everyFunnel = await isAuthorized(ctx, 'APPLICATION_DASHBOARD');
  const administered = await adminFunnelIds(ctx);
  if (!everyFunnel && administered.size === 0) throw forbidden();
  const db = await ctx.tx.db();
  let funnel: FunnelRow | null = null;
  if (funnelId) {
    if (!isId(funnelId)) throw notFound();
    funnel = await findFunnel(db, ctx.incubator.id, funnelId);
    if (!funnel || (!everyFunnel && !administered.has(funnel.id))) throw notFound();
  }
  return { db, funnel, everyFunnel, administered: [...administered] };
}

/**
 * The applications dashboard (spec 3 §4): for one funnel or every funnel in reach, over the
 * applications created in the period — conversion per round, applications per week, the
 * distribution of scores, each evaluator's progress and the time to a decision, from grouped
 * reads kept until the organisation's applications data changes.
 */
export async function applicationsDashboard(
  ctx: Context,
  funnelId: string | null | undefined,
  rawFrom: string | null | undefined,
  rawTo: string | null | undefined,
): Promise<ApplicationsDashboard> {
  const range = parseInput(applicationsDashboardRangeSchema, { from: rawFrom ?? null, to: rawTo ?? null });
  const { db, funnel, everyFunnel, administered } = await dashboardScope(ctx, funnelId);
  const tenant = ctx.incubator.id;
  const zone = isTimeZone(ctx.incubator.timezone) ? ctx.incubator.timezone : 'UTC';
  const funnels = await db
    .select()
    .from(fn)
    .where(and(eq(fn.incubatorId, tenant), everyFunnel ? undefined : sql`${fn.id} = ANY(string_to_array(${administered.join(',')}, ',')::uuid[])`))
    .orderBy(asc(fn.archived), desc(fn.createdAt), asc(fn.id));

  // The applications counted: the funnel's (or those in reach), created in the period.
  const inFunnels = funnel ? sql`a.funnel_id = ${funnel.id}::uuid` : everyFunnel ? sql`true` : sql`a.funnel_id = ANY(string_to_array(${administered.join(',')}, ',')::uuid[])`;
  const since = range.from ? sql`a.created_at >= ${startOfLocalDay(range.from, zone).toISOString()}::timestamptz` : sql`true`;
  const until = range.to ? sql`a.created_at <= ${endOfLocalDay(range.to, zone).toISOString()}::timestamptz` : sql`true`;
  const counted = sql`a.incubator_id = ${tenant}::uuid AND ${inFunnels} AND ${since} AND ${until}`;

  // The grouped reads cover every application in range: kept until an application, evaluation or
  // decision of the organisation is written (core/analytics-cache.ts).
  const key = analyticsKey('applicationsDashboard', { funnel: funnel?.id ?? null, scope: everyFunnel ? 'all' : [...administered].sort(), range, zone });
  const grouped = await cachedAnalytics(ctx, db, 'applications', key, () => groupedReads(db, counted, zone, Boolean(funnel)));
  const { standing, weekRows, evaluationRows, decision } = grouped;
  const byStatus = new Map<string, number>();
  for (const row of standing) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + n(row.n));
  const rounds = funnel ? conversion(await roundsOf(db, tenant, funnel.id), standing, grouped.decided) : [];
  const weeks = fillWeeks(
    weekRows.map((r) => ({ week: r.week, created: n(r.created), submitted: n(r.submitted) })),
    range.from ? mondayOf(range.from) : null,
    mondayOf(range.to ?? localDate(new Date(), zone)),
  );
  const scoreRows = evaluationRows.filter((r) => r.evaluator_id === null);
  const scores = [];
  for (let from = 1; from < EVALUATION_SCORE_MAX; from += SCORE_BUCKET) {
    const count = scoreRows.filter((r) => Math.abs(Math.max(Number(r.bucket), 1) - from) < 1e-9).reduce((sum, r) => sum + n(r.n), 0);
    scores.push({ from, to: from + SCORE_BUCKET, count });
  }
  const evaluatorRows = evaluationRows.filter((r): r is typeof r & { evaluator_id: string } => r.evaluator_id !== null);

  return {
    funnel,
    funnels,
    from: range.from ?? null,
    to: range.to ?? null,
    total: standing.reduce((sum, r) => sum + n(r.n), 0),
    statuses: APPLICATION_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    rounds,
    weeks,
    scores,
    evaluators: evaluatorRows.map((r) => ({ evaluatorId: r.evaluator_id, assigned: n(r.assigned), done: n(r.done), conflicts: n(r.conflicts) })),
    timeToDecision: { decided: n(decision?.decided), medianDays: days(decision?.median), p90Days: days(decision?.p90) },
  };
}

interface GroupedReads {
  standing: Array<{ round_id: string; status: string; n: string }>;
  weekRows: Array<{ week: string; created: string; submitted: string }>;
  evaluationRows: Array<{ evaluator_id: string | null; bucket: string | null; n: string; assigned: string; done: string; conflicts: string }>;
  decision: { decided: string; median: string | null; p90: string | null } | undefined;
  /** Decisions per round, for one funnel's conversion. */
  decided: Array<{ round_id: string; decision: string; n: string }>;
}

/**
 * The dashboard's grouped reads over the counted applications: each figure is one grouped query
 * over the funnel's index range; nothing is read per application.
 */
async function groupedReads(db: Db, counted: SQL, zone: string, oneFunnel: boolean): Promise<GroupedReads> {
  // One grouped read gives the statuses and, with each round's position, how far applications went.
  const standing = await rowsOf<GroupedReads['standing'][number]>(
    db,
    sql`SELECT a.round_id, a.status, count(*) AS n FROM applications a WHERE ${counted} GROUP BY a.round_id, a.status`,
  );
  const decided = oneFunnel
    ? await rowsOf<GroupedReads['decided'][number]>(
        db,
        sql`SELECT d.round_id, d.decision, count(*) AS n
            FROM application_decisions d JOIN applications a ON a.incubator_id = d.incubator_id AND a.id = d.application_id
            WHERE ${counted} GROUP BY d.round_id, d.decision`,
      )
    : [];

  // Weeks begin on Monday in the organisation's time zone; a week with nothing still shows.
  const weekRows = await rowsOf<GroupedReads['weekRows'][number]>(
    db,
    sql`
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week, w.created, w.submitted
      FROM (SELECT date_trunc('week', v.at AT TIME ZONE ${zone}) AS week,
                   count(*) FILTER (WHERE v.created) AS created, count(*) FILTER (WHERE NOT v.created) AS submitted
            FROM applications a CROSS JOIN LATERAL (VALUES (true, a.created_at), (false, a.submitted_at)) AS v(created, at)
            WHERE ${counted} AND v.at IS NOT NULL
            GROUP BY 1) w
      ORDER BY w.week`,
  );

  // One pass over the evaluations, grouped twice: per application for its score (the mean of every
  // evaluation submitted on it, whatever the round), per evaluator for their progress. Blind review
  // hides who applied, never who evaluates: evaluators are listed by name.
  const evaluationRows = await rowsOf<GroupedReads['evaluationRows'][number]>(
    db,
    sql`
      WITH g AS (
        SELECT e.evaluator_id, e.application_id, count(*) FILTER (WHERE e.status <> 'conflict') AS assigned,
               count(*) FILTER (WHERE e.status = 'submitted') AS done, count(*) FILTER (WHERE e.status = 'conflict') AS conflicts,
               avg(e.total) FILTER (WHERE e.status = 'submitted') AS score
        FROM application_evaluations e JOIN applications a ON a.incubator_id = e.incubator_id AND a.id = e.application_id
        WHERE ${counted}
        GROUP BY GROUPING SETS ((e.evaluator_id), (e.application_id)))
      (SELECT evaluator_id, NULL::float8 AS bucket, 0 AS n, assigned, done, conflicts FROM g WHERE evaluator_id IS NOT NULL
       ORDER BY assigned DESC, done DESC, evaluator_id LIMIT ${DASHBOARD_EVALUATORS_MAX})
      UNION ALL
      SELECT NULL, least(floor(score / ${SCORE_BUCKET}) * ${SCORE_BUCKET}, ${EVALUATION_SCORE_MAX - SCORE_BUCKET}), count(*), 0, 0, 0
      FROM g WHERE application_id IS NOT NULL AND score IS NOT NULL GROUP BY 2`,
  );

  // From the applicant's sending to the first decision taken on the application.
  const decidedAt = sql.raw(`d.${apDecision.decidedAt.name}`);
  const [decision] = await rowsOf<NonNullable<GroupedReads['decision']>>(
    db,
    sql`
      SELECT count(*) AS decided, percentile_cont(0.5) WITHIN GROUP (ORDER BY t.days) AS median, percentile_cont(0.9) WITHIN GROUP (ORDER BY t.days) AS p90
      FROM (SELECT greatest(extract(epoch FROM min(${decidedAt}) - a.submitted_at), 0) / 86400 AS days
            FROM applications a JOIN application_decisions d ON d.incubator_id = a.incubator_id AND d.application_id = a.id
            WHERE ${counted} AND a.submitted_at IS NOT NULL GROUP BY a.id, a.submitted_at) t`,
  );
  return { standing, weekRows, evaluationRows, decision, decided };
}

/**
 * Conversion through a funnel's rounds from the applications' current rounds and statuses (already
 * grouped) and the decisions taken in each round: a round was reached by every application now in
 * it or further on, and sent by those further on or past its form (or meeting) in it.
 */
function conversion(rounds: Array<{ id: string; name: string; position: number }>, standing: GroupedReads['standing'], decided: GroupedReads['decided']): DashboardRound[] {
  const position = new Map(rounds.map((r, index) => [r.id, index]));
  const waiting = new Set<string>(NOT_YET_SENT);
  return rounds.map((round, index) => {
    let entered = 0;
    let submitted = 0;
    for (const row of standing) {
      const at = position.get(row.round_id) ?? -1;
      if (at < index) continue;
      entered += n(row.n);
      if (at > index || !waiting.has(row.status)) submitted += n(row.n);
    }
    const count = (decisions: string[]) => decided.filter((d) => d.round_id === round.id && decisions.includes(d.decision)).reduce((sum, d) => sum + n(d.n), 0);
    return { roundId: round.id, name: round.name, position: round.position, entered, submitted, accepted: count(['accept']), rejected: count(['reject', 'delay_reject']) };
  });
}

/** The Monday of a calendar day's week. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** At most this many weeks are filled in; a longer period shows the weeks that have applications. */
const WEEKS_FILLED_MAX = 160;

function fillWeeks(found: Array<{ week: string; created: number; submitted: number }>, first: string | null, last: string) {
  const start = first ?? found[0]?.week;
  if (!start) return found;
  const end = found.length && found[found.length - 1].week > last ? found[found.length - 1].week : last;
  const byWeek = new Map(found.map((w) => [w.week, w]));
  const filled = [];
  for (let week = start, i = 0; week <= end && i < WEEKS_FILLED_MAX; week = addDays(week, 7), i++) {
    filled.push(byWeek.get(week) ?? { week, created: 0, submitted: 0 });
  }
  return filled.length >= WEEKS_FILLED_MAX ? found : filled;
}
