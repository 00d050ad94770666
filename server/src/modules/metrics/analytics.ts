import { and, asc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { visibleProgramsCondition } from '../startups/access.ts';
import { loadMetricsStartup } from './access.ts';
import { analyticsKey, cachedAnalytics } from '../../core/analytics-cache.ts';
import { groupBy, inScope, parseFilter, rangeOf, staffMetricsScope } from './grid.ts';

const mp = schema.metricPeriods;
const mv = schema.metricValues;
const sp = schema.startupPrograms;
const m = schema.metrics;
const pr = schema.programs;

export interface StartupMetricPoint {
  from: string;
  to: string;
  value: string | null;
  number: number | null;
  dateValue: string | null;
  /** The median of the startup's programmes for this metric and period (startups that reported a number). */
  median: number | null;
}
export interface StartupMetricSeries {
  metricId: string;
  points: StartupMetricPoint[];
}

/** percentile_cont answers a double; the driver reads numeric aggregates as text. */
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * A startup's metrics over a range (the file's analytics tab), one series per metric that has a
 * period in it, in the metrics' order, each point with its programmes' median for that period:
 * the median over the startups of any of its programmes (each startup once), computed in SQL.
 * Read by the startup's founders and by staff holding METRICS/EDIT:VIEW for it.
 */
