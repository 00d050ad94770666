import { and, count, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@seedbed/contracts/time';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, ok, type Call } from '../startups/test-support.ts';
import { METRIC_REPORT_DAYS } from './export.ts';
import { runTenantMetrics } from './schedule.ts';
import { analyticsKey, cachedAnalytics } from '../../core/analytics-cache.ts';
import { parseCsv } from './csv.ts';
import { dayInZone, periodStatus } from './grid.ts';
import { scene, type Scene } from './test-support.ts';

const GRID = `query Grid($filter: MetricsFilter, $cursor: String, $limit: Int) {
  metricsGrid(filter: $filter, cursor: $cursor, limit: $limit) {
    totalCount next from to
    results { startup { _id name } metricIds periods { id from to dueDate status submittedAt cells values { id metricId value number onBehalf } } } } }`;
const STARTUP_METRICS = `query StartupMetrics($startupId: ID!, $from: String, $to: String) {
  startupMetrics(startupId: $startupId, from: $from, to: $to) { metricId metric { _id name } points { from to value number median } } }`;
const PORTFOLIO = `query Portfolio($filter: MetricsFilter, $from: String, $to: String) {
  portfolioMetrics(filter: $filter, from: $from, to: $to) { metricId metric { name } program { _id name } points { from to sum median count growth } } }`;
const EXPORT = 'mutation ExportMetricReport($filter: MetricsFilter, $format: MetricReportFormat!) { exportMetricReport(filter: $filter, format: $format) { _id url fileName } }';
const IMPORT = `mutation Import($csv: String!, $dryRun: Boolean!) {
  importMetricValues(csv: $csv, dryRun: $dryRun) { dryRun valid total invalid written errors { column message } rows { line startup metric period value periodFrom errors { column message } } } }`;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

async function filledValues(s: Scene): Promise<number> {
  return withTenant(server.services.pool, s.on.incubator.id, async (db) => {
    const [row] = await db.select({ n: count() }).from(schema.metricValues).where(isNotNull(schema.metricValues.value));
    return row.n;
  });
}

const codeOf = async (answer: Promise<{ errors?: Array<{ extensions?: Record<string, unknown> }> }>) => (await answer).errors?.[0]?.extensions?.code;

describe('periodStatus', () => {
  it('reads a period as submitted, late, missing, pending or upcoming', () => {
    const today = '2027-03-15';
    const at = (iso: string) => new Date(iso);
    expect(periodStatus({ periodTo: '2027-01-31', dueDate: '2027-02-10', submittedAt: at('2027-02-10T22:00:00Z') }, today, dayInZone('UTC'))).toBe('SUBMITTED');
    expect(periodStatus({ periodTo: '2027-01-31', dueDate: '2027-02-10', submittedAt: at('2027-02-11T00:30:00Z') }, today, dayInZone('UTC'))).toBe('LATE');
    // Still the due day in New York.
    expect(periodStatus({ periodTo: '2027-01-31', dueDate: '2027-02-10', submittedAt: at('2027-02-11T00:30:00Z') }, today, dayInZone('America/New_York'))).toBe('SUBMITTED');
    expect(periodStatus({ periodTo: '2027-01-31', dueDate: '2027-03-14', submittedAt: null }, today, dayInZone('UTC'))).toBe('MISSING');
    expect(periodStatus({ periodTo: '2027-02-28', dueDate: '2027-03-15', submittedAt: null }, today, dayInZone('UTC'))).toBe('PENDING');
    expect(periodStatus({ periodTo: '2027-03-31', dueDate: '2027-04-10', submittedAt: null }, today, dayInZone('UTC'))).toBe('UPCOMING');
  });

  it('reads CSV cells with quotes, line breaks and the delimiter spreadsheets chose', () => {
    expect(parseCsv('\uFEFFa,"b, c","d ""e"""\r\n1,2,3\n\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('startup;metric;period;value\nAlpha;Revenue;2027-01;1,5')).toEqual([
      ['startup', 'metric', 'period', 'value'],
      ['Alpha', 'Revenue', '2027-01', '1,5'],
    ]);
    expect(parseCsv('a,"two\nlines"')).toEqual([['a', 'two\nlines']]);
  });
});

describe('metricsGrid', () => {
  it('lists the startups reporting in the range with each period’s status and values', async () => {
    const s = await scene(server);
    const grid = (await ok(call(GRID, { filter: { from: addDays(s.today, -200) } }, s.admin.token, s.on))).metricsGrid;
    expect(grid.totalCount).toBe(2);
    expect(grid.results.map((r: any) => r.startup.name)).toEqual(['Alpha', 'Beta']);
    const alpha = grid.results[0];
    expect(alpha.periods.map((p: any) => p.status)).toEqual(['SUBMITTED', 'LATE', 'MISSING', 'PENDING', 'UPCOMING']);
    const first = alpha.periods[0];
    expect(first.values).toHaveLength(3);
    // The compact cells say the same, one per metric of the row's metricIds.
    const cells = new Map(alpha.metricIds.map((id: string, index: number) => [id, first.cells[index]]));
    for (const v of first.values) expect(cells.get(v.metricId)).toBe(v.number === null ? v.value : String(v.number));
    expect(first.values.find((v: any) => v.metricId === s.revenue)).toMatchObject({ value: '1000', number: 1000, onBehalf: false });
    // The metric filter keeps its values, and the periods that have one.
    const onlyRevenue = (await ok(call(GRID, { filter: { from: addDays(s.today, -200), metricIds: [s.revenue] } }, s.admin.token, s.on))).metricsGrid;
    expect(onlyRevenue.results[0].periods[0].values.map((v: any) => v.metricId)).toEqual([s.revenue]);
    // Search and programme filters.
    const searched = (await ok(call(GRID, { filter: { from: addDays(s.today, -200), search: 'bet' } }, s.admin.token, s.on))).metricsGrid;
    expect(searched.results.map((r: any) => r.startup.name)).toEqual(['Beta']);
    const inProgramme = (await ok(call(GRID, { filter: { from: addDays(s.today, -200), programIds: s.programs } }, s.admin.token, s.on))).metricsGrid;
    expect(inProgramme.totalCount).toBe(2);
    // The default range is the last twelve months up to today.
    expect(grid.to).toBe(addDays(s.today, 0));
    const defaults = (await ok(call(GRID, {}, s.admin.token, s.on))).metricsGrid;
    expect(defaults.to).toBe(s.today);
    expect(defaults.from < addDays(s.today, -330)).toBe(true);
  });

  it('pages by name with its cursor', async () => {
    const s = await scene(server);
    const first = (await ok(call(GRID, { filter: { from: addDays(s.today, -200) }, limit: 1 }, s.admin.token, s.on))).metricsGrid;
    expect(first.results.map((r: any) => r.startup.name)).toEqual(['Alpha']);
    expect(first.next).toBeTruthy();
    const second = (await ok(call(GRID, { filter: { from: addDays(s.today, -200) }, limit: 1, cursor: first.next }, s.admin.token, s.on))).metricsGrid;
    expect(second.results.map((r: any) => r.startup.name)).toEqual(['Beta']);
    expect(second.next).toBeNull();
    expect(await codeOf(call(GRID, { cursor: 'nonsense' }, s.admin.token, s.on))).toBe('VALIDATION_ERROR');
    const backwards = await call(GRID, { filter: { from: s.today, to: addDays(s.today, -1) } }, s.admin.token, s.on);
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual([{ field: 'to', message: 'The end of the range must not be before its start' }]);
  });

  it('shows ASSIGNED staff only their startups, and refuses founders and other tenants', async () => {
    const s = await scene(server);
    const coached = (await ok(call(GRID, { filter: { from: addDays(s.today, -200) } }, s.coach.token, s.on))).metricsGrid;
    expect(coached.results.map((r: any) => r.startup.name)).toEqual(['Alpha']);
    expect(coached.totalCount).toBe(1);
    expect(await codeOf(call(GRID, {}, s.founder.token, s.on))).toBe('NOT_FOUND');
    const stranger = await buildSignedInUser(await buildTenant(server, { plan: 'enterprise' }), { roleType: 'admin' });
    const elsewhere = await call(GRID, {}, stranger.token, s.on);
    expect(elsewhere.data?.metricsGrid ?? null).toBeNull();
  });
});

describe('exportMetricReport', () => {
  async function download(s: Scene, url: string, token: string) {
    return fetch(`${server.url}${url}`, { headers: { 'x-incubator': s.on.slug, authorization: `Bearer ${token}` } });
  }

  it('writes the grid into an XLSX workbook its author alone downloads', async () => {
    const s = await scene(server);
    const file = (await ok(call(EXPORT, { filter: { from: addDays(s.today, -200) }, format: 'XLSX' }, s.admin.token, s.on))).exportMetricReport;
    expect(file.fileName).toMatch(/\.xlsx$/);
    const answer = await download(s, file.url, s.admin.token);
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await answer.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    const rows = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0]).toEqual(['Startup', 'Period start', 'Period end', 'Due date', 'Status', 'Revenue', 'Customers', 'Revenue per customer']);
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows[1].slice(0, 1)).toEqual(['Alpha']);
    expect(rows[1][4]).toBe('Submitted');
    expect(rows[1][5]).toBe(1000);
    // Someone else, even an admin, is told it does not exist.
    const other = await buildSignedInUser(s.on, { roleType: 'admin' });
    expect((await download(s, file.url, other.token)).status).toBe(404);
    expect((await fetch(`${server.url}${file.url}`, { headers: { 'x-incubator': s.on.slug } })).status).toBe(401);
  });

  it('writes CSV, only of the startups the viewer manages, and refuses founders', async () => {
    const s = await scene(server);
    const file = (await ok(call(EXPORT, { filter: { from: addDays(s.today, -200) }, format: 'CSV' }, s.coach.token, s.on, 'fr'))).exportMetricReport;
    const answer = await download(s, file.url, s.coach.token);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(await answer.text());
    expect(rows[0].slice(0, 5)).toEqual(['Startup', 'Début de la période', 'Fin de la période', "Date d'échéance", 'Statut']);
    expect(rows[0]).toContain('Clients');
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(['Alpha']));
    expect(rows[1][4]).toBe('Envoyé');
    expect(await codeOf(call(EXPORT, { format: 'CSV' }, s.founder.token, s.on))).toBe('NOT_FOUND');
  });

  it('removes report files with the day’s run once their days are over', async () => {
    const s = await scene(server);
    const file = (await ok(call(EXPORT, { filter: { from: addDays(s.today, -200) }, format: 'CSV' }, s.admin.token, s.on))).exportMetricReport;
    await runTenantMetrics(server.services, s.on.incubator, new Date(Date.now() + (METRIC_REPORT_DAYS - 1) * 24 * 3600 * 1000));
    expect((await download(s, file.url, s.admin.token)).status).toBe(200);
    const later = await runTenantMetrics(server.services, s.on.incubator, new Date(Date.now() + (METRIC_REPORT_DAYS + 1) * 24 * 3600 * 1000));
    expect(later.dropped).toBe(1);
    expect((await download(s, file.url, s.admin.token)).status).toBe(404);
  });
});

