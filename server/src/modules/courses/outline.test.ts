import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLINE_UNITS_MAX } from '@seedbed/contracts/courses';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import {
  COURSE,
  CREATE,
  CREATE_CHAPTER,
  CREATE_LESSON,
  DELETE_CHAPTER,
  DELETE_LESSON,
  MOVE,
  REORDER,
  UPDATE_CHAPTER,
  UPDATE_LESSON,
  caller,
  codeOf,
  enrolmentOf,
  fieldsOf,
  insertCohort,
  insertFile,
  insertForm,
  insertLearner,
  ok,
  storedCourse,
  storedFile,
} from './records-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;
let staff: { token: string; user: { id: string } };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  call = caller(server, tenant);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
});
afterAll(() => server.stop());

const newCourse = async () => ok(await call(CREATE, { title: 'Outline' }, staff.token)).createCourse._id as string;
const chapter = async (courseId: string, title: string) => ok(await call(CREATE_CHAPTER, { courseId, title }, staff.token)).createOutlineUnit._id as string;
const lesson = async (chapterId: string, title: string, type = 'ARTICLE') =>
  ok(await call(CREATE_LESSON, { id: chapterId, type, title }, staff.token)).createCourseUnit._id as string;
const outline = async (courseId: string) =>
  (
    ok(await call(COURSE, { id: courseId }, staff.token)).course.outline as Array<{
      _id: string;
      title: string;
      position: number;
      units: Array<{ title: string; position: number }>;
    }>
  ).map((c) => ({ title: c.title, position: c.position, units: c.units.map((u) => `${u.position}:${u.title}`) }));

describe('chapters and lessons', () => {
  it('adds them at the end, reads them in order and counts the lessons', async () => {
    const courseId = await newCourse();
    const one = await chapter(courseId, 'One');
    const two = await chapter(courseId, 'Two');
    await lesson(one, 'a');
    await lesson(one, 'b');
    await lesson(two, 'c', 'QUIZ');
    expect(await outline(courseId)).toEqual([
      { title: 'One', position: 0, units: ['0:a', '1:b'] },
      { title: 'Two', position: 1, units: ['0:c'] },
    ]);
    expect((await storedCourse(tenant, courseId)).course.unitCount).toBe(3);
    expect(ok(await call(UPDATE_CHAPTER, { id: two, title: 'Deux' }, staff.token)).updateOutlineUnit.title).toBe('Deux');
  });

  it('moves a lesson within and across chapters, keeping positions 0..n-1 in both', async () => {
    const courseId = await newCourse();
    const one = await chapter(courseId, 'One');
    const two = await chapter(courseId, 'Two');
    const [a, b, c] = [await lesson(one, 'a'), await lesson(one, 'b'), await lesson(one, 'c')];
    const [d] = [await lesson(two, 'd'), await lesson(two, 'e')];
    ok(await call(MOVE, { id: c, to: one, position: 0 }, staff.token));
    expect(await outline(courseId)).toEqual([
      { title: 'One', position: 0, units: ['0:c', '1:a', '2:b'] },
      { title: 'Two', position: 1, units: ['0:d', '1:e'] },
    ]);
    const moved = ok(await call(MOVE, { id: a, to: two, position: 1 }, staff.token)).moveCourseUnit;
    expect(moved.map((u: { _id: string }) => u._id)).toEqual([c, b, d, a, expect.any(String)]);
    expect(await outline(courseId)).toEqual([
      { title: 'One', position: 0, units: ['0:c', '1:b'] },
      { title: 'Two', position: 1, units: ['0:d', '1:a', '2:e'] },
    ]);
    // Past the end means last.
    ok(await call(MOVE, { id: b, to: two, position: 99 }, staff.token));
    expect(await outline(courseId)).toEqual([
      { title: 'One', position: 0, units: ['0:c'] },
      { title: 'Two', position: 1, units: ['0:d', '1:a', '2:e', '3:b'] },
    ]);
    // Only into a chapter of the same course.
    const elsewhere = await chapter(await newCourse(), 'Elsewhere');
    const refused = await call(MOVE, { id: b, to: elsewhere, position: 0 }, staff.token);
    expect(codeOf(refused)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(refused)).toEqual(['outlineUnitId']);
    expect(codeOf(await call(MOVE, { id: b, to: two, position: -1 }, staff.token))).toBe('VALIDATION_ERROR');
    expect((await storedCourse(tenant, courseId)).course.unitCount).toBe(5);
  });

  it('reorders chapters given exactly the course’s chapters', async () => {
    const courseId = await newCourse();
    const [one, two, three] = [await chapter(courseId, 'One'), await chapter(courseId, 'Two'), await chapter(courseId, 'Three')];
    ok(await call(REORDER, { courseId, ids: [three, one, two] }, staff.token));
    expect((await outline(courseId)).map((c) => `${c.position}:${c.title}`)).toEqual(['0:Three', '1:One', '2:Two']);
    for (const ids of [
      [three, one],
      [three, one, two, two],
      [three, one, newId()],
    ]) {
      const refused = await call(REORDER, { courseId, ids }, staff.token);
      expect(codeOf(refused)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(refused)).toEqual(['outlineUnitIds']);
    }
    expect((await outline(courseId)).map((c) => c.title)).toEqual(['Three', 'One', 'Two']);
  });

  it(`holds at most ${OUTLINE_UNITS_MAX} chapters`, async () => {
    const courseId = await newCourse();
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .insert(schema.courseOutlineUnits)
        .values(Array.from({ length: OUTLINE_UNITS_MAX }, (_, position) => ({ incubatorId: tenant.incubator.id, id: newId(), courseId, position }))),
    );
    const refused = await call(CREATE_CHAPTER, { courseId, title: 'One too many' }, staff.token);
    expect(codeOf(refused)).toBe('COURSE_LIMIT');
    expect(refused.errors?.[0].message).toBe(`A course can have at most ${OUTLINE_UNITS_MAX} chapters.`);
  });
});

