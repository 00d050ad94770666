import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer } from '../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 60_000);
afterAll(() => server.stop());

async function signIn(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  expect(answer.status, email).toBe(200);
  return answer.body.token;
}

const ROLES = ['admin', 'admincoach', 'subadmin', 'staff', 'coach', 'mentor', 'expert', 'evaluator', 'founder', 'applicant', 'member'];
const TASKS = '{ myTasksPaginated(queryOptions: { completionStatus: "PENDING" }, limit: 50) { totalCount results { name taskType dueDate } } }';

describe('the demo tenant', () => {
  it('gives every role pending tasks to look at', async () => {
    for (const role of ROLES) {
      const answer = await gql(server, TASKS, {}, { tenant: slug, token: await signIn(`${role}@demo.test`) });
      expect(answer.errors, role).toBeUndefined();
      expect(answer.data.myTasksPaginated.totalCount, role).toBeGreaterThan(0);
    }
  });

  it('has a founder with team tasks, overdue ones and the automatic profile tasks', async () => {
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('founder@demo.test') })).data.myTasksPaginated;
    const types = results.map((t: any) => t.taskType);
    expect(types).toEqual(expect.arrayContaining(['normal', 'completeUserProfile', 'completeStartupProfile']));
    expect(results.map((t: any) => t.name)).toContain('Upload your pitch deck v3');
    expect(results.some((t: any) => new Date(t.dueDate) < new Date())).toBe(true);
  });

  it('leaves staff with complete profiles without the profile task', async () => {
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('staff@demo.test') })).data.myTasksPaginated;
    expect(results.map((t: any) => t.taskType)).not.toContain('completeUserProfile');
  });

  it('has twelve startups in three programmes, each file with a timeline of thirty posts and more, milestones and documents', async () => {
    const token = await signIn('staff@demo.test');
    const list = await gql(server, '{ startups(limit: 50) { totalCount results { _id name programs { name } people { _id } } } programs { _id } }', {}, { tenant: slug, token });
    expect(list.errors).toBeUndefined();
    expect(list.data.startups.totalCount).toBe(12);
    expect(list.data.programs).toHaveLength(3);
    for (const startup of list.data.startups.results) {
      expect(startup.people.length, startup.name).toBeGreaterThan(0);
      const file = await gql(
        server,
        'query($id: ID!) { startupEvents(startupId: $id, limit: 50) { results { __typename } } startupMilestones(startupId: $id) { status } }',
        { id: startup._id },
        { tenant: slug, token },
      );
      expect(file.errors, startup.name).toBeUndefined();
      expect(file.data.startupEvents.results.length, startup.name).toBeGreaterThanOrEqual(30);
      expect(
        file.data.startupMilestones.map((m: any) => m.status),
        startup.name,
      ).toContain('reached');
    }
  });

  it("gives the founder timeline notifications and a file without the team's private notes", async () => {
    const token = await signIn('founder@demo.test');
    const bell = await gql(server, '{ paginatedNotifications(page: 1, pageSize: 50) { notifications { notification { notificationType } } } }', {}, { tenant: slug, token });
    const types = bell.data.paginatedNotifications.notifications.map((n: any) => n.notification.notificationType);
    expect(types).toEqual(expect.arrayContaining(['alikePeopleNoteCreated']));
    const mine = (await gql(server, '{ currentUser { startups { _id } } }', {}, { tenant: slug, token })).data.currentUser.startups[0]._id;
    const file = await gql(
      server,
      'query($id: ID!) { startupEvents(startupId: $id, limit: 100) { results { ... on Event { isPublic } } } }',
      { id: mine },
      { tenant: slug, token },
    );
    expect(file.data.startupEvents.results.every((item: any) => item.isPublic !== false)).toBe(true);
  });

  it('has two feedback requests on the mentor session form, partly answered, with tasks for the others', async () => {
    const staff = await signIn('staff@demo.test');
    const list = await gql(server, '{ feedbackRequests { results { _id title subjectName formId recipientCount answeredCount } } }', {}, { tenant: slug, token: staff });
    expect(list.errors).toBeUndefined();
    const requests = list.data.feedbackRequests.results;
    expect(requests.map((r: any) => [r.title, r.subjectName])).toEqual([
      ['Coaching of GreenLoop', 'GreenLoop'],
      ['Mentor sessions of the autumn cohort', null],
    ]);
    for (const r of requests) expect(r.answeredCount, r.title).toBeGreaterThan(0);
    for (const r of requests) expect(r.answeredCount, r.title).toBeLessThan(r.recipientCount);
    const summary = await gql(
      server,
      'query($f: ID!, $r: ID) { formSummary(formId: $f, requestId: $r) { submissions } }',
      { f: requests[1].formId, r: requests[1]._id },
      { tenant: slug, token: staff },
    );
    expect(summary.data.formSummary.submissions).toBe(requests[1].answeredCount);
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('founder@demo.test') })).data.myTasksPaginated;
    expect(results.map((t: any) => t.taskType)).toContain('formSubmissionRequest');
  });
});

