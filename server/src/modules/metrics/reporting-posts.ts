import { and, asc, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { valueChange } from '@seedbed/contracts/metrics-values';
import type { Db } from '../../core/db/pool.ts';
import { schema } from '../../core/db/pool.ts';
import type { EventContext, EventReactions, RecordedEvent } from '../../core/events.ts';
import type { MetricRow } from '../../db/schema/index.ts';
import { postTimelineItem } from '../timeline/post.ts';
import {
  DATA_CATEGORIZATION_SKIP,
  DATA_CATEGORIZATION_UPDATE,
  NON_TOP_LEVEL_DATA_SUBMITTED,
  TOP_LEVEL_DATA_SUBMITTED,
  type PostedDataValue,
  type SubmittedPostData,
} from './timeline-kinds.ts';

const p = schema.metricPeriods;
const v = schema.metricValues;
const m = schema.metrics;

/** The unit a value is read in: the organisation's currency, the custom unit's name, or %. */
function unitOf(metric: MetricRow, currency: string): string | null {
  if (metric.unitType === 'MONETARY') return currency;
  if (metric.unitType === 'PERCENTAGE') return '%';
  if (metric.unitType === 'CUSTOM') return metric.customUnit;
  return null;
}

/**
 * The latest earlier value of each metric (its number for the change, and whether there is one at
 * all, which makes this the metric's point 0): one index range per metric (metric_values_startup_idx).
 */
async function earlierValues(ctx: EventContext, db: Db, startupId: string, from: string, metricIds: readonly string[]) {
  if (!metricIds.length) return new Map<string, number | null>();
  const rows = await db
    .selectDistinctOn([v.metricId], { metricId: v.metricId, number: v.number })
    .from(v)
    .where(
      and(
        eq(v.incubatorId, ctx.incubator.id),
        eq(v.startupId, startupId),
        inArray(v.metricId, [...metricIds]),
        lt(v.periodFrom, from),
        or(isNotNull(v.value), isNotNull(v.dateValue)),
      ),
    )
    .orderBy(v.metricId, desc(v.periodFrom));
  return new Map(rows.map((row) => [row.metricId, row.number]));
}

/**
 * A saved period is posted on the startup's timeline: its core metrics (the plan's, which every
 * startup reports) as a TopLevelDataSubmittedEvent, the organisation's own metrics as a
 * NonTopLevelDataSubmittedEvent, each with
 * every filled value and its change since the previous period, and who edited when the values were
 * changed after the first submission or entered on the founders' behalf.
 */
async function postSubmission(ctx: EventContext, db: Db, event: RecordedEvent<'metrics.valuesSubmitted'>): Promise<void> {
  const { periodId, startupId } = event.data;
  const [period] = await db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.id, periodId)));
  if (!period) return;
  const rows = (
    await db
      .select({ value: v, metric: m })
      .from(v)
      .innerJoin(m, and(eq(m.incubatorId, v.incubatorId), eq(m.id, v.metricId)))
      .where(and(eq(v.incubatorId, ctx.incubator.id), eq(v.periodId, periodId)))
      .orderBy(asc(m.position), asc(m.id))
  ).filter((row) => row.value.value !== null || row.value.dateValue !== null);
  if (!rows.length) return;
  const earlier = await earlierValues(
    ctx,
    db,
    startupId,
    period.periodFrom,
    rows.map((row) => row.metric.id),
  );
  const items = rows.map(({ value, metric }): PostedDataValue & { core: boolean } => {
    const change = valueChange(earlier.get(metric.id), value.number);
    return {
      id: value.id,
      metricId: metric.id,
      isPoint0: !earlier.has(metric.id),
      value: value.value,
      dateValue: value.dateValue,
      unit: unitOf(metric, ctx.incubator.currency),
      ...change,
      core: metric.coreKey !== null,
    };
  });
  const edited = !event.data.firstSubmission || event.data.onBehalf;
  const base: Omit<SubmittedPostData, 'data'> = {
    periodId,
    from: period.periodFrom,
    dueDate: period.dueDate,
    editedBy: edited ? { userId: event.actorId, editedAt: event.createdAt.toISOString(), onBehalf: event.data.onBehalf } : null,
  };
  const strip = ({ core: _core, ...item }: PostedDataValue & { core: boolean }): PostedDataValue => item;
  const core = items.filter((item) => item.core).map(strip);
  const own = items.filter((item) => !item.core).map(strip);
  for (const [kind, data] of [
    [TOP_LEVEL_DATA_SUBMITTED, core],
    [NON_TOP_LEVEL_DATA_SUBMITTED, own],
  ] as const) {
    // An edit is posted where it changed something; a first submission shows everything.
    const changed = new Set(event.data.metricIds);
    if (!data.length || (!event.data.firstSubmission && !data.some((item) => changed.has(item.metricId)))) continue;
    await postTimelineItem(ctx, db, { kind, startupId, subjectId: periodId, createdBy: event.actorId, isPublic: true, data: { ...base, data } });
  }
}

/** Founders' reporting on the timeline: submitted values and the categorization. */
export const reportingPostReactions: EventReactions = {
  'metrics.valuesSubmitted': postSubmission,
  'metrics.categorized': async (ctx, db, event) => {
    const { startupId, skipped, delayReporting, answers } = event.data;
    await postTimelineItem(ctx, db, {
      kind: skipped ? DATA_CATEGORIZATION_SKIP : DATA_CATEGORIZATION_UPDATE,
      startupId,
      subjectId: event.subjectId,
      createdBy: event.actorId,
      isPublic: true,
      data: skipped ? null : { delayReporting, answers },
    });
  },
};
