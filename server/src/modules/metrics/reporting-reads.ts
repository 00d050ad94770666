import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { PendingFormType } from '@seedbed/contracts/metrics';
import { readCalendarDay } from '@seedbed/contracts/metrics-values';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { MetricPeriodRow, MetricRow, MetricValueRow } from '../../db/schema/index.ts';
import { collectsData, loadMetricsStartup } from './access.ts';
import { tenantToday, type SystemContext } from './periods.ts';
import { groupBy } from './grid.ts';

// What a startup's reporting reads: the prompt's pending form and the metrics form's periods with
// their values; the one write path of values is reporting.ts.

const p = schema.metricPeriods;
const v = schema.metricValues;
const m = schema.metrics;

/** Earlier submitted periods offered for editing beside the one asked for (withFilledData). */
export const FILLED_PERIODS_MAX = 24;

/** A metric_values row as the form and the API's MetricData read it: with its metric and the previous period's number. */
export interface MetricDataView extends MetricValueRow {
  metricRow: MetricRow;
  /** The same metric's latest number of an earlier period of the startup: the form asks why when the new one is far from it. */
  previousNumber: number | null;
}

/** A period with its values, as dataForMetricsForm answers it. */
export interface MetricPeriodView {
  period: MetricPeriodRow;
  data: MetricDataView[];
}

/** A period's reporting is open once it has ended. */
const hasEnded = (period: Pick<MetricPeriodRow, 'periodTo'>, today: string) => period.periodTo < today;

/** The unsubmitted periods of a startup that have ended, oldest first (metric_periods_pending_idx). */
export async function pendingPeriods(ctx: SystemContext, db: Db, startupId: string): Promise<MetricPeriodRow[]> {
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.startupId, startupId), isNull(p.submittedAt)))
    .orderBy(asc(p.dueDate), asc(p.periodFrom), asc(p.id));
  const today = tenantToday(ctx.incubator);
  return rows.filter((row) => hasEnded(row, today)).sort((a, b) => a.periodFrom.localeCompare(b.periodFrom) || a.periodTo.localeCompare(b.periodTo));
}

/** Whether the startup has a period it could report on (ended, submitted or not). */
async function hasReportablePeriod(ctx: SystemContext, db: Db, startupId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.startupId, startupId), lt(p.periodTo, tenantToday(ctx.incubator))))
    .limit(1);
  return Boolean(row);
}

/** The startup's categorization questionnaire: one per startup, made when it is first asked. */
export async function categorizationOf(ctx: SystemContext, db: Db, startupId: string) {
  const c = schema.startupCategorizations;
  await db.insert(c).values({ incubatorId: ctx.incubator.id, id: newId(), startupId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.startupId, startupId)));
  return row;
}

export interface PendingDataForm {
  id: string;
  type: PendingFormType;
  date: string | null;
}

/**
 * Spec 2 §4: what the prompt asks a cofounder of the startup now. The categorization comes first,
 * once the startup has a period to report on; then the oldest period not yet submitted. Anybody
 * else (staff reading the startup) is asked nothing.
 */
export async function pendingDataForm(ctx: Context, startupId: string): Promise<PendingDataForm | null> {
  const viewer = requireViewer(ctx);
  if (!collectsData(ctx)) return null;
  const { startup, asFounder } = await loadMetricsStartup(ctx, startupId);
  if (!asFounder || viewer.role?.type !== 'cofounder') return null;
  const db = await ctx.tx.db();
  if (!startup.initialCategorizationComplete && (await hasReportablePeriod(ctx, db, startup.id))) {
    const categorization = await categorizationOf(ctx, db, startup.id);
    return { id: categorization.id, type: 'CATEGORIZATION', date: null };
  }
  const [oldest] = await pendingPeriods(ctx, db, startup.id);
  return oldest ? { id: oldest.id, type: 'METRICS', date: oldest.periodFrom } : null;
}