describe('updateCourseUnit', () => {
  it('writes a lesson’s settings, sanitising its content', async () => {
    const courseId = await newCourse();
    const one = await chapter(courseId, 'One');
    const quiz = await lesson(one, 'Quiz', 'QUIZ');
    const formId = await insertForm(tenant, 'quiz');
    const saved = ok(
      await call(
        UPDATE_LESSON,
        {
          id: quiz,
          data: { title: 'Check', content: '<p>Go</p><iframe src="x"></iframe>', formId, passMark: 80, attemptsAllowed: 3, handIn: 'STARTUP', releaseDays: 7, minutes: 15 },
        },
        staff.token,
      ),
    ).updateCourseUnit;
    expect(saved).toEqual({ _id: quiz, title: 'Check', passMark: 80, attemptsAllowed: 3, handIn: 'STARTUP', releaseDays: 7, minutes: 15 });
    const stored = (await storedCourse(tenant, courseId)).lessons[0];
    expect(stored).toMatchObject({ content: '<p>Go</p>', formId });
    ok(await call(UPDATE_LESSON, { id: quiz, data: { attemptsAllowed: null, minutes: null } }, staff.token));
    expect((await storedCourse(tenant, courseId)).lessons[0]).toMatchObject({ attemptsAllowed: null, minutes: null, passMark: 80 });
  });

  it('takes a video as a link or as a file of the course, the viewer’s own upload becoming the course’s', async () => {
    const courseId = await newCourse();
    const video = await lesson(await chapter(courseId, 'One'), 'Watch', 'VIDEO');
    ok(await call(UPDATE_LESSON, { id: video, data: { videoUrl: 'videos.example.com/intro' } }, staff.token));
    expect((await storedCourse(tenant, courseId)).lessons[0].videoUrl).toBe('http://videos.example.com/intro');
    const upload = await insertFile(tenant, staff.user.id, { fileType: 'video/mp4' });
    ok(await call(UPDATE_LESSON, { id: video, data: { videoAttachmentId: upload.id } }, staff.token));
    expect((await storedCourse(tenant, courseId)).lessons[0]).toMatchObject({ videoUrl: null, videoAttachmentId: upload.id });
    expect(await storedFile(tenant, upload.id)).toMatchObject({ referenceKind: 'course', referenceId: courseId });
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const courseId = await newCourse();
    const one = await chapter(courseId, 'One');
    const [quiz, submission, article, video] = [await lesson(one, 'q', 'QUIZ'), await lesson(one, 's', 'SUBMISSION'), await lesson(one, 'a'), await lesson(one, 'v', 'VIDEO')];
    const [quizForm, submissionForm, draftQuiz, intake] = [
      await insertForm(tenant, 'quiz'),
      await insertForm(tenant, 'submission'),
      await insertForm(tenant, 'quiz', { published: false }),
      await insertForm(tenant, 'intake'),
    ];
    const foreignForm = await insertForm(other, 'quiz');
    const colleague = await buildUser(tenant, { roleType: 'coach' });
    const theirs = await insertFile(tenant, colleague.user.id, { fileType: 'video/mp4' });
    const picture = await insertFile(tenant, staff.user.id);
    const before = await storedCourse(tenant, courseId);
    const cases: Array<[string, Record<string, unknown>, string[], string?]> = [
      [quiz, { title: ' ' }, ['title'], 'Give the lesson a title.'],
      [quiz, { passMark: 150 }, ['passMark']],
      [quiz, { passMark: -1 }, ['passMark']],
      [quiz, { attemptsAllowed: 0 }, ['attemptsAllowed']],
      [quiz, { attemptsAllowed: 21 }, ['attemptsAllowed']],
      [quiz, { releaseDays: 731 }, ['releaseDays']],
      [quiz, { minutes: 0 }, ['minutes']],
      [quiz, { content: 'x'.repeat(200_001) }, ['content']],
      [quiz, { formId: submissionForm }, ['formId'], 'Choose a quiz form for a quiz and a submission form for a submission.'],
      [submission, { formId: quizForm }, ['formId']],
      [quiz, { formId: intake }, ['formId']],
      [quiz, { formId: draftQuiz }, ['formId'], 'Publish this form before using it in a lesson.'],
      [quiz, { formId: foreignForm }, ['formId']],
      [article, { formId: quizForm }, ['formId']],
      [article, { videoUrl: 'https://videos.example.com/a' }, ['videoUrl']],
      [video, { videoUrl: 'javascript:alert(1)' }, ['videoUrl']],
      [video, { videoUrl: 'https://videos.example.com/a', videoAttachmentId: theirs.id }, ['videoUrl']],
      [video, { videoAttachmentId: theirs.id }, ['videoAttachmentId']],
      [video, { videoAttachmentId: picture.id }, ['videoAttachmentId']],
      [video, { videoAttachmentId: newId() }, ['videoAttachmentId']],
    ];
    for (const [id, data, fields, message] of cases) {
      const answer = await call(UPDATE_LESSON, { id, data: { minutes: 5, ...data } }, staff.token);
      expect(codeOf(answer), JSON.stringify(data)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), JSON.stringify(data)).toEqual(fields);
      if (message) expect(answer.errors?.[0].extensions?.fields[0].message).toBe(message);
    }
    expect(await storedCourse(tenant, courseId)).toEqual(before);
    expect((await storedFile(tenant, theirs.id)).referenceKind).toBeNull();
    // The right kinds, published, are taken.
    ok(await call(UPDATE_LESSON, { id: submission, data: { formId: submissionForm } }, staff.token));
  });
});