describe('the demo’s courses', () => {
  const rows = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

  it('has the bootcamp with a lesson of every type, a public course and a draft', async () => {
    const courses = await rows(`SELECT title, status, is_public, unit_count FROM courses WHERE incubator_id = :tenant ORDER BY title`);
    expect(courses).toEqual([
      { title: 'Founder Bootcamp', status: 'PUBLISHED', is_public: false, unit_count: 8 },
      { title: 'Fundraising deep-dive', status: 'DRAFT', is_public: false, unit_count: 1 },
      { title: 'Pitching 101', status: 'PUBLISHED', is_public: true, unit_count: 3 },
    ]);
    const types = await rows(`SELECT DISTINCT u.type FROM course_units u JOIN courses c ON c.incubator_id = u.incubator_id AND c.id = u.course_id
       WHERE u.incubator_id = :tenant AND c.title = 'Founder Bootcamp' ORDER BY 1`);
    expect(types.map((r) => r.type)).toEqual(['ARTICLE', 'ASSIGNMENT', 'QUIZ', 'SUBMISSION', 'VIDEO']);
  });

  it('keeps the services’ counts: lessons, learners, completed lessons, finishers', async () => {
    const units = await rows(`SELECT c.title FROM courses c WHERE c.incubator_id = :tenant
       AND c.unit_count <> (SELECT count(*) FROM course_units u WHERE u.incubator_id = c.incubator_id AND u.course_id = c.id)`);
    expect(units).toEqual([]);
    const enrolments = await rows(`SELECT e.id FROM course_enrolments e WHERE e.incubator_id = :tenant
       AND e.completed_units <> (SELECT count(*) FROM course_progress p WHERE p.incubator_id = e.incubator_id AND p.user_id = e.user_id AND p.course_id = e.course_id AND p.completed_at IS NOT NULL)`);
    expect(enrolments).toEqual([]);
    const cohorts = await rows(`SELECT h.name, h.learner_count, h.completed_count,
         (SELECT count(*)::int FROM course_enrolments e WHERE e.incubator_id = h.incubator_id AND e.cohort_id = h.id) AS learners,
         (SELECT count(*)::int FROM course_enrolments e WHERE e.incubator_id = h.incubator_id AND e.cohort_id = h.id AND e.completed_at IS NOT NULL) AS finished
       FROM course_cohorts h WHERE h.incubator_id = :tenant ORDER BY h.name`);
    for (const cohort of cohorts) expect([cohort.learner_count, cohort.completed_count]).toEqual([cohort.learners, cohort.finished]);
    expect(cohorts.map((c) => c.learners)).toEqual([8, 3]);
    expect(cohorts[1].finished).toBe(1);
  });

  it('has quiz attempts graded against the answer key and hand-ins waiting for review', async () => {
    const attempts = await rows(`SELECT score, passed FROM course_quiz_attempts WHERE incubator_id = :tenant ORDER BY score`);
    expect(attempts.length).toBeGreaterThan(4);
    expect(attempts.some((a) => a.passed && a.score === 100)).toBe(true);
    expect(attempts.some((a) => !a.passed)).toBe(true);
    const waiting = await rows(`SELECT u.type FROM course_submissions s JOIN course_units u ON u.incubator_id = s.incubator_id AND u.id = s.unit_id
       WHERE s.incubator_id = :tenant AND s.status = 'SUBMITTED' ORDER BY 1`);
    expect(waiting.map((w) => w.type)).toEqual(['ASSIGNMENT', 'SUBMISSION']);
    // Each waiting hand-in gives the course's admins a task to review it.
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('coach@demo.test') })).data.myTasksPaginated;
    expect(results.filter((t: any) => t.taskType === 'courseReview')).toHaveLength(2);
  });
});
