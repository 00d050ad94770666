import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { buildForm } from '../funnels/test-support.ts';
import { buildCatalogue, linkStartup, setGrant } from '../startups/test-support.ts';
import { downloadedRows, exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { coachingSessionsExportType } from './export-type.ts';
import { buildSession, onTenant } from './invites-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let people: Awaited<ReturnType<typeof setup>>;

const at = (iso: string) => new Date(iso);

/**
 * Sessions of two startups: Alpha (coached by `coach`, in the programme) and Beta (coached by
 * `other`); a one-on-one `coach` holds without a startup; one cancelled. Another organisation's
 * session must never appear.
 */
async function setup() {
  const staff = await buildSignedInUser(tenant, { roleType: 'staff', language: 'en' });
  const coach = await buildSignedInUser(tenant, { roleType: 'coach', language: 'en', firstName: 'Cora' });
  const other = await buildSignedInUser(tenant, { roleType: 'coach', language: 'en', firstName: 'Otto' });
  const founder = await buildSignedInUser(tenant, { roleType: 'cofounder', language: 'fr', firstName: 'Fanny' });
  const alpha = await buildStartup(tenant, { name: 'Alpha', founders: [founder.user], coaches: [coach.user] });
  const beta = await buildStartup(tenant, { name: 'Beta', coaches: [other.user] });
  const catalogue = await buildCatalogue(tenant, { programs: ['Seed 2027'] });
  await linkStartup(tenant, alpha.id, { programIds: catalogue.programs });
  const first = await buildSession(tenant, {
    name: 'Pitch review',
    startupId: alpha.id,
    startsAt: at('2027-03-01T09:00:00Z'),
    duration: 45,
    coachIds: [coach.user.id],
    attendeeIds: [founder.user.id],
    startedAt: at('2027-03-01T09:02:00Z'),
    endedAt: at('2027-03-01T09:50:00Z'),
    estimatedDuration: 48,
    location: 'Room 2',
  });
  const second = await buildSession(tenant, { name: '=Market sizing', startupId: beta.id, startsAt: at('2027-03-05T14:00:00Z'), coachIds: [other.user.id] });
  const third = await buildSession(tenant, { name: 'Office hours', eventType: 'ONE_ON_ONE', startsAt: at('2027-04-02T08:30:00Z'), coachIds: [coach.user.id], meetingLink: null });
  const fourth = await buildSession(tenant, {
    name: 'Cancelled call',
    startupId: beta.id,
    startsAt: at('2027-05-01T10:00:00Z'),
    coachIds: [other.user.id],
    cancelledAt: new Date(),
  });
  // Two sent evaluations of the first session, a draft not counted.
  const formId = await buildForm(tenant, 'evaluation');
  await onTenant(tenant, async (db) => {
    const [form] = await db.select().from(schema.forms).where(eq(schema.forms.id, formId));
    const submission = (respondentId: string, status: string) => ({
      incubatorId: tenant.incubator.id,
      id: newId(),
      formId,
      versionId: form.versionId!,
      respondentId,
      subjectKind: 'coachingSession',
      subjectId: first.id,
      status,
      source: 'signed_in',
      answers: {},
    });
    await db.insert(schema.formSubmissions).values([submission(coach.user.id, 'submitted'), submission(founder.user.id, 'submitted'), submission(staff.user.id, 'draft')]);
  });
  const elsewhere = await buildTenant(server);
  await buildSession(elsewhere, { name: 'Foreign session', startsAt: at('2027-03-02T09:00:00Z') });
  return { staff, coach, other, founder, alpha, beta, programId: catalogue.programs[0], sessions: { first, second, third, fourth } };
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  people = await setup();
}, 60_000);
afterAll(() => server.stop());

