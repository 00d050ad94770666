import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@seedbed/contracts/forms';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, codeOf, ok, setFlags, setGrant, type Call } from '../startups/test-support.ts';
import { buildApplication, buildFunnel } from './overview-fixtures.ts';
import { and, eq } from 'drizzle-orm';

let server: TestServer;
let tenant: Tenant;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  call = caller(server);
});
afterAll(() => server.stop());

const ONE = `query One($id: ID!) { application(id: $id) {
  _id name applicant { _id } standing { manager admin evaluator applicant } viewerCanComment viewerCanCommentPrivately
  rounds { round { _id name } status submittedAt decision { decision } answers { answers version { questions { _id } } } } } }`;
const FEED = `query Feed($id: ID!, $cursor: String, $limit: Int) {
  applicationActivities(applicationId: $id, cursor: $cursor, limit: $limit) { results { _id kind message isPrivate author { _id } } next } }`;
const COMMENT = `mutation Comment($id: ID!, $message: String!, $isPrivate: Boolean) {
  createApplicationComment(applicationId: $id, message: $message, isPrivate: $isPrivate) { _id message isPrivate } }`;
const HISTORY = 'query History($id: ID!) { startupApplications(startupId: $id) { _id funnel { _id } status } }';
const BELL = '{ paginatedNotifications(pageSize: 20) { notifications { message notification { notificationType url } } } }';

const question = (id: string, questionType: Question['questionType']): Question => ({
  _id: id,
  questionType,
  behavesAs: questionType === 'custom_field' ? 'custom_field' : 'question',
  label: [{ language: 'en', value: id }],
  description: [],
  validations: {},
  options: [],
});

/** An intake form published with three questions, and the applicant's submitted answers to it. */
async function answeredForm(on: Tenant, applicationId: string, respondentId: string) {
  const formId = newId();
  const versionId = newId();
  const questions = [question('pitch', 'text_long'), question('phone', 'phone'), question('budget', 'number')];
  await withTenant(server.services.pool, on.incubator.id, async (db) => {
    await db.insert(schema.forms).values({ incubatorId: on.incubator.id, id: formId, kind: 'intake', title: [{ language: 'en', value: 'Intake' }], questions });
    await db
      .insert(schema.formVersions)
      .values({ incubatorId: on.incubator.id, id: versionId, formId, number: 1, title: [{ language: 'en', value: 'Intake' }], description: [], questions });
    await db.insert(schema.formSubmissions).values({
      incubatorId: on.incubator.id,
      id: newId(),
      formId,
      versionId,
      respondentId,
      subjectKind: 'application',
      subjectId: applicationId,
      status: 'submitted',
      source: 'signed_in',
      answers: { pitch: 'Robots for seeds', phone: '+33 6 00 00 00 00', budget: 1000 },
      submittedAt: new Date(),
    });
  });
  return formId;
}

async function setup(options: { anonymous?: boolean; hiddenFromEvaluators?: string[] } = {}) {
  const admin = await buildSignedInUser(tenant, { roleType: 'staff' });
  const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
  const evaluator = await buildSignedInUser(tenant, { roleType: 'evaluator' });
  const funnel = await buildFunnel(tenant, { admins: [admin.user], anonymous: options.anonymous, rounds: [{ name: 'Screening' }, { name: 'Final' }] });
  const application = await buildApplication(tenant, { funnel, applicant: applicant.user, name: 'Seedling', evaluators: [{ user: evaluator.user }] });
  const formId = await answeredForm(tenant, application.id, applicant.user.id);
  const hidden = Object.fromEntries((options.hiddenFromEvaluators ?? []).map((id) => [id, ['evaluator']]));
  await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .update(schema.funnelRounds)
      .set({ formId, visibility: { hiddenQuestions: hidden, evaluationsVisibleTo: [] } })
      .where(and(eq(schema.funnelRounds.incubatorId, tenant.incubator.id), eq(schema.funnelRounds.id, funnel.roundIds[0]))),
  );
  return { admin, applicant, evaluator, funnel, application };
}

