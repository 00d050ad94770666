import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import {
  ADMINS,
  ARCHIVE,
  AUTHORIZED,
  COURSE,
  CREATE,
  CREATE_CHAPTER,
  CREATE_LESSON,
  DELETE,
  DUPLICATE,
  PUBLISH,
  UNPUBLISH,
  UPDATE,
  caller,
  codeOf,
  eventKinds,
  fieldsOf,
  insertCohort,
  insertFile,
  insertLearner,
  insertProgram,
  ok,
  storedCourse,
  storedFile,
} from './records-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  call = caller(server, tenant);
});
afterAll(() => server.stop());

const create = async (token: string, title = 'Founder Bootcamp', language?: string) => ok(await call(CREATE, { title }, token, { language })).createCourse;
const update = (token: string, courseId: string, data: Record<string, unknown>) => call(UPDATE, { courseId, data }, token);

/** A course with one chapter holding one lesson, ready to publish. */
async function withLesson(token: string) {
  const course = await create(token);
  const chapter = ok(await call(CREATE_CHAPTER, { courseId: course._id, title: 'Basics' }, token)).createOutlineUnit;
  const lesson = ok(await call(CREATE_LESSON, { id: chapter._id, type: 'ARTICLE', title: 'Welcome' }, token)).createCourseUnit;
  return { course, chapter, lesson };
}

describe('createCourse', () => {
  it('makes a draft whose creator (COURSE:CREATE) is its admin and manages it', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const course = await create(coach.token, '  Pitching  ');
    expect(course).toMatchObject({
      title: 'Pitching',
      status: 'DRAFT',
      isArchived: false,
      lessonCount: 0,
      createdBy: { _id: coach.user.id },
      admins: [{ _id: coach.user.id }],
      viewerCan: { manage: true, edit: true, publish: true, delete: true },
    });
    const { admins } = await storedCourse(tenant, course._id);
    expect(admins.map((a) => a.userId)).toEqual([coach.user.id]);
    expect(await eventKinds(tenant, course._id)).toEqual(['courses.created']);
  });

  it('is refused to a founder without the key, and with an empty title', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect(codeOf(await call(CREATE, { title: 'Mine' }, founder.token))).toBe('FORBIDDEN');
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const empty = await call(CREATE, { title: '   ' }, staff.token);
    expect(codeOf(empty)).toBe('VALIDATION_ERROR');
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'title', message: 'Give the course a title.' }]);
  });
});

describe('who manages a course', () => {
  it('COURSES:MANAGE manages any course; an admin without it only theirs', async () => {
    const author = await buildSignedInUser(tenant, { roleType: 'coach' });
    const colleague = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const { course } = await withLesson(author.token);
    const theirs = await create(colleague.token, 'Theirs');

    expect(ok(await update(staff.token, course._id, { title: 'Renamed by staff' })).updateCourse.title).toBe('Renamed by staff');
    expect(ok(await call(AUTHORIZED, { data: [course._id] }, author.token)).isUserAuthorized).toBe(true);
    expect(ok(await call(AUTHORIZED, { data: [theirs._id] }, author.token)).isUserAuthorized).toBe(false);
    expect(ok(await call(AUTHORIZED, { data: [theirs._id] }, staff.token)).isUserAuthorized).toBe(true);

    // A draft the colleague does not manage is not theirs to see…
    expect(codeOf(await update(colleague.token, course._id, { title: 'Mine now' }))).toBe('NOT_FOUND');
    // …a published public course they see, but may not change.
    ok(await update(author.token, course._id, { isPublic: true }));
    ok(await call(PUBLISH, { courseId: course._id }, author.token));
    const seen = ok(await call(COURSE, { id: course._id }, colleague.token)).course;
    expect(seen.viewerCan).toEqual({ manage: false, edit: false, publish: false, delete: false });
    for (const [query, variables] of [
      [UPDATE, { courseId: course._id, data: { title: 'Mine now' } }],
      [UNPUBLISH, { courseId: course._id }],
      [ARCHIVE, { courseId: course._id, archived: true }],
      [DELETE, { courseId: course._id }],
      [ADMINS, { courseId: course._id, userIds: [colleague.user.id] }],
      [CREATE_CHAPTER, { courseId: course._id, title: 'More' }],
    ] as const)
      expect(codeOf(await call(query, variables, colleague.token)), query).toBe('FORBIDDEN');
    expect((await storedCourse(tenant, course._id)).course.title).toBe('Renamed by staff');
  });

  it("answers NOT_FOUND for another organisation's course and for malformed ids", async () => {
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    const foreign = ok(await call(CREATE, { title: 'Elsewhere' }, stranger.token, { on: other })).createCourse;
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    for (const courseId of [foreign._id, 'not-an-id'])
      for (const [query, variables] of [
        [UPDATE, { courseId, data: { title: 'Taken' } }],
        [PUBLISH, { courseId }],
        [ARCHIVE, { courseId, archived: true }],
        [DUPLICATE, { courseId }],
        [DELETE, { courseId }],
        [ADMINS, { courseId, userIds: [staff.user.id] }],
      ] as const)
        expect(codeOf(await call(query, variables, staff.token)), `${query} ${courseId}`).toBe('NOT_FOUND');
    expect((await storedCourse(other, foreign._id)).course.title).toBe('Elsewhere');
  });

  it('needs the plan’s course flag', async () => {
    const off = await buildTenant(server);
    const staff = await buildSignedInUser(off, { roleType: 'staff' });
    const course = ok(await call(CREATE, { title: 'Before' }, staff.token, { on: off })).createCourse;
    await setFlags(server, off, { course: false });
    expect(codeOf(await call(CREATE, { title: 'After' }, staff.token, { on: off }))).toBe('FEATURE_DISABLED');
    expect(codeOf(await call(UPDATE, { courseId: course._id, data: { title: 'After' } }, staff.token, { on: off }))).toBe('FEATURE_DISABLED');
    expect(codeOf(await call(CREATE_CHAPTER, { courseId: course._id, title: 'After' }, staff.token, { on: off }))).toBe('FEATURE_DISABLED');
  });
});

