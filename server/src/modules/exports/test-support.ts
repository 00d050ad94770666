import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect } from 'vitest';
import type { ExportFormat, ExportType } from '@seedbed/contracts/exports';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';

export const EXPORT = `query($id: ID!) { export(id: $id) {
  _id format status filter rowCount total sizeBytes fileName error attempts expired downloadUrl createdAt finishedAt expiresAt requestedBy { _id fullName }
} }`;
export const REQUEST = `mutation($type: ExportType!, $format: ExportFormat!, $filter: String, $withAttachments: Boolean) {
  requestExport(type: $type, format: $format, filter: $filter, withAttachments: $withAttachments) { _id status type format filter }
}`;
export const HISTORY = `query($cursor: String, $limit: Int) { exports(cursor: $cursor, limit: $limit) { totalCount next results { _id type status } } }`;
export const CANCEL = 'mutation($id: ID!) { cancelExport(id: $id) { _id status error } }';
export const PROGRESS = 'subscription($id: ID!) { exportUpdated(exportId: $id) { _id status rowCount total } }';

export interface Caller {
  token: string;
}

export async function requestExport(server: TestServer, on: Tenant, who: Caller, type: ExportType, format: ExportFormat, filter?: unknown, withAttachments?: boolean) {
  return gql(server, REQUEST, { type, format, filter: filter === undefined ? null : JSON.stringify(filter), withAttachments }, { tenant: on.slug, token: who.token });
}

export async function exportState(server: TestServer, on: Tenant, who: Caller, id: string) {
  return (await gql(server, EXPORT, { id }, { tenant: on.slug, token: who.token })).data?.export;
}

/** Waits for the export to end, and answers it as its requester reads it. */
export async function finishedExport(server: TestServer, on: Tenant, who: Caller, id: string, timeout = 60_000) {
  await expect.poll(async () => (await exportState(server, on, who, id))?.status, { timeout, interval: 100 }).toMatch(/^(COMPLETED|ERROR|FAILED)$/);
  return exportState(server, on, who, id);
}

/** GET of the file with a bearer token: the status, the headers and the bytes. */
export async function download(server: TestServer, on: Tenant, who: Caller | null, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'x-incubator': on.slug, ...(who ? { authorization: `Bearer ${who.token}` } : {}) } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Every sheet of a workbook as rows of cell texts (instants as ISO text). */
export async function readWorkbook(bytes: Buffer): Promise<Map<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, string[][]>();
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v))));
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** RFC 4180 as our CSV writes it: quoted fields may hold separators, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The files of a ZIP, by name, in archive order. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const files = new Map<string, Buffer>();
  for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) files.set(name, await entry.async('nodebuffer'));
  return files;
}
