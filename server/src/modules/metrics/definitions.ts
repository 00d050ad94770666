import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { formulaReferences } from '@seedbed/contracts/forms-formula';
import { metricArchiveSchema, metricInputSchema, metricMoveSchema, ruleMetricIds, type MetricInput } from '@seedbed/contracts/metrics-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError, type FieldError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { MetricRow } from '../../db/schema/index.ts';
import { ensureCoreMetrics } from './core-metrics.ts';
import { requireMetricEditor, requireMetricReader } from './definitions-access.ts';
import { inViewerLanguage } from './metric-type.ts';

const m = schema.metrics;

/** The organisation's metrics in its order; archived ones only when asked. */
export async function listMetrics(ctx: Context, includeArchived: boolean): Promise<MetricRow[]> {
  requireMetricReader(ctx);
  const db = await ctx.tx.db();
  await ensureCoreMetrics(ctx, db);
  return db
    .select()
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), includeArchived ? undefined : eq(m.archived, false)))
    .orderBy(asc(m.position), asc(m.id));
}

async function allMetrics(ctx: Context, db: Db): Promise<MetricRow[]> {
  return db.select().from(m).where(eq(m.incubatorId, ctx.incubator.id)).orderBy(asc(m.position), asc(m.id));
}

/** A metric of the tenant; a malformed id or another tenant's is NOT_FOUND alike. */
async function findMetric(ctx: Context, db: Db, id: string): Promise<MetricRow> {
  if (!isId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, id.toLowerCase())));
  if (!row) throw notFound();
  return row;
}

/** Whether following formulas from `start` comes back to it. */
function formsCycle(start: string, formulaOf: (id: string) => string | null): boolean {
  const seen = new Set<string>();
  const stack = formulaReferences(formulaOf(start) ?? '');
  while (stack.length) {
    const id = stack.pop()!;
    if (id === start) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...formulaReferences(formulaOf(id) ?? ''));
  }
  return false;
}

/**
 * What the schema cannot know: a formula or a rule names only other metrics of the organisation
 * that are in use and hold numbers, and formulas never lead back to the metric they compute.
 */
function referenceProblems(input: MetricInput, selfId: string, metrics: readonly MetricRow[]): FieldError[] {
  const byId = new Map(metrics.map((row) => [row.id, row]));
  const usable = (id: string) => {
    const row = byId.get(id);
    return Boolean(row && !row.archived && row.unitType !== 'DATE');
  };
  const problems: FieldError[] = [];
  if (input.formula) {
    const references = formulaReferences(input.formula);
    if (references.includes(selfId)) problems.push({ field: 'formula', key: 'metrics.formulaSelf' });
    else if (!references.every(usable)) problems.push({ field: 'formula', key: 'metrics.formulaUnknownMetric' });
    else if (formsCycle(selfId, (id) => (id === selfId ? input.formula : (byId.get(id)?.formula ?? null)))) problems.push({ field: 'formula', key: 'metrics.formulaCycle' });
  }
  input.rules.forEach((rule, index) => {
    const ids = ruleMetricIds(rule);
    if (ids.includes(selfId)) problems.push({ field: `rules.${index}.target`, key: 'metrics.ruleSelf' });
    else if (!ids.every(usable)) problems.push({ field: `rules.${index}.target`, key: 'metrics.ruleUnknownMetric' });
  });
  return problems;
}

const nameOf = (row: Pick<MetricRow, 'name'>, ctx: Context) => inViewerLanguage(row.name, ctx);

const columns = (input: MetricInput) => ({
  name: input.names,
  description: input.descriptions,
  unitType: input.unitType,
  customUnit: input.customUnit,
  category: input.category,
  recurrenceAmount: input.recurrence.amount,
  recurrenceType: input.recurrence.type,
  formula: input.formula,
  rules: input.rules,
});

export const createMetric = defineChange({
  input: () => metricInputSchema,
  authorize: async (ctx) => {
    requireViewer(ctx);
    requireMetricEditor(ctx);
  },
  async write(ctx, db, input) {
    const id = newId();
    const metrics = await allMetrics(ctx, db);
    const problems = referenceProblems(input, id, metrics);
    if (problems.length) throw validationError(problems);
    const position = metrics.reduce((last, row) => Math.max(last, row.position + 1), 0);
    const [row] = await db
      .insert(m)
      .values({ incubatorId: ctx.incubator.id, id, ...columns(input), position, createdBy: requireViewer(ctx).user.id })
      .returning();
    return { result: row, events: [{ kind: 'metric.created', subjectKind: 'metric', subjectId: row.id, data: { name: nameOf(row, ctx), core: false } }] };
  },
});

/** A metric of the tenant the viewer may change; another tenant's or an unknown id is NOT_FOUND. */
async function editableMetric(ctx: Context, id: string): Promise<MetricRow> {
  requireViewer(ctx);
  const metric = await findMetric(ctx, await ctx.tx.db(), id);
  requireMetricEditor(ctx, metric);
  return metric;
}

