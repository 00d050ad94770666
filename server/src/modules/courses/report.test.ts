import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@seedbed/contracts/time';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { downloadedRows, exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { courseCohortReportExportType } from './export-type.ts';
import { caller, DAY, enrol, insertCourse, insertForm, ok, QUIZ_QUESTIONS, rowsOf, type CourseFixture } from './learning-fixtures.ts';

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

let server: TestServer;
let on: Tenant;
let as: ReturnType<typeof caller>;
let manager: Person;
let course: CourseFixture;
let ada: Person;
let bo: Person;
let eve: Person;

/** The report as a person downloads it. */
const download = (person: { token: string } | null, cohortId: string, format?: string, tenant: Tenant = on) =>
  fetch(`${server.url}/api/courses/cohorts/${cohortId}/report${format ? `?format=${format}` : ''}`, {
    headers: { 'x-incubator': tenant.slug, ...(person ? { authorization: `Bearer ${person.token}` } : {}), 'accept-language': 'en' },
  });

/** RFC 4180 rows: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  on = await buildTenant(server);
  as = caller(server, on);
  manager = await buildSignedInUser(on, { roleType: 'coach' });
  const formId = await insertForm(on, 'quiz', QUIZ_QUESTIONS);
  course = await insertCourse(on, {
    startsAt: new Date(Date.now() - 3 * DAY),
    title: 'Founder Bootcamp',
    lessons: [
      { key: 'intro', type: 'ARTICLE', title: 'Welcome' },
      { key: 'quiz', type: 'QUIZ', title: 'Check-in', formId, passMark: 70 },
      { key: 'essay', type: 'ASSIGNMENT', title: 'Your essay' },
    ],
  });
  await rowsOf(on, (db) => db.insert(schema.courseAdmins).values({ incubatorId: on.incubator.id, courseId: course.courseId, userId: manager.user.id }));
  ada = await buildSignedInUser(on, { roleType: 'founder', firstName: 'Ada', email: 'ada@report.test' });
  bo = await buildSignedInUser(on, { roleType: 'founder', firstName: 'Bo', email: 'bo@report.test' });
  eve = await buildSignedInUser(on, { roleType: 'founder', firstName: '=HYPERLINK("x")', email: 'eve@report.test' });
  const startup = await buildStartup(on, { name: 'Acme, Inc.', founders: [ada.user] });
  await enrol(on, course, ada.user.id, startup.id);
  await enrol(on, course, bo.user.id);
  await enrol(on, course, eve.user.id);
  await ok(as(ada, 'mutation($id: ID!) { completeCourseUnit(unitId: $id) { _id } }', { id: course.units.intro }));
  const quiz = (answers: Record<string, unknown>) =>
    ok(as(ada, 'mutation($id: ID!, $a: String!) { submitQuiz(unitId: $id, answers: $a) { score } }', { id: course.units.quiz, a: JSON.stringify(answers) }));
  await quiz({ capital: 'lyon', primes: ['2'] });
  await quiz({ capital: 'paris', primes: ['2', '3'] });
  await ok(
    as(bo, 'mutation($id: ID!, $a: String!) { submitQuiz(unitId: $id, answers: $a) { score } }', { id: course.units.quiz, a: JSON.stringify({ capital: 'lyon', primes: ['2'] }) }),
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const HEADER = ['Learner', 'Email', 'Startup', 'Progress (%)', 'Completed lessons', '1. Welcome', '2. Check-in (best score, %)', '3. Your essay', 'Course completed on'];

/** The learners' rows as the report writes them, in enrolment order. */
function expectedRows(today: string) {
  return [
    ['Ada founder', 'ada@report.test', 'Acme, Inc.', 67, 2, today, 100, '', ''],
    ['Bo founder', 'bo@report.test', '', 0, 0, '', 0, '', ''],
    [`'=HYPERLINK("x") founder`, 'eve@report.test', '', 0, 0, '', '', '', ''],
  ];
}

describe('the course cohort report', () => {
  it('writes a CSV with a column per lesson: the day it was completed, a quiz’s best score', async () => {
    const response = await download(manager, course.cohortId, 'csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('Founder Bootcamp – Spring – report.csv'));
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first, so that spreadsheets read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(HEADER);
    const today = localDate(new Date(), on.incubator.timezone);
    const expected = expectedRows(today).map((row) => row.map(String));
    expect([...rows].sort((a, b) => a[1].localeCompare(b[1]))).toEqual([...expected].sort((a, b) => a[1].localeCompare(b[1])));
  });

  it('writes the same as XLSX, numbers as numbers', async () => {
    const response = await download(manager, course.cohortId, 'xlsx');
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Cohort report');
    const values = (n: number) => Array.from((sheet.getRow(n).values as unknown[]).slice(1), (v) => v ?? '');
    expect(values(1)).toEqual(HEADER);
    const rows = [values(2), values(3), values(4)].map((row) => [...row, ...Array(HEADER.length - row.length).fill('')]);
    const today = localDate(new Date(), on.incubator.timezone);
    expect(rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual(expectedRows(today).sort((a, b) => String(a[1]).localeCompare(String(b[1]))));
  });

  it('is for the course’s managers only; a bad format is a field error', async () => {
    expect((await download(ada, course.cohortId, 'csv')).status).toBe(403);
    expect((await download(null, course.cohortId, 'csv')).status).toBe(401);
    const bad = await download(manager, course.cohortId, 'pdf');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('format');
    expect((await download(manager, 'not-an-id', 'csv')).status).toBe(404);
    const elsewhere = await buildTenant(server);
    const theirs = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    expect((await download(theirs, course.cohortId, 'csv', elsewhere)).status).toBe(404);
  });
});

describe('the export type courseCohortReport', () => {
  it('writes the rows the REST report gives, each column described', async () => {
    const written = await writeExport(server.services, on.incubator, manager.user.id, courseCohortReportExportType, { cohortId: course.cohortId });
    expect([written.header, ...written.rows]).toEqual(await downloadedRows(await download(manager, course.cohortId, 'csv')));
    expect(written.total).toBe(3);
    expect(written.descriptions[6]).toBe(`The learner's best score at the quiz 2, "Check-in", in percent.`);
  });

  it('refuses a learner, another tenant’s cohort and a bad filter', async () => {
    expect(await exportRefusal(server.services, on.incubator, ada.user.id, courseCohortReportExportType, { cohortId: course.cohortId })).toMatchObject({ code: 'FORBIDDEN' });
    const elsewhere = await buildTenant(server);
    const theirs = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    expect(await exportRefusal(server.services, elsewhere.incubator, theirs.user.id, courseCohortReportExportType, { cohortId: course.cohortId })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await exportRefusal(server.services, on.incubator, manager.user.id, courseCohortReportExportType, { cohortId: 'nope' })).toEqual({
      code: 'VALIDATION_ERROR',
      fields: ['cohortId'],
    });
  });
});

describe('the cohort report through the export engine', () => {
  it('is queued for the course’s manager and refused to a learner', async () => {
    const REQUEST = 'mutation($filter: String) { requestExport(type: courseCohortReport, format: xlsx, filter: $filter) { _id status type } }';
    const filter = JSON.stringify({ cohortId: course.cohortId });
    const queued = await as(manager, REQUEST, { filter });
    expect(queued.errors).toBeUndefined();
    expect(queued.data.requestExport).toMatchObject({ type: 'courseCohortReport' });
    expect((await as(ada, REQUEST, { filter })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
