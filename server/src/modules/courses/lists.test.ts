import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { changeAsOwner, gql, startTestServer, type GqlAnswer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { insertProgram, link } from '../events/visibility-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type CourseValues = Partial<Omit<typeof schema.courses.$inferInsert, 'incubatorId' | 'id'>>;

/** A course written straight into the table (the lists need no builder): published, public, unless told. */
async function insertCourse(tenant: Tenant, values: CourseValues & { admins?: string[] } = {}): Promise<string> {
  const id = newId();
  const { admins = [], ...row } = values;
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.courses).values({ title: 'Course', status: 'PUBLISHED', isPublic: true, ...row, incubatorId: tenant.incubator.id, id });
    if (admins.length) await db.insert(schema.courseAdmins).values(admins.map((userId) => ({ incubatorId: tenant.incubator.id, courseId: id, userId })));
  });
  return id;
}

/** A learner enrolled in a course (through a cohort of its own), with their progress. */
async function enrolStraight(tenant: Tenant, courseId: string, userId: string, values: { lastActivityAt?: Date | null; completedUnits?: number; lastUnitId?: string } = {}) {
  const id = newId();
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    const cohortId = newId();
    await db.insert(schema.courseCohorts).values({ incubatorId: tenant.incubator.id, id: cohortId, courseId, name: 'Cohort', startsAt: daysAgo(10), learnerCount: 1 });
    await db.insert(schema.courseEnrolments).values({ incubatorId: tenant.incubator.id, id, courseId, cohortId, userId, ...values });
  });
  return id;
}

const LIST =
  'query($scope: CourseScope!, $filter: CourseFilter, $cursor: String, $limit: Int) { courses(scope: $scope, filter: $filter, cursor: $cursor, limit: $limit) { next results { _id title } } }';

/** The ids of a whole list, walked page by page. */
async function listIds(tenant: Tenant, token: string, scope: string, filter: Record<string, unknown> | null = null, limit = 50): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const answer: GqlAnswer = await gql(tenant.server, LIST, { scope, filter, cursor, limit }, { tenant: tenant.slug, token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    ids.push(...answer.data.courses.results.map((r: { _id: string }) => r._id));
    cursor = answer.data.courses.next;
    if (!cursor) break;
  }
  return ids;
}

