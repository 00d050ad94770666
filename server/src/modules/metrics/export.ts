import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { MetricReportFormat } from '@seedbed/contracts/metrics-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { acceptedType } from '../attachments/detect.ts';
import { contentDisposition } from '../attachments/download.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { mayViewReference } from '../attachments/references.ts';
import { findAttachment } from '../attachments/repo.ts';
import { storeUpload } from '../attachments/service.ts';
import type { TableCell } from '../../core/table-file.ts';
import { metricsExportType, type MetricsExportFilter } from './export-type.ts';
import { parseFilter, staffMetricsScope } from './grid.ts';

/** The record kind of report files: its id is the author's, so that the author alone reaches them. */
export const METRIC_REPORT_FILES = 'metricReport';

export const metricReportFileAccess: AttachmentReferenceAccess = {
  canView: async (ctx, id) => ctx.viewer?.user.id === id,
  canEdit: async (ctx, id) => ctx.viewer?.user.id === id,
};

const TYPES: Record<MetricReportFormat, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv',
};

/** The grid as a table: the export type `metrics` writes the same columns and lines in the background. */
async function reportTable(ctx: Context, filter: MetricsExportFilter) {
  const table = await metricsExportType.table(ctx, filter);
  const lines: TableCell[][] = [];
  for await (const rows of table.rows) lines.push(...rows);
  return { header: table.columns.map((c) => c.header), lines };
}

async function reportFile(ctx: Context, filter: MetricsExportFilter, format: MetricReportFormat): Promise<Buffer> {
  const table = await reportTable(ctx, filter);
  if (format === 'CSV') return Buffer.from(`\uFEFF${stringify([table.header, ...table.lines], { record_delimiter: '\r\n' })}`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(ctx.t('metrics.report.sheet'), { views: [{ state: 'frozen', xSplit: 1, ySplit: 1, rightToLeft: ctx.language === 'ar' }] });
  sheet.addRows([table.header, ...table.lines]);
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 30;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * exportMetricReport: the grid of the filter (every page of it) as an XLSX workbook or a CSV file,
 * stored as a file of its author's alone and downloaded from /api/metrics/reports/:id.
 */
export async function exportMetricReport(ctx: Context, rawFilter: unknown, format: MetricReportFormat): Promise<{ id: string; url: string; fileName: string }> {
  const viewer = requireViewer(ctx);
  await staffMetricsScope(ctx);
  const filter = parseFilter(rawFilter);
  const body = await reportFile(ctx, filter, format);
  const type = acceptedType(TYPES[format])!;
  const id = newId();
  const fileName = `${ctx.t('metrics.report.fileName')} ${new Date().toISOString().slice(0, 10)}.${format.toLowerCase()}`;
  const file = path.join(ctx.services.storage.incomingDir, `${id}.report`);
  await fs.mkdir(ctx.services.storage.incomingDir, { recursive: true });
  await fs.writeFile(file, body);
  try {
    await storeUpload(ctx, { id, file, size: body.length, name: fileName, type }, { kind: METRIC_REPORT_FILES, id: viewer.user.id });
  } finally {
    await fs.rm(file, { force: true });
  }
  return { id, url: `/api/metrics/reports/${id}`, fileName };
}

/** How long a report file stays downloadable: long enough to fetch it again, not to pile up. */
export const METRIC_REPORT_DAYS = 7;

/**
 * Report files older than METRIC_REPORT_DAYS are removed with the day's run of data collection:
 * their rows now, their stored bytes once that commits.
 */
export async function dropOldMetricReports(ctx: Pick<Context, 'incubator' | 'services' | 'afterCommit'>, db: Db, now: Date): Promise<number> {
  const a = schema.attachments;
  const before = new Date(now.getTime() - METRIC_REPORT_DAYS * 24 * 3600 * 1000);
  const gone = await db
    .delete(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, METRIC_REPORT_FILES), lt(a.createdAt, before)))
    .returning({ storageKey: a.storageKey });
  const { storage } = ctx.services;
  for (const file of gone) ctx.afterCommit.push(() => storage.remove(file.storageKey).catch(() => undefined));
  return gone.length;
}

/** GET /api/metrics/reports/:id: a report file, to its author (signed in) only; anyone else is told it does not exist. */
export function metricReportRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/metrics/reports/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const row = await runRest(services, request, async (ctx) => {
      requireViewer(ctx);
      const found = isId(id) ? await findAttachment(await ctx.tx.db(), ctx.incubator.id, id) : undefined;
      if (!found || found.referenceKind !== METRIC_REPORT_FILES || !found.referenceId) throw notFound();
      if (!(await mayViewReference(ctx, { kind: METRIC_REPORT_FILES, id: found.referenceId }))) throw notFound();
      return found;
    });
    const body = await services.storage.get(row.storageKey).catch(() => {
      throw notFound();
    });
    return reply
      .headers({
        'content-type': row.fileType === TYPES.CSV ? `${row.fileType}; charset=utf-8` : row.fileType,
        'content-length': String(row.size),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': contentDisposition(row.name, false),
        'cache-control': 'private, no-store',
      })
      .send(body);
  });
}