describe('the application page', () => {
  it('shows the rounds with their answers and how each reader stands', async () => {
    const { admin, applicant, evaluator, funnel, application } = await setup();
    const page = (await ok(call(ONE, { id: application.id }, admin.token, tenant))).application;
    expect(page.standing).toEqual({ manager: true, admin: true, evaluator: false, applicant: false });
    expect(page.rounds.map((r: { status: string }) => r.status)).toEqual(['current', 'upcoming']);
    expect(JSON.parse(page.rounds[0].answers.answers)).toEqual({ pitch: 'Robots for seeds', phone: '+33 6 00 00 00 00', budget: 1000 });
    expect(page.rounds[1].answers).toBeNull();
    expect(page.rounds[0].round._id).toBe(funnel.roundIds[0]);

    const own = (await ok(call(ONE, { id: application.id }, applicant.token, tenant))).application;
    expect(own.standing.applicant).toBe(true);
    expect(own.viewerCanCommentPrivately).toBe(false);
    expect(own.rounds[0].decision).toBeNull();

    const theirs = (await ok(call(ONE, { id: application.id }, evaluator.token, tenant))).application;
    expect(theirs.standing).toEqual({ manager: false, admin: false, evaluator: true, applicant: false });
    expect(theirs.viewerCanComment).toBe(false);
  });

  it('removes questions hidden from the reader\u2019s role (questionVisibility), never from the applicant', async () => {
    await setFlags(server, tenant, { questionVisibility: true });
    const { applicant, evaluator, application } = await setup({ hiddenFromEvaluators: ['budget'] });
    const theirs = (await ok(call(ONE, { id: application.id }, evaluator.token, tenant))).application.rounds[0].answers;
    expect(Object.keys(JSON.parse(theirs.answers)).sort()).toEqual(['phone', 'pitch']);
    expect(theirs.version.questions.map((q: { _id: string }) => q._id)).toEqual(['pitch', 'phone']);
    const own = (await ok(call(ONE, { id: application.id }, applicant.token, tenant))).application.rounds[0].answers;
    expect(Object.keys(JSON.parse(own.answers)).sort()).toEqual(['budget', 'phone', 'pitch']);
  });

  it('under blind review hides who applied and identifying answers from evaluators', async () => {
    await setFlags(server, tenant, { anonymityApplications: true });
    const { admin, applicant, evaluator, application } = await setup({ anonymous: true });
    await ok(call(COMMENT, { id: application.id, message: '<p>Thanks for reading</p>' }, applicant.token, tenant));
    const feed = (await ok(call(FEED, { id: application.id }, evaluator.token, tenant))).applicationActivities.results;
    expect(feed).toMatchObject([{ kind: 'comment', author: null }]);
    const theirs = (await ok(call(ONE, { id: application.id }, evaluator.token, tenant))).application;
    expect(theirs.applicant).toBeNull();
    expect(theirs.name).not.toBe('Seedling');
    expect(Object.keys(JSON.parse(theirs.rounds[0].answers.answers)).sort()).toEqual(['budget', 'pitch']);
    const managers = (await ok(call(ONE, { id: application.id }, admin.token, tenant))).application;
    expect(Object.keys(JSON.parse(managers.rounds[0].answers.answers))).toContain('phone');
  });

  it('is NOT_FOUND for a stranger, another tenant and a malformed id', async () => {
    const { application } = await setup();
    const stranger = await buildSignedInUser(tenant, { roleType: 'applicant' });
    expect(await codeOf(call(ONE, { id: application.id }, stranger.token, tenant))).toBe('NOT_FOUND');
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    expect(await codeOf(call(ONE, { id: application.id }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(FEED, { id: application.id }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(COMMENT, { id: application.id, message: 'Hi' }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(ONE, { id: 'nope' }, outsider.token, other))).toBe('NOT_FOUND');
  });
});

describe('activities and comments', () => {
  it('keeps private comments among staff who read them, and evaluations from the applicant', async () => {
    const { admin, applicant, evaluator, application } = await setup();
    await ok(call(COMMENT, { id: application.id, message: '<p>Welcome <script>alert(1)</script></p>' }, admin.token, tenant));
    await ok(call(COMMENT, { id: application.id, message: '<p>Strong team</p>', isPrivate: true }, admin.token, tenant));
    await ok(call(COMMENT, { id: application.id, message: '<p>Thank you</p>' }, applicant.token, tenant));
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .insert(schema.applicationActivities)
        .values({ incubatorId: tenant.incubator.id, id: newId(), applicationId: application.id, kind: 'evaluation', isPrivate: false, data: { action: 'submitted' } }),
    );

    const feed = async (token: string) => (await ok(call(FEED, { id: application.id }, token, tenant))).applicationActivities.results;
    const staff = await feed(admin.token);
    expect(staff.map((r: { kind: string }) => r.kind)).toEqual(['evaluation', 'comment', 'comment', 'comment']);
    expect(staff[3].message).toBe('<p>Welcome </p>');
    expect(staff[2]).toMatchObject({ isPrivate: true, author: { _id: admin.user.id } });

    const own = await feed(applicant.token);
    expect(own.map((r: { message: string }) => r.message)).toEqual(['<p>Thank you</p>', '<p>Welcome </p>']);
    expect((await feed(evaluator.token)).some((r: { isPrivate: boolean }) => r.isPrivate)).toBe(false);

    // Staff without TIMELINE/CREATE_PRIVATE_COMMENT:VIEW neither read nor write private comments.
    const colleague = await buildSignedInUser(tenant, { roleType: 'staff' });
    await setGrant(server, tenant, 'staff', 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', 'NONE');
    expect((await feed(colleague.token)).some((r: { isPrivate: boolean }) => r.isPrivate)).toBe(false);
    expect(await codeOf(call(COMMENT, { id: application.id, message: 'Psst', isPrivate: true }, colleague.token, tenant))).toBe('FORBIDDEN');
    await setGrant(server, tenant, 'staff', 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', 'ALL');
    expect((await feed(colleague.token)).filter((r: { isPrivate: boolean }) => r.isPrivate)).toHaveLength(1);
  });

  it('refuses a private comment from the applicant and one from an evaluator, and an empty one', async () => {
    const { applicant, evaluator, application } = await setup();
    expect(await codeOf(call(COMMENT, { id: application.id, message: 'Secret', isPrivate: true }, applicant.token, tenant))).toBe('FORBIDDEN');
    expect(await codeOf(call(COMMENT, { id: application.id, message: 'Hello' }, evaluator.token, tenant))).toBe('FORBIDDEN');
    const empty = await call(COMMENT, { id: application.id, message: '<p><script>x</script></p>' }, applicant.token, tenant);
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'message', message: 'Write a message' }]);
    expect((await ok(call(FEED, { id: application.id }, applicant.token, tenant))).applicationActivities.results).toEqual([]);
  });

  it('pages newest first by keyset', async () => {
    const { admin, application } = await setup();
    for (let i = 1; i <= 5; i++) await ok(call(COMMENT, { id: application.id, message: `<p>Note ${i}</p>` }, admin.token, tenant));
    const first = (await ok(call(FEED, { id: application.id, limit: 2 }, admin.token, tenant))).applicationActivities;
    expect(first.results.map((r: { message: string }) => r.message)).toEqual(['<p>Note 5</p>', '<p>Note 4</p>']);
    const second = (await ok(call(FEED, { id: application.id, limit: 2, cursor: first.next }, admin.token, tenant))).applicationActivities;
    expect(second.results.map((r: { message: string }) => r.message)).toEqual(['<p>Note 3</p>', '<p>Note 2</p>']);
    const last = (await ok(call(FEED, { id: application.id, limit: 2, cursor: second.next }, admin.token, tenant))).applicationActivities;
    expect(last).toMatchObject({ next: null, results: [{ message: '<p>Note 1</p>' }] });
    expect(await codeOf(call(FEED, { id: application.id, cursor: 'garbage' }, admin.token, tenant))).toBe('VALIDATION_ERROR');
  });

  it('notifies the applicant of a public staff comment and the funnel admins of the applicant\u2019s', async () => {
    const { admin, applicant, application } = await setup();
    const bell = async (token: string) =>
      (await ok(call(BELL, {}, token, tenant))).paginatedNotifications.notifications.map((n: { message: string; notification: { notificationType: string; url: string } }) => ({
        type: n.notification.notificationType,
        message: n.message,
        url: n.notification.url,
      }));
    await ok(call(COMMENT, { id: application.id, message: '<p>Only staff</p>', isPrivate: true }, admin.token, tenant));
    expect(await bell(applicant.token)).toEqual([]);
    await ok(call(COMMENT, { id: application.id, message: '<p>Please add your deck</p>' }, admin.token, tenant));
    expect(await bell(applicant.token)).toEqual([{ type: 'newCommentApplication', message: expect.stringContaining('Seedling'), url: '/applications' }]);
    await ok(call(COMMENT, { id: application.id, message: '<p>Done</p>' }, applicant.token, tenant));
    expect(await bell(admin.token)).toEqual([
      { type: 'newCommentApplicationStaff', message: expect.stringContaining('Seedling'), url: `/application/${application.id}/activities` },
    ]);
  });
});

describe("a startup's application history", () => {
  it('lists the applications it came from to those who see the startup and the application', async () => {
    const { admin, applicant, funnel, application } = await setup();
    const startup = await buildStartup(tenant, { founders: [applicant.user] });
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .update(schema.applications)
        .set({ startupId: startup.id })
        .where(and(eq(schema.applications.incubatorId, tenant.incubator.id), eq(schema.applications.id, application.id))),
    );
    const history = (await ok(call(HISTORY, { id: startup.id }, admin.token, tenant))).startupApplications;
    expect(history).toEqual([{ _id: application.id, funnel: { _id: funnel.id }, status: 'under_review' }]);
    expect((await ok(call(HISTORY, { id: startup.id }, applicant.token, tenant))).startupApplications).toHaveLength(1);
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    expect(await codeOf(call(HISTORY, { id: startup.id }, outsider.token, other))).toBe('NOT_FOUND');
  });
});
