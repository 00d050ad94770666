import { and, eq, inArray } from 'drizzle-orm';
import type { MetricUnitType } from '@seedbed/contracts/metrics';
import { checkRules, evaluateMetricFormula, needsExplanation, parseMetricInput, plainDecimal, type ParsedMetricValue } from '@seedbed/contracts/metrics-values';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, validationError, type FieldError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import type { MetricRow, MetricValueRow } from '../../db/schema/index.ts';
import { completeAutomaticTasks } from '../tasks/automatic.ts';
import { collectsData, loadMetricsStartup } from './access.ts';
import { metricsReportUrl, type SystemContext } from './periods.ts';
import { metricSettingsOf } from './settings.ts';

import { pendingPeriods, periodsData, previousNumbers, type MetricDataView } from './reporting-reads.ts';

const p = schema.metricPeriods;
const v = schema.metricValues;
const m = schema.metrics;

export interface SubmittedValue {
  metricDataId: string;
  value?: string | null;
  explanation?: string | null;
}

export interface SubmitMetricValuesInput {
  values: readonly SubmittedValue[];
  /** Entered by staff, or through a reminder mail's link, rather than by a founder signed in. */
  onBehalf: boolean;
  /** Who entered them; null through a link. */
  viewerId: string | null;
  /** When given, every value must belong to this period (a link's). */
  periodId?: string;
  /** When given, every value must belong to this startup (the one whose access was checked). */
  startupId?: string;
}

const field = (metricDataId: string) => `data.${metricDataId}`;
/** A limit as the message shows it: no float noise. */
const shownLimit = (limit: number) => plainDecimal(Number(limit.toFixed(10)));

/** Calculated metrics refer to each other at most this deep. */
const FORMULA_PASSES = 10;

