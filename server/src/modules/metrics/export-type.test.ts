import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@seedbed/contracts/time';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { caller, ok, type Call } from '../startups/test-support.ts';
import { parseCsv } from './csv.ts';
import { metricsExportType } from './export-type.ts';
import { scene } from './test-support.ts';

const EXPORT = 'mutation ExportMetricReport($filter: MetricsFilter, $format: MetricReportFormat!) { exportMetricReport(filter: $filter, format: $format) { _id url fileName } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

describe('the export type metrics', () => {
  it('writes the lines the report file gives, each metric described, only of the startups the viewer manages', async () => {
    const s = await scene(server);
    const filter = { from: addDays(s.today, -200) };
    const written = await writeExport(server.services, s.on.incubator, s.admin.user.id, metricsExportType, filter);
    const file = (await ok(call(EXPORT, { filter, format: 'CSV' }, s.admin.token, s.on))).exportMetricReport;
    const downloaded = parseCsv(await (await fetch(`${server.url}${file.url}`, { headers: { 'x-incubator': s.on.slug, authorization: `Bearer ${s.admin.token}` } })).text());
    expect([written.header, ...written.rows]).toEqual(downloaded);
    expect(written.total).toBe(written.rows.length);
    expect(written.descriptions).toHaveLength(written.header.length);
    expect(written.descriptions[0]).toBe('The startup reporting.');
    const coach = await writeExport(server.services, s.on.incubator, s.coach.user.id, metricsExportType, filter);
    expect(new Set(coach.rows.map((r) => r[0]))).toEqual(new Set(['Alpha']));
  });

  it('tells a founder the list does not exist, and answers a bad filter with its field', async () => {
    const s = await scene(server);
    expect(await exportRefusal(server.services, s.on.incubator, s.founder.user.id, metricsExportType, {})).toMatchObject({ code: 'NOT_FOUND' });
    expect(await exportRefusal(server.services, s.on.incubator, s.admin.user.id, metricsExportType, { from: '2026-13-01' })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: ['from'],
    });
  });
});
