import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, gql, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { createDemoTenant, DEMO_PASSWORD } from '../../seed/demo.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';

/**
 * The dashboard and the export read the demo's funnels: sixty applications in every status over
 * "Spring 2027 Accelerator" (open, three rounds) and "Autumn 2026 Cohort" (closed, two rounds).
 */
let server: TestServer;
let demo: Tenant;
let spring: string;
let autumn: string;
const tokens = new Map<string, string>();

const DASHBOARD = `query D($funnelId: ID, $from: String, $to: String) { applicationsDashboard(funnelId: $funnelId, from: $from, to: $to) {
  funnel { _id name } funnels { _id name } from to total statuses { status count }
  rounds { round { _id } name position entered submitted accepted rejected }
  weeks { week created submitted } scores { from to count }
  evaluators { evaluator { _id fullName } assigned done conflicts } timeToDecision { decided medianDays p90Days } } }`;

beforeAll(async () => {
  server = await startTestServer();
  const slug = `demo-${randomUUID().slice(0, 8)}`;
  demo = { incubator: await createDemoTenant(server.services, slug), slug, server };
  const funnels = await server.services.pool.query('SELECT id, slug FROM funnels WHERE incubator_id = $1', [demo.incubator.id]);
  spring = funnels.rows.find((f) => f.slug === 'spring-2027').id;
  autumn = funnels.rows.find((f) => f.slug === 'autumn-2026').id;
}, 180_000);
afterAll(() => server.stop());

async function token(email: string) {
  if (!tokens.has(email)) {
    const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: demo.slug });
    expect(answer.status, email).toBe(200);
    tokens.set(email, answer.body.token);
  }
  return tokens.get(email)!;
}

const dashboard = async (email: string, variables: Record<string, unknown>) => gql(server, DASHBOARD, variables, { tenant: demo.slug, token: await token(email) });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => answer.errors?.[0]?.extensions?.code;