/** Computes the period's calculated metrics from its numbers, in place; answers their numbers by metric id. */
function computeCalculated(rows: readonly { metric: MetricRow }[], numbers: Record<string, number | null>): Map<string, number | null> {
  const calculated = rows.filter((row) => row.metric.formula);
  for (const row of calculated) numbers[row.metric.id] = null;
  for (let pass = 0; pass < FORMULA_PASSES; pass++) {
    let changed = false;
    for (const row of calculated) {
      const next = evaluateMetricFormula(row.metric.formula!, numbers);
      if (next !== numbers[row.metric.id]) {
        numbers[row.metric.id] = next;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return new Map(calculated.map((row) => [row.metric.id, numbers[row.metric.id] ?? null]));
}

const sameValue = (a: ParsedMetricValue, b: Pick<MetricValueRow, 'value' | 'dateValue'>) => a.value === b.value && a.dateValue === b.dateValue;

/**
 * THE write path of metric values (founders' form, staff on their behalf, a reminder mail's link,
 * an import): every value is read for its unit type, the period must keep at least one value
 * typed in (zero counts), the rules hold, a value far from the previous period's carries an
 * explanation, and calculated metrics are computed, never written. Any problem refuses the whole
 * submission, each on its field (`data.<metricDataId>`, or `data`), before anything is written.
 * Saving marks a period submitted the first time, completes its founders' task, and records
 * `metrics.valuesSubmitted` (timeline posts, updatedMetrics). A value left as it was keeps who
 * entered it and when. Answers the values of the periods concerned.
 */
export async function submitMetricValues(ctx: SystemContext, db: Db, input: SubmitMetricValuesInput): Promise<MetricDataView[]> {
  const tenant = ctx.incubator.id;
  const submitted = new Map(input.values.map((item) => [item.metricDataId.toLowerCase(), item]));
  const ids = [...submitted.keys()];
  if (!ids.length) throw validationError([{ field: 'data', key: 'metrics.fillAtLeastOne' }]);
  if (ids.some((id) => !isId(id))) throw notFound();
  const named = await db
    .select({ value: v, period: p })
    .from(v)
    .innerJoin(p, and(eq(p.incubatorId, v.incubatorId), eq(p.id, v.periodId)))
    .where(and(eq(v.incubatorId, tenant), inArray(v.id, ids)));
  const startupIds = new Set(named.map((row) => row.value.startupId));
  if (
    named.length !== ids.length ||
    startupIds.size !== 1 ||
    (input.periodId && named.some((row) => row.period.id !== input.periodId)) ||
    (input.startupId && !startupIds.has(input.startupId))
  )
    throw notFound();
  const startupId = [...startupIds][0];
  const periods = [...new Map(named.map((row) => [row.period.id, row.period])).values()];
  const all = await db
    .select({ value: v, metric: m })
    .from(v)
    .innerJoin(m, and(eq(m.incubatorId, v.incubatorId), eq(m.id, v.metricId)))
    .where(
      and(
        eq(v.incubatorId, tenant),
        inArray(
          v.periodId,
          periods.map((period) => period.id),
        ),
      ),
    );
  const byId = new Map(all.map((row) => [row.value.id, row]));
  const factor = metricSettingsOf(ctx.incubator).explanationFactor;

  const errors: FieldError[] = [];
  const parsed = new Map<string, ParsedMetricValue>();
  for (const [id, item] of submitted) {
    const row = byId.get(id)!;
    if (row.metric.formula) {
      errors.push({ field: field(id), key: 'metrics.calculatedNotWritable' });
      continue;
    }
    const read = parseMetricInput(item.value ?? null, row.metric.unitType as MetricUnitType);
    if ('error' in read) errors.push({ field: field(id), key: `metrics.${read.error}` });
    else parsed.set(id, read);
  }

  const explanations = new Map<string, string | null>();
  const calculatedByPeriod = new Map<string, Map<string, number | null>>();
  for (const period of periods) {
    const rows = all.filter((row) => row.value.periodId === period.id);
    const now = (row: (typeof rows)[number]) => parsed.get(row.value.id) ?? row.value;
    const numbers: Record<string, number | null> = {};
    for (const row of rows) numbers[row.metric.id] = now(row).number;
    // A value typed but unreadable counts as filled: its own message says what is wrong with it.
    const typed = (row: (typeof rows)[number]) => Boolean(submitted.get(row.value.id)?.value?.trim());
    if (!rows.some((row) => !row.metric.formula && (typed(row) || now(row).value !== null || now(row).dateValue !== null)))
      errors.push({ field: 'data', key: 'metrics.fillAtLeastOne' });
    calculatedByPeriod.set(period.id, computeCalculated(rows, numbers));
    const previous = await previousNumbers(
      ctx,
      db,
      startupId,
      period.periodFrom,
      rows.map((row) => row.metric.id),
    );
    for (const row of rows) {
      const value = parsed.get(row.value.id);
      if (!value) continue;
      const problem = checkRules(value.number, row.metric.rules, numbers);
      if (problem) {
        errors.push(
          problem.customLabel
            ? { field: field(row.value.id), key: 'metrics.customRule', params: { label: problem.customLabel } }
            : { field: field(row.value.id), key: `metrics.${problem.message}`, params: { value: shownLimit(problem.limit) } },
        );
        continue;
      }
      const changed = !sameValue(value, row.value);
      const explanation = value.value === null ? null : (submitted.get(row.value.id)?.explanation ?? (changed ? null : row.value.explanation));
      if (changed && !explanation && needsExplanation(previous.get(row.metric.id), value.number, factor))
        errors.push({ field: field(row.value.id), key: 'metrics.explanationRequired' });
      explanations.set(row.value.id, explanation);
    }
  }
  if (errors.length) throw validationError(dedupe(errors));

  const now = new Date();
  for (const period of periods) {
    const rows = all.filter((row) => row.value.periodId === period.id);
    const changedMetrics: string[] = [];
    for (const row of rows) {
      const value = parsed.get(row.value.id);
      const where = and(eq(v.incubatorId, tenant), eq(v.id, row.value.id));
      if (value) {
        const explanation = explanations.get(row.value.id) ?? null;
        if (!sameValue(value, row.value)) {
          changedMetrics.push(row.metric.id);
          await db
            .update(v)
            .set({ ...value, explanation, enteredBy: input.viewerId, enteredAt: now, onBehalf: input.onBehalf })
            .where(where);
        } else if (explanation !== row.value.explanation) await db.update(v).set({ explanation }).where(where);
      } else if (row.metric.formula) {
        const number = calculatedByPeriod.get(period.id)?.get(row.metric.id) ?? null;
        if (number !== row.value.number) {
          changedMetrics.push(row.metric.id);
          await db
            .update(v)
            .set({ value: number === null ? null : plainDecimal(number), number, enteredAt: now })
            .where(where);
        }
      }
    }
    const firstSubmission = !period.submittedAt;
    if (firstSubmission) {
      await db
        .update(p)
        .set({ submittedAt: now, submittedBy: input.viewerId, updatedAt: now })
        .where(and(eq(p.incubatorId, tenant), eq(p.id, period.id)));
      await completeAutomaticTasks(ctx, db, { type: 'metrics', startupId, url: metricsReportUrl(startupId, period.periodFrom) });
    }
    if (firstSubmission || changedMetrics.length) {
      await recordEvent(ctx, db, {
        kind: 'metrics.valuesSubmitted',
        subjectKind: 'startup',
        subjectId: startupId,
        ...(input.viewerId ? { actorId: input.viewerId } : {}),
        data: {
          startupId,
          startupName: await startupName(ctx, db, startupId),
          periodId: period.id,
          periodFrom: period.periodFrom,
          dueDate: period.dueDate,
          firstSubmission,
          onBehalf: input.onBehalf,
          metricIds: changedMetrics,
        },
      });
    }
  }
  // Once nothing is left to report, no metrics task of the startup stays open whatever address it leads to.
  if (!(await pendingPeriods(ctx, db, startupId)).length) await completeAutomaticTasks(ctx, db, { type: 'metrics', startupId });
  return periodsData(
    ctx,
    db,
    periods.map((period) => period.id),
  );
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field}|${error.key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function startupName(ctx: SystemContext, db: Db, startupId: string): Promise<string> {
  const st = schema.startups;
  const [row] = await db
    .select({ name: st.name })
    .from(st)
    .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, startupId)));
  return row?.name ?? '';
}

/**
 * setMetricDataValues: the values' startup decides who may save them — its founders, or staff
 * holding METRICS/EDIT:VIEW for it (then on the founders' behalf); anything else is NOT_FOUND.
 */
export async function setMetricDataValues(ctx: Context, values: readonly SubmittedValue[]): Promise<MetricDataView[]> {
  const viewer = requireViewer(ctx);
  if (!collectsData(ctx)) throw notFound();
  const db = await ctx.tx.db();
  const ids = values.map((item) => item.metricDataId.toLowerCase()).filter(isId);
  if (ids.length !== values.length) throw notFound();
  const owners = await db
    .selectDistinct({ startupId: v.startupId })
    .from(v)
    .where(and(eq(v.incubatorId, ctx.incubator.id), inArray(v.id, ids)));
  if (owners.length !== 1) throw notFound();
  const { startup, asFounder } = await loadMetricsStartup(ctx, owners[0].startupId);
  return submitMetricValues(ctx, db, { values, onBehalf: !asFounder, viewerId: viewer.user.id, startupId: startup.id });
}