describe('removing lessons', () => {
  it('keeps unit_count and each learner’s completed_units exact', async () => {
    const courseId = await newCourse();
    const [one, two] = [await chapter(courseId, 'One'), await chapter(courseId, 'Two')];
    const [a, b, c, d] = [await lesson(one, 'a'), await lesson(one, 'b'), await lesson(one, 'c'), await lesson(two, 'd')];
    const cohortId = await insertCohort(tenant, courseId);
    const [ada, bob, cy] = [
      await buildUser(tenant, { roleType: 'cofounder' }),
      await buildUser(tenant, { roleType: 'cofounder' }),
      await buildUser(tenant, { roleType: 'cofounder' }),
    ];
    await insertLearner(tenant, courseId, cohortId, ada.user.id, [a, b, d], b);
    await insertLearner(tenant, courseId, cohortId, bob.user.id, [d]);
    await insertLearner(tenant, courseId, cohortId, cy.user.id, [a, c, d], d);

    ok(await call(DELETE_LESSON, { id: b }, staff.token));
    expect((await storedCourse(tenant, courseId)).course.unitCount).toBe(3);
    expect(await enrolmentOf(tenant, courseId, ada.user.id)).toMatchObject({ completedUnits: 2, lastUnitId: null, completedAt: null });
    expect(await outline(courseId)).toEqual([
      { title: 'One', position: 0, units: ['0:a', '1:c'] },
      { title: 'Two', position: 1, units: ['0:d'] },
    ]);

    // Deleting a chapter removes its lessons: Ada has now done all that remains, Cy's counter drops by one.
    ok(await call(DELETE_CHAPTER, { id: one }, staff.token));
    const stored = await storedCourse(tenant, courseId);
    expect(stored.course.unitCount).toBe(1);
    expect(stored.chapters.map((ch) => [ch.title, ch.position])).toEqual([['Two', 0]]);
    expect(await enrolmentOf(tenant, courseId, ada.user.id)).toMatchObject({ completedUnits: 1, completedAt: expect.any(Date) });
    expect(await enrolmentOf(tenant, courseId, bob.user.id)).toMatchObject({ completedUnits: 1, completedAt: expect.any(Date) });
    expect(await enrolmentOf(tenant, courseId, cy.user.id)).toMatchObject({ completedUnits: 1, lastUnitId: d });
    expect(stored.cohorts[0].completedCount).toBe(3);
    const progress = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.courseProgress));
    expect(progress.filter((p) => [a, b, c].includes(p.unitId))).toEqual([]);
  });
});

