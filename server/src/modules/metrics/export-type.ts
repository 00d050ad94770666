import { metricsExportFilterSchema } from '@seedbed/contracts/export-filters';
import type { z } from 'zod';
import { requireViewer, type Context } from '../../core/context.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { MetricRow } from '../../db/schema/index.ts';
import type { ExportColumn, ExportTypeDefinition } from '../exports/export-type.ts';
import { inert } from '../exports/rest-table.ts';
import { metricsGrid, staffMetricsScope, type GridRow } from './grid.ts';
import { inViewerLanguage, metricLoaders } from './metric-type.ts';

/** Startups read per query while the file is written (the grid's largest page). */
const PAGE = 100;
const FIXED_COLUMNS = ['startup', 'periodFrom', 'periodTo', 'dueDate', 'status'] as const;

export type MetricsExportFilter = z.output<typeof metricsExportFilterSchema>;

/** The grid's pages for the filter, along its own keyset (startups by name). */
async function* gridPages(ctx: Context, filter: MetricsExportFilter): AsyncGenerator<GridRow[]> {
  let cursor: string | null = null;
  do {
    const page = await metricsGrid(ctx, filter, cursor, PAGE);
    if (page.results.length) yield page.results;
    cursor = page.next;
  } while (cursor);
}

/**
 * The metrics the file has a column for: those with a value in the grid under the filter, in the
 * metrics' order. A first pass over the pages keeps only ids and counts the lines (the periods),
 * so that the columns are known before the first row is written.
 */
async function reportedMetrics(ctx: Context, filter: MetricsExportFilter): Promise<{ metrics: MetricRow[]; lines: number }> {
  const ids = new Set<string>();
  let lines = 0;
  for await (const rows of gridPages(ctx, filter)) {
    for (const row of rows) {
      lines += row.periods.length;
      for (const period of row.periods) for (const metricId of period.cells.keys()) ids.add(metricId);
    }
  }
  const metrics = (await metricLoaders(ctx).metric.loadMany([...ids])).filter((row): row is MetricRow => Boolean(row) && !(row instanceof Error));
  metrics.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
  return { metrics, lines };
}

function columnsOf(ctx: Context, metrics: MetricRow[]): ExportColumn[] {
  return [
    ...FIXED_COLUMNS.map((key) => ({ header: ctx.t(`metrics.report.${key}`), description: ctx.t(`exportColumns.metrics.${key}`) })),
    ...metrics.map((metric) => {
      const name = inViewerLanguage(metric.name, ctx);
      const described = inViewerLanguage(metric.description, ctx).replace(/\s+/g, ' ').trim();
      return { header: inert(name), description: described ? inert(described) : ctx.t('exportColumns.metrics.metric', { metric: name }) };
    }),
  ];
}

/** A page of the grid as lines: one per startup and period, a cell per metric (its number, date or text). */
function pageRows(ctx: Context, metrics: MetricRow[], rows: GridRow[]): TableCell[][] {
  return rows.flatMap((row) =>
    row.periods.map((period) => {
      return [
        inert(row.startup.name),
        period.from,
        period.to,
        period.dueDate,
        ctx.t(`metrics.report.statuses.${period.status}`),
        ...metrics.map((metric) => {
          const value = period.cells.get(metric.id);
          if (!value) return null;
          return value.number ?? value.dateValue ?? (value.value === null ? null : inert(value.value));
        }),
      ];
    }),
  );
}

/**
 * The data-collection grid as a file: the startups the viewer manages under the grid's filter, a
 * line per reporting period, a column per metric reported. Founders and anyone without
 * METRICS/EDIT:VIEW are told the list does not exist, as the grid tells them.
 */
export const metricsExportType: ExportTypeDefinition<MetricsExportFilter> = {
  type: 'metrics',
  filter: metricsExportFilterSchema,
  async authorize(ctx) {
    requireViewer(ctx);
    await staffMetricsScope(ctx);
  },
  async table(ctx, filter) {
    requireViewer(ctx);
    await staffMetricsScope(ctx);
    const { metrics, lines } = await reportedMetrics(ctx, filter);
    return {
      name: `${ctx.t('metrics.report.fileName')} ${new Date().toISOString().slice(0, 10)}`,
      sheet: ctx.t('metrics.report.sheet'),
      columns: columnsOf(ctx, metrics),
      total: lines,
      rows: (async function* () {
        for await (const rows of gridPages(ctx, filter)) yield pageRows(ctx, metrics, rows);
      })(),
    };
  },
};