export async function startupMetrics(ctx: Context, startupId: string, from: string | null | undefined, to: string | null | undefined): Promise<StartupMetricSeries[]> {
  const { startup } = await loadMetricsStartup(ctx, startupId);
  const range = rangeOf(ctx, parseFilter({ from, to }));
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const rows = await db
    .select({ metricId: mv.metricId, from: mv.periodFrom, to: mp.periodTo, value: mv.value, number: mv.number, dateValue: mv.dateValue, position: m.position })
    .from(mv)
    .innerJoin(mp, and(eq(mp.incubatorId, mv.incubatorId), eq(mp.id, mv.periodId)))
    .innerJoin(m, and(eq(m.incubatorId, mv.incubatorId), eq(m.id, mv.metricId)))
    .where(and(eq(mv.incubatorId, tenant), eq(mv.startupId, startup.id), gte(mv.periodFrom, range.from), lte(mv.periodFrom, range.to)))
    .orderBy(asc(m.position), asc(mv.metricId), asc(mv.periodFrom));
  if (!rows.length) return [];
  const programIds = (
    await db
      .select({ id: sp.programId })
      .from(sp)
      .where(and(eq(sp.incubatorId, tenant), eq(sp.startupId, startup.id)))
  )
    .map((r) => r.id)
    .filter((id): id is string => Boolean(id));
  const metricIds = [...new Set(rows.map((r) => r.metricId))];
  const medians = new Map<string, number | null>();
  if (programIds.length) {
    const peers = sql`EXISTS (SELECT 1 FROM ${sp} WHERE ${sp.incubatorId} = ${mv.incubatorId} AND ${sp.startupId} = ${mv.startupId} AND ${inArray(sp.programId, programIds)})`;
    // The programmes' medians are the same for every startup of them: computed once per data version.
    const key = analyticsKey('programMedians', { programIds: [...programIds].sort(), metricIds: [...metricIds].sort(), range });
    const grouped = await cachedAnalytics(ctx, db, 'metrics', key, () =>
      db
        .select({ metricId: mv.metricId, from: mv.periodFrom, median: sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${mv.number})` })
        .from(mv)
        .where(and(eq(mv.incubatorId, tenant), inArray(mv.metricId, metricIds), gte(mv.periodFrom, range.from), lte(mv.periodFrom, range.to), isNotNull(mv.number), peers))
        .groupBy(mv.metricId, mv.periodFrom),
    );
    for (const g of grouped) medians.set(`${g.metricId}/${g.from}`, num(g.median));
  }
  return [...groupBy(rows, (r) => r.metricId)].map(([metricId, points]) => ({
    metricId,
    points: points.map((p) => ({ from: p.from, to: p.to, value: p.value, number: p.number, dateValue: p.dateValue, median: medians.get(`${metricId}/${p.from}`) ?? null })),
  }));
}

export interface PortfolioPoint {
  from: string;
  to: string;
  sum: number;
  median: number | null;
  count: number;
  /** The sum's change against the previous period of the series, as a fraction (0.1 = +10 %); null for the first or after a zero. */
  growth: number | null;
}
export interface PortfolioSeries {
  metricId: string;
  program: { id: string; name: string } | null;
  points: PortfolioPoint[];
}

/**
 * The portfolio (/startups/analytics): per metric and period, the sum, median and count of the
 * numbers reported by the startups the viewer manages, and the growth of the sum. With programmes
 * named, one series per programme and metric (a startup of two programmes counts in both);
 * otherwise one per metric over all of them. One grouped query over metric_values_portfolio_idx,
 * kept until the metric data changes (core/analytics-cache.ts).
 */
export async function portfolioMetrics(ctx: Context, rawFilter: unknown, from: string | null | undefined, to: string | null | undefined): Promise<PortfolioSeries[]> {
  const scope = await staffMetricsScope(ctx);
  const filter = parseFilter({ ...((rawFilter as object | null) ?? {}), ...(from ? { from } : {}), ...(to ? { to } : {}) });
  const range = rangeOf(ctx, filter);
  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const byProgram = Boolean(filter.programIds?.length);
  const conditions: Array<SQL | undefined> = [
    eq(mv.incubatorId, tenant),
    gte(mv.periodFrom, range.from),
    lte(mv.periodFrom, range.to),
    isNotNull(mv.number),
    inScope(scope, mv.startupId),
    filter.metricIds?.length ? inArray(mv.metricId, filter.metricIds) : undefined,
  ];
  const programId = byProgram ? sp.programId : sql<string | null>`NULL::uuid`;
  let query = db
    .select({
      metricId: mv.metricId,
      programId: sql<string | null>`${programId}`,
      from: mv.periodFrom,
      to: sql<string>`max(${mp.periodTo})::text`,
      sum: sql<number>`sum(${mv.number})`,
      median: sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${mv.number})`,
      count: sql<number>`count(*)::int`,
      position: sql<number>`min(${m.position})`,
    })
    .from(mv)
    .innerJoin(mp, and(eq(mp.incubatorId, mv.incubatorId), eq(mp.id, mv.periodId)))
    .innerJoin(m, and(eq(m.incubatorId, mv.incubatorId), eq(m.id, mv.metricId)))
    .$dynamic();
  if (byProgram) query = query.innerJoin(sp, and(eq(sp.incubatorId, mv.incubatorId), eq(sp.startupId, mv.startupId), inArray(sp.programId, filter.programIds!)));
  const scopeKey = scope.all ? 'all' : [...scope.ids].sort();
  const key = analyticsKey('portfolio', { scope: scopeKey, programIds: [...(filter.programIds ?? [])].sort(), metricIds: [...(filter.metricIds ?? [])].sort(), range });
  const rows = await cachedAnalytics(ctx, db, 'metrics', key, () =>
    query
      .where(and(...conditions))
      .groupBy(mv.metricId, programId, mv.periodFrom)
      .orderBy(sql`min(${m.position})`, mv.metricId, programId, mv.periodFrom),
  );
  const programs = new Map(
    byProgram
      ? (
          await db
            .select({ id: pr.id, name: pr.name })
            .from(pr)
            .where(and(eq(pr.incubatorId, tenant), inArray(pr.id, filter.programIds!), await visibleProgramsCondition(ctx)))
        ).map((p) => [p.id, p])
      : [],
  );
  return [...groupBy(rows, (r) => `${r.metricId}/${r.programId ?? ''}`)].map(([, points]) => ({
    metricId: points[0].metricId,
    program: (points[0].programId && programs.get(points[0].programId)) || null,
    points: points.map((p, i) => {
      const sum = num(p.sum) ?? 0;
      const previous = i > 0 ? (num(points[i - 1].sum) ?? 0) : null;
      return { from: p.from, to: p.to, sum, median: num(p.median), count: Number(p.count), growth: previous ? (sum - previous) / Math.abs(previous) : null };
    }),
  }));
}
