import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { ExportFormat } from '@seedbed/contracts/exports';
import { writeDictionaryCsv, writeTable, type DataDictionary, type TableCell } from '../../core/table-file.ts';
import type { Storage } from '../../core/storage.ts';
import type { ExportTable } from './export-type.ts';

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;

export interface ExportFileOptions {
  /** A folder of its own in storage.incomingDir, removed by the caller afterwards. */
  dir: string;
  table: ExportTable;
  format: ExportFormat;
  withAttachments: boolean;
  rightToLeft: boolean;
  /** The dictionary's sheet name and its two headers, in the requester's language. */
  dictionary: Omit<DataDictionary, 'rows'>;
  /** The file's name without its extension (the list's name and the day). */
  baseName: string;
  storage: Storage;
  /** Told after each page of rows, with how many have been written so far; may throw to stop. */
  onRows(written: number): Promise<void>;
  /** Told of an attachment that storage no longer holds (written empty, so that the archive still closes). */
  onMissing(storageKey: string): void;
}

export interface ExportFile {
  path: string;
  /** As it downloads, with its extension. */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  rows: number;
}

/** A name inside the archive: no folder climbing, no absolute path, no characters that archivers refuse. */
function safeEntry(name: string): string {
  const parts = name
    .split(/[\\/]+/)
    .map((part) =>
      [...part]
        .map((c) => (c.charCodeAt(0) < 32 || '<>:"|?*'.includes(c) ? '_' : c))
        .join('')
        .trim(),
    )
    .filter((part) => part && part !== '.' && part !== '..');
  return parts.join('/') || 'file';
}

/** `report.pdf`, then `report (2).pdf`: two rows may attach files of the same name. */
function unique(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > name.lastIndexOf('/') + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function writeTo(file: string, write: (out: Writable) => Promise<void>): Promise<void> {
  const out = createWriteStream(file);
  await write(out);
  await finished(out);
}

/**
 * Writes an export to disk, holding one page of rows in memory at a time: the table (XLSX with
 * its "Data dictionary" sheet first), then, when there is more than one file to give, a ZIP
 * streamed from the files on disk and in storage.
 *
 * A CSV file holds exactly one table, and a dictionary written above the header would break every
 * program that reads it; so a CSV export is a ZIP holding the dictionary (data-dictionary.csv,
 * first) and the data (<name>.csv) as two clean CSV files. An XLSX export is the workbook itself,
 * unless its attachments are asked for: then the workbook and the files, under attachments/, are
 * one ZIP.
 */
export async function writeExportFile(options: ExportFileOptions): Promise<ExportFile> {
  const { table, format, dir } = options;
  let rows = 0;
  const counted = (async function* (): AsyncGenerator<TableCell[][]> {
    for await (const batch of table.rows) {
      yield batch;
      rows += batch.length;
      await options.onRows(rows);
    }
  })();
  const dictionary: DataDictionary = { ...options.dictionary, rows: table.columns.map((c) => [c.header, c.description]) };
  const tableName = `${options.baseName}.${format}`;
  const tablePath = path.join(dir, `table.${format}`);
  await writeTo(tablePath, (out) =>
    writeTable(
      {
        format,
        name: options.baseName,
        sheet: table.sheet,
        rightToLeft: options.rightToLeft,
        header: table.columns.map((c) => c.header),
        rows: counted,
        dictionary: format === 'xlsx' ? dictionary : undefined,
      },
      out,
    ),
  );
  const attachments = options.withAttachments ? table.attachments : undefined;
  if (format === 'xlsx' && !attachments) {
    const { size } = await fs.stat(tablePath);
    return { path: tablePath, fileName: tableName, contentType: CONTENT_TYPES.xlsx, sizeBytes: size, rows };
  }

  const zipPath = path.join(dir, 'export.zip');
  const zip = new yazl.ZipFile();
  const zipOut = createWriteStream(zipPath);
  zip.outputStream.pipe(zipOut);
  const written = finished(zipOut);
  // Awaited below once every entry is added; until then a failure must not go unheard.
  written.catch(() => undefined);
  try {
    await addEntries();
  } catch (error) {
    zipOut.destroy();
    throw error;
  }
  zip.end();
  await written;
  const { size } = await fs.stat(zipPath);
  return { path: zipPath, fileName: `${options.baseName}.zip`, contentType: CONTENT_TYPES.zip, sizeBytes: size, rows };

  async function addEntries() {
    const taken = new Set<string>();
    const add = (name: string) => {
      const entry = unique(safeEntry(name), taken);
      taken.add(entry);
      return entry;
    };
    if (format === 'csv') {
      const dictionaryPath = path.join(dir, 'data-dictionary.csv');
      await writeTo(dictionaryPath, (out) => writeDictionaryCsv(dictionary, out));
      zip.addFile(dictionaryPath, add('data-dictionary.csv'));
    }
    zip.addFile(tablePath, add(tableName));
    if (attachments) {
      for await (const batch of attachments) {
        for (const file of batch) {
          // Opened only when the archive reaches it: one attachment is read at a time.
          zip.addReadStreamLazy(add(`attachments/${file.name}`), {}, (done) => {
            options.storage.get(file.storageKey).then(
              (stream) => done(null, stream),
              () => {
                options.onMissing(file.storageKey);
                done(null, Readable.from([]));
              },
            );
          });
        }
      }
    }
  }
}
