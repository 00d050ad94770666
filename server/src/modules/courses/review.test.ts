import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX } from '@seedbed/contracts/courses';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { caller, codeOf, DAY, enrol, insertCourse, ok, rowsOf, type CourseFixture } from './learning-fixtures.ts';
import { submissionReviewUrl } from './review-tasks.ts';

const HAND_IN = 'mutation($id: ID!, $body: String) { handInCourseUnit(unitId: $id, body: $body) { _id status } }';
const QUEUE = `query($courseId: ID!, $filter: CourseSubmissionFilter, $cursor: String, $limit: Int) {
  courseSubmissions(courseId: $courseId, filter: $filter, cursor: $cursor, limit: $limit) { total next results { _id status body user { _id } startup { _id } unit { _id } } } }`;
const ONE = 'query($id: ID!) { courseSubmission(id: $id) { _id status body grade reviewComment reviewedBy { _id } reviewedAt } }';
const GRADE = `mutation($id: ID!, $verdict: CourseReviewVerdict!, $grade: Int, $comment: String) {
  gradeSubmission(submissionId: $id, verdict: $verdict, grade: $grade, comment: $comment) { _id status grade reviewComment reviewedBy { _id } reviewedAt } }`;
const LESSON = 'query($id: ID!) { courseUnit(unitId: $id) { viewerProgress { state } viewerSubmission { status grade reviewComment } } }';

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

let server: TestServer;
let on: Tenant;
let as: ReturnType<typeof caller>;
let admin: Person;
let reviewer: Person;
let secondReviewer: Person;

beforeAll(async () => {
  server = await startTestServer();
  on = await buildTenant(server);
  as = caller(server, on);
  admin = await buildSignedInUser(on, { roleType: 'staff' });
  reviewer = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Rita' });
  secondReviewer = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Sam', language: 'fr' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A course of two assignments (one per person, one per startup) administered by both reviewers. */
async function course(): Promise<CourseFixture> {
  const c = await insertCourse(on, {
    startsAt: new Date(Date.now() - DAY),
    lessons: [
      { key: 'essay', type: 'ASSIGNMENT', title: 'Your essay' },
      { key: 'plan', type: 'ASSIGNMENT', title: 'The plan', handIn: 'STARTUP' },
    ],
  });
  await rowsOf(on, (db) =>
    db.insert(schema.courseAdmins).values([reviewer, secondReviewer].map((p) => ({ incubatorId: on.incubator.id, courseId: c.courseId, userId: p.user.id }))),
  );
  return c;
}

/** A person's review tasks for one course's hand-ins. */
async function tasksOf(userId: string, c: CourseFixture) {
  return rowsOf(on, (db) =>
    db
      .select({ name: schema.tasks.name, url: schema.tasks.url, done: schema.taskAssignees.done })
      .from(schema.taskAssignees)
      .innerJoin(schema.tasks, and(eq(schema.tasks.incubatorId, schema.taskAssignees.incubatorId), eq(schema.tasks.id, schema.taskAssignees.taskId)))
      .where(and(eq(schema.taskAssignees.userId, userId), eq(schema.tasks.taskType, 'courseReview'), like(schema.tasks.url, `/courses/management/course/${c.courseId}/%`)))
      .orderBy(schema.tasks.createdAt),
  );
}

const stored = async (id: string) => (await rowsOf(on, (db) => db.select().from(schema.courseSubmissions).where(eq(schema.courseSubmissions.id, id))))[0];
const enrolment = async (c: CourseFixture, userId: string) =>
  (
    await rowsOf(on, (db) =>
      db
        .select()
        .from(schema.courseEnrolments)
        .where(and(eq(schema.courseEnrolments.courseId, c.courseId), eq(schema.courseEnrolments.userId, userId))),
    )
  )[0];
const notificationsOf = (userId: string) =>
  rowsOf(on, (db) =>
    db
      .select({ messageKey: schema.notifications.messageKey, params: schema.notifications.params, url: schema.notifications.url, sender: schema.notifications.senderId })
      .from(schema.notificationRecipients)
      .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationRecipients.notificationId))
      .where(and(eq(schema.notificationRecipients.userId, userId), eq(schema.notifications.notificationType, 'courseReviewed')))
      .orderBy(schema.notifications.createdAt),
  );

