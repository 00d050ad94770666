import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { caller, codeOf, DAY, enrol, insertCourse, insertForm, ok, QUIZ_QUESTIONS, rowsOf, type CourseFixture } from './learning-fixtures.ts';

const LEARNERS = `query($cohortId: ID!, $filter: LearnerFilterInput, $cursor: String, $limit: Int) {
  courseLearners(cohortId: $cohortId, filter: $filter, cursor: $cursor, limit: $limit) {
    total next results { _id completedUnits progress completedAt remindedAt user { _id } startup { _id } } } }`;
const STATS = `query($courseId: ID!, $cohortId: ID) { courseLessonStats(courseId: $courseId, cohortId: $cohortId) {
  unit { _id type } completed started averageScore passRate submissionsToReview } }`;
const QUIZ_RESULTS = `query($unitId: ID!, $cohortId: ID) { quizResults(unitId: $unitId, cohortId: $cohortId) {
  attempts learners passRate averageScore questions { questionId label correctRate options { value label count isCorrect } } } }`;
const SUBMIT = 'mutation($id: ID!, $answers: String!) { submitQuiz(unitId: $id, answers: $answers) { score passed } }';
const REMIND = 'mutation($cohortId: ID!, $enrolmentIds: [ID!]) { remindCourseLearners(cohortId: $cohortId, enrolmentIds: $enrolmentIds) }';

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

let server: TestServer;
let on: Tenant;
let as: ReturnType<typeof caller>;
/** Holds COURSES:MANAGE (staff). */
let admin: Person;
/** A coach who administers the course (COURSE:CREATE, not COURSES:MANAGE). */
let manager: Person;
/** A coach with nothing to do with the course. */
let otherCoach: Person;
let quizFormId: string;

