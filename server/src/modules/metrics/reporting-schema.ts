import { PENDING_FORM_TYPES } from '@seedbed/contracts/metrics';
import { metricDataValuesSchema } from '@seedbed/contracts/metrics-input';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { parseInput } from '../../core/validation.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { MetricRef, MetricRuleViewRef, toRuleView } from './metric-type.ts';
import { metricSettingsOf } from './settings.ts';
import { dataForMetricsForm, pendingDataForm, type MetricDataView, type MetricPeriodView, type PendingDataForm } from './reporting-reads.ts';
import { setMetricDataValues } from './reporting.ts';

const PendingFormType = builder.enumType('PendingFormType', { values: PENDING_FORM_TYPES });

const PendingDataFormRef = builder.objectRef<PendingDataForm>('PendingDataForm').implement({
  description: 'What the metrics prompt asks a cofounder now (spec 2 §3): the categorization (its id) or a period (its id and start date).',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    type: t.field({ type: PendingFormType, nullable: false, resolve: (form) => form.type }),
    date: t.exposeString('date', { description: 'The period’s first day (yyyy-MM-dd) for METRICS.' }),
  }),
});

const MetricDataMetadata = builder.objectRef<MetricDataView>('MetricDataMetadata').implement({
  fields: (t) => ({
    customLabel: t.string({ description: 'The custom unit’s name of a CUSTOM metric.', resolve: (row) => row.metricRow.customUnit }),
  }),
});

/** One metric's value in one period (spec 2 §3 "Metric data"). */
export const MetricData = builder.objectRef<MetricDataView>('MetricData').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    value: t.exposeString('value', { description: 'The number as a plain decimal (or a percentage’s text, or the date).' }),
    dateValue: t.exposeString('dateValue'),
    number: t.exposeFloat('number'),
    explanation: t.exposeString('explanation', { description: 'Why the value moved far from the previous period’s, in the founder’s words.' }),
    previousNumber: t.exposeFloat('previousNumber', { description: 'The latest earlier number of this metric for the startup.' }),
    enteredAt: t.string({ resolve: (row) => row.enteredAt?.toISOString() ?? null }),
    enteredBy: t.field({
      type: Person,
      resolve: async (row, _a, ctx) => {
        const user = row.enteredBy ? await userLoaders(ctx).user.load(row.enteredBy) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    onBehalf: t.exposeBoolean('onBehalf', { nullable: false }),
    periodId: t.exposeID('periodId', { nullable: false }),
    metric: t.field({ type: MetricRef, nullable: false, resolve: (row) => row.metricRow }),
    metadata: t.field({ type: MetricDataMetadata, nullable: false, resolve: (row) => row }),
  }),
});

const MetricValidation = builder.objectRef<MetricDataView>('MetricValidation').implement({
  fields: (t) => ({
    dataId: t.exposeID('id', { nullable: false }),
    validation: t.field({ type: [MetricRuleViewRef], nullable: false, resolve: (row) => row.metricRow.rules.map(toRuleView) }),
  }),
});

export const MetricPeriod = builder.objectRef<MetricPeriodView>('MetricPeriod').implement({
  description: 'A period a startup reports on, with its values and their rules.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (view) => view.period.id }),
    from: t.string({ nullable: false, resolve: (view) => view.period.periodFrom }),
    to: t.string({ nullable: false, resolve: (view) => view.period.periodTo }),
    dueDate: t.string({ nullable: false, resolve: (view) => view.period.dueDate }),
    submittedAt: t.string({ resolve: (view) => view.period.submittedAt?.toISOString() ?? null }),
    explanationFactor: t.float({
      nullable: false,
      description: 'A value this many times larger or smaller than previousNumber needs an explanation (0: never).',
      resolve: (_view, _a, ctx) => metricSettingsOf(ctx.incubator).explanationFactor,
    }),
    data: t.field({ type: [MetricData], nullable: false, resolve: (view) => view.data }),
    validations: t.field({
      type: [MetricValidation],
      nullable: false,
      description: 'The rules of each value that has some (checked in the browser as on the server).',
      resolve: (view) => view.data.filter((row) => row.metricRow.rules.length),
    }),
  }),
});

export const MetricDataValueInput = builder.inputType('MetricDataValueInput', {
  description: 'A value typed for a metric_values row: numbers as plain decimals (1234.5), dates yyyy-MM-dd; null or empty clears it.',
  fields: (t) => ({
    metricDataId: t.id({ required: true }),
    value: t.string(),
    explanation: t.string(),
  }),
});

builder.queryFields((t) => ({
  pendingDataForm: t.field({
    type: PendingDataFormRef,
    description: "What the metrics prompt asks the viewer, a cofounder of the startup; null when nothing (or when the viewer isn't one).",
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => pendingDataForm(ctx, args.startupId),
  }),
  dataForMetricsForm: t.field({
    type: [MetricPeriod],
    nullable: false,
    description: 'The periods of the metrics form: those starting on `date`, else those waiting; `withFilledData` adds earlier submitted ones.',
    args: { startupId: t.arg.id({ required: true }), date: t.arg.string(), withFilledData: t.arg.boolean() },
    resolve: (_r, args, ctx) => dataForMetricsForm(ctx, args.startupId, args.date, Boolean(args.withFilledData)),
  }),
}));

builder.mutationFields((t) => ({
  setMetricDataValues: t.field({
    type: [MetricData],
    nullable: false,
    description: 'Saves values of one startup’s periods (spec 2 §5 checks); answers the values of those periods.',
    args: { data: t.arg({ type: [MetricDataValueInput], required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      const input = parseInput(metricDataValuesSchema, { data: args.data });
      return setMetricDataValues(ctx, input.data);
    },
  }),
}));
