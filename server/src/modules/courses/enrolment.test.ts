import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { insertProgram, link } from '../events/visibility-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

type CourseValues = Partial<Omit<typeof schema.courses.$inferInsert, 'incubatorId' | 'id'>>;
type CohortValues = Partial<Omit<typeof schema.courseCohorts.$inferInsert, 'incubatorId' | 'id' | 'courseId'>>;

/** A course written straight into the tables: published, public and open to self-enrolment unless told, with these cohorts. */
async function insertCourse(tenant: Tenant, values: CourseValues & { admins?: string[]; cohorts?: CohortValues[] } = {}) {
  const id = newId();
  const { admins = [], cohorts = [{}], ...row } = values;
  const cohortIds = cohorts.map(() => newId());
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    const incubatorId = tenant.incubator.id;
    await db.insert(schema.courses).values({ title: 'Pitching', status: 'PUBLISHED', isPublic: true, ...row, incubatorId, id });
    if (admins.length) await db.insert(schema.courseAdmins).values(admins.map((userId) => ({ incubatorId, courseId: id, userId })));
    for (const [i, cohort] of cohorts.entries()) {
      await db.insert(schema.courseCohorts).values({ name: `Cohort ${i}`, startsAt: inDays(-10), ...cohort, incubatorId, id: cohortIds[i], courseId: id });
    }
  });
  return { id, cohortIds };
}