describe('importMetricValues', () => {
  it('previews every row with its errors and writes nothing while any row is invalid', async () => {
    const s = await scene(server);
    const before = await filledValues(s);
    const month = s.periods.missing.from.slice(0, 7);
    const csv = [
      'startup,metric,period,value',
      `Alpha,Revenue,${s.periods.missing.from},2500`,
      `Nobody,Revenue,${month},1`,
      `Alpha,Unknown metric,${month},1`,
      `Alpha,Revenue,2027-13,1`,
      `Alpha,Revenue,${s.periods.missing.from},abc`,
      `Alpha,Customers,${s.periods.missing.from},2.5`,
      `Alpha,Customers,${s.periods.missing.from},5000`,
      `Alpha,Revenue per customer,${s.periods.missing.from},3`,
      `Alpha,Revenue,1990-01-01,1`,
      `Gamma,Revenue,${s.periods.missing.from},1`,
      `alpha,revenue,${s.periods.missing.to},2600`,
    ].join('\n');
    const preview = (await ok(call(IMPORT, { csv, dryRun: false }, s.admin.token, s.on))).importMetricValues;
    expect(preview).toMatchObject({ valid: false, total: 11, invalid: 10, written: 0 });
    const errorsOf = (line: number) => preview.rows.find((r: any) => r.line === line).errors.map((e: any) => `${e.column}: ${e.message}`);
    expect(errorsOf(2)).toEqual([]);
    expect(preview.rows[0].periodFrom).toBe(s.periods.missing.from);
    expect(errorsOf(3)).toEqual(['startup: No startup you manage has this name']);
    expect(errorsOf(4)).toEqual(['metric: No metric has this name']);
    expect(errorsOf(5)).toEqual(['period: The date received for this data update is invalid']);
    expect(errorsOf(6)).toEqual(['value: Invalid amount']);
    expect(errorsOf(7)).toEqual(['value: Invalid number']);
    expect(errorsOf(8)).toEqual(['value: This must be less than 1000']);
    expect(errorsOf(9)).toEqual(['metric: This metric is calculated from the others and cannot be entered']);
    expect(errorsOf(10)).toEqual(['period: This startup has no period of this metric at this date']);
    expect(errorsOf(11)).toEqual(['period: This startup has no period of this metric at this date']);
    expect(errorsOf(12)).toEqual(['value: This value is already given on an earlier line']);
    expect(await filledValues(s)).toBe(before);

    // The coach manages Alpha only: Beta is unknown to them.
    const coachPreview = (await ok(call(IMPORT, { csv: `startup,metric,period,value\nBeta,Revenue,${s.periods.submitted.from},1`, dryRun: true }, s.coach.token, s.on)))
      .importMetricValues;
    expect(coachPreview.rows[0].errors[0].message).toBe('No startup you manage has this name');
    expect(await codeOf(call(IMPORT, { csv, dryRun: true }, s.founder.token, s.on))).toBe('NOT_FOUND');
    const empty = await call(IMPORT, { csv: '', dryRun: true }, s.admin.token, s.on);
    expect(empty.errors?.[0]?.extensions?.fields).toEqual([{ field: 'csv', message: 'Choose a CSV file with values to import' }]);
  });

  it('writes a valid file through the reporting path, on the founders’ behalf', async () => {
    const s = await scene(server);
    const csv = ['metric;period;startup;value', `Revenue;${s.periods.missing.from};Alpha;2500,5`, `Clients;${s.periods.missing.to};Alpha;25`].join('\r\n');
    const dry = (await ok(call(IMPORT, { csv, dryRun: true }, s.admin.token, s.on, 'fr'))).importMetricValues;
    expect(dry).toMatchObject({ valid: true, written: 0, invalid: 0, total: 2 });
    const done = (await ok(call(IMPORT, { csv, dryRun: false }, s.admin.token, s.on, 'fr'))).importMetricValues;
    expect(done).toMatchObject({ valid: true, written: 2 });
    const grid = (await ok(call(GRID, { filter: { from: s.periods.missing.from, to: s.periods.missing.from } }, s.admin.token, s.on))).metricsGrid;
    const period = grid.results[0].periods[0];
    expect(period.status).toBe('LATE');
    expect(period.values.find((v: any) => v.metricId === s.revenue)).toMatchObject({ value: '2500.5', number: 2500.5, onBehalf: true });
    expect(period.values.find((v: any) => v.metricId === s.customers)).toMatchObject({ number: 25, onBehalf: true });
    // The calculated metric follows.
    expect(period.values.find((v: any) => v.metricId === s.perCustomer).number).toBeCloseTo(100.02);
    const [row] = await withTenant(server.services.pool, s.on.incubator.id, (db) =>
      db
        .select()
        .from(schema.metricValues)
        .where(and(eq(schema.metricValues.id, s.valueIds[`missing/${s.revenue}`]))),
    );
    expect(row.enteredBy).toBe(s.admin.user.id);
  });
  it("lands in a period the startup's data collection asks for, made when the file is written", async () => {
    const s = await scene(server);
    const startsOn = addDays(s.today, -70);
    await withTenant(server.services.pool, s.on.incubator.id, (db) =>
      db.insert(schema.dataCollections).values({ incubatorId: s.on.incubator.id, id: newId(), startupId: s.gamma.id, metricIds: [s.revenue], startsOn, dueDays: 5 }),
    );
    const csv = `startup,metric,period,value\nGamma,Revenue,${startsOn},700`;
    const dry = (await ok(call(IMPORT, { csv, dryRun: true }, s.admin.token, s.on))).importMetricValues;
    expect(dry).toMatchObject({ valid: true, written: 0 });
    expect(dry.rows[0].periodFrom).toBe(startsOn);
    const periods = () => withTenant(server.services.pool, s.on.incubator.id, (db) => db.select().from(schema.metricPeriods).where(eq(schema.metricPeriods.startupId, s.gamma.id)));
    expect(await periods()).toHaveLength(0);
    expect((await ok(call(IMPORT, { csv, dryRun: false }, s.admin.token, s.on))).importMetricValues.written).toBe(1);
    const made = await periods();
    expect(made.length).toBeGreaterThan(0);
    const grid = (await ok(call(GRID, { filter: { from: startsOn, to: startsOn, search: 'Gamma' } }, s.admin.token, s.on))).metricsGrid;
    expect(grid.results[0].periods[0].values[0]).toMatchObject({ metricId: s.revenue, number: 700, onBehalf: true });
  });
});