describe('the queue of work to review', () => {
  it('gives every course administrator a task per hand-in, lists the queue oldest first, and keeps it from learners and other tenants', async () => {
    const c = await course();
    const [ada, bo] = [await buildSignedInUser(on, { roleType: 'founder', firstName: 'Ada' }), await buildSignedInUser(on, { roleType: 'founder', firstName: 'Bo' })];
    for (const person of [ada, bo]) await enrol(on, c, person.user.id);
    const first = (await ok(as(ada, HAND_IN, { id: c.units.essay, body: '<p>First</p>' }))).handInCourseUnit;
    const second = (await ok(as(bo, HAND_IN, { id: c.units.essay, body: '<p>Second</p>' }))).handInCourseUnit;

    expect(await tasksOf(reviewer.user.id, c)).toEqual([
      { name: 'Review the hand-in of Ada founder for Your essay', url: submissionReviewUrl(c.courseId, first._id), done: false },
      { name: 'Review the hand-in of Bo founder for Your essay', url: submissionReviewUrl(c.courseId, second._id), done: false },
    ]);
    expect((await tasksOf(secondReviewer.user.id, c))[0].name).toBe('Évaluer le rendu de Ada founder pour Your essay');
    expect(await tasksOf(admin.user.id, c)).toEqual([]);

    const queue = (await ok(as(reviewer, QUEUE, { courseId: c.courseId, filter: { status: 'SUBMITTED' } }))).courseSubmissions;
    expect(queue).toMatchObject({ total: 2, next: null });
    expect(queue.results.map((s: { _id: string }) => s._id)).toEqual([first._id, second._id]);
    const paged = (await ok(as(admin, QUEUE, { courseId: c.courseId, limit: 1 }))).courseSubmissions;
    expect(paged).toMatchObject({ total: 2, results: [{ _id: first._id, user: { _id: ada.user.id } }] });
    const rest = (await ok(as(admin, QUEUE, { courseId: c.courseId, limit: 1, cursor: paged.next }))).courseSubmissions;
    expect(rest).toMatchObject({ next: null, results: [{ _id: second._id }] });
    expect((await ok(as(admin, QUEUE, { courseId: c.courseId, filter: { unitId: c.units.plan } }))).courseSubmissions).toMatchObject({ total: 0, results: [] });
    expect((await ok(as(reviewer, ONE, { id: first._id }))).courseSubmission).toMatchObject({ _id: first._id, status: 'SUBMITTED', body: '<p>First</p>' });

    expect(codeOf(await as(ada, QUEUE, { courseId: c.courseId }))).toBe('FORBIDDEN');
    expect(codeOf(await as(ada, ONE, { id: second._id }))).toBe('FORBIDDEN');
    expect(codeOf(await as(ada, GRADE, { id: first._id, verdict: 'APPROVED' }))).toBe('FORBIDDEN');
    const elsewhere = await buildTenant(server);
    const theirs = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    const there = caller(server, elsewhere);
    expect(codeOf(await there(theirs, QUEUE, { courseId: c.courseId }))).toBe('NOT_FOUND');
    expect(codeOf(await there(theirs, ONE, { id: first._id }))).toBe('NOT_FOUND');
    expect(codeOf(await there(theirs, GRADE, { id: first._id, verdict: 'APPROVED' }))).toBe('NOT_FOUND');
    expect((await stored(first._id)).status).toBe('SUBMITTED');
  });
});