const read = <T>(tenant: Tenant, work: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(server.services.pool, tenant.incubator.id, work);

const cohortCounts = (tenant: Tenant, cohortId: string) =>
  read(tenant, async (db) => {
    const [row] = await db
      .select({ learners: schema.courseCohorts.learnerCount, completed: schema.courseCohorts.completedCount })
      .from(schema.courseCohorts)
      .where(and(eq(schema.courseCohorts.incubatorId, tenant.incubator.id), eq(schema.courseCohorts.id, cohortId)));
    return row;
  });

const enrolmentsOf = (tenant: Tenant, courseId: string) =>
  read(tenant, (db) =>
    db
      .select()
      .from(schema.courseEnrolments)
      .where(and(eq(schema.courseEnrolments.incubatorId, tenant.incubator.id), eq(schema.courseEnrolments.courseId, courseId))),
  );

const ENROL = 'mutation($courseId: ID!) { enrolInCourse(courseId: $courseId) { _id cohort { _id } startup { _id } user { _id } progress course { _id viewerEnrolment { _id } } } }';
const ENROL_COHORT = 'mutation($cohortId: ID!, $userIds: [ID!], $startupIds: [ID!]) { enrolInCohort(cohortId: $cohortId, userIds: $userIds, startupIds: $startupIds) }';
const REMOVE = 'mutation($enrolmentId: ID!) { removeEnrolment(enrolmentId: $enrolmentId) }';
const LEAVE = 'mutation($courseId: ID!) { leaveCourse(courseId: $courseId) }';

const call = (tenant: Tenant, token: string, query: string, variables: Record<string, unknown>, language?: string) =>
  gql(tenant.server, query, variables, { tenant: tenant.slug, token, language });

describe('enrolling oneself', () => {
  it('joins the cohort of one’s programme, else the current one open to all, learning for one’s first startup', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const outsider = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    const programme = await insertProgram(tenant);
    await link(tenant, { startupPrograms: [[startup.id, programme]] });
    const course = await insertCourse(tenant, {
      cohorts: [
        { startsAt: inDays(-20) },
        { startsAt: inDays(-3) },
        { startsAt: inDays(-30), programId: programme },
        { startsAt: inDays(5) },
        { startsAt: inDays(-60), endsAt: inDays(-1) },
      ],
    });
    const [, current, ofProgramme] = course.cohortIds;

    const mine = await call(tenant, founder.token, ENROL, { courseId: course.id });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.enrolInCourse).toMatchObject({ cohort: { _id: ofProgramme }, startup: { _id: startup.id }, user: { _id: founder.user.id }, progress: 0 });
    expect(mine.data.enrolInCourse.course.viewerEnrolment._id).toBe(mine.data.enrolInCourse._id);
    const theirs = await call(tenant, outsider.token, ENROL, { courseId: course.id });
    expect(theirs.data.enrolInCourse).toMatchObject({ cohort: { _id: current }, startup: null });
    // Enrolling again answers the same enrolment and counts nobody twice.
    const again = await call(tenant, founder.token, ENROL, { courseId: course.id });
    expect(again.data.enrolInCourse._id).toBe(mine.data.enrolInCourse._id);
    expect(await cohortCounts(tenant, ofProgramme)).toEqual({ learners: 1, completed: 0 });
    expect(await cohortCounts(tenant, current)).toEqual({ learners: 1, completed: 0 });
    expect(await enrolmentsOf(tenant, course.id)).toHaveLength(2);
  });

  it('takes the next cohort to start when none has started yet', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const course = await insertCourse(tenant, { cohorts: [{ startsAt: inDays(9) }, { startsAt: inDays(2) }] });
    expect((await call(tenant, founder.token, ENROL, { courseId: course.id })).data.enrolInCourse.cohort._id).toBe(course.cohortIds[1]);
  });

  it('is refused, writing nothing, without self-enrolment, for a course not open to the learner, or without a cohort to join', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const closed = await insertCourse(tenant, { selfEnrolment: false });
    const answer = await call(tenant, founder.token, ENROL, { courseId: closed.id }, 'fr');
    expect(answer.errors?.[0].extensions?.code).toBe('ENROLMENT_CLOSED');
    expect(answer.errors?.[0].message).toBe('Ce cours n’est pas ouvert à l’inscription libre.');
    // A draft is seen by its managers but open to nobody as a learner.
    const draft = await insertCourse(tenant, { status: 'DRAFT' });
    expect((await call(tenant, staff.token, ENROL, { courseId: draft.id })).errors?.[0].extensions?.code).toBe('ENROLMENT_CLOSED');
    expect((await call(tenant, founder.token, ENROL, { courseId: draft.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const private_ = await insertCourse(tenant, { isPublic: false });
    expect((await call(tenant, founder.token, ENROL, { courseId: private_.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    for (const cohorts of [[], [{ startsAt: inDays(-30), endsAt: inDays(-2) }]]) {
      const none = await insertCourse(tenant, { cohorts });
      const refused = await call(tenant, founder.token, ENROL, { courseId: none.id });
      expect(refused.errors?.[0].extensions?.code).toBe('NO_COHORT');
      expect(refused.errors?.[0].message).toMatch(/no cohort/);
      expect(await enrolmentsOf(tenant, none.id)).toEqual([]);
    }
    expect((await call(tenant, founder.token, ENROL, { courseId: 'nope' })).errors?.[0].extensions?.fields).toEqual([expect.objectContaining({ field: 'courseId' })]);
    for (const course of [closed, draft, private_]) expect(await enrolmentsOf(tenant, course.id)).toEqual([]);
  });
});

describe('enrolling people in a cohort', () => {
  it('enrols people and startups’ founders once each, leaves those already enrolled alone, and counts only the new', async () => {
    const tenant = await buildTenant(server);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const [ada, bob, cy, dee] = await Promise.all(['Ada', 'Bob', 'Cy', 'Dee'].map((firstName) => buildUser(tenant, { roleType: 'cofounder', firstName })));
    const gone = await buildUser(tenant, { roleType: 'cofounder', status: 'deleted' });
    const acme = await buildStartup(tenant, { founders: [ada.user, bob.user, gone.user] });
    const beta = await buildStartup(tenant, { founders: [ada.user, cy.user] });
    const course = await insertCourse(tenant, { admins: [coach.user.id], cohorts: [{}, {}] });
    const [cohort, earlier] = course.cohortIds;
    // Cy already learns in another cohort of the course.
    await read(tenant, (db) =>
      db.insert(schema.courseEnrolments).values({ incubatorId: tenant.incubator.id, id: newId(), courseId: course.id, cohortId: earlier, userId: cy.user.id }),
    );

    const answer = await call(tenant, coach.token, ENROL_COHORT, { cohortId: cohort, userIds: [dee.user.id, ada.user.id], startupIds: [acme.id, beta.id, acme.id] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.enrolInCohort).toBe(3);
    const rows = await enrolmentsOf(tenant, course.id);
    const startupOf = new Map(rows.map((r) => [r.userId, { cohortId: r.cohortId, startupId: r.startupId }]));
    expect(startupOf).toEqual(
      new Map([
        [ada.user.id, { cohortId: cohort, startupId: acme.id }],
        [bob.user.id, { cohortId: cohort, startupId: acme.id }],
        [cy.user.id, { cohortId: earlier, startupId: null }],
        [dee.user.id, { cohortId: cohort, startupId: null }],
      ]),
    );
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 3, completed: 0 });
    expect((await call(tenant, coach.token, ENROL_COHORT, { cohortId: cohort, startupIds: [beta.id] })).data.enrolInCohort).toBe(0);
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 3, completed: 0 });
    const events = await read(tenant, (db) =>
      db
        .select({ data: schema.domainEvents.data })
        .from(schema.domainEvents)
        .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), eq(schema.domainEvents.kind, 'courses.enrolled'))),
    );
    expect(events.map((e) => (e.data as { userId: string }).userId).sort()).toEqual([ada.user.id, bob.user.id, dee.user.id].sort());
  });

  it('refuses unknown people and startups by field, and an empty call, writing nothing', async () => {
    const tenant = await buildTenant(server);
    const other = await buildTenant(server);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const here = await buildUser(tenant, { roleType: 'cofounder' });
    const there = await buildUser(other, { roleType: 'cofounder' });
    const elsewhere = await buildStartup(other, { founders: [there.user] });
    const course = await insertCourse(tenant, {});
    const [cohort] = course.cohortIds;
    const answer = await call(tenant, staff.token, ENROL_COHORT, { cohortId: cohort, userIds: [here.user.id, there.user.id], startupIds: [elsewhere.id] }, 'de');
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].extensions?.fields).toEqual([
      { field: 'userIds.1', message: 'Diese Person wurde nicht gefunden oder ist nicht mehr dabei.' },
      { field: 'startupIds.0', message: 'Dieses Startup wurde nicht gefunden.' },
    ]);
    const empty = await call(tenant, staff.token, ENROL_COHORT, { cohortId: cohort, userIds: [] });
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'userIds', message: 'Choose at least one person or startup.' }]);
    expect(await enrolmentsOf(tenant, course.id)).toEqual([]);
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 0, completed: 0 });
  });

  it('is for the course’s managers: founders are FORBIDDEN, another tenant’s cohort is NOT_FOUND', async () => {
    const tenant = await buildTenant(server);
    const other = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const course = await insertCourse(tenant, {});
    const theirs = await insertCourse(other, {});
    const variables = { cohortId: course.cohortIds[0], userIds: [founder.user.id] };
    expect((await call(tenant, founder.token, ENROL_COHORT, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // A coach who is not among its admins sees the public course, but does not manage it.
    expect((await call(tenant, coach.token, ENROL_COHORT, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(tenant, staff.token, ENROL_COHORT, { ...variables, cohortId: theirs.cohortIds[0] })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await enrolmentsOf(tenant, course.id)).toEqual([]);
    expect((await call(tenant, staff.token, ENROL_COHORT, variables)).data.enrolInCohort).toBe(1);
  });
});

describe('ending an enrolment', () => {
  it('removes a learner with their progress and keeps the cohort’s counts exact; a learner leaves on their own', async () => {
    const tenant = await buildTenant(server);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const done = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const learning = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const course = await insertCourse(tenant, { unitCount: 1 });
    const [cohort] = course.cohortIds;
    await call(tenant, staff.token, ENROL_COHORT, { cohortId: cohort, userIds: [done.user.id, learning.user.id] });
    // One of them completed the course's single lesson.
    const unitId = newId();
    await read(tenant, async (db) => {
      const incubatorId = tenant.incubator.id;
      const chapter = newId();
      await db.insert(schema.courseOutlineUnits).values({ incubatorId, id: chapter, courseId: course.id, title: 'One' });
      await db.insert(schema.courseUnits).values({ incubatorId, id: unitId, courseId: course.id, outlineUnitId: chapter, type: 'ARTICLE', title: 'Read' });
      await db.insert(schema.courseProgress).values({ incubatorId, unitId, userId: done.user.id, courseId: course.id, cohortId: cohort, completedAt: new Date() });
      await db
        .update(schema.courseEnrolments)
        .set({ completedUnits: 1, completedAt: new Date() })
        .where(and(eq(schema.courseEnrolments.incubatorId, incubatorId), eq(schema.courseEnrolments.userId, done.user.id)));
      await db.update(schema.courseCohorts).set({ completedCount: 1 }).where(eq(schema.courseCohorts.id, cohort));
    });
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 2, completed: 1 });
    const enrolment = (await enrolmentsOf(tenant, course.id)).find((r) => r.userId === done.user.id)!;

    // The learner may not remove themselves this way; the course's managers may.
    expect((await call(tenant, done.token, REMOVE, { enrolmentId: enrolment.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(tenant, staff.token, REMOVE, { enrolmentId: enrolment.id })).data.removeEnrolment).toBe(true);
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 1, completed: 0 });
    const progress = await read(tenant, (db) => db.select().from(schema.courseProgress).where(eq(schema.courseProgress.incubatorId, tenant.incubator.id)));
    expect(progress).toEqual([]);
    expect((await call(tenant, staff.token, REMOVE, { enrolmentId: enrolment.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    expect((await call(tenant, learning.token, LEAVE, { courseId: course.id })).data.leaveCourse).toBe(true);
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 0, completed: 0 });
    expect((await call(tenant, learning.token, LEAVE, { courseId: course.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await enrolmentsOf(tenant, course.id)).toEqual([]);
    // Enrolling again starts afresh, counted once more.
    expect((await call(tenant, done.token, ENROL, { courseId: course.id })).data.enrolInCourse.progress).toBe(0);
    expect(await cohortCounts(tenant, cohort)).toEqual({ learners: 1, completed: 0 });
  });
});

it('answers FEATURE_DISABLED to every enrolment change while the plan’s course flag is off', async () => {
  const tenant = await buildTenant(server);
  const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  const course = await insertCourse(tenant, {});
  await changeAsOwner(server, `UPDATE incubators SET feature_flags = feature_flags || '{"course": false}'::jsonb WHERE id = $1`, [tenant.incubator.id]);
  const answers = [
    await call(tenant, staff.token, ENROL, { courseId: course.id }),
    await call(tenant, staff.token, ENROL_COHORT, { cohortId: course.cohortIds[0], userIds: [staff.user.id] }),
    await call(tenant, staff.token, LEAVE, { courseId: course.id }),
    await call(tenant, staff.token, REMOVE, { enrolmentId: newId() }),
  ];
  for (const answer of answers) expect(answer.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  expect(await enrolmentsOf(tenant, course.id)).toEqual([]);
});
