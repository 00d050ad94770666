import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { evaluationUrl, sweepEvaluations } from './evaluation-tasks.ts';
import { insertEvaluationForm, insertSession } from './notes-fixtures.ts';
import { COACHING_SUBJECT } from './repo.ts';

const SUBMIT = `mutation Evaluate($sessionId: ID!, $answers: String!, $draft: Boolean) {
  submitCoachingEvaluation(sessionId: $sessionId, answers: $answers, draft: $draft) { _id myEvaluation { status answers } }
}`;
const READ = `query Evaluations($id: ID!) { coachingSession(id: $id) {
  viewerMayEvaluate evaluationForm { _id questions { _id questionType } }
  evaluationAnswers { questionId textValue numberValue arrayValue createdBy { _id } form { _id } }
  myEvaluation { status } } }`;
const SUMMARY = `query Summary($coachId: ID!) { coachEvaluationSummary(coachId: $coachId) {
  coachId sessions responses questions { question { _id } count average options { value count } } } }`;

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const HOUR = 3_600_000;

/** A coach and two founders of one startup, and a session between them that ended an hour ago. */
async function endedScene() {
  const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
  const anna = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  const ben = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  const startup = await buildStartup(tenant, { founders: [anna.user, ben.user], coaches: [coach.user] });
  const formId = await insertEvaluationForm(tenant);
  const session = await insertSession(tenant, {
    startupId: startup.id,
    coachIds: [coach.user.id],
    attendeeIds: [anna.user.id, ben.user.id],
    startsAt: new Date(Date.now() - 2 * HOUR),
    evaluationFormId: formId,
  });
  return { coach, anna, ben, startup, session, formId };
}

async function evaluationTasks(sessionId: string) {
  return withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ userId: schema.taskAssignees.userId, done: schema.taskAssignees.done })
      .from(schema.tasks)
      .innerJoin(schema.taskAssignees, and(eq(schema.taskAssignees.incubatorId, schema.tasks.incubatorId), eq(schema.taskAssignees.taskId, schema.tasks.id)))
      .where(and(eq(schema.tasks.incubatorId, tenant.incubator.id), eq(schema.tasks.taskType, 'coachingEvaluation'), eq(schema.tasks.url, evaluationUrl(sessionId)))),
  );
}

const sweep = () => sweepEvaluations(server.services, new Date(), { only: [tenant.incubator.id] });

describe('evaluation tasks', () => {
  it('asks each person once after the session, and sending the evaluation completes their task', async () => {
    const { coach, anna, ben, session } = await endedScene();
    const upcoming = await insertSession(tenant, { coachIds: [coach.user.id], attendeeIds: [anna.user.id], evaluationFormId: session.evaluationFormId });
    await sweep();
    const given = await evaluationTasks(session.id);
    expect(given.map((t) => t.userId).sort()).toEqual([coach.user.id, anna.user.id, ben.user.id].sort());
    expect(await evaluationTasks(upcoming.id)).toEqual([]);

    const sent = await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 4, again: 'yes' }) }, anna.token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.submitCoachingEvaluation.myEvaluation.status).toBe('submitted');
    expect((await evaluationTasks(session.id)).find((t) => t.userId === anna.user.id)?.done).toBe(true);

    // Done or not, nobody is asked twice.
    await sweep();
    const after = await evaluationTasks(session.id);
    expect(after).toHaveLength(3);
    expect(after.filter((t) => t.done).map((t) => t.userId)).toEqual([anna.user.id]);
  });

  it('asks at once when an organiser ends the session', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const anna = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [anna.user], coaches: [coach.user] });
    const session = await insertSession(tenant, {
      startupId: startup.id,
      coachIds: [coach.user.id],
      attendeeIds: [anna.user.id],
      startsAt: new Date(Date.now() - HOUR / 2),
      evaluationFormId: await insertEvaluationForm(tenant),
    });
    expect((await call('mutation Start($id: ID!) { startCoachingSession(id: $id) { _id } }', { id: session.id }, coach.token)).errors).toBeUndefined();
    const ended = await call('mutation End($id: ID!) { endCoachingSession(id: $id, estimatedDuration: 30) { _id } }', { id: session.id }, coach.token);
    expect(ended.errors).toBeUndefined();
    expect((await evaluationTasks(session.id)).map((t) => t.userId).sort()).toEqual([coach.user.id, anna.user.id].sort());

    // A session deleted leaves nothing to evaluate.
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    expect((await call('mutation Delete($id: ID!) { deleteCoachingSession(id: $id) }', { id: session.id }, admin.token)).errors).toBeUndefined();
    expect(await evaluationTasks(session.id)).toEqual([]);
  });
});