/** The latest number of each metric before `from` for a startup (metric_values_startup_idx, one range per metric). */
export async function previousNumbers(ctx: SystemContext, db: Db, startupId: string, from: string, metricIds: readonly string[]): Promise<Map<string, number>> {
  if (!metricIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([v.metricId], { metricId: v.metricId, number: v.number })
    .from(v)
    .where(and(eq(v.incubatorId, ctx.incubator.id), eq(v.startupId, startupId), inArray(v.metricId, [...metricIds]), lt(v.periodFrom, from), isNotNull(v.number)))
    .orderBy(v.metricId, desc(v.periodFrom));
  return new Map(rows.map((row) => [row.metricId, row.number as number]));
}

/** The values of periods with their metrics, in the organisation's order of metrics; archived metrics only where they hold a value. */
async function periodValues(ctx: SystemContext, db: Db, periods: readonly MetricPeriodRow[]): Promise<MetricPeriodView[]> {
  if (!periods.length) return [];
  const rows = await db
    .select({ value: v, metric: m })
    .from(v)
    .innerJoin(m, and(eq(m.incubatorId, v.incubatorId), eq(m.id, v.metricId)))
    .where(
      and(
        eq(v.incubatorId, ctx.incubator.id),
        inArray(
          v.periodId,
          periods.map((period) => period.id),
        ),
      ),
    )
    .orderBy(asc(m.position), asc(m.id));
  // The previous number of each value: one read per startup of its earlier numbers, newest first, picked per period in memory.
  const earlier = new Map<string, Map<string, Array<{ from: string; number: number }>>>();
  for (const [startupId, own] of groupBy(periods, (period) => period.startupId)) {
    const before = own
      .map((period) => period.periodFrom)
      .sort()
      .at(-1)!;
    const metricIds = [...new Set(rows.filter((row) => own.some((period) => period.id === row.value.periodId)).map((row) => row.metric.id))];
    const numbers = metricIds.length
      ? await db
          .select({ metricId: v.metricId, from: v.periodFrom, number: v.number })
          .from(v)
          .where(and(eq(v.incubatorId, ctx.incubator.id), eq(v.startupId, startupId), inArray(v.metricId, metricIds), lt(v.periodFrom, before), isNotNull(v.number)))
          .orderBy(desc(v.periodFrom))
      : [];
    earlier.set(
      startupId,
      groupBy(numbers as Array<{ metricId: string; from: string; number: number }>, (row) => row.metricId),
    );
  }
  return periods.map((period) => {
    const own = rows.filter((row) => row.value.periodId === period.id && (!row.metric.archived || row.value.value !== null));
    const numbers = earlier.get(period.startupId);
    const previousOf = (metricId: string) => numbers?.get(metricId)?.find((row) => row.from < period.periodFrom)?.number ?? null;
    return { period, data: own.map((row) => ({ ...row.value, metricRow: row.metric, previousNumber: previousOf(row.metric.id) })) };
  });
}

const invalidDate = () => validationError([{ field: 'date', key: 'metrics.invalidPeriodDate' }]);

/**
 * The metrics form (spec 2 §2): the periods starting on `date` (yyyy-MM-dd), or without a date
 * those waiting to be submitted. `withFilledData` adds the earlier submitted periods, newest
 * first, for editing. A date that is malformed or starts no period of the startup is refused.
 */
export async function dataForMetricsForm(ctx: Context, startupId: string, date: string | null | undefined, withFilledData: boolean): Promise<MetricPeriodView[]> {
  requireViewer(ctx);
  const { startup } = await loadMetricsStartup(ctx, startupId);
  const db = await ctx.tx.db();
  let periods: MetricPeriodRow[];
  if (date !== null && date !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !readCalendarDay(date)) throw invalidDate();
    periods = await db
      .select()
      .from(p)
      .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.startupId, startup.id), eq(p.periodFrom, date)))
      .orderBy(asc(p.periodTo), asc(p.id));
    if (!periods.length) throw invalidDate();
  } else periods = await pendingPeriods(ctx, db, startup.id);
  if (withFilledData) {
    const before = periods[0]?.periodFrom ?? '9999-12-31';
    const earlier = await db
      .select()
      .from(p)
      .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.startupId, startup.id), isNotNull(p.submittedAt), lt(p.periodFrom, before)))
      .orderBy(desc(p.periodFrom), desc(p.periodTo), desc(p.id))
      .limit(FILLED_PERIODS_MAX);
    periods = [...periods, ...earlier];
  }
  return periodValues(ctx, db, periods);
}

/** The values of the submission's periods, as answered to the form after saving. */
export async function periodsData(ctx: SystemContext, db: Db, periodIds: readonly string[]): Promise<MetricDataView[]> {
  if (!periodIds.length) return [];
  const periods = await db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), inArray(p.id, [...periodIds])))
    .orderBy(asc(p.periodFrom), asc(p.id));
  return (await periodValues(ctx, db, periods)).flatMap((view) => view.data);
}