/** The fields an edit may change, compared as stored. */
const EDITABLE = ['name', 'description', 'unitType', 'customUnit', 'category', 'recurrenceAmount', 'recurrenceType', 'formula', 'rules'] as const;

export const updateMetric = defineChange({
  input: () => metricInputSchema,
  authorize: (ctx, _input, id: string) => editableMetric(ctx, id),
  async write(ctx, db, input, metric) {
    const next = columns(input);
    // A core metric keeps its unit and stays typed in: other organisations' reports compare it.
    if (metric.coreKey && (next.unitType !== metric.unitType || next.formula)) {
      throw validationError([{ field: next.formula ? 'formula' : 'unitType', key: 'metrics.coreFixed' }]);
    }
    const problems = referenceProblems(input, metric.id, await allMetrics(ctx, db));
    if (problems.length) throw validationError(problems);
    const fields = EDITABLE.filter((key) => JSON.stringify(next[key]) !== JSON.stringify(metric[key]));
    if (!fields.length) return { result: metric, events: [] };
    const [row] = await db
      .update(m)
      .set({ ...next, updatedAt: new Date() })
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, metric.id)))
      .returning();
    return { result: row, events: [{ kind: 'metric.updated', subjectKind: 'metric', subjectId: row.id, data: { name: nameOf(row, ctx), fields } }] };
  },
});

/** Metrics whose formula reads `id`: archiving it would leave them without a value. */
const formulaUsers = (metrics: readonly MetricRow[], id: string) => metrics.filter((row) => !row.archived && row.id !== id && formulaReferences(row.formula ?? '').includes(id));

export const archiveMetric = defineChange({
  input: () => metricArchiveSchema,
  authorize: (ctx, _input, id: string) => editableMetric(ctx, id),
  async write(ctx, db, input, metric) {
    if (metric.archived === input.archived) return { result: metric, events: [] };
    if (input.archived) {
      const users = formulaUsers(await allMetrics(ctx, db), metric.id);
      if (users.length) throw validationError([{ field: 'archived', key: 'metrics.usedInFormula', params: { metrics: users.map((u) => nameOf(u, ctx)).join(', ') } }]);
    }
    const [row] = await db
      .update(m)
      .set({ archived: input.archived, updatedAt: new Date() })
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, metric.id)))
      .returning();
    return { result: row, events: [{ kind: 'metric.archived', subjectKind: 'metric', subjectId: row.id, data: { name: nameOf(row, ctx), archived: input.archived } }] };
  },
});

/** Moves a metric to `position` in the organisation's order; the others close up around it. */
export const moveMetric = defineChange({
  input: () => metricMoveSchema,
  authorize: (ctx, _input, id: string) => editableMetric(ctx, id),
  async write(ctx, db, input, metric) {
    const order = (await allMetrics(ctx, db)).filter((row) => row.id !== metric.id);
    order.splice(Math.min(input.position, order.length), 0, metric);
    let moved = metric;
    for (const [position, row] of order.entries()) {
      if (row.position === position) continue;
      const [updated] = await db
        .update(m)
        .set({ position })
        .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, row.id)))
        .returning();
      if (row.id === metric.id) moved = updated;
    }
    if (moved === metric) return { result: metric, events: [] };
    return { result: moved, events: [{ kind: 'metric.updated', subjectKind: 'metric', subjectId: metric.id, data: { name: nameOf(metric, ctx), fields: ['position'] } }] };
  },
});

/**
 * Deletes a metric nobody reported on: the plan's core metrics stay, and a metric with values, in
 * a data collection or read by another metric can only be archived.
 */
export const deleteMetric = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => editableMetric(ctx, id),
  async write(ctx, db, _input, metric) {
    if (metric.coreKey) throw new AppError('METRIC_CORE', 'metrics.coreNotDeleted');
    const tenant = ctx.incubator.id;
    const v = schema.metricValues;
    const [value] = await db
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.incubatorId, tenant), eq(v.metricId, metric.id)))
      .limit(1);
    if (value) throw new AppError('METRIC_IN_USE', 'metrics.hasValues');
    const dc = schema.dataCollections;
    const [collection] = await db
      .select({ id: dc.id })
      .from(dc)
      .where(and(eq(dc.incubatorId, tenant), arrayContains(dc.metricIds, [metric.id])))
      .limit(1);
    const metrics = await allMetrics(ctx, db);
    const readers = metrics.filter(
      (row) => row.id !== metric.id && (formulaReferences(row.formula ?? '').includes(metric.id) || row.rules.some((rule) => ruleMetricIds(rule).includes(metric.id))),
    );
    if (collection || readers.length) throw new AppError('METRIC_IN_USE', 'metrics.inUse');
    await db.delete(m).where(and(eq(m.incubatorId, tenant), eq(m.id, metric.id)));
    return { result: true, events: [{ kind: 'metric.deleted', subjectKind: 'metric', subjectId: metric.id, data: { name: nameOf(metric, ctx) } }] };
  },
});
