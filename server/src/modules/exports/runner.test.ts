import fs from 'node:fs/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportType } from '@seedbed/contracts/exports';
import { schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { TableCell } from '../../core/table-file.ts';
import { withTenant } from '../../core/transaction.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { liveSubscription } from '../../../test/live.ts';
import type { ExportTable, ExportTypeDefinition } from './export-type.ts';
import { declareExportTypes } from './registry.ts';
import { exportRunnerOf } from './runner.ts';
import { PROGRESS, download, exportState, finishedExport, readWorkbook } from './test-support.ts';

// Short leases and frequent sweeps: a server that stops renewing loses its exports within seconds.
const ENV = { EXPORT_LEASE_MS: '1500', EXPORT_SWEEP_INTERVAL_MS: '300' };
const LARGE = 200_000;
const PAGE = 2000;

/** A list of these tests only: `rows` numbered rows read from the database a page at a time. */
function numbered(
  type: string,
  rows: number,
  options: { pageDelayMs?: number; stall?: (page: number, call: number) => Promise<void> | undefined; fail?: (page: number) => Error | null } = {},
) {
  let calls = 0;
  const definition: ExportTypeDefinition<{ label?: string } | null | undefined> & { calls(): number } = {
    type: type as ExportType,
    filter: z
      .object({ label: z.string().max(20).optional() })
      .strict()
      .nullish(),
    async authorize() {},
    async table(ctx): Promise<ExportTable> {
      const call = ++calls;
      return {
        name: 'numbers',
        sheet: 'Numbers',
        columns: [
          { header: 'Number', description: 'Its place in the list.' },
          { header: 'Name', description: 'A name made from it.' },
          { header: 'Email', description: 'An address made from it.' },
          { header: 'At', description: 'An instant made from it.' },
          { header: 'Note', description: 'Some text to make the row wide.' },
        ],
        total: rows,
        rows: (async function* (): AsyncGenerator<TableCell[][]> {
          const db = await ctx.tx.db();
          for (let from = 1, page = 0; from <= rows; from += PAGE, page++) {
            await options.stall?.(page, call);
            const failure = options.fail?.(page);
            if (failure) throw failure;
            if (options.pageDelayMs) await new Promise((resolve) => setTimeout(resolve, options.pageDelayMs));
            const to = Math.min(from + PAGE - 1, rows);
            const result = await db.execute<{ n: number; name: string; email: string; at: string; note: string }>(
              sql`SELECT n, 'Person ' || n AS name, 'person' || n || '@example.test' AS email, (timestamptz '2026-01-01' + n * interval '1 minute')::text AS at, repeat('note ', 8) AS note
                  FROM generate_series(${from}::int, ${to}::int) n`,
            );
            yield result.rows.map((r) => [Number(r.n), r.name, r.email, new Date(r.at), r.note]);
          }
        })(),
      };
    },
    calls: () => calls,
  };
  return definition;
}

/** A full garbage collection, so that a sample of the heap counts what is still held. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let gate: () => void = () => undefined;
const gateOpen = new Promise<void>((resolve) => (gate = resolve));

const large = numbered('test-large', LARGE);
// The first attempt writes a few pages, then hangs as a killed server would: it never renews its lease again.
const stalling = numbered('test-stall', 20 * PAGE, { pageDelayMs: 150, stall: (page, call) => (call === 1 && page === 3 ? gateOpen : undefined) });
const refusing = numbered('test-refuse', 5 * PAGE, { fail: (page) => (page === 2 ? new AppError('FORBIDDEN', 'errors.forbidden') : null) });
const crashing = numbered('test-crash', 5 * PAGE, { fail: (page) => (page === 1 ? new Error('disk on fire') : null) });
declareExportTypes('runner tests', [large, stalling, refusing, crashing]);

let a: TestServer;
let b: TestServer | undefined;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

/** Queues an export of a test type as `admin` would, without the kick: the caller starts it. */
async function queue(type: string, format: 'csv' | 'xlsx'): Promise<string> {
  const id = newId();
  await withTenant(a.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.exports).values({ incubatorId: tenant.incubator.id, id, type, format, filter: { label: 'x' }, requestedBy: admin.user.id }),
  );
  return id;
}

