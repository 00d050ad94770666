import { metricDataValuesSchema } from '@seedbed/contracts/metrics-input';
import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { parseInput } from '../../core/validation.ts';
import type { MetricPeriodRow } from '../../db/schema/index.ts';
import { resolveReportLink, spendReportLinks } from './report-links.ts';
import { periodsData, type MetricDataView } from './reporting-reads.ts';
import { submitMetricValues } from './reporting.ts';
import { MetricDataValueInput, MetricPeriod } from './reporting-schema.ts';

interface ReportLinkFormView {
  startupId: string;
  startupName: string;
  period: MetricPeriodRow;
  data: MetricDataView[];
}

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
    period: t.field({ type: MetricPeriod, nullable: false, resolve: (view) => view }),
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
    args: { token: t.arg.string({ required: true }), data: t.arg({ type: [MetricDataValueInput], required: true }) },
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
