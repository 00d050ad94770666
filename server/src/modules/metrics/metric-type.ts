import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { LocalizedText } from '@seedbed/contracts/forms';
import type { MetricCategory, MetricDefinition, MetricRule, MetricUnitType, RecurrenceType } from '@seedbed/contracts/metrics';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { builder, LanguageValueRef } from '../../core/schema-builder.ts';
import type { MetricRow } from '../../db/schema/index.ts';

/** A text in the viewer's language, else English, else the first one given. */
export const inViewerLanguage = (text: LocalizedText, ctx: Pick<Context, 'language'>): string =>
  text.find((t) => t.language === ctx.language)?.value ?? text.find((t) => t.language === 'en')?.value ?? text[0]?.value ?? '';

/** A metric as contracts' checks and formulas read it. */
export const toDefinition = (row: MetricRow): MetricDefinition => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unitType: row.unitType as MetricUnitType,
  customUnit: row.customUnit,
  category: row.category as MetricCategory,
  recurrence: { amount: row.recurrenceAmount, type: row.recurrenceType as RecurrenceType },
  formula: row.formula,
  rules: row.rules,
});

/** A rule flattened for clients: what it compares with is one of value, metricId or metricIds. */
export interface MetricRuleView {
  kind: string;
  value: number | null;
  metricId: string | null;
  metricIds: string[] | null;
  customLabel: string | null;
}

export const toRuleView = (rule: MetricRule): MetricRuleView => ({
  kind: rule.kind,
  value: rule.target.kind === 'value' ? rule.target.value : null,
  metricId: rule.target.kind === 'metric' ? rule.target.metricId : null,
  metricIds: rule.target.kind === 'sum' ? rule.target.metricIds : null,
  customLabel: rule.customLabel ?? null,
});

export const MetricRuleViewRef = builder.objectRef<MetricRuleView>('MetricRuleView').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { nullable: false }),
    value: t.exposeFloat('value'),
    metricId: t.exposeID('metricId'),
    metricIds: t.exposeIDList('metricIds'),
    customLabel: t.exposeString('customLabel'),
  }),
});

const UnitOfMeasure = builder.objectRef<{ unitType: string; customName: string | null }>('MetricUnitOfMeasure').implement({
  fields: (t) => ({ unitType: t.exposeString('unitType', { nullable: false }), customName: t.exposeString('customName') }),
});

const TrackingRecurrenceRef = builder.objectRef<{ amount: number; type: string }>('MetricTrackingRecurrence').implement({
  fields: (t) => ({ amount: t.exposeInt('amount', { nullable: false }), type: t.exposeString('type', { nullable: false }) }),
});

/** A metric the organisation collects (spec 2 §3); names and descriptions in every language it has. */
export const MetricRef = builder.objectRef<MetricRow>('Metric').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    name: t.string({ nullable: false, resolve: (row, _a, ctx) => inViewerLanguage(row.name, ctx) }),
    description: t.string({ nullable: false, resolve: (row, _a, ctx) => inViewerLanguage(row.description, ctx) }),
    names: t.field({ type: [LanguageValueRef], nullable: false, resolve: (row) => row.name }),
    descriptions: t.field({ type: [LanguageValueRef], nullable: false, resolve: (row) => row.description }),
    unitOfMeasure: t.field({ type: UnitOfMeasure, nullable: false, resolve: (row) => ({ unitType: row.unitType, customName: row.customUnit }) }),
    category: t.exposeString('category', { nullable: false }),
    trackingRecurrence: t.field({
      type: TrackingRecurrenceRef,
      nullable: false,
      resolve: (row) => ({ amount: row.recurrenceAmount, type: row.recurrenceType }),
    }),
    formula: t.exposeString('formula'),
    calculated: t.boolean({ nullable: false, resolve: (row) => Boolean(row.formula) }),
    rules: t.field({ type: [MetricRuleViewRef], nullable: false, resolve: (row) => row.rules.map(toRuleView) }),
    core: t.boolean({ nullable: false, description: 'A core metric of the plan: it may be renamed, never deleted.', resolve: (row) => row.coreKey !== null }),
    coreKey: t.exposeString('coreKey'),
    archived: t.exposeBoolean('archived', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
  }),
});

/** Per-request loader of the tenant's metrics by id (archived ones included: their data stays readable). */
export function metricLoaders(ctx: Context) {
  return memo(ctx, 'metricLoaders', () => {
    const tenant = ctx.incubator.id;
    const m = schema.metrics;
    return {
      metric: new DataLoader<string, MetricRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(m)
          .where(and(eq(m.incubatorId, tenant), inArray(m.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
    };
  });
}