async function download(email: string, query: string, language?: string) {
  const response = await fetch(`${server.url}/api/applications/export?${query}`, {
    headers: { 'x-incubator': demo.slug, authorization: `Bearer ${await token(email)}`, ...(language ? { 'accept-language': language } : {}) },
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: Buffer.from(await response.arrayBuffer()) };
}

/** A downloaded file opened back as rows of text: CSV through exceljs' reader, XLSX as a workbook. */
async function rowsOf(file: { body: Buffer }, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  if (format === 'csv') sheet = await book.csv.read(Readable.from([file.body.toString('utf8').replace(/^\uFEFF/, '')]), { parserOptions: {}, map: (value: unknown) => value });
  else {
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    sheet = book.worksheets[0];
  }
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('applicationsDashboard', () => {
  it('shows a funnel’s conversion per round, its weeks, scores, evaluators and time to decision', async () => {
    const answer = await dashboard('staff@demo.test', { funnelId: spring });
    expect(answer.errors).toBeUndefined();
    const d = answer.data.applicationsDashboard;
    expect(d.funnel.name).toBe('Spring 2027 Accelerator');
    expect(d.funnels.map((f: { name: string }) => f.name).sort()).toEqual(['Autumn 2026 Cohort', 'Spring 2027 Accelerator']);
    expect(d.total).toBe(47);
    expect(d.statuses.find((s: { status: string }) => s.status === 'draft').count).toBe(6);
    // Application: 6 drafts never sent; 11 moved on; 6 rejected and 3 held rejections.
    expect(d.rounds.map((r: Record<string, unknown>) => [r.name, r.entered, r.submitted, r.accepted, r.rejected])).toEqual([
      ['Application', 47, 41, 11, 9],
      ['Interview', 11, 6, 3, 0],
      ['Final committee', 3, 1, 0, 0],
    ]);
    expect(d.weeks.reduce((sum: number, w: { created: number }) => sum + w.created, 0)).toBe(47);
    expect(d.weeks.reduce((sum: number, w: { submitted: number }) => sum + w.submitted, 0)).toBe(41);
    for (const [a, b] of d.weeks.slice(1).map((w: { week: string }, i: number) => [d.weeks[i].week, w.week])) expect(Date.parse(b) - Date.parse(a)).toBe(7 * 86_400_000);
    expect(d.scores).toHaveLength(8);
    expect(d.scores[0]).toMatchObject({ from: 1, to: 1.5 });
    expect(d.scores.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBeGreaterThan(20);
    const olena = d.evaluators.find((e: { evaluator: { fullName: string } }) => e.evaluator.fullName === 'Olena Kovalenko');
    expect(olena.assigned).toBeGreaterThan(olena.done);
    expect(d.timeToDecision.decided).toBe(20);
    expect(d.timeToDecision.medianDays).toBeGreaterThan(0);
    expect(d.timeToDecision.p90Days).toBeGreaterThanOrEqual(d.timeToDecision.medianDays);
  });

  it('covers every funnel without one, and narrows to the period asked', async () => {
    const all = (await dashboard('staff@demo.test', {})).data.applicationsDashboard;
    expect(all.funnel).toBeNull();
    expect(all.total).toBe(60);
    expect(all.rounds).toEqual([]);
    const before = await dashboard('staff@demo.test', { funnelId: autumn, to: '2020-01-31' });
    expect(before.errors).toBeUndefined();
    expect(before.data.applicationsDashboard).toMatchObject({ total: 0, to: '2020-01-31', weeks: [], evaluators: [], timeToDecision: { decided: 0, medianDays: null } });
    expect(before.data.applicationsDashboard.rounds.map((r: { entered: number }) => r.entered)).toEqual([0, 0]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = (await dashboard('staff@demo.test', { from: today, to: today })).data.applicationsDashboard;
    expect(recent.total).toBeLessThan(5);
    expect(recent.weeks.length).toBeLessThanOrEqual(1);
  });

  it('counts again once an application is written, whatever wrote it', async () => {
    const drafts = async () =>
      (await dashboard('staff@demo.test', { funnelId: spring })).data.applicationsDashboard.statuses.find((s: { status: string }) => s.status === 'draft').count;
    expect(await drafts()).toBe(6);
    const kept = await server.services.pool.query("SELECT count(*)::int AS n FROM analytics_cache WHERE incubator_id = $1 AND topic = 'applications'", [demo.incubator.id]);
    expect(kept.rows[0].n).toBeGreaterThan(0);
    const moved = await server.services.pool.query(
      "UPDATE applications SET status = 'under_review' WHERE id = (SELECT id FROM applications WHERE incubator_id = $1 AND funnel_id = $2 AND status = 'draft' ORDER BY id LIMIT 1) RETURNING id",
      [demo.incubator.id, spring],
    );
    try {
      expect(await drafts()).toBe(5);
    } finally {
      await server.services.pool.query("UPDATE applications SET status = 'draft' WHERE id = $1", [moved.rows[0].id]);
    }
    expect(await drafts()).toBe(6);
  });

  it('refuses a malformed period, translated', async () => {
    expect(codeOf(await dashboard('staff@demo.test', { from: '2026-13-45' }))).toBe('VALIDATION_ERROR');
    const reversed = await gql(server, DASHBOARD, { from: '2026-05-01', to: '2026-04-01' }, { tenant: demo.slug, token: await token('staff@demo.test'), language: 'fr' });
    expect(codeOf(reversed)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(reversed.errors)).toContain('La fin de la période');
  });

  it('is refused without APPLICATION_DASHBOARD, and a funnel’s administrators read their own alone', async () => {
    expect(codeOf(await dashboard('evaluator@demo.test', {}))).toBe('FORBIDDEN');
    const evaluatorId = (await server.services.pool.query(`SELECT id FROM users WHERE incubator_id = $1 AND email = 'evaluator@demo.test'`, [demo.incubator.id])).rows[0].id;
    await changeAsOwner(server, 'INSERT INTO funnel_admins (incubator_id, funnel_id, user_id) VALUES ($1, $2, $3)', [demo.incubator.id, autumn, evaluatorId]);
    const own = await dashboard('evaluator@demo.test', { funnelId: autumn });
    expect(own.errors).toBeUndefined();
    expect(own.data.applicationsDashboard.funnels.map((f: { _id: string }) => f._id)).toEqual([autumn]);
    expect((await dashboard('evaluator@demo.test', {})).data.applicationsDashboard.total).toBe(13);
    expect(codeOf(await dashboard('evaluator@demo.test', { funnelId: spring }))).toBe('NOT_FOUND');
    expect(codeOf(await dashboard('staff@demo.test', { funnelId: 'not-an-id' }))).toBe('NOT_FOUND');
    await changeAsOwner(server, 'DELETE FROM funnel_admins WHERE incubator_id = $1 AND funnel_id = $2 AND user_id = $3', [demo.incubator.id, autumn, evaluatorId]);
  });

  it('never reads another organisation’s funnel', async () => {
    const other = await buildTenant(server, { plan: 'growth' });
    const staff = await buildSignedInUser(other, { roleType: 'staff' });
    const answer = await gql(server, DASHBOARD, { funnelId: spring }, { tenant: other.slug, token: staff.token });
    expect(codeOf(answer)).toBe('NOT_FOUND');
    const mine = await gql(server, DASHBOARD, {}, { tenant: other.slug, token: staff.token });
    expect(mine.data.applicationsDashboard).toMatchObject({ total: 0, funnels: [] });
  });
});

describe('GET /api/applications/export', () => {
  it('exports what the overview lists, as CSV and XLSX, with each round’s answers as columns', async () => {
    const csv = await download('staff@demo.test', `format=csv&funnelIds=${autumn}`);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const rows = await rowsOf(csv, 'csv');
    expect(rows).toHaveLength(14);
    const [header] = rows;
    expect(header.slice(0, 11)).toEqual(['Name', 'Applicant', 'Email', 'Funnel', 'Round', 'Status', 'Score', 'Evaluations', 'Tags', 'Submitted', 'Decided']);
    expect(header).toContain('Application · Startup name');
    const mediSync = rows.find((r) => r[0] === 'MediSync')!;
    expect(mediSync.slice(3, 6)).toEqual(['Autumn 2026 Cohort', 'Pitch day', 'Accepted']);
    expect(mediSync[1]).toBe('Karim Benali');
    expect(mediSync[2]).toBe('karim.benali@demo.test');
    expect(mediSync[header.indexOf('Application · Startup name')]).toBe('MediSync');
    const xlsx = await download('staff@demo.test', `format=xlsx&funnelIds=${autumn}&statuses=rejected`, 'fr');
    expect(xlsx.status).toBe(200);
    const sheet = await rowsOf(xlsx, 'xlsx');
    expect(sheet[0][0]).toBe('Nom');
    expect(sheet).toHaveLength(9);
    expect(new Set(sheet.slice(1).map((r) => r[5]))).toEqual(new Set(['Refusée']));
  });

  it('needs the download permission, the bulk export add-on past fifty rows, and a known format', async () => {
    expect((await download('evaluator@demo.test', `format=csv&funnelIds=${autumn}`)).status).toBe(403);
    // Sixty applications: past the fifty the plan exports without the add-on.
    const many = await download('staff@demo.test', 'format=csv');
    expect(many.status).toBe(400);
    expect(JSON.parse(many.body.toString()).code).toBe('FEATURE_DISABLED');
    expect((await download('staff@demo.test', 'format=pdf')).status).toBe(400);
    expect((await download('staff@demo.test', 'format=csv&funnelIds=nope')).status).toBe(400);
    await setFlags(server, demo, { bulkApplicationExport: true });
    const all = await download('staff@demo.test', 'format=xlsx');
    expect(all.status).toBe(200);
    expect(await rowsOf(all, 'xlsx')).toHaveLength(61);
    await setFlags(server, demo, { bulkApplicationExport: false });
  });

  it('hides who applied under blind review from those who may not know', async () => {
    await setFlags(server, demo, { anonymityApplications: true });
    await changeAsOwner(server, 'UPDATE funnels SET anonymous = true WHERE incubator_id = $1 AND id = $2', [demo.incubator.id, spring]);
    await setGrant(server, demo, 'evaluator', 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW', 'ALL');
    const file = await download('evaluator@demo.test', `format=csv&funnelIds=${spring}`);
    expect(file.status).toBe(200);
    const rows = await rowsOf(file, 'csv');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^Application [0-9A-F]{8}$/);
      expect(row[1]).toBe('');
      expect(row[2]).toBe('');
    }
    const staff = await rowsOf(await download('staff@demo.test', `format=csv&funnelIds=${spring}`), 'csv');
    expect(staff.slice(1).every((r) => r[1] !== '')).toBe(true);
    await changeAsOwner(server, 'UPDATE funnels SET anonymous = false WHERE incubator_id = $1 AND id = $2', [demo.incubator.id, spring]);
  });

  it('is refused when the plan lacks the dashboard', async () => {
    await setFlags(server, demo, { applicationsDashboard: false });
    expect(codeOf(await dashboard('staff@demo.test', {}))).toBe('FEATURE_DISABLED');
    await setFlags(server, demo, { applicationsDashboard: true });
  });
});