beforeAll(async () => {
  server = await startTestServer();
  on = await buildTenant(server);
  as = caller(server, on);
  admin = await buildSignedInUser(on, { roleType: 'staff' });
  manager = await buildSignedInUser(on, { roleType: 'coach' });
  otherCoach = await buildSignedInUser(on, { roleType: 'coach' });
  quizFormId = await insertForm(on, 'quiz', QUIZ_QUESTIONS);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

async function administer(course: CourseFixture, userId: string) {
  await rowsOf(on, (db) => db.insert(schema.courseAdmins).values({ incubatorId: on.incubator.id, courseId: course.courseId, userId }));
}

/** Sets an enrolment's counters as progress would have left them. */
async function progressOf(enrolmentId: string, completedUnits: number, completed = false) {
  await rowsOf(on, (db) =>
    db
      .update(schema.courseEnrolments)
      .set({ completedUnits, completedAt: completed ? new Date() : null })
      .where(and(eq(schema.courseEnrolments.incubatorId, on.incubator.id), eq(schema.courseEnrolments.id, enrolmentId))),
  );
}

/**
 * A cohort 30 days in of a four-lesson course released on days 0, 10, 20 and 28: by now the first
 * three should be done (released at least a week ago). Five learners: Ada done, Bo not started,
 * Cy one lesson in, Di three lessons in, Ed two lessons in.
 */
async function cohortOfFive() {
  const course = await insertCourse(on, {
    startsAt: new Date(Date.now() - 30 * DAY),
    isPublic: true,
    lessons: [
      { key: 'intro', type: 'ARTICLE', releaseDays: 0 },
      { key: 'quiz', type: 'QUIZ', formId: quizFormId, passMark: 70, releaseDays: 10 },
      { key: 'essay', type: 'ASSIGNMENT', releaseDays: 20 },
      { key: 'wrap', type: 'ARTICLE', releaseDays: 28 },
    ],
  });
  await administer(course, manager.user.id);
  const people: Record<string, Person> = {};
  const enrolments: Record<string, string> = {};
  for (const [name, units, done] of [
    ['Ada', 4, true],
    ['Bo', 0, false],
    ['Cy', 1, false],
    ['Di', 3, false],
    ['Ed', 2, false],
  ] as const) {
    people[name] = await buildSignedInUser(on, { roleType: 'founder', firstName: name });
    enrolments[name] = await enrol(on, course, people[name].user.id);
    await progressOf(enrolments[name], units, done);
  }
  await rowsOf(on, (db) =>
    db
      .update(schema.courseCohorts)
      .set({ completedCount: 1 })
      .where(and(eq(schema.courseCohorts.incubatorId, on.incubator.id), eq(schema.courseCohorts.id, course.cohortId))),
  );
  return { course, people, enrolments };
}

const namesOf = async (person: Person, variables: Record<string, unknown>) => {
  const page = (await ok(as(person, LEARNERS, variables))).courseLearners;
  return { ...page, ids: page.results.map((r: { _id: string }) => r._id) };
};

describe('who reads the dashboard', () => {
  it('answers the course’s administrators and COURSES:MANAGE holders; a learner who sees the course is refused, others and other tenants find nothing', async () => {
    const { course, people } = await cohortOfFive();
    const learners = { cohortId: course.cohortId };
    expect((await namesOf(admin, learners)).total).toBe(5);
    expect((await namesOf(manager, learners)).total).toBe(5);
    expect(codeOf(await as(people.Ada, LEARNERS, learners))).toBe('FORBIDDEN');
    expect(codeOf(await as(people.Ada, STATS, { courseId: course.courseId }))).toBe('FORBIDDEN');
    expect(codeOf(await as(people.Ada, QUIZ_RESULTS, { unitId: course.units.quiz }))).toBe('FORBIDDEN');
    expect(codeOf(await as(people.Ada, REMIND, learners))).toBe('FORBIDDEN');

    // A course that is not public: out of the other coach's sight altogether.
    await rowsOf(on, (db) => db.update(schema.courses).set({ isPublic: false }).where(eq(schema.courses.id, course.courseId)));
    expect(codeOf(await as(otherCoach, LEARNERS, learners))).toBe('NOT_FOUND');
    expect(codeOf(await as(otherCoach, STATS, { courseId: course.courseId }))).toBe('NOT_FOUND');
    expect(codeOf(await as(otherCoach, QUIZ_RESULTS, { unitId: course.units.quiz }))).toBe('NOT_FOUND');

    const elsewhere = await buildTenant(server);
    const theirAdmin = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    const theirs = caller(server, elsewhere);
    expect(codeOf(await theirs(theirAdmin, LEARNERS, learners))).toBe('NOT_FOUND');
    expect(codeOf(await theirs(theirAdmin, STATS, { courseId: course.courseId }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs(theirAdmin, QUIZ_RESULTS, { unitId: course.units.quiz }))).toBe('NOT_FOUND');
    expect(codeOf(await theirs(theirAdmin, REMIND, learners))).toBe('NOT_FOUND');
    expect(codeOf(await as(admin, LEARNERS, { cohortId: 'not-an-id' }))).toBe('NOT_FOUND');
    // Another course's cohort is not one of this course's.
    const other = await insertCourse(on, { startsAt: new Date(), lessons: [] });
    expect(codeOf(await as(admin, STATS, { courseId: course.courseId, cohortId: other.cohortId }))).toBe('NOT_FOUND');
  });
});

describe('the learners of a cohort', () => {
  it('filters completed, not started and behind the release schedule, and searches by name', async () => {
    const { course, enrolments: e } = await cohortOfFive();
    const list = (filter: Record<string, unknown>) => namesOf(admin, { cohortId: course.cohortId, filter });
    const all = await list({});
    expect(all.total).toBe(5);
    expect(new Set(all.ids)).toEqual(new Set(Object.values(e)));
    expect(all.results.find((r: { _id: string }) => r._id === e.Cy)).toMatchObject({ completedUnits: 1, progress: 25, completedAt: null });

    expect(await list({ status: 'COMPLETED' })).toMatchObject({ total: 1, ids: [e.Ada] });
    expect(await list({ status: 'NOT_STARTED' })).toMatchObject({ total: 1, ids: [e.Bo] });
    const behind = await list({ status: 'BEHIND' });
    expect(new Set(behind.ids)).toEqual(new Set([e.Bo, e.Cy, e.Ed]));
    expect(behind.total).toBe(3);
    expect(await list({ search: 'di' })).toMatchObject({ total: 1, ids: [e.Di] });
    expect(await list({ status: 'BEHIND', search: 'ED ' })).toMatchObject({ total: 1, ids: [e.Ed] });

    const tooLong = await as(admin, LEARNERS, { cohortId: course.cohortId, filter: { search: 'x'.repeat(201) } });
    expect(codeOf(tooLong)).toBe('VALIDATION_ERROR');
    expect(tooLong.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('filter.search');
  });

  it('nobody is behind before a lesson has been out for a week', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - 3 * DAY), lessons: [{ key: 'intro', type: 'ARTICLE' }] });
    const learner = await buildUser(on, { roleType: 'founder' });
    await enrol(on, course, learner.user.id);
    expect(await namesOf(admin, { cohortId: course.cohortId, filter: { status: 'BEHIND' } })).toMatchObject({ total: 0, ids: [] });
    expect(await ok(as(admin, REMIND, { cohortId: course.cohortId }))).toEqual({ remindCourseLearners: 0 });
  });

  it('pages by keyset without repeating or skipping anyone, the total kept', async () => {
    const { course, enrolments } = await cohortOfFive();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof namesOf>> = await namesOf(admin, { cohortId: course.cohortId, limit: 2, cursor });
      expect(page.total).toBe(5);
      seen.push(...page.ids);
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...Object.values(enrolments)].sort());
    const behind = await namesOf(admin, { cohortId: course.cohortId, limit: 2, filter: { status: 'BEHIND' } });
    expect(behind.ids).toHaveLength(2);
    expect(behind.total).toBe(3);
    const rest = await namesOf(admin, { cohortId: course.cohortId, limit: 2, filter: { status: 'BEHIND' }, cursor: behind.next });
    expect(rest).toMatchObject({ total: 3, next: null });
    expect(codeOf(await as(admin, LEARNERS, { cohortId: course.cohortId, cursor: 'bogus' }))).toBe('VALIDATION_ERROR');
  });
});