async function dataRowsOf(bytes: Buffer): Promise<{ sheets: string[]; numbers: number[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough().end(bytes), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  const sheets: string[] = [];
  const numbers: number[] = [];
  for await (const sheet of reader) {
    const name = (sheet as unknown as { name: string }).name;
    sheets.push(name);
    for await (const row of sheet) {
      if (name === 'Numbers' && row.number > 1) numbers.push(Number((row.values as unknown[])[1]));
    }
  }
  return { sheets, numbers };
}

beforeAll(async () => {
  a = await startTestServer(ENV);
  tenant = await buildTenant(a);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(async () => {
  gate();
  await b?.stop();
  await a?.stop().catch(() => undefined);
});

describe('the export runner', () => {
  it(`writes ${LARGE.toLocaleString('en')} rows to XLSX in bounded memory, with live progress to its requester only`, { timeout: 300_000 }, async () => {
    const id = await queue('test-large', 'xlsx');
    const live = await liveSubscription(a, { tenant: tenant.slug, token: admin.token }, PROGRESS, { id }, 300);
    const other = await buildSignedInUser(tenant, { roleType: 'admin' });
    const foreign = await liveSubscription(a, { tenant: tenant.slug, token: other.token }, PROGRESS, { id }, 100);
    // What the export holds on to, not the garbage it leaves for later: each sample follows a full collection.
    collectGarbage();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, heap: before.heapUsed };
    const sampler = setInterval(() => {
      collectGarbage();
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heapUsed);
    }, 2000);
    try {
      void exportRunnerOf(a.services)!.kick(tenant.incubator, id);
      const done = await finishedExport(a, tenant, admin, id, 280_000);
      clearInterval(sampler);
      expect(done).toMatchObject({ status: 'COMPLETED', rowCount: LARGE, total: LARGE, attempts: 1 });
      const growth = { rss: (peak.rss - before.rss) / 2 ** 20, heap: (peak.heap - before.heapUsed) / 2 ** 20 };
      // Held whole, the rows alone would take well over 100 MB (5 cells × 200,000 as JS values), the workbook's XML several times that.
      console.info(
        `export of ${LARGE} rows: peak live heap growth ${growth.heap.toFixed(1)} MB, peak RSS growth ${growth.rss.toFixed(1)} MB, file ${(done.sizeBytes / 2 ** 20).toFixed(1)} MB`,
      );
      expect(growth.heap).toBeLessThan(48);
      expect(growth.rss).toBeLessThan(256);

      const events = live.events.map((e: any) => e.data?.exportUpdated);
      expect(events.at(-1)).toMatchObject({ _id: id, status: 'COMPLETED', rowCount: LARGE });
      const progress = events.filter((e) => e?.status === 'IN_PROGRESS').map((e) => e.rowCount);
      expect(progress.length).toBeGreaterThan(2);
      expect(progress).toEqual([...progress].sort((x, y) => x - y));
      expect(foreign.events[0]).toMatchObject({ errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })] });

      const file = await download(a, tenant, admin, done.downloadUrl);
      const { sheets, numbers } = await dataRowsOf(file.body);
      expect(sheets).toEqual(['Data dictionary', 'Numbers']);
      expect(numbers).toHaveLength(LARGE);
      expect(numbers[0]).toBe(1);
      expect(numbers.at(-1)).toBe(LARGE);
    } finally {
      clearInterval(sampler);
      await live.close();
      await foreign.close();
    }
  });

  it('resumes after the server writing it dies: another takes it over once its lease lapses, and the file is written once', { timeout: 90_000 }, async () => {
    const id = await queue('test-stall', 'xlsx');
    void exportRunnerOf(a.services)!.kick(tenant.incubator, id);
    // A has written some rows, then stopped answering (its lease is no longer renewed).
    await expect.poll(async () => (await exportState(a, tenant, admin, id)).rowCount, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    expect(stalling.calls()).toBe(1);
    b = await startTestServer(ENV);
    const done = await finishedExport(b, tenant, admin, id, 60_000);
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 2, rowCount: 20 * PAGE });
    expect(stalling.calls()).toBe(2);
    const { numbers } = await dataRowsOf((await download(b, tenant, admin, done.downloadUrl)).body);
    expect(numbers).toEqual(Array.from({ length: 20 * PAGE }, (_, i) => i + 1));

    // A wakes up: it finds its lease gone, stops, and changes nothing.
    const { rows: before } = await a.services.pool.query('SELECT storage_key, finished_at, attempts FROM exports WHERE incubator_id = $1 AND id = $2', [tenant.incubator.id, id]);
    gate();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows: after } = await a.services.pool.query('SELECT storage_key, finished_at, attempts, status FROM exports WHERE incubator_id = $1 AND id = $2', [
      tenant.incubator.id,
      id,
    ]);
    expect(after[0]).toMatchObject({ ...before[0], status: 'COMPLETED' });
    const leftovers = (await fs.readdir(a.services.storage.incomingDir)).filter((name) => name.startsWith(`export-${id}`));
    expect(leftovers).toEqual([]);
  });

  it('ends in ERROR with the reason when the list refuses, and FAILED after three attempts that crash', { timeout: 60_000 }, async () => {
    const refused = await queue('test-refuse', 'csv');
    void exportRunnerOf(a.services)!.kick(tenant.incubator, refused);
    expect(await finishedExport(a, tenant, admin, refused)).toMatchObject({ status: 'ERROR', attempts: 1, error: 'You are not allowed to do this.', downloadUrl: null });

    const crashed = await queue('test-crash', 'xlsx');
    void exportRunnerOf(a.services)!.kick(tenant.incubator, crashed);
    const failed = await finishedExport(a, tenant, admin, crashed, 30_000);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, error: 'The file could not be written. Try again later.', downloadUrl: null });
    expect(crashing.calls()).toBe(3);
  });

  it('opens in a spreadsheet with the dictionary sheet first, listing each column', { timeout: 60_000 }, async () => {
    // Its first attempt has been made above: this one runs straight through.
    const id = await queue('test-stall', 'xlsx');
    void exportRunnerOf(a.services)!.kick(tenant.incubator, id);
    const done = await finishedExport(a, tenant, admin, id, 30_000);
    const sheets = await readWorkbook((await download(a, tenant, admin, done.downloadUrl)).body);
    expect(sheets.get('Data dictionary')).toEqual([
      ['Column', 'Description'],
      ['Number', 'Its place in the list.'],
      ['Name', 'A name made from it.'],
      ['Email', 'An address made from it.'],
      ['At', 'An instant made from it.'],
      ['Note', 'Some text to make the row wide.'],
    ]);
    expect(sheets.get('Numbers')![0]).toEqual(['Number', 'Name', 'Email', 'At', 'Note']);
  });
});
