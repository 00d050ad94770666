import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { wholeFeed, caller as timelineCaller } from '../timeline/test-support.ts';
import { caller, codeOf, DAY, enrol, insertCourse, ok, rowsOf } from './learning-fixtures.ts';
import { learningClock } from './progress.ts';

const UNIT = `query($id: ID!) { courseUnit(unitId: $id) { _id type content videoUrl viewerProgress { state releaseAt completedAt positionSeconds } } }`;
const COMPLETE = 'mutation($id: ID!) { completeCourseUnit(unitId: $id) { _id viewerProgress { state completedAt } } }';
const POSITION = 'mutation($id: ID!, $seconds: Int!) { saveLessonPosition(unitId: $id, seconds: $seconds) }';
const CERTIFICATE = 'query($id: ID!) { courseCertificate(courseId: $id) { learnerName courseTitle organisationName completedAt lessonCount } }';

let server: TestServer;
let on: Tenant;
let other: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;
let as: ReturnType<typeof caller>;

const START = new Date('2030-03-02T09:00:00Z');
const realNow = learningClock.now;
const at = (date: Date) => {
  learningClock.now = () => date;
};

beforeAll(async () => {
  server = await startTestServer();
  on = await buildTenant(server);
  other = await buildTenant(server);
  staff = await buildSignedInUser(on, { roleType: 'staff' });
  as = caller(server, on);
}, 60_000);
afterEach(() => {
  learningClock.now = realNow;
});
afterAll(async () => {
  await server?.stop();
});

const founder = () => buildSignedInUser(on, { roleType: 'founder', firstName: 'Ada' });

async function enrolment(courseId: string, userId: string) {
  const [row] = await rowsOf(on, (db) =>
    db
      .select()
      .from(schema.courseEnrolments)
      .where(and(eq(schema.courseEnrolments.courseId, courseId), eq(schema.courseEnrolments.userId, userId))),
  );
  return row;
}

describe('drip release', () => {
  it('keeps a lesson locked, its content null, until its release day, then opens it', async () => {
    const course = await insertCourse(on, {
      startsAt: START,
      lessons: [
        { key: 'welcome', type: 'ARTICLE' },
        { key: 'week2', type: 'VIDEO', releaseDays: 7, videoUrl: 'https://videos.example.test/w2' },
      ],
    });
    const learner = await founder();
    await enrol(on, course, learner.user.id);
    const opens = new Date(START.getTime() + 7 * DAY);

    at(new Date(opens.getTime() - 1000));
    const before = (await ok(as(learner, UNIT, { id: course.units.week2 }))).courseUnit;
    expect(before).toMatchObject({ content: null, videoUrl: null, viewerProgress: { state: 'LOCKED', releaseAt: opens.toISOString(), completedAt: null } });
    const refused = await as(learner, COMPLETE, { id: course.units.week2 });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('This lesson is not open yet.');
    expect(codeOf(await as(learner, POSITION, { id: course.units.week2, seconds: 10 }))).toBe('FORBIDDEN');
    expect((await ok(as(learner, UNIT, { id: course.units.welcome }))).courseUnit.viewerProgress.state).toBe('AVAILABLE');

    at(opens);
    const after = (await ok(as(learner, UNIT, { id: course.units.week2 }))).courseUnit;
    expect(after).toMatchObject({ content: '<p>About week2</p>', videoUrl: 'https://videos.example.test/w2', viewerProgress: { state: 'AVAILABLE' } });
  });

  it('shows the course staff every lesson (a preview), and a learner not enrolled none of their content', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() + 30 * DAY), lessons: [{ key: 'later', type: 'ARTICLE', releaseDays: 10 }] });
    const preview = (await ok(as(staff, UNIT, { id: course.units.later }))).courseUnit;
    expect(preview).toMatchObject({ content: '<p>About later</p>', viewerProgress: { state: 'AVAILABLE', releaseAt: null } });
    expect((await as(staff, COMPLETE, { id: course.units.later })).errors?.[0].message).toBe('Enrol in this course to take its lessons.');

    // A course open to nobody in particular: not found to a founder who is not enrolled.
    const stranger = await founder();
    expect(codeOf(await as(stranger, UNIT, { id: course.units.later }))).toBe('NOT_FOUND');
  });

  it('lets anyone see a public course’s outline, but its content only once enrolled', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - DAY), isPublic: true, lessons: [{ key: 'open', type: 'ARTICLE' }] });
    const visitor = await founder();
    expect((await ok(as(visitor, UNIT, { id: course.units.open }))).courseUnit).toMatchObject({ content: null, viewerProgress: { state: 'LOCKED', releaseAt: null } });
    const refused = await as(visitor, COMPLETE, { id: course.units.open });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Enrol in this course to take its lessons.');
    await enrol(on, course, visitor.user.id);
    expect((await ok(as(visitor, UNIT, { id: course.units.open }))).courseUnit).toMatchObject({ content: '<p>About open</p>', viewerProgress: { state: 'AVAILABLE' } });
  });
});

