import { METRIC_REPORT_FORMATS } from '@seedbed/contracts/metrics-input';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { StartupSummary } from '../startups/schema.ts';
import { NamedRef } from '../users/schema.ts';
import { portfolioMetrics, startupMetrics, type PortfolioPoint, type PortfolioSeries, type StartupMetricPoint, type StartupMetricSeries } from './analytics.ts';
import { exportMetricReport } from './export.ts';
import { GRID_STATUSES, metricsGrid, periodCells, type GridPage, type GridPeriod, type GridRow, type GridValue } from './grid.ts';
import { importMetricValues, type ImportIssue, type ImportResult, type ImportRow } from './import.ts';
import { MetricRef, metricLoaders } from './metric-type.ts';

export const MetricsFilterInput = builder.inputType('MetricsFilter', {
  fields: (t) => ({
    programIds: t.idList(),
    metricIds: t.idList(),
    search: t.string(),
    from: t.string({ description: 'First period start shown (yyyy-MM-dd); 12 months before `to` when absent.' }),
    to: t.string({ description: 'Last period start shown (yyyy-MM-dd); today when absent.' }),
  }),
});

const GridStatus = builder.enumType('MetricPeriodStatus', {
  values: GRID_STATUSES,
  description: 'SUBMITTED on time, LATE (after its due day), MISSING (not sent, past its due day), PENDING (ended, not yet due), UPCOMING (still running).',
});

const GridValueRef = builder.objectRef<GridValue>('MetricsGridValue').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The MetricData id (setMetricDataValues takes it).' }),
    metricId: t.exposeID('metricId', { nullable: false }),
    value: t.exposeString('value'),
    number: t.exposeFloat('number'),
    dateValue: t.exposeString('dateValue'),
    explanation: t.exposeString('explanation'),
    enteredAt: t.string({ resolve: (v) => v.enteredAt?.toISOString() ?? null }),
    onBehalf: t.exposeBoolean('onBehalf', { nullable: false }),
  }),
});

/** A period with the page's metric columns, for its compact `cells`. */
type PagedPeriod = GridPeriod & { metricIds: readonly string[] };

const GridPeriodRef = builder.objectRef<PagedPeriod>('MetricsGridPeriod').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    from: t.exposeString('from', { nullable: false }),
    to: t.exposeString('to', { nullable: false }),
    dueDate: t.exposeString('dueDate', { nullable: false }),
    status: t.field({ type: GridStatus, nullable: false, resolve: (p) => p.status }),
    submittedAt: t.string({ resolve: (p) => p.submittedAt?.toISOString() ?? null }),
    values: t.field({ type: [GridValueRef], nullable: false, resolve: (p) => p.values() }),
    cells: t.stringList({
      nullable: { list: false, items: true },
      description: "The period's values, one per metric of its row's metricIds (null where none): a date metric's day, a number, or the text given.",
      resolve: (p) => periodCells(p, p.metricIds),
    }),
  }),
});

const GridRowRef = builder.objectRef<GridRow & { metricIds: readonly string[] }>('MetricsGridRow').implement({
  fields: (t) => ({
    startup: t.field({ type: StartupSummary, nullable: false, resolve: (r) => r.startup }),
    periods: t.field({ type: [GridPeriodRef], nullable: false, resolve: (r) => r.periods.map((p) => ({ ...p, metricIds: r.metricIds })) }),
    metricIds: t.exposeIDList('metricIds', { nullable: false, description: "The metrics of its page's values, in order: the columns of each period's cells." }),
  }),
});