async function download(token: string, query: string, language?: string) {
  const response = await fetch(`${server.url}/api/coachingsessions?${query}`, {
    headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
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

const names = (rows: string[][]) => rows.slice(1).map((row) => row[0]);

describe('the coaching sessions export', () => {
  it('writes every session with its columns for a role with ALL, as CSV and XLSX alike', async () => {
    const csv = await download(people.staff.token, 'format=csv');
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/text\/csv/);
    expect(decodeURIComponent(csv.disposition)).toMatch(/Coaching sessions \d{4}-\d{2}-\d{2}\.csv/);
    const rows = await rowsOf(csv, 'csv');
    expect(rows[0]).toEqual([
      'Name',
      'Type',
      'Date (UTC)',
      `Date (${tenant.incubator.timezone})`,
      'Planned minutes',
      'Real minutes',
      'Startup',
      'Programmes',
      'Coaches',
      'Attendees',
      'Topics',
      'Location',
      'Started',
      'Ended',
      'Evaluations',
      'Cancelled',
    ]);
    // By date; a name that would run as a formula is written inert.
    expect(names(rows)).toEqual(['Pitch review', "'=Market sizing", 'Office hours', 'Cancelled call']);
    const [first] = rows.slice(1);
    expect(first[1]).toBe('Scheduled session');
    expect(first[2]).toBe('2027-03-01T09:00:00.000Z');
    expect(first.slice(4, 16)).toEqual([
      '45',
      '48',
      'Alpha',
      'Seed 2027',
      'Cora coach',
      'Fanny cofounder',
      '',
      'Room 2',
      '2027-03-01T09:02:00.000Z',
      '2027-03-01T09:50:00.000Z',
      '2',
      'No',
    ]);
    expect(rows[3][1]).toBe('One-on-one');
    expect(rows[4][15]).toBe('Yes');

    const xlsx = await download(people.staff.token, 'format=xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toMatch(/spreadsheetml/);
    const sheet = await rowsOf(xlsx, 'xlsx');
    expect(names(sheet)).toEqual(names(rows));
    expect(sheet[1][4]).toBe('45');
  });

  it('under ASSIGNED holds the sessions of one’s startups and one’s own only', async () => {
    // The coach's role defaults to ASSIGNED.
    const rows = await rowsOf(await download(people.coach.token, 'format=csv'), 'csv');
    expect(names(rows)).toEqual(['Pitch review', 'Office hours']);
    const others = await rowsOf(await download(people.other.token, 'format=csv'), 'csv');
    expect(names(others)).toEqual(["'=Market sizing", 'Cancelled call']);
  });

  it('filters by period, coach, startup and programme', async () => {
    const token = people.staff.token;
    const of = async (query: string) => names(await rowsOf(await download(token, `format=csv&${query}`), 'csv'));
    expect(await of('from=2027-03-02T00:00:00Z&to=2027-04-30T00:00:00Z')).toEqual(["'=Market sizing", 'Office hours']);
    expect(await of(`coachId=${people.coach.user.id}`)).toEqual(['Pitch review', 'Office hours']);
    expect(await of(`startupId=${people.beta.id}`)).toEqual(["'=Market sizing", 'Cancelled call']);
    expect(await of(`programId=${people.programId}`)).toEqual(['Pitch review']);
  });

  it('is refused without the permission, with a translated message, and for a bad filter or no sign-in', async () => {
    const refused = await download(people.founder.token, 'format=csv');
    expect(refused.status).toBe(403);
    const body = JSON.parse(refused.body.toString('utf8'));
    expect(JSON.stringify(body)).toContain('Vous ne pouvez pas exporter les séances de coaching.');
    await setGrant(server, tenant, 'staff', 'COACHING_SESSION:EXPORT', 'NONE');
    expect((await download(people.staff.token, 'format=csv')).status).toBe(403);
    await setGrant(server, tenant, 'staff', 'COACHING_SESSION:EXPORT', 'ALL');
    expect((await download(people.staff.token, 'format=pdf')).status).toBe(400);
    expect((await download(people.staff.token, 'format=csv&startupId=nope')).status).toBe(400);
    expect((await download(people.staff.token, 'format=csv&from=yesterday')).status).toBe(400);
    const anonymous = await fetch(`${server.url}/api/coachingsessions?format=csv`, { headers: { 'x-incubator': tenant.slug } });
    expect(anonymous.status).toBe(401);
  });
});

describe('the export type coachingSessions', () => {
  const write = (userId: string, filter: unknown) => writeExport(server.services, tenant.incubator, userId, coachingSessionsExportType, filter);

  it('writes the rows the REST download gives, each column described', async () => {
    const written = await write(people.staff.user.id, { from: '2027-01-01T00:00:00Z' });
    const downloaded = await downloadedRows(
      await fetch(`${server.url}/api/coachingsessions?format=csv&from=2027-01-01T00:00:00Z`, {
        headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${people.staff.token}` },
      }),
    );
    expect([written.header, ...written.rows]).toEqual(downloaded);
    expect(written.total).toBe(4);
    expect(written.descriptions).toHaveLength(written.header.length);
    expect(written.descriptions[3]).toContain(tenant.incubator.timezone);
    expect(written.descriptions.every((d) => d.length > 5 && !d.startsWith('exportColumns.'))).toBe(true);
  });

  it('holds only what an ASSIGNED coach sees, and refuses a founder', async () => {
    expect((await write(people.coach.user.id, {})).rows.map((r) => r[0])).toEqual(['Pitch review', 'Office hours']);
    expect(await exportRefusal(server.services, tenant.incubator, people.founder.user.id, coachingSessionsExportType, {})).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers a bad filter with its field, writing nothing', async () => {
    expect(await exportRefusal(server.services, tenant.incubator, people.staff.user.id, coachingSessionsExportType, { startupId: 'nope', from: 'yesterday' })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: expect.arrayContaining(['startupId', 'from']),
    });
    expect((await exportRefusal(server.services, tenant.incubator, people.staff.user.id, coachingSessionsExportType, { colour: 'red' }))?.code).toBe('VALIDATION_ERROR');
  });
});