describe('completing lessons', () => {
  it('counts completions exactly, completes the course once, gives a certificate and posts on the startup timeline', async () => {
    at(new Date(START.getTime() + DAY));
    const course = await insertCourse(on, {
      startsAt: START,
      title: 'Pitching 101',
      lessons: [
        { key: 'a', type: 'ARTICLE' },
        { key: 'b', type: 'VIDEO' },
      ],
    });
    const [learner, peer] = [await founder(), await founder()];
    const startup = await buildStartup(on, { founders: [learner.user, peer.user] });
    await enrol(on, course, learner.user.id, startup.id);
    await enrol(on, course, peer.user.id, startup.id);

    expect(codeOf(await as(learner, CERTIFICATE, { id: course.courseId }))).toBe('NOT_FOUND');
    const first = (await ok(as(learner, COMPLETE, { id: course.units.a }))).completeCourseUnit;
    expect(first.viewerProgress.state).toBe('COMPLETED');
    // Completing again changes nothing.
    await ok(as(learner, COMPLETE, { id: course.units.a }));
    expect(await enrolment(course.courseId, learner.user.id)).toMatchObject({ completedUnits: 1, completedAt: null, lastUnitId: course.units.a });

    await ok(as(learner, POSITION, { id: course.units.b, seconds: 42 }));
    expect((await ok(as(learner, UNIT, { id: course.units.b }))).courseUnit.viewerProgress).toMatchObject({ state: 'AVAILABLE', positionSeconds: 42 });
    await ok(as(learner, COMPLETE, { id: course.units.b }));
    await ok(as(learner, COMPLETE, { id: course.units.b }));
    const done = await enrolment(course.courseId, learner.user.id);
    expect(done).toMatchObject({ completedUnits: 2, lastUnitId: course.units.b });
    expect(done.completedAt).not.toBeNull();
    const [cohort] = await rowsOf(on, (db) => db.select().from(schema.courseCohorts).where(eq(schema.courseCohorts.id, course.cohortId)));
    expect(cohort).toMatchObject({ learnerCount: 2, completedCount: 1 });
    // The position is kept beside the completion.
    expect((await ok(as(learner, UNIT, { id: course.units.b }))).courseUnit.viewerProgress).toMatchObject({ state: 'COMPLETED', positionSeconds: 42 });

    const certificate = (await ok(as(learner, CERTIFICATE, { id: course.courseId }))).courseCertificate;
    expect(certificate).toEqual({
      learnerName: 'Ada founder',
      courseTitle: 'Pitching 101',
      organisationName: on.incubator.name,
      completedAt: done.completedAt!.toISOString(),
      lessonCount: 2,
    });
    expect(codeOf(await as(peer, CERTIFICATE, { id: course.courseId }))).toBe('NOT_FOUND');

    const events = await rowsOf(on, (db) => db.select({ kind: schema.domainEvents.kind }).from(schema.domainEvents).where(eq(schema.domainEvents.actorId, learner.user.id)));
    expect(events.filter((e) => e.kind === 'courses.lessonCompleted')).toHaveLength(2);
    expect(events.filter((e) => e.kind === 'courses.completed')).toHaveLength(1);

    const feed = await wholeFeed(timelineCaller(server), peer.token, on, startup.id, { type: 'CourseCompletedPost' });
    expect(feed.items).toEqual([expect.objectContaining({ __typename: 'CourseCompletedPost', createdBy: { _id: learner.user.id } })]);
  });

  it('completes only articles and videos by hand', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - DAY), lessons: [{ key: 'work', type: 'ASSIGNMENT' }] });
    const learner = await founder();
    await enrol(on, course, learner.user.id);
    expect(codeOf(await as(learner, COMPLETE, { id: course.units.work }))).toBe('FORBIDDEN');
    expect(await enrolment(course.courseId, learner.user.id)).toMatchObject({ completedUnits: 0 });
  });
});

describe('refusals', () => {
  it("answers NOT_FOUND for another tenant's lesson and a malformed id", async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - DAY), lessons: [{ key: 'a', type: 'ARTICLE' }] });
    const outsider = await buildSignedInUser(other, { roleType: 'staff' });
    const otherAs = caller(server, other);
    expect(codeOf(await otherAs(outsider, UNIT, { id: course.units.a }))).toBe('NOT_FOUND');
    expect(codeOf(await otherAs(outsider, COMPLETE, { id: course.units.a }))).toBe('NOT_FOUND');
    expect(codeOf(await as(staff, UNIT, { id: 'not-an-id' }))).toBe('NOT_FOUND');
  });

  it('refuses a bad position with VALIDATION_ERROR and writes nothing', async () => {
    const course = await insertCourse(on, { startsAt: new Date(Date.now() - DAY), lessons: [{ key: 'v', type: 'VIDEO' }] });
    const learner = await founder();
    await enrol(on, course, learner.user.id);
    for (const seconds of [-1, 86_401]) {
      const answer = await as(learner, POSITION, { id: course.units.v, seconds });
      expect(codeOf(answer)).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields?.[0].field).toBe('seconds');
    }
    const progress = await rowsOf(on, (db) => db.select().from(schema.courseProgress).where(eq(schema.courseProgress.unitId, course.units.v)));
    expect(progress).toEqual([]);
    expect(await enrolment(course.courseId, learner.user.id)).toMatchObject({ lastUnitId: null, lastActivityAt: null });
  });
});