describe('figures per lesson and per question', () => {
  it('counts completion, the quiz’s best attempts and the work to review per lesson; the quiz question by question', async () => {
    const course = await insertCourse(on, {
      startsAt: new Date(Date.now() - 2 * DAY),
      lessons: [
        { key: 'intro', type: 'ARTICLE' },
        { key: 'quiz', type: 'QUIZ', formId: quizFormId, passMark: 70 },
        { key: 'essay', type: 'ASSIGNMENT' },
      ],
    });
    await administer(course, manager.user.id);
    const [ada, bo, cy] = [
      await buildSignedInUser(on, { roleType: 'founder' }),
      await buildSignedInUser(on, { roleType: 'founder' }),
      await buildSignedInUser(on, { roleType: 'founder' }),
    ];
    for (const person of [ada, bo, cy]) await enrol(on, course, person.user.id);
    await ok(as(ada, 'mutation($id: ID!) { completeCourseUnit(unitId: $id) { _id } }', { id: course.units.intro }));
    await ok(as(bo, 'mutation($id: ID!) { completeCourseUnit(unitId: $id) { _id } }', { id: course.units.intro }));
    const quiz = (person: Person, answers: Record<string, unknown>) => ok(as(person, SUBMIT, { id: course.units.quiz, answers: JSON.stringify(answers) }));
    expect((await quiz(ada, { capital: 'lyon', primes: ['2', '3'] })).submitQuiz).toEqual({ score: 50, passed: false });
    expect((await quiz(ada, { capital: 'paris', primes: ['3', '2'] })).submitQuiz).toEqual({ score: 100, passed: true });
    expect((await quiz(bo, { capital: 'paris', primes: ['2', '4'] })).submitQuiz).toEqual({ score: 50, passed: false });
    expect((await quiz(cy, { capital: 'lyon', primes: ['2'] })).submitQuiz).toEqual({ score: 0, passed: false });
    await ok(as(cy, 'mutation($id: ID!, $body: String) { handInCourseUnit(unitId: $id, body: $body) { _id } }', { id: course.units.essay, body: '<p>My essay</p>' }));

    const stats = (await ok(as(manager, STATS, { courseId: course.courseId, cohortId: course.cohortId }))).courseLessonStats;
    expect(stats).toEqual([
      { unit: { _id: course.units.intro, type: 'ARTICLE' }, completed: 2, started: 2, averageScore: null, passRate: null, submissionsToReview: 0 },
      { unit: { _id: course.units.quiz, type: 'QUIZ' }, completed: 1, started: 3, averageScore: 50, passRate: 33, submissionsToReview: 0 },
      { unit: { _id: course.units.essay, type: 'ASSIGNMENT' }, completed: 0, started: 1, averageScore: null, passRate: null, submissionsToReview: 1 },
    ]);
    // Every cohort of the course when none is named.
    expect((await ok(as(admin, STATS, { courseId: course.courseId }))).courseLessonStats).toEqual(stats);

    const results = (await ok(as(manager, QUIZ_RESULTS, { unitId: course.units.quiz, cohortId: course.cohortId }))).quizResults;
    expect(results).toMatchObject({ attempts: 4, learners: 3, passRate: 33, averageScore: 50 });
    expect(results.questions).toEqual([
      {
        questionId: 'capital',
        label: 'Capital of France?',
        correctRate: 67,
        options: [
          { value: 'paris', label: 'Paris', count: 2, isCorrect: true },
          { value: 'lyon', label: 'Lyon', count: 1, isCorrect: false },
        ],
      },
      {
        questionId: 'primes',
        label: 'Which are prime?',
        correctRate: 33,
        options: [
          { value: '2', label: '2', count: 3, isCorrect: true },
          { value: '3', label: '3', count: 1, isCorrect: true },
          { value: '4', label: '4', count: 1, isCorrect: false },
        ],
      },
    ]);
    expect(codeOf(await as(manager, QUIZ_RESULTS, { unitId: course.units.intro }))).toBe('VALIDATION_ERROR');
    // A cohort without attempts: the questions, nothing counted.
    const quiet = (await ok(as(manager, QUIZ_RESULTS, { unitId: course.units.quiz, cohortId: (await addCohort(course)).id }))).quizResults;
    expect(quiet).toMatchObject({ attempts: 0, learners: 0, passRate: null, averageScore: null });
    expect(quiet.questions.map((q: { correctRate: number | null }) => q.correctRate)).toEqual([null, null]);
  });
});