describe('the catalogue', () => {
  it('shows public courses, those of one’s programmes and those one is enrolled in; hides drafts, archived ones, other programmes’ and another tenant’s', async () => {
    const tenant = await buildTenant(server);
    const other = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    const [mine, theirs] = [await insertProgram(tenant), await insertProgram(tenant)];
    await link(tenant, { startupPrograms: [[startup.id, mine]] });

    const at = (days: number) => ({ createdAt: daysAgo(days) });
    const open = await insertCourse(tenant, { title: 'Open to all', ...at(5) });
    const ofMine = await insertCourse(tenant, { isPublic: false, programIds: [mine], ...at(4) });
    const enrolled = await insertCourse(tenant, { isPublic: false, ...at(3) });
    await enrolStraight(tenant, enrolled, founder.user.id);
    const draft = await insertCourse(tenant, { status: 'DRAFT', ...at(2) });
    await insertCourse(tenant, { isArchived: true, ...at(2) });
    const ofTheirs = await insertCourse(tenant, { isPublic: false, programIds: [theirs], ...at(1) });
    await insertCourse(tenant, { isPublic: false, ...at(1) });
    const elsewhere = await insertCourse(other, {});

    expect(await listIds(tenant, founder.token, 'CATALOGUE')).toEqual([enrolled, ofMine, open]);
    expect(await listIds(tenant, founder.token, 'CATALOGUE', { search: 'OPEN to' })).toEqual([open]);
    // Opening one follows the same rule; another tenant's course is not found, as a closed one is.
    const one = (id: string) => gql(tenant.server, 'query($id: ID!) { course(id: $id) { _id } }', { id }, { tenant: tenant.slug, token: founder.token });
    expect((await one(ofMine)).data.course._id).toBe(ofMine);
    for (const id of [draft, ofTheirs, elsewhere, 'not-an-id']) expect((await one(id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pages through ties on the creation time without repeats or gaps, newest first', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const days = [3, 1, 1, 1, 5, 3, 1, 7, 5, 3, 1, 7, 9];
    const ids = new Set<string>();
    for (const d of days) ids.add(await insertCourse(tenant, { createdAt: daysAgo(d) }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: GqlAnswer = await gql(tenant.server, LIST, { scope: 'CATALOGUE', cursor, limit: 4 }, { tenant: tenant.slug, token: founder.token });
      expect(answer.errors).toBeUndefined();
      seen.push(...answer.data.courses.results.map((r: { _id: string }) => r._id));
      cursor = answer.data.courses.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.length).toBe(days.length);
    expect(new Set(seen)).toEqual(ids);
  });

  it('refuses a cursor it did not write and a search too long, and stops at 50 a page', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    for (const cursor of ['garbage', Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'x'])).toString('base64url')]) {
      const answer = await gql(tenant.server, LIST, { scope: 'CATALOGUE', cursor }, { tenant: tenant.slug, token: founder.token });
      expect(answer.errors?.[0].extensions?.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
    }
    const long = await gql(tenant.server, LIST, { scope: 'CATALOGUE', filter: { search: 'x'.repeat(201) } }, { tenant: tenant.slug, token: founder.token });
    expect(long.errors?.[0].extensions?.fields).toEqual([expect.objectContaining({ field: 'filter.search' })]);
    for (let i = 0; i < 52; i++) await insertCourse(tenant, { title: `100%_${i}` });
    const page = await gql(tenant.server, LIST, { scope: 'CATALOGUE', limit: 500 }, { tenant: tenant.slug, token: founder.token });
    expect(page.data.courses.results).toHaveLength(50);
    expect(page.data.courses.next).toBeTruthy();
    // The search is literal: % and _ match themselves.
    expect(await listIds(tenant, founder.token, 'CATALOGUE', { search: '100%_5' })).toHaveLength(3);
    expect(await listIds(tenant, founder.token, 'CATALOGUE', { search: '1_0' })).toEqual([]);
  });
});

describe('my courses', () => {
  it('lists one’s enrolments, the latest worked on first and those never opened last, without repeats across pages', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const someone = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const courses = [];
    for (let i = 0; i < 7; i++) courses.push(await insertCourse(tenant, { title: `C${i}` }));
    const tie = daysAgo(2);
    await enrolStraight(tenant, courses[0], founder.user.id, { lastActivityAt: daysAgo(3) });
    await enrolStraight(tenant, courses[1], founder.user.id, { lastActivityAt: tie });
    await enrolStraight(tenant, courses[2], founder.user.id, { lastActivityAt: tie });
    await enrolStraight(tenant, courses[3], founder.user.id, { lastActivityAt: daysAgo(1) });
    await enrolStraight(tenant, courses[4], founder.user.id);
    await enrolStraight(tenant, courses[5], founder.user.id);
    await enrolStraight(tenant, courses[6], someone.user.id);
    const archived = await insertCourse(tenant, { isArchived: true });
    await enrolStraight(tenant, archived, founder.user.id, { lastActivityAt: daysAgo(0) });

    const expected = [courses[3], courses[2], courses[1], courses[0], courses[5], courses[4]];
    for (const limit of [1, 2, 3, 50]) expect(await listIds(tenant, founder.token, 'MINE', null, limit)).toEqual(expected);
    expect(await listIds(tenant, founder.token, 'MINE', { search: 'c3' })).toEqual([courses[3]]);
  });

  it('tells each course’s viewer enrolment: cohort, progress and where to continue', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const course = await insertCourse(tenant, { unitCount: 4 });
    const unitId = newId();
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      const chapter = newId();
      await db.insert(schema.courseOutlineUnits).values({ incubatorId: tenant.incubator.id, id: chapter, courseId: course, title: 'One' });
      await db.insert(schema.courseUnits).values({ incubatorId: tenant.incubator.id, id: unitId, courseId: course, outlineUnitId: chapter, type: 'ARTICLE', title: 'Read me' });
    });
    await enrolStraight(tenant, course, founder.user.id, { completedUnits: 1, lastUnitId: unitId, lastActivityAt: daysAgo(1) });
    const unenrolled = await insertCourse(tenant, {});
    const answer = await gql(
      tenant.server,
      '{ courses(scope: CATALOGUE) { results { _id viewerEnrolment { completedUnits progress lastUnit { _id title } cohort { name learnerCount } user { _id } course { _id } completedAt } } } }',
      {},
      { tenant: tenant.slug, token: founder.token },
    );
    expect(answer.errors).toBeUndefined();
    const byId = new Map(answer.data.courses.results.map((r: { _id: string }) => [r._id, r]));
    expect(byId.get(course)).toEqual({
      _id: course,
      viewerEnrolment: {
        completedUnits: 1,
        progress: 25,
        lastUnit: { _id: unitId, title: 'Read me' },
        cohort: { name: 'Cohort', learnerCount: 1 },
        user: { _id: founder.user.id },
        course: { _id: course },
        completedAt: null,
      },
    });
    expect(byId.get(unenrolled)).toEqual({ _id: unenrolled, viewerEnrolment: null });
  });
});