describe('updateCourse', () => {
  it('writes every setting, sanitising the description', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const course = await create(staff.token);
    const program = await insertProgram(tenant);
    const cover = await insertFile(tenant, staff.user.id);
    const description = `<p>Learn <strong>fast</strong></p><script>alert(1)</script><img src="${cover.url}" alt="Team" onerror="x()"><img src="https://tracker.example/p.gif">`;
    const saved = ok(
      await update(staff.token, course._id, {
        title: 'Go to market',
        description,
        cover: cover.url,
        isPublic: true,
        selfEnrolment: false,
        programIds: [program],
        certificate: false,
      }),
    ).updateCourse;
    expect(saved).toMatchObject({
      title: 'Go to market',
      description: `<p>Learn <strong>fast</strong></p><img src="${cover.url}" alt="Team" />`,
      cover: cover.url,
      isPublic: true,
      selfEnrolment: false,
      programIds: [program],
      certificate: false,
    });
    expect(ok(await update(staff.token, course._id, { cover: null })).updateCourse.cover).toBeNull();
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const course = await create(staff.token);
    const stranger = await buildUser(other, { roleType: 'staff' });
    const foreignProgram = await insertProgram(other);
    const foreignFile = await insertFile(other, stranger.user.id);
    const document = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf' });
    const before = await storedCourse(tenant, course._id);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ title: '' }, ['title']],
      [{ title: 'x'.repeat(201) }, ['title']],
      [{ programIds: [foreignProgram] }, ['programIds.0']],
      [{ programIds: ['nope'] }, ['programIds.0']],
      [{ cover: 'https://elsewhere.example/cover.png' }, ['cover']],
      [{ cover: foreignFile.url }, ['cover']],
      [{ cover: document.url }, ['cover']],
      [{ description: 'x'.repeat(50_001) }, ['description']],
    ];
    for (const [data, fields] of cases) {
      const answer = await update(staff.token, course._id, { isPublic: true, ...data });
      expect(codeOf(answer), JSON.stringify(data)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer)).toEqual(fields);
    }
    const translated = await call(UPDATE, { courseId: course._id, data: { programIds: [foreignProgram] } }, staff.token, { language: 'fr' });
    expect(translated.errors?.[0].extensions?.fields).toEqual([{ field: 'programIds.0', message: "Ce programme n'existe pas." }]);
    expect(await storedCourse(tenant, course._id)).toEqual(before);
  });
});

describe('publishing and archiving', () => {
  it('refuses to publish a course without lessons; publishes, unpublishes and archives one', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const empty = await create(staff.token);
    const refused = await call(PUBLISH, { courseId: empty._id }, staff.token);
    expect(codeOf(refused)).toBe('COURSE_EMPTY');
    expect(refused.errors?.[0].message).toBe('Add at least one lesson before publishing the course.');
    expect((await storedCourse(tenant, empty._id)).course.status).toBe('DRAFT');

    const { course } = await withLesson(staff.token);
    const published = ok(await call(PUBLISH, { courseId: course._id }, staff.token)).publishCourse;
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
    expect(ok(await call(UNPUBLISH, { courseId: course._id }, staff.token)).unpublishCourse.status).toBe('DRAFT');
    expect(ok(await call(ARCHIVE, { courseId: course._id, archived: true }, staff.token)).archiveCourse.isArchived).toBe(true);
    expect(ok(await call(ARCHIVE, { courseId: course._id, archived: false }, staff.token)).archiveCourse.isArchived).toBe(false);
    expect(await eventKinds(tenant, course._id)).toEqual(expect.arrayContaining(['courses.published', 'courses.unpublished', 'courses.archived']));
  });
});

