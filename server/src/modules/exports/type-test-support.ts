import type { IncubatorRow } from '../../db/schema/index.ts';
import { AppError } from '../../core/errors.ts';
import { runAs } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import type { TableCell } from '../../core/table-file.ts';
import { parseInput } from '../../core/validation.ts';
import { parseCsv } from '../metrics/csv.ts';
import type { ExportAttachment, ExportTypeDefinition } from './export-type.ts';

/** A cell as a CSV file writes it: instants in ISO 8601, nothing as an empty cell. */
export const cellText = (cell: TableCell): string => (cell instanceof Date ? cell.toISOString() : cell === null ? '' : String(cell));

export interface WrittenExport {
  header: string[];
  descriptions: string[];
  rows: string[][];
  total?: number;
  attachments: ExportAttachment[];
}

/** What an export type writes for a person, as the runner drives it: the filter checked, authorize, then the table read to its end. */
export function writeExport(services: Services, incubator: IncubatorRow, userId: string, type: ExportTypeDefinition<any>, rawFilter: unknown): Promise<WrittenExport> {
  return runAs(services, incubator, userId, async (ctx) => {
    const filter = parseInput(type.filter, rawFilter);
    await type.authorize(ctx, filter);
    const table = await type.table(ctx, filter);
    const rows: string[][] = [];
    for await (const page of table.rows) rows.push(...page.map((row) => row.map(cellText)));
    const attachments: ExportAttachment[] = [];
    if (table.attachments) for await (const files of table.attachments) attachments.push(...files);
    return { header: table.columns.map((c) => c.header), descriptions: table.columns.map((c) => c.description), rows, total: table.total, attachments };
  });
}

/** The code an export type refuses a person with (FORBIDDEN, NOT_FOUND, VALIDATION_ERROR…), and the fields of a validation error. */
export async function exportRefusal(
  services: Services,
  incubator: IncubatorRow,
  userId: string,
  type: ExportTypeDefinition<any>,
  rawFilter: unknown,
): Promise<{ code: string; fields: string[] } | null> {
  try {
    await writeExport(services, incubator, userId, type, rawFilter);
    return null;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields.map((f) => f.field) };
    throw error;
  }
}

/** A CSV download as rows of text. */
export async function downloadedRows(response: Response): Promise<string[][]> {
  if (response.status !== 200) throw new Error(`download answered ${response.status}: ${await response.text()}`);
  return parseCsv(await response.text());
}
