import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../core/context.ts';
import { sendTable, type TableFormat } from '../../core/table-file.ts';
import type { ExportTable } from './export-type.ts';

/**
 * Answers a direct download (the REST routes that predate the export history, which clients still
 * call) with an export type's own table: the same columns and rows the background export writes.
 */
export async function sendExportTable(ctx: Context, request: FastifyRequest, reply: FastifyReply, table: ExportTable, format: TableFormat, label: string): Promise<void> {
  await sendTable(
    ctx.services,
    reply,
    request.id,
    {
      format,
      name: table.name,
      sheet: table.sheet,
      rightToLeft: ctx.language === 'ar',
      header: table.columns.map((column) => column.header),
      rows: table.rows,
    },
    label,
  );
}

/** A file name without the characters file systems refuse. */
export const safeFileName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
    .trim()
    .slice(0, 80);

/** Text a spreadsheet would run as a formula is written with a leading apostrophe: a name or an answer never runs anything. */
export const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Today's date as file names carry it. */
export const fileDate = () => new Date().toISOString().slice(0, 10);