describe('duplicateCourse', () => {
  it('copies chapters and lessons, not cohorts or learners; the duplicator is its admin', async () => {
    const author = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const { course } = await withLesson(author.token);
    ok(await call(PUBLISH, { courseId: course._id }, author.token));
    const cohortId = await insertCohort(tenant, course._id);
    await insertLearner(tenant, course._id, cohortId, author.user.id, []);
    const copy = ok(await call(DUPLICATE, { courseId: course._id }, staff.token, { language: 'fr' })).duplicateCourse;
    expect(copy).toMatchObject({ title: 'Founder Bootcamp (copie)', status: 'DRAFT', lessonCount: 1, admins: [{ _id: staff.user.id }], cohorts: [] });
    expect(copy.outline).toMatchObject([{ title: 'Basics', position: 0, units: [{ title: 'Welcome', type: 'ARTICLE', position: 0 }] }]);
    const source = await storedCourse(tenant, course._id);
    const stored = await storedCourse(tenant, copy._id);
    expect(stored.lessons[0].outlineUnitId).toBe(stored.chapters[0].id);
    expect(stored.chapters[0].id).not.toBe(source.chapters[0].id);
    expect(stored.lessons[0].id).not.toBe(source.lessons[0].id);
  });

  it('is refused to a course admin who may not create courses', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const course = await create(staff.token);
    ok(await call(ADMINS, { courseId: course._id, userIds: [staff.user.id, founder.user.id] }, staff.token));
    expect(codeOf(await call(DUPLICATE, { courseId: course._id }, founder.token))).toBe('FORBIDDEN');
    // …though they manage the course itself.
    ok(await update(founder.token, course._id, { title: 'Edited by an admin' }));
  });
});

describe('deleteCourse', () => {
  it('is refused while anyone is enrolled; otherwise the course and its files go', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const { course } = await withLesson(staff.token);
    const cohortId = await insertCohort(tenant, course._id);
    const learner = await buildUser(tenant, { roleType: 'cofounder' });
    await insertLearner(tenant, course._id, cohortId, learner.user.id, []);
    const refused = await call(DELETE, { courseId: course._id }, staff.token);
    expect(codeOf(refused)).toBe('COURSE_HAS_LEARNERS');
    expect(refused.errors?.[0].message).toBe('People are enrolled in this course: archive it instead of deleting it.');
    expect(ok(await call(COURSE, { id: course._id }, staff.token)).course.viewerCan.delete).toBe(false);
    expect((await storedCourse(tenant, course._id)).course).toBeDefined();

    const { course: loose } = await withLesson(staff.token);
    const own = await insertFile(tenant, staff.user.id, { courseId: loose._id });
    ok(await update(staff.token, loose._id, { cover: own.url }));
    const copy = ok(await call(DUPLICATE, { courseId: loose._id }, staff.token)).duplicateCourse;
    const unshared = await insertFile(tenant, staff.user.id, { courseId: loose._id });
    expect(ok(await call(DELETE, { courseId: loose._id }, staff.token)).deleteCourse).toBe(true);
    const gone = await storedCourse(tenant, loose._id);
    expect(gone.course).toBeUndefined();
    expect(gone.chapters).toEqual([]);
    // The cover the copy shares passes to the copy; the course's other files go.
    expect((await storedFile(tenant, own.id)).referenceId).toBe(copy._id);
    expect(await storedFile(tenant, unshared.id)).toBeUndefined();
    expect(await eventKinds(tenant, loose._id)).toContain('courses.deleted');
  });
});

describe('setCourseAdmins', () => {
  it('replaces the admins: at least one, each a person of the organisation', async () => {
    const author = await buildSignedInUser(tenant, { roleType: 'coach' });
    const colleague = await buildSignedInUser(tenant, { roleType: 'coach' });
    const stranger = await buildUser(other, { roleType: 'staff' });
    const course = await create(author.token);
    for (const userIds of [[], [stranger.user.id], ['nope']]) expect(codeOf(await call(ADMINS, { courseId: course._id, userIds }, author.token))).toBe('VALIDATION_ERROR');
    expect((await storedCourse(tenant, course._id)).admins.map((a) => a.userId)).toEqual([author.user.id]);

    const saved = ok(await call(ADMINS, { courseId: course._id, userIds: [colleague.user.id] }, author.token)).setCourseAdmins;
    expect(saved.admins).toEqual([{ _id: colleague.user.id }]);
    ok(await update(colleague.token, course._id, { title: 'Handed over' }));
    // The author no longer administers it, and as a coach cannot see a draft they do not manage.
    expect(codeOf(await update(author.token, course._id, { title: 'Back' }))).toBe('NOT_FOUND');
    expect(await eventKinds(tenant, course._id)).toContain('courses.adminsChanged');
  });
});
