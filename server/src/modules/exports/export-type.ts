import type { z } from 'zod';
import type { ExportType } from '@seedbed/contracts/exports';
import type { Context } from '../../core/context.ts';
import type { TableCell } from '../../core/table-file.ts';

/** One column of an export, with the line that explains it on the data-dictionary sheet. */
export interface ExportColumn {
  header: string;
  description: string;
}

/** A file attached to a row, bundled in the ZIP under `name` (a path inside the archive). */
export interface ExportAttachment {
  name: string;
  storageKey: string;
}

/**
 * The table an export writes, as its requester may see it: rows are read a page at a time (keyset
 * pagination) while the file is written, each already filtered by the requester's permissions.
 */
export interface ExportTable {
  /** The file's name without its extension, and the sheet's name. */
  name: string;
  sheet: string;
  columns: ExportColumn[];
  rows: AsyncIterable<TableCell[][]>;
  /** How many rows to expect, for the progress shown while it runs. */
  total?: number;
  /** The files of the rows, when the list has any; offered as a ZIP beside the table. */
  attachments?: AsyncIterable<ExportAttachment[]>;
}

/**
 * A kind of export, declared by the module that owns the list (ServerModule.exportTypes). The
 * runner calls `authorize` when the export is requested and again when it runs, as the requester,
 * so a right withdrawn in between stops the file.
 */
export interface ExportTypeDefinition<F = unknown> {
  type: ExportType;
  /** The list's filter (its filters, sort and columns) exactly as the list's screen sends it. */
  filter: z.ZodType<F>;
  /** Throws an AppError (FORBIDDEN, NOT_FOUND…) when the requester may not export this. */
  authorize(ctx: Context, filter: F): Promise<void>;
  table(ctx: Context, filter: F): Promise<ExportTable>;
}