async function addCohort(course: CourseFixture) {
  const id = newId();
  await rowsOf(on, (db) => db.insert(schema.courseCohorts).values({ incubatorId: on.incubator.id, id, courseId: course.courseId, name: 'Autumn', startsAt: new Date() }));
  return { id };
}

describe('reminders', () => {
  it('mails and notifies everyone behind, at most once a day, or the learners chosen; never those who are done', async () => {
    const { course, people, enrolments: e } = await cohortOfFive();
    const reminded = await ok(as(manager, REMIND, { cohortId: course.cohortId }));
    expect(reminded.remindCourseLearners).toBe(3);
    for (const name of ['Bo', 'Cy', 'Ed']) {
      const mail = await server.mailbox.waitFor(people[name].email, /Founder Bootcamp/);
      expect(mail.text).toContain(`/courses/${course.courseId}`);
      expect(mail.subject).toMatch(/reminds you to carry on with the course “Founder Bootcamp”/);
    }
    const inApp = await rowsOf(on, (db) =>
      db
        .select({ userId: schema.notificationRecipients.userId, type: schema.notifications.notificationType, url: schema.notifications.url })
        .from(schema.notificationRecipients)
        .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationRecipients.notificationId))
        .where(eq(schema.notifications.notificationType, 'courseReminder')),
    );
    expect(inApp.filter((n) => [people.Bo, people.Cy, people.Ed].some((p) => p.user.id === n.userId))).toHaveLength(3);
    expect(inApp.some((n) => n.userId === people.Di.user.id || n.userId === people.Ada.user.id)).toBe(false);

    // The same day: nobody again, neither everyone behind nor someone chosen.
    expect((await ok(as(admin, REMIND, { cohortId: course.cohortId }))).remindCourseLearners).toBe(0);
    expect((await ok(as(admin, REMIND, { cohortId: course.cohortId, enrolmentIds: [e.Cy] }))).remindCourseLearners).toBe(0);
    const list = await namesOf(admin, { cohortId: course.cohortId, filter: { status: 'BEHIND' } });
    expect(list.results.every((r: { remindedAt: string | null }) => r.remindedAt)).toBe(true);

    // Chosen by hand: Di (not behind) is reminded; Ada (done) never.
    expect((await ok(as(manager, REMIND, { cohortId: course.cohortId, enrolmentIds: [e.Di, e.Ada] }))).remindCourseLearners).toBe(1);
    await server.mailbox.waitFor(people.Di.email, /Founder Bootcamp/);

    // A day later Bo may be reminded again.
    await rowsOf(on, (db) =>
      db
        .update(schema.courseEnrolments)
        .set({ remindedAt: new Date(Date.now() - DAY - 60_000) })
        .where(eq(schema.courseEnrolments.id, e.Bo)),
    );
    expect((await ok(as(manager, REMIND, { cohortId: course.cohortId }))).remindCourseLearners).toBe(1);
    const mailsToBo = () => server.mailbox.received.filter((m) => m.to === people.Bo.email && /Founder Bootcamp/.test(m.subject)).length;
    const deadline = Date.now() + 5000;
    while (mailsToBo() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsToBo()).toBe(2);

    const invalid = await as(manager, REMIND, { cohortId: course.cohortId, enrolmentIds: ['nope'] });
    expect(codeOf(invalid)).toBe('VALIDATION_ERROR');
  });

  it('mails each learner in their own language', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - 10 * DAY), lessons: [{ key: 'intro', type: 'ARTICLE' }] });
    await administer(course, manager.user.id);
    const learner = await buildUser(on, { roleType: 'founder', language: 'fr' });
    await enrol(on, course, learner.user.id);
    expect((await ok(as(manager, REMIND, { cohortId: course.cohortId }))).remindCourseLearners).toBe(1);
    const mail = await server.mailbox.waitFor(learner.email, /Founder Bootcamp/);
    expect(mail.subject).toMatch(/vous invite à poursuivre le cours « Founder Bootcamp »/);
  });
});
