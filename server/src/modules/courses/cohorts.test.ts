import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import {
  COURSE,
  CREATE,
  CREATE_COHORT,
  DELETE_COHORT,
  UPDATE_COHORT,
  caller,
  codeOf,
  eventKinds,
  fieldsOf,
  insertLearner,
  insertProgram,
  ok,
  storedCourse,
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

const newCourse = async (token = staff.token, on = tenant) => ok(await call(CREATE, { title: 'Cohorts' }, token, { on })).createCourse._id as string;
const START = '2030-03-02T09:00:00.000Z';
const END = '2030-06-30T17:00:00.000Z';

describe('cohorts', () => {
  it('creates, lists by start, edits and deletes cohorts', async () => {
    const courseId = await newCourse();
    const program = await insertProgram(tenant);
    const spring = ok(await call(CREATE_COHORT, { courseId, data: { name: ' Spring ', startsAt: START, endsAt: END, programId: program } }, staff.token)).createCohort;
    expect(spring).toMatchObject({ name: 'Spring', startsAt: START, endsAt: END, programId: program });
    const winter = ok(await call(CREATE_COHORT, { courseId, data: { name: 'Winter', startsAt: '2030-01-05T09:00:00Z' } }, staff.token)).createCohort;
    expect(winter).toMatchObject({ endsAt: null, programId: null });
    expect(ok(await call(COURSE, { id: courseId }, staff.token)).course.cohorts.map((c: { name: string }) => c.name)).toEqual(['Winter', 'Spring']);

    // Only the fields sent change; the end stays after the stored start.
    const edited = ok(await call(UPDATE_COHORT, { id: spring._id, data: { name: 'Spring 2030', programId: null } }, staff.token)).updateCohort;
    expect(edited).toMatchObject({ name: 'Spring 2030', startsAt: START, endsAt: END, programId: null });
    const late = await call(UPDATE_COHORT, { id: spring._id, data: { startsAt: '2030-07-01T09:00:00Z' } }, staff.token);
    expect(codeOf(late)).toBe('VALIDATION_ERROR');
    expect(late.errors?.[0].extensions?.fields).toEqual([{ field: 'endsAt', message: 'The end must come after the start.' }]);

    expect(ok(await call(DELETE_COHORT, { id: winter._id }, staff.token)).deleteCohort).toBe(true);
    expect((await storedCourse(tenant, courseId)).cohorts.map((c) => c.name)).toEqual(['Spring 2030']);
    expect(await eventKinds(tenant, spring._id)).toEqual(['courses.cohortCreated', 'courses.cohortUpdated']);
  });

  it('refuses bad input field by field, writing nothing', async () => {
    const courseId = await newCourse();
    const foreignProgram = await insertProgram(other);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ name: '', startsAt: START }, ['name']],
      [{ name: 'x'.repeat(121), startsAt: START }, ['name']],
      [{ name: 'No start' }, ['startsAt']],
      [{ name: 'Bad start', startsAt: 'soon' }, ['startsAt']],
      [{ name: 'Backwards', startsAt: END, endsAt: START }, ['endsAt']],
      [{ name: 'Foreign', startsAt: START, programId: foreignProgram }, ['programId']],
      [{ name: 'Malformed', startsAt: START, programId: 'nope' }, ['programId']],
    ];
    for (const [data, fields] of cases) {
      const answer = await call(CREATE_COHORT, { courseId, data }, staff.token);
      expect(codeOf(answer), JSON.stringify(data)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), JSON.stringify(data)).toEqual(fields);
    }
    expect((await storedCourse(tenant, courseId)).cohorts).toEqual([]);
  });

  it('keeps a cohort while anyone is enrolled in it', async () => {
    const courseId = await newCourse();
    const cohort = ok(await call(CREATE_COHORT, { courseId, data: { name: 'Busy', startsAt: START } }, staff.token)).createCohort;
    const learner = await buildUser(tenant, { roleType: 'cofounder' });
    await insertLearner(tenant, courseId, cohort._id, learner.user.id, []);
    const refused = await call(DELETE_COHORT, { id: cohort._id }, staff.token);
    expect(codeOf(refused)).toBe('COHORT_HAS_LEARNERS');
    expect(refused.errors?.[0].message).toBe('People are enrolled in this cohort: it cannot be deleted.');
    expect((await storedCourse(tenant, courseId)).cohorts).toHaveLength(1);
  });

  it("answers NOT_FOUND for another organisation's cohorts, FORBIDDEN to those who only see the course, FEATURE_DISABLED without the flag", async () => {
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    const foreignCourse = await newCourse(stranger.token, other);
    const foreign = ok(await call(CREATE_COHORT, { courseId: foreignCourse, data: { name: 'Theirs', startsAt: START } }, stranger.token, { on: other })).createCohort;
    expect(codeOf(await call(CREATE_COHORT, { courseId: foreignCourse, data: { name: 'Mine', startsAt: START } }, staff.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(UPDATE_COHORT, { id: foreign._id, data: { name: 'Mine' } }, staff.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(DELETE_COHORT, { id: foreign._id }, staff.token))).toBe('NOT_FOUND');
    expect((await storedCourse(other, foreignCourse)).cohorts.map((c) => c.name)).toEqual(['Theirs']);

    // A founder enrolled in a published course sees it, and may not change its cohorts.
    const courseId = await newCourse();
    const cohort = ok(await call(CREATE_COHORT, { courseId, data: { name: 'Open', startsAt: START } }, staff.token)).createCohort;
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await insertLearner(tenant, courseId, cohort._id, founder.user.id, []);
    await changeAsOwner(server, "UPDATE courses SET status = 'PUBLISHED' WHERE incubator_id = $1 AND id = $2", [tenant.incubator.id, courseId]);
    expect(codeOf(await call(UPDATE_COHORT, { id: cohort._id, data: { name: 'Mine' } }, founder.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(CREATE_COHORT, { courseId, data: { name: 'Mine', startsAt: START } }, founder.token))).toBe('FORBIDDEN');

    const off = await buildTenant(server);
    const offStaff = await buildSignedInUser(off, { roleType: 'staff' });
    const offCourse = await newCourse(offStaff.token, off);
    await setFlags(server, off, { course: false });
    expect(codeOf(await call(CREATE_COHORT, { courseId: offCourse, data: { name: 'Off', startsAt: START } }, offStaff.token, { on: off }))).toBe('FEATURE_DISABLED');
  });
});
