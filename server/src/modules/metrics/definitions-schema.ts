import type { MetricSettings } from '@seedbed/contracts/metrics';
import { builder, LanguageValueInput } from '../../core/schema-builder.ts';
import { archiveMetric, createMetric, deleteMetric, listMetrics, moveMetric, updateMetric } from './definitions.ts';
import { MetricRef } from './metric-type.ts';
import { readMetricSettings, updateMetricSettings } from './settings.ts';

const RecurrenceInput = builder.inputType('MetricRecurrenceInput', {
  fields: (t) => ({ amount: t.int({ required: true }), type: t.string({ required: true }) }),
});

/** What a rule compares with: `kind` value (with `value`), metric (with `metricId`) or sum (with `metricIds`). */
const RuleTargetInput = builder.inputType('MetricRuleTargetInput', {
  fields: (t) => ({ kind: t.string({ required: true }), value: t.float(), metricId: t.id(), metricIds: t.idList() }),
});

const RuleInput = builder.inputType('MetricRuleInput', {
  fields: (t) => ({ kind: t.string({ required: true }), target: t.field({ type: RuleTargetInput, required: true }), customLabel: t.string() }),
});

const MetricInput = builder.inputType('MetricInput', {
  fields: (t) => ({
    names: t.field({ type: [LanguageValueInput], required: true }),
    descriptions: t.field({ type: [LanguageValueInput] }),
    unitType: t.string({ required: true }),
    customUnit: t.string(),
    category: t.string(),
    recurrence: t.field({ type: RecurrenceInput, required: true }),
    formula: t.string(),
    rules: t.field({ type: [RuleInput] }),
  }),
});

const MetricSettingsRef = builder.objectRef<MetricSettings>('MetricSettings').implement({
  fields: (t) => ({
    explanationFactor: t.exposeFloat('explanationFactor', { nullable: false }),
    remindDaysBefore: t.exposeInt('remindDaysBefore', { nullable: false }),
    remindDaysAfter: t.exposeInt('remindDaysAfter', { nullable: false }),
    linkDays: t.exposeInt('linkDays', { nullable: false }),
  }),
});

const MetricSettingsInput = builder.inputType('MetricSettingsInput', {
  fields: (t) => ({ explanationFactor: t.float(), remindDaysBefore: t.int(), remindDaysAfter: t.int(), linkDays: t.int() }),
});

/** GraphQL's nulls for fields left out become absent, so the schemas' defaults apply. */
const withoutNulls = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
const ruleTarget = (target: { kind: string; value?: number | null; metricId?: string | null; metricIds?: readonly string[] | null }) => withoutNulls(target);
const metricInput = (input: { rules?: ReadonlyArray<{ kind: string; target: Parameters<typeof ruleTarget>[0]; customLabel?: string | null }> | null }) =>
  withoutNulls({ ...input, rules: input.rules?.map((rule) => ({ ...rule, target: ruleTarget(rule.target) })) });

builder.queryFields((t) => ({
  metrics: t.field({
    type: [MetricRef],
    nullable: false,
    description: "The organisation's metric definitions (staff), in their order.",
    args: { includeArchived: t.arg.boolean() },
    resolve: (_r, args, ctx) => listMetrics(ctx, args.includeArchived ?? false),
  }),
  metricSettings: t.field({ type: MetricSettingsRef, nullable: false, resolve: (_r, _a, ctx) => readMetricSettings(ctx) }),
}));

builder.mutationFields((t) => ({
  createMetric: t.field({
    type: MetricRef,
    nullable: false,
    args: { input: t.arg({ type: MetricInput, required: true }) },
    resolve: (_r, args, ctx) => createMetric(ctx, metricInput(args.input)),
  }),
  updateMetric: t.field({
    type: MetricRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetricInput, required: true }) },
    resolve: (_r, args, ctx) => updateMetric(ctx, metricInput(args.input), args.id),
  }),
  archiveMetric: t.field({
    type: MetricRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => archiveMetric(ctx, { archived: args.archived }, args.id),
  }),
  moveMetric: t.field({
    type: MetricRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => moveMetric(ctx, { position: args.position }, args.id),
  }),
  deleteMetric: t.boolean({
    nullable: false,
    description: 'Only a metric nobody reported on, outside every data collection and formula; others are archived.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteMetric(ctx, {}, args.id),
  }),
  updateMetricSettings: t.field({
    type: MetricSettingsRef,
    nullable: false,
    args: { input: t.arg({ type: MetricSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => updateMetricSettings(ctx, withoutNulls(args.input)),
  }),
}));