describe('access', () => {
  it("answers NOT_FOUND for another organisation's chapters and lessons, FORBIDDEN to those who only see the course", async () => {
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    const foreignCourse = ok(await call(CREATE, { title: 'Elsewhere' }, stranger.token, { on: other })).createCourse._id;
    const foreignChapter = ok(await call(CREATE_CHAPTER, { courseId: foreignCourse, title: 'X' }, stranger.token, { on: other })).createOutlineUnit._id;
    const foreignLesson = ok(await call(CREATE_LESSON, { id: foreignChapter, type: 'ARTICLE', title: 'X' }, stranger.token, { on: other })).createCourseUnit._id;
    const mine = await chapter(await newCourse(), 'Mine');
    const checks: Array<[string, Record<string, unknown>]> = [
      [CREATE_CHAPTER, { courseId: foreignCourse, title: 'Y' }],
      [UPDATE_CHAPTER, { id: foreignChapter, title: 'Y' }],
      [DELETE_CHAPTER, { id: foreignChapter }],
      [REORDER, { courseId: foreignCourse, ids: [foreignChapter] }],
      [CREATE_LESSON, { id: foreignChapter, type: 'ARTICLE', title: 'Y' }],
      [UPDATE_LESSON, { id: foreignLesson, data: { title: 'Y' } }],
      [DELETE_LESSON, { id: foreignLesson }],
      [MOVE, { id: foreignLesson, to: mine, position: 0 }],
      [UPDATE_LESSON, { id: 'nope', data: { title: 'Y' } }],
    ];
    for (const [query, variables] of checks) expect(codeOf(await call(query, variables, staff.token)), query).toBe('NOT_FOUND');
    expect((await storedCourse(other, foreignCourse)).lessons.map((l) => l.title)).toEqual(['X']);

    // A coach sees a published public course without managing it.
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const courseId = await newCourse();
    const chapterId = await chapter(courseId, 'Open');
    const lessonId = await lesson(chapterId, 'Open lesson');
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .update(schema.courses)
        .set({ status: 'PUBLISHED', isPublic: true })
        .where(and(eq(schema.courses.incubatorId, tenant.incubator.id), eq(schema.courses.id, courseId))),
    );
    for (const [query, variables] of [
      [UPDATE_CHAPTER, { id: chapterId, title: 'Mine' }],
      [CREATE_LESSON, { id: chapterId, type: 'ARTICLE', title: 'Mine' }],
      [UPDATE_LESSON, { id: lessonId, data: { title: 'Mine' } }],
      [DELETE_LESSON, { id: lessonId }],
    ] as const)
      expect(codeOf(await call(query, variables, coach.token)), query).toBe('FORBIDDEN');
  });
});