const GridPageRef = builder.objectRef<GridPage>('MetricsGridPage').implement({
  fields: (t) => ({
    results: t.field({ type: [GridRowRef], nullable: false, resolve: (p) => p.results.map((r) => ({ ...r, metricIds: p.metricIds })) }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
    from: t.exposeString('from', { nullable: false, description: 'The range shown: the filter’s, or the default one.' }),
    to: t.exposeString('to', { nullable: false }),
  }),
});

const StartupPointRef = builder.objectRef<StartupMetricPoint>('StartupMetricPoint').implement({
  fields: (t) => ({
    from: t.exposeString('from', { nullable: false }),
    to: t.exposeString('to', { nullable: false }),
    value: t.exposeString('value'),
    number: t.exposeFloat('number'),
    dateValue: t.exposeString('dateValue'),
    median: t.exposeFloat('median', { description: "The median of the startup's programmes for this period." }),
  }),
});

const StartupSeriesRef = builder.objectRef<StartupMetricSeries>('StartupMetricSeries').implement({
  fields: (t) => ({
    metricId: t.exposeID('metricId', { nullable: false }),
    metric: t.field({ type: MetricRef, resolve: (s, _a, ctx) => metricLoaders(ctx).metric.load(s.metricId) }),
    points: t.field({ type: [StartupPointRef], nullable: false, resolve: (s) => s.points }),
  }),
});

const PortfolioPointRef = builder.objectRef<PortfolioPoint>('PortfolioMetricPoint').implement({
  fields: (t) => ({
    from: t.exposeString('from', { nullable: false }),
    to: t.exposeString('to', { nullable: false }),
    sum: t.exposeFloat('sum', { nullable: false }),
    median: t.exposeFloat('median'),
    count: t.exposeInt('count', { nullable: false }),
    growth: t.exposeFloat('growth', { description: "The sum's change since the previous period, as a fraction (0.1 = +10 %)." }),
  }),
});

const PortfolioSeriesRef = builder.objectRef<PortfolioSeries>('PortfolioMetricSeries').implement({
  fields: (t) => ({
    metricId: t.exposeID('metricId', { nullable: false }),
    metric: t.field({ type: MetricRef, resolve: (s, _a, ctx) => metricLoaders(ctx).metric.load(s.metricId) }),
    program: t.field({
      type: NamedRef,
      description: 'The programme of the series, when the filter names programmes; null for the whole portfolio.',
      resolve: (s) => s.program,
    }),
    points: t.field({ type: [PortfolioPointRef], nullable: false, resolve: (s) => s.points }),
  }),
});

const ReportFormat = builder.enumType('MetricReportFormat', { values: METRIC_REPORT_FORMATS });

const ReportFileRef = builder.objectRef<{ id: string; url: string; fileName: string }>('MetricReportFile').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    url: t.exposeString('url', { nullable: false, description: 'Downloaded with the author’s bearer token; nobody else reaches it.' }),
    fileName: t.exposeString('fileName', { nullable: false }),
  }),
});

const ImportIssueRef = builder.objectRef<ImportIssue>('MetricImportIssue').implement({
  fields: (t) => ({
    column: t.exposeString('column', { nullable: false }),
    message: t.exposeString('message', { nullable: false }),
  }),
});

const ImportRowRef = builder.objectRef<ImportRow>('MetricImportRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { nullable: false }),
    startup: t.exposeString('startup', { nullable: false }),
    metric: t.exposeString('metric', { nullable: false }),
    period: t.exposeString('period', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
    periodFrom: t.exposeString('periodFrom', { description: 'The start of the period the value goes to, once found.' }),
    errors: t.field({ type: [ImportIssueRef], nullable: false, resolve: (r) => r.errors }),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('MetricImportResult').implement({
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun', { nullable: false }),
    valid: t.exposeBoolean('valid', { nullable: false, description: 'No row has an error.' }),
    total: t.exposeInt('total', { nullable: false }),
    invalid: t.exposeInt('invalid', { nullable: false }),
    written: t.exposeInt('written', { nullable: false, description: 'Values written; 0 on a dry run or when any row is invalid.' }),
    errors: t.field({ type: [ImportIssueRef], nullable: false, description: 'Problems of the file as a whole (its header).', resolve: (r) => r.errors }),
    rows: t.field({ type: [ImportRowRef], nullable: false, resolve: (r) => r.rows }),
  }),
});

builder.queryFields((t) => ({
  metricsGrid: t.field({
    type: GridPageRef,
    nullable: false,
    description: 'The data-collection grid: startups × periods with their status and values (METRICS/EDIT:VIEW).',
    args: { filter: t.arg({ type: MetricsFilterInput }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => metricsGrid(ctx, args.filter, args.cursor, args.limit),
  }),
  startupMetrics: t.field({
    type: [StartupSeriesRef],
    nullable: false,
    description: "A startup's metrics over time with its programmes' medians: its founders and METRICS/EDIT:VIEW holders.",
    args: { startupId: t.arg.id({ required: true }), from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => startupMetrics(ctx, args.startupId, args.from, args.to),
  }),
  portfolioMetrics: t.field({
    type: [PortfolioSeriesRef],
    nullable: false,
    description: "Sums, medians, counts and growth per metric and period over the viewer's startups; per programme when programmes are named.",
    args: { filter: t.arg({ type: MetricsFilterInput }), from: t.arg.string(), to: t.arg.string() },
    resolve: (_r, args, ctx) => portfolioMetrics(ctx, args.filter, args.from, args.to),
  }),
}));

builder.mutationFields((t) => ({
  exportMetricReport: t.field({
    type: ReportFileRef,
    nullable: false,
    args: { filter: t.arg({ type: MetricsFilterInput }), format: t.arg({ type: ReportFormat, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return exportMetricReport(ctx, args.filter, args.format);
    },
  }),
  importMetricValues: t.field({
    type: ImportResultRef,
    nullable: false,
    description: 'Historical values from a CSV file (startup, metric, period, value): a preview with per-row errors; written only when every row is valid and dryRun is false.',
    args: { csv: t.arg.string({ required: true }), dryRun: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return importMetricValues(ctx, { csv: args.csv, dryRun: args.dryRun });
    },
  }),
}));