describe('courses one manages', () => {
  it('are every course for COURSES:MANAGE, archived ones on request; for a course admin only theirs; for others none', async () => {
    const tenant = await buildTenant(server);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const drafts = [
      await insertCourse(tenant, { status: 'DRAFT', createdAt: daysAgo(1) }),
      await insertCourse(tenant, { status: 'DRAFT', createdAt: daysAgo(4), admins: [coach.user.id] }),
    ];
    const published = [await insertCourse(tenant, { createdAt: daysAgo(2), admins: [coach.user.id] }), await insertCourse(tenant, { createdAt: daysAgo(3) })];
    const archived = await insertCourse(tenant, { isArchived: true, admins: [coach.user.id] });

    expect(await listIds(tenant, staff.token, 'MANAGED')).toEqual([drafts[0], published[0], published[1], drafts[1]]);
    // Across the two statuses' parts, small pages still repeat and skip nothing.
    expect(await listIds(tenant, staff.token, 'MANAGED', null, 1)).toEqual([drafts[0], published[0], published[1], drafts[1]]);
    expect(await listIds(tenant, staff.token, 'MANAGED', { status: 'DRAFT' })).toEqual(drafts);
    expect(await listIds(tenant, staff.token, 'MANAGED', { archived: true })).toEqual([archived]);
    expect(await listIds(tenant, coach.token, 'MANAGED')).toEqual([published[0], drafts[1]]);
    expect(await listIds(tenant, coach.token, 'MANAGED', { archived: true })).toEqual([archived]);
    expect(await listIds(tenant, founder.token, 'MANAGED')).toEqual([]);
    // A draft opens to its managers only.
    const one = (token: string) => gql(tenant.server, 'query($id: ID!) { course(id: $id) { _id status } }', { id: drafts[1] }, { tenant: tenant.slug, token });
    expect((await one(coach.token)).data.course).toEqual({ _id: drafts[1], status: 'DRAFT' });
    expect((await one(founder.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

it('answers FEATURE_DISABLED while the plan’s course flag is off', async () => {
  const tenant = await buildTenant(server);
  const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  const course = await insertCourse(tenant, {});
  await changeAsOwner(server, `UPDATE incubators SET feature_flags = feature_flags || '{"course": false}'::jsonb WHERE id = $1`, [tenant.incubator.id]);
  const list = await gql(tenant.server, LIST, { scope: 'CATALOGUE' }, { tenant: tenant.slug, token: staff.token });
  expect(list.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  const one = await gql(tenant.server, 'query($id: ID!) { course(id: $id) { _id } }', { id: course }, { tenant: tenant.slug, token: staff.token });
  expect(one.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
});