describe('grading', () => {
  it('sends work back with a plain-text comment, then approves it: the lesson is complete, every reviewer’s task done, the learner told each time', async () => {
    const c = await course();
    const ada = await buildSignedInUser(on, { roleType: 'founder', firstName: 'Ada' });
    await enrol(on, c, ada.user.id);
    const work = (await ok(as(ada, HAND_IN, { id: c.units.essay, body: '<p>Draft</p>' }))).handInCourseUnit;

    const sentBack = (await ok(as(reviewer, GRADE, { id: work._id, verdict: 'CHANGES_REQUESTED', comment: '  Add <b>numbers</b> & a <script>x</script>chart  ' }))).gradeSubmission;
    expect(sentBack).toMatchObject({ status: 'CHANGES_REQUESTED', grade: null, reviewComment: 'Add numbers & a chart', reviewedBy: { _id: reviewer.user.id } });
    expect((await tasksOf(reviewer.user.id, c)).map((t) => t.done)).toEqual([true]);
    expect((await tasksOf(secondReviewer.user.id, c)).map((t) => t.done)).toEqual([true]);
    expect((await ok(as(ada, LESSON, { id: c.units.essay }))).courseUnit).toMatchObject({
      viewerProgress: { state: 'AVAILABLE' },
      viewerSubmission: { status: 'CHANGES_REQUESTED', reviewComment: 'Add numbers & a chart' },
    });
    const changes = await server.mailbox.waitFor(ada.email, /asks for changes/);
    expect(changes.subject).toContain('Rita coach asks for changes to your work for “Your essay”');
    expect(changes.text).toContain(`/courses/${c.courseId}/courseware/${c.units.essay}`);

    // Handed in again: a new task for each reviewer.
    await ok(as(ada, HAND_IN, { id: c.units.essay, body: '<p>With numbers</p>' }));
    expect((await tasksOf(reviewer.user.id, c)).map((t) => t.done)).toEqual([true, false]);

    const approved = (await ok(as(secondReviewer, GRADE, { id: work._id, verdict: 'APPROVED', grade: 85, comment: 'Well done' }))).gradeSubmission;
    expect(approved).toMatchObject({ status: 'APPROVED', grade: 85, reviewComment: 'Well done', reviewedBy: { _id: secondReviewer.user.id } });
    expect((await ok(as(ada, LESSON, { id: c.units.essay }))).courseUnit.viewerProgress).toEqual({ state: 'COMPLETED' });
    expect(await enrolment(c, ada.user.id)).toMatchObject({ completedUnits: 1, completedAt: null });
    expect((await tasksOf(reviewer.user.id, c)).map((t) => t.done)).toEqual([true, true]);
    expect((await tasksOf(secondReviewer.user.id, c)).map((t) => t.done)).toEqual([true, true]);
    expect(await notificationsOf(ada.user.id)).toEqual([
      {
        messageKey: 'courseChangesRequested',
        params: { lesson: 'Your essay', course: 'Founder Bootcamp' },
        url: `/courses/${c.courseId}/courseware/${c.units.essay}`,
        sender: reviewer.user.id,
      },
      {
        messageKey: 'courseApprovedGraded',
        params: { lesson: 'Your essay', course: 'Founder Bootcamp', grade: 85 },
        url: `/courses/${c.courseId}/courseware/${c.units.essay}`,
        sender: secondReviewer.user.id,
      },
    ]);
    await server.mailbox.waitFor(ada.email, /approved your work for “Your essay” with a grade of 85\/100/);

    // Graded again, once approved; never sent back.
    expect((await ok(as(reviewer, GRADE, { id: work._id, verdict: 'APPROVED', grade: 90 }))).gradeSubmission).toMatchObject({ status: 'APPROVED', grade: 90 });
    expect(await enrolment(c, ada.user.id)).toMatchObject({ completedUnits: 1 });
    const back = await as(reviewer, GRADE, { id: work._id, verdict: 'CHANGES_REQUESTED', comment: 'More' });
    expect(codeOf(back)).toBe('VALIDATION_ERROR');
    expect(back.errors?.[0].message).toBe('This work is already approved: it can be graded again but not sent back.');
    expect((await stored(work._id)).status).toBe('APPROVED');
  });

  it('approving a startup’s hand-in completes the lesson for each of its founders enrolled in the course', async () => {
    const c = await course();
    const [a, b, outsider] = [
      await buildSignedInUser(on, { roleType: 'founder' }),
      await buildSignedInUser(on, { roleType: 'founder' }),
      await buildSignedInUser(on, { roleType: 'founder' }),
    ];
    const startup = await buildStartup(on, { founders: [a.user, b.user] });
    await enrol(on, c, a.user.id, startup.id);
    await enrol(on, c, b.user.id, startup.id);
    await enrol(on, c, outsider.user.id);
    const work = (await ok(as(a, HAND_IN, { id: c.units.plan, body: '<p>Our plan</p>' }))).handInCourseUnit;
    await ok(as(reviewer, GRADE, { id: work._id, verdict: 'APPROVED' }));
    expect(await enrolment(c, a.user.id)).toMatchObject({ completedUnits: 1 });
    expect(await enrolment(c, b.user.id)).toMatchObject({ completedUnits: 1 });
    expect(await enrolment(c, outsider.user.id)).toMatchObject({ completedUnits: 0 });
    expect((await ok(as(b, LESSON, { id: c.units.plan }))).courseUnit.viewerProgress).toEqual({ state: 'COMPLETED' });
    expect((await notificationsOf(b.user.id)).map((n) => n.messageKey)).toEqual(['courseApproved']);
  });

  it('refuses a grade out of 0–100, a comment too long or changes asked without saying which, writing nothing', async () => {
    const c = await course();
    const ada = await buildSignedInUser(on, { roleType: 'founder' });
    await enrol(on, c, ada.user.id);
    const work = (await ok(as(ada, HAND_IN, { id: c.units.essay, body: '<p>Draft</p>' }))).handInCourseUnit;
    const refused = async (variables: Record<string, unknown>, field: string) => {
      const answer = await as(reviewer, GRADE, { id: work._id, ...variables });
      expect(codeOf(answer), JSON.stringify(answer.errors)).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0]?.extensions?.fields?.map((f: { field: string }) => f.field)).toEqual([field]);
      return answer;
    };
    await refused({ verdict: 'APPROVED', grade: 101 }, 'grade');
    await refused({ verdict: 'APPROVED', grade: -1 }, 'grade');
    await refused({ verdict: 'APPROVED', comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }, 'comment');
    const silent = await refused({ verdict: 'CHANGES_REQUESTED', comment: '   ' }, 'comment');
    expect(silent.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('Say in a comment what to change');
    await refused({ verdict: 'APPROVED', id: 'nope' }, 'submissionId');
    expect(await stored(work._id)).toMatchObject({ status: 'SUBMITTED', grade: null, reviewComment: null, reviewedBy: null });
    expect((await tasksOf(reviewer.user.id, c)).map((t) => t.done)).toEqual([false]);
    expect(await enrolment(c, ada.user.id)).toMatchObject({ completedUnits: 0 });
    expect((await ok(as(reviewer, GRADE, { id: work._id, verdict: 'APPROVED', grade: 100 }))).gradeSubmission.grade).toBe(100);
  });
});
