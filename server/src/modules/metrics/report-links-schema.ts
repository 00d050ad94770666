import { metricDataValuesSchema } from '@seedbed/contracts/metrics-input';
import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { parseInput } from '../../core/validation.ts';
import type { MetricPeriodRow } from '../../db/schema/index.ts';
import { MetricRuleViewRef, toRuleView } from './metric-type.ts';
import { resolveReportLink, spendReportLinks } from './report-links.ts';
import { periodsData, submitMetricValues, type MetricDataView } from './reporting.ts';
import { MetricData } from './reporting-schema.ts';
import { metricSettingsOf } from './settings.ts';

interface ReportLinkFormView {
  startupId: string;
  startupName: string;
  period: MetricPeriodRow;
  data: MetricDataView[];
}

const ReportLinkValidation = builder.objectRef<MetricDataView>('ReportLinkValidation').implement({
  fields: (t) => ({
    dataId: t.exposeID('id', { nullable: false }),
    validation: t.field({ type: [MetricRuleViewRef], nullable: false, resolve: (row) => row.metricRow.rules.map(toRuleView) }),
  }),
});

const ReportLinkPeriod = builder.objectRef<ReportLinkFormView>('ReportLinkPeriod').implement({
  description: 'The one period a report link opens, shaped as dataForMetricsForm answers a period.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (view) => view.period.id }),
    from: t.string({ nullable: false, resolve: (view) => view.period.periodFrom }),
    to: t.string({ nullable: false, resolve: (view) => view.period.periodTo }),
    dueDate: t.string({ nullable: false, resolve: (view) => view.period.dueDate }),
    submittedAt: t.string({ resolve: (view) => view.period.submittedAt?.toISOString() ?? null }),
    explanationFactor: t.float({
      nullable: false,
      description: 'A value this many times larger or smaller than the previous one needs an explanation (0 never).',
      resolve: (_view, _a, ctx) => metricSettingsOf(ctx.incubator).explanationFactor,
    }),
    data: t.field({ type: [MetricData], nullable: false, resolve: (view) => view.data }),
    validations: t.field({ type: [ReportLinkValidation], nullable: false, resolve: (view) => view.data.filter((row) => row.metricRow.rules.length) }),
  }),
});

const ReportLinkStartup = builder.objectRef<ReportLinkFormView>('ReportLinkStartup').implement({
  fields: (t) => ({
    _id: t.id({ nullable: false, resolve: (view) => view.startupId }),
    name: t.string({ nullable: false, resolve: (view) => view.startupName }),
  }),
});

const ReportLinkForm = builder.objectRef<ReportLinkFormView>('ReportLinkForm').implement({
  description: 'What a reminder mail’s link opens without signing in: one startup’s one period, nothing else.',
  fields: (t) => ({
    startup: t.field({ type: ReportLinkStartup, nullable: false, resolve: (view) => view }),
    period: t.field({ type: ReportLinkPeriod, nullable: false, resolve: (view) => view }),
  }),
});

const ReportLinkValueInput = builder.inputType('ReportLinkValueInput', {
  description: 'A value of the link’s period, as MetricDataValueInput.',
  fields: (t) => ({
    metricDataId: t.id({ required: true }),
    value: t.string(),
    explanation: t.string(),
  }),
});

async function openForm(ctx: Context, token: string): Promise<ReportLinkFormView> {
  const { period, startup } = await resolveReportLink(ctx, token);
  const data = await periodsData(ctx, await ctx.tx.db(), [period.id]);
  return { startupId: startup.id, startupName: startup.name, period, data };
}

builder.queryFields((t) => ({
  reportLinkForm: t.field({
    type: ReportLinkForm,
    nullable: false,
    description: 'Public: the period a report link opens. An unknown, expired, used or withdrawn link is one and the same NOT_FOUND.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => openForm(ctx, args.token),
  }),
}));

builder.mutationFields((t) => ({
  submitReportLink: t.boolean({
    nullable: false,
    description: "Public: reports the link's period (the same checks as the founders' form); the period's links are spent.",
    args: { token: t.arg.string({ required: true }), data: t.arg({ type: [ReportLinkValueInput], required: true }) },
    resolve: async (_r, args, ctx) => {
      const { period } = await resolveReportLink(ctx, args.token);
      const input = parseInput(metricDataValuesSchema, { data: args.data });
      const db = await ctx.tx.db();
      await submitMetricValues(ctx, db, { values: input.data, onBehalf: true, viewerId: null, periodId: period.id, startupId: period.startupId });
      await spendReportLinks(ctx, db, period.id);
      return true;
    },
  }),
}));