describe('evaluations', () => {
  it('stores answers with the forms engine, one submission per person, checked against the form', async () => {
    const { anna, session } = await endedScene();
    const missing = await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ again: 'yes' }) }, anna.token);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    const draft = await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ again: 'no' }), draft: true }, anna.token);
    expect(draft.data.submitCoachingEvaluation.myEvaluation.status).toBe('draft');
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 5, again: 'yes', comment: 'Great' }) }, anna.token);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.formSubmissions)
        .where(
          and(
            eq(schema.formSubmissions.incubatorId, tenant.incubator.id),
            eq(schema.formSubmissions.subjectKind, COACHING_SUBJECT),
            eq(schema.formSubmissions.subjectId, session.id),
          ),
        ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ respondentId: anna.user.id, status: 'submitted', answers: { rating: 5, again: 'yes', comment: 'Great' } });
  });

  it("shows the staff side everyone's answers and the startup's side its own", async () => {
    const { coach, anna, ben, session } = await endedScene();
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 4, again: 'yes' }) }, anna.token);
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 2, again: 'no', comment: 'Too short' }) }, ben.token);
    const asCoach = (await call(READ, { id: session.id }, coach.token)).data.coachingSession;
    expect(asCoach.viewerMayEvaluate).toBe(true);
    expect(asCoach.evaluationForm.questions.map((q: { _id: string }) => q._id)).toEqual(['rating', 'again', 'comment']);
    expect(new Set(asCoach.evaluationAnswers.map((a: { createdBy: { _id: string } }) => a.createdBy._id))).toEqual(new Set([anna.user.id, ben.user.id]));
    expect(asCoach.evaluationAnswers).toContainEqual({
      questionId: 'comment',
      textValue: 'Too short',
      numberValue: null,
      arrayValue: null,
      createdBy: { _id: ben.user.id },
      form: { _id: expect.any(String) },
    });
    const asAnna = (await call(READ, { id: session.id }, anna.token)).data.coachingSession;
    expect(asAnna.evaluationAnswers.every((a: { createdBy: { _id: string } }) => a.createdBy._id === anna.user.id)).toBe(true);
    expect(asAnna.evaluationAnswers).toContainEqual(expect.objectContaining({ questionId: 'rating', numberValue: 4 }));
  });

  it("rolls a coach's evaluations up per question, for staff and the coach only", async () => {
    const { coach, anna, ben, session, formId } = await endedScene();
    const second = await insertSession(tenant, { coachIds: [coach.user.id], attendeeIds: [anna.user.id], startsAt: new Date(Date.now() - 30 * HOUR), evaluationFormId: formId });
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 4, again: 'yes' }) }, anna.token);
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 2, again: 'no' }) }, ben.token);
    await call(SUBMIT, { sessionId: second.id, answers: JSON.stringify({ rating: 5, again: 'yes' }) }, anna.token);
    // The coach's own evaluation says nothing about how others found them.
    await call(SUBMIT, { sessionId: session.id, answers: JSON.stringify({ rating: 1 }) }, coach.token);

    const staff = await buildSignedInUser(tenant, { roleType: 'admin' });
    for (const token of [staff.token, coach.token]) {
      const summary = (await call(SUMMARY, { coachId: coach.user.id }, token)).data.coachEvaluationSummary;
      expect(summary).toMatchObject({ coachId: coach.user.id, sessions: 2, responses: 3 });
      expect(summary.questions).toEqual([
        { question: { _id: 'rating' }, count: 3, average: 11 / 3, options: [] },
        {
          question: { _id: 'again' },
          count: 3,
          average: 2 / 3,
          options: [
            { value: 'yes', count: 2 },
            { value: 'no', count: 1 },
          ],
        },
      ]);
    }
    expect(code(await call(SUMMARY, { coachId: coach.user.id }, anna.token))).toBe('NOT_FOUND');
    const peer = await buildSignedInUser(tenant, { roleType: 'coach' });
    expect(code(await call(SUMMARY, { coachId: coach.user.id }, peer.token))).toBe('NOT_FOUND');
  });

  it("refuses those who took no part, another tenant's ids and sessions without a form", async () => {
    const { session } = await endedScene();
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect(code(await call(SUBMIT, { sessionId: session.id, answers: '{"rating":3}' }, staff.token))).toBe('FORBIDDEN');
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    expect(code(await call(SUBMIT, { sessionId: session.id, answers: '{"rating":3}' }, outsider.token, other))).toBe('NOT_FOUND');
    expect(code(await call(SUMMARY, { coachId: session.createdBy }, outsider.token, other))).toBe('NOT_FOUND');
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const bare = await insertSession(tenant, { coachIds: [coach.user.id], startsAt: new Date(Date.now() - 2 * HOUR) });
    expect(code(await call(SUBMIT, { sessionId: bare.id, answers: '{}' }, coach.token))).toBe('FORM_NOT_PUBLISHED');
    expect(code(await call(SUBMIT, { sessionId: bare.id, answers: 'not json' }, coach.token))).toBe('VALIDATION_ERROR');
    const { anna, formId } = await endedScene();
    const upcoming = await insertSession(tenant, { coachIds: [coach.user.id], attendeeIds: [anna.user.id], evaluationFormId: formId });
    expect(code(await call(SUBMIT, { sessionId: upcoming.id, answers: '{"rating":3}' }, anna.token))).toBe('SESSION_NOT_HELD');
  });
});