describe('analytics', () => {
  it("charts a startup's metrics with its programme's median, for its founders and staff", async () => {
    const s = await scene(server);
    const from = addDays(s.today, -200);
    const series = (await ok(call(STARTUP_METRICS, { startupId: s.alpha.id, from }, s.founder.token, s.on))).startupMetrics;
    expect(series.map((x: any) => x.metric.name)).toEqual(['Revenue', 'Customers', 'Revenue per customer']);
    const revenue = series[0];
    expect(revenue.points).toHaveLength(5);
    // Alpha 1,000 and Beta 3,000 in the first period: the programme's median is 2,000.
    expect(revenue.points[0]).toMatchObject({ from: s.periods.submitted.from, number: 1000, median: 2000 });
    expect(revenue.points[1]).toMatchObject({ number: 1500, median: 1500 });
    expect(revenue.points[2]).toMatchObject({ number: null, median: null });
    await ok(call(STARTUP_METRICS, { startupId: s.alpha.id }, s.coach.token, s.on));
    expect(await codeOf(call(STARTUP_METRICS, { startupId: s.alpha.id }, s.otherFounder.token, s.on))).toBe('NOT_FOUND');
    expect(await codeOf(call(STARTUP_METRICS, { startupId: s.beta.id }, s.coach.token, s.on))).toBe('NOT_FOUND');
    expect(await codeOf(call(STARTUP_METRICS, { startupId: 'nope' }, s.admin.token, s.on))).toBe('NOT_FOUND');
  });

  it('sums the portfolio per metric and period, with medians and growth, per programme when asked', async () => {
    const s = await scene(server);
    const from = addDays(s.today, -200);
    const all = (await ok(call(PORTFOLIO, { filter: { metricIds: [s.revenue] }, from }, s.admin.token, s.on))).portfolioMetrics;
    expect(all).toHaveLength(1);
    expect(all[0].program).toBeNull();
    expect(all[0].points).toEqual([
      { from: s.periods.submitted.from, to: s.periods.submitted.to, sum: 4000, median: 2000, count: 2, growth: null },
      { from: s.periods.late.from, to: s.periods.late.to, sum: 1500, median: 1500, count: 1, growth: -0.625 },
    ]);
    const perProgramme = (await ok(call(PORTFOLIO, { filter: { programIds: s.programs, metricIds: [s.revenue, s.customers] }, from }, s.admin.token, s.on))).portfolioMetrics;
    expect(perProgramme.map((x: any) => [x.metric.name, x.program.name])).toEqual([
      ['Revenue', 'Seed'],
      ['Customers', 'Seed'],
    ]);
    // The coach's portfolio is Alpha alone.
    const coached = (await ok(call(PORTFOLIO, { filter: { metricIds: [s.revenue] }, from }, s.coach.token, s.on))).portfolioMetrics;
    expect(coached[0].points[0]).toMatchObject({ sum: 1000, count: 1 });
    expect(await codeOf(call(PORTFOLIO, {}, s.founder.token, s.on))).toBe('NOT_FOUND');
  });

  it('keeps the portfolio for the data version it was computed on, and computes it again after any write', async () => {
    const s = await scene(server);
    const from = addDays(s.today, -200);
    const first = async () => (await ok(call(PORTFOLIO, { filter: { metricIds: [s.revenue] }, from }, s.admin.token, s.on))).portfolioMetrics[0].points[0];
    expect(await first()).toMatchObject({ sum: 4000 });
    const kept = () => withTenant(server.services.pool, s.on.incubator.id, (db) => db.select().from(schema.analyticsCache));
    expect(await kept()).toHaveLength(1);
    // A write by any path (here straight to the table) gives a new version: the next read sees it.
    const mv = schema.metricValues;
    await withTenant(server.services.pool, s.on.incubator.id, (db) =>
      db
        .update(mv)
        .set({ number: 2000, value: '2000' })
        .where(and(eq(mv.startupId, s.alpha.id), eq(mv.metricId, s.revenue), eq(mv.periodFrom, s.periods.submitted.from))),
    );
    expect(await first()).toMatchObject({ sum: 5000, median: 2500 });
    // Leaving the programme counts too.
    const perProgramme = async () =>
      (await ok(call(PORTFOLIO, { filter: { programIds: s.programs, metricIds: [s.revenue] }, from }, s.admin.token, s.on))).portfolioMetrics[0].points[0];
    expect(await perProgramme()).toMatchObject({ count: 2 });
    await withTenant(server.services.pool, s.on.incubator.id, (db) => db.delete(schema.startupPrograms).where(eq(schema.startupPrograms.startupId, s.beta.id)));
    expect(await perProgramme()).toMatchObject({ count: 1 });
    // Only the answers of the current version are kept.
    expect(new Set((await kept()).map((row) => row.version)).size).toBe(1);
  });

  it('works an answer out once for those who ask at the same time', async () => {
    const s = await scene(server);
    let computed = 0;
    const slowSum = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { sum: 42 };
    };
    const ask = () => withTenant(server.services.pool, s.on.incubator.id, (db) => cachedAnalytics(s.on, db, 'metrics', analyticsKey('test', { at: 'once' }), slowSum));
    expect(await Promise.all([ask(), ask(), ask()])).toEqual([{ sum: 42 }, { sum: 42 }, { sum: 42 }]);
    expect(computed).toBe(1);
    // A failure is not shared: the next asker works the answer out itself.
    const failing = () =>
      withTenant(server.services.pool, s.on.incubator.id, (db) =>
        cachedAnalytics(s.on, db, 'metrics', analyticsKey('test', { at: 'failing' }), () => Promise.reject(new Error('down'))),
      );
    await expect(failing()).rejects.toThrow('down');
    const later = await withTenant(server.services.pool, s.on.incubator.id, (db) => cachedAnalytics(s.on, db, 'metrics', analyticsKey('test', { at: 'failing' }), slowSum));
    expect(later).toEqual({ sum: 42 });
  });
});
