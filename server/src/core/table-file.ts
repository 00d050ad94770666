import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { validationError } from './errors.ts';
import type { Services } from './services.ts';

export type TableCell = string | number | Date | null;
export type TableFormat = 'csv' | 'xlsx';

const TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The format a request asks for (`fallback` when it names none); anything else is a field error. */
export function tableFormat(value: unknown, fallback?: TableFormat): TableFormat {
  const format = value ?? fallback;
  if (format !== 'csv' && format !== 'xlsx') throw validationError([{ field: 'format', key: 'validation.invalid' }]);
  return format;
}

/** An export as the person will open it: one sheet, its header row, then its rows as they are read. */
export interface TableFile {
  format: TableFormat;
  /** The file's name, without its extension. */
  name: string;
  sheet: string;
  rightToLeft: boolean;
  header: string[];
  /** The rows a batch at a time (a page of records), read while the file is written. */
  rows: AsyncIterable<TableCell[][]>;
  /**
   * What each column holds, written (XLSX) as a first sheet before the data: its name, its two
   * column headers, then a row per column. A CSV file holds one table, so it has none; an export
   * puts the dictionary beside it as a file of its own (writeDictionaryCsv).
   */
  dictionary?: DataDictionary;
}

/** A table's columns explained: a row per column, header then description. */
export interface DataDictionary {
  sheet: string;
  header: [string, string];
  rows: Array<[string, string]>;
}

/** Waits while the client is slower than the database; stops the export when the client has gone. */
async function drained(out: Writable) {
  if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  if (out.destroyed) throw new Error('the client closed the export');
}

/** CSV as spreadsheets open it: a byte-order mark for UTF-8, CRLF rows, instants in ISO 8601. */
async function writeCsv(file: TableFile, out: Writable) {
  const csv = stringify({ record_delimiter: '\r\n', cast: { date: (d) => d.toISOString() } });
  const piped = new Promise<void>((resolve, reject) => {
    csv.on('data', (chunk: Buffer) => void out.write(chunk));
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  out.write('\uFEFF');
  const push = async (row: TableCell[]) => {
    if (!csv.write(row.map((cell) => cell ?? ''))) await once(csv, 'drain');
    await drained(out);
  };
  await push(file.header);
  for await (const batch of file.rows) for (const row of batch) await push(row);
  csv.end();
  await piped;
}

/** XLSX through exceljs's streaming writer: a bold, frozen header; each row committed as it is written. */
async function writeXlsx(file: TableFile, out: Writable) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  if (file.dictionary) {
    const about = book.addWorksheet(file.dictionary.sheet, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: file.rightToLeft }] });
    about.columns = [{ width: 32 }, { width: 80 }];
    const aboutHead = about.addRow(file.dictionary.header);
    aboutHead.font = { bold: true };
    aboutHead.commit();
    for (const row of file.dictionary.rows) about.addRow(row).commit();
    about.commit();
  }
  const sheet = book.addWorksheet(file.sheet, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: file.rightToLeft }] });
  const head = sheet.addRow(file.header);
  head.font = { bold: true };
  head.commit();
  for await (const batch of file.rows) {
    for (const row of batch) {
      sheet.addRow(row).commit();
      await drained(out);
    }
  }
  sheet.commit();
  await book.commit();
}

/** Writes the file into `out` (a file on disk, a response), a batch of rows at a time; ends `out`. */
export async function writeTable(file: TableFile, out: Writable): Promise<void> {
  await (file.format === 'csv' ? writeCsv(file, out) : writeXlsx(file, out));
  if (!out.writableEnded) out.end();
}

/** The dictionary of a CSV export, as a CSV file of its own. */
export function writeDictionaryCsv(dictionary: DataDictionary, out: Writable): Promise<void> {
  return writeTable(
    {
      format: 'csv',
      name: dictionary.sheet,
      sheet: dictionary.sheet,
      rightToLeft: false,
      header: dictionary.header,
      rows: (async function* () {
        yield dictionary.rows;
      })(),
    },
    out,
  );
}

/**
 * Answers with the file, streamed as its rows are read, so that a large export holds one page in
 * memory. Checks belong before this call: once the first byte has left, a failure can only cut the
 * file, and is logged under `label`.
 */
export async function sendTable(services: Services, reply: FastifyReply, requestId: string, file: TableFile, label: string): Promise<void> {
  const out = new PassThrough();
  const name = `${file.name}.${file.format}`;
  reply
    .header('content-type', TYPES[file.format])
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(out);
  try {
    await (file.format === 'csv' ? writeCsv(file, out) : writeXlsx(file, out));
    if (!out.writableEnded) out.end();
  } catch (error) {
    services.log.error({ err: error, requestId }, `${label} failed`);
    out.destroy(error as Error);
  }
}
