import { and, eq, sql } from 'drizzle-orm';
import { MULTI_CHOICE_TYPES, NUMERIC_TYPES, QUESTION_TYPES, SINGLE_CHOICE_TYPES, type QuestionType } from '@seedbed/contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlag } from '../access/test-support.ts';
import { caller, ok, setGrant, type Call } from '../timeline/test-support.ts';

const REQUEST = `_id title message dueDate subjectKind subjectId subjectName formId recipientCount answeredCount viewerCanEdit viewerCanViewAnswers
  formTitle { value } recipients { person { _id fullName } answeredAt remindedAt submissionId }`;
const CREATE = `mutation Create($data: FeedbackRequestInput!) { createFeedbackRequest(data: $data) { ${REQUEST} } }`;
const UPDATE = `mutation Update($id: ID!, $data: FeedbackRequestChanges!) { updateFeedbackRequest(id: $id, data: $data) { ${REQUEST} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteFeedbackRequest(id: $id) }';
const REMIND = 'mutation Remind($id: ID!) { remindFeedbackRecipients(id: $id) }';
const LIST = `query List($filter: FeedbackRequestFilter, $cursor: String, $limit: Int) { feedbackRequests(filter: $filter, cursor: $cursor, limit: $limit) { totalCount next results { _id title answeredCount recipientCount } } }`;
const GET = `query Get($id: ID!) { feedbackRequest(id: $id) { ${REQUEST} } }`;
const MINE =
  'query Mine($cursor: String, $limit: Int) { myFeedbackRequests(cursor: $cursor, limit: $limit) { totalCount next results { answeredAt hasDraft request { _id title } } } }';
const SURVEY = 'query Survey($id: ID!) { survey(id: $id) { answers answeredAt version { _id questions { _id } } request { _id title recipients { person { _id } } } } }';
const SUBMIT =
  'mutation Submit($requestId: ID!, $answers: String!, $draft: Boolean) { submitFeedback(requestId: $requestId, answers: $answers, draft: $draft) { answeredAt answers } }';
const SUMMARY = `query Summary($formId: ID!, $requestId: ID) { formSummary(formId: $formId, requestId: $requestId) { submissions
  questions { questionId kind answered options { value count } average min max distribution { from to count } latest } } }`;
const BELL = 'query Bell { paginatedNotifications(pageSize: 50) { notifications { notification { notificationType message url } } } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const fields = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.fields?.map((f: any) => f.field);
const en = (value: string) => [{ language: 'en', value }];
const options = (...values: string[]) => values.map((value) => ({ value, labels: en(value.toUpperCase()) }));
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

const QUESTIONS = [
  { _id: 'useful', questionType: 'select_radio', label: en('Was it useful?'), options: options('yes', 'no'), validations: { required: true } },
  { _id: 'topics', questionType: 'select_checkbox', label: en('Topics'), options: options('sales', 'hiring', 'product') },
  { _id: 'hours', questionType: 'number', label: en('Hours spent') },
  { _id: 'score', questionType: 'rating', label: en('Score'), scale: { min: 1, max: 5 } },
  { _id: 'notes', questionType: 'text_long', label: en('Anything else?') },
];

/** A published feedback form made by `token` through the forms engine. */
async function feedbackForm(on: Tenant, token: string, kind = 'feedback', publish = true): Promise<string> {
  const form = (await ok(call('mutation($data: FormInput!) { createForm(data: $data) { _id } }', { data: { kind, title: en('Mentor session') } }, token, on))).createForm;
  for (const question of QUESTIONS) {
    await ok(
      call('mutation($formId: ID!, $q: String!) { upsertFormQuestion(formId: $formId, question: $q) { _id } }', { formId: form._id, q: JSON.stringify(question) }, token, on),
    );
  }
  if (publish) await ok(call('mutation($formId: ID!) { publishForm(formId: $formId) { _id } }', { formId: form._id }, token, on));
  return form._id;
}

async function scene() {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sam' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cora' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const other = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Otto' });
  const mentor = await buildSignedInUser(on, { roleType: 'mentor', firstName: 'Mia' });
  const startup = await buildStartup(on, { name: 'Acme', founders: [founder.user, other.user] });
  const formId = await feedbackForm(on, staff.token);
  return { on, staff, coach, founder, other, mentor, startup, formId };
}

type Scene = Awaited<ReturnType<typeof scene>>;

const create = (s: Scene, token: string, data: Record<string, unknown>) => call(CREATE, { data: { formId: s.formId, title: 'Session with Acme', ...data } }, token, s.on);

async function tasksOf(on: Tenant, userId: string) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => {
    const rows = await db.execute(
      sql`SELECT t.name, t.url, t.task_type, t.due_date, a.done FROM tasks t JOIN task_assignees a ON a.incubator_id = t.incubator_id AND a.task_id = t.id WHERE a.user_id = ${userId} ORDER BY t.created_at`,
    );
    return rows.rows as Array<{ name: string; url: string; task_type: string; due_date: string; done: boolean }>;
  });
}

const requestRows = (on: Tenant) =>
  withTenant(server.services.pool, on.incubator.id, async (db) => Number(((await db.execute(sql`SELECT count(*) AS n FROM feedback_requests`)).rows[0] as { n: string }).n));

describe('feedback requests', () => {
  it('sends a request to people and to a startup’s founders, each with a task and a notification', async () => {
    const s = await scene();
    const request = (
      await ok(create(s, s.staff.token, { recipientIds: [s.mentor.user.id], startupIds: [s.startup.id], subjectKind: 'startup', subjectId: s.startup.id, dueDate: tomorrow() }))
    ).createFeedbackRequest;
    expect(request).toMatchObject({
      recipientCount: 3,
      answeredCount: 0,
      subjectName: 'Acme',
      formTitle: [{ value: 'Mentor session' }],
      viewerCanEdit: true,
      viewerCanViewAnswers: true,
    });
    expect(request.recipients.map((r: any) => r.person._id).sort()).toEqual([s.mentor.user.id, s.founder.user.id, s.other.user.id].sort());
    for (const person of [s.mentor, s.founder, s.other]) {
      expect(await tasksOf(s.on, person.user.id)).toEqual([
        { name: 'Give your feedback: Session with Acme', url: `/survey/${request._id}`, task_type: 'formSubmissionRequest', due_date: expect.any(String), done: false },
      ]);
    }
    const bell = (await ok(call(BELL, {}, s.founder.token, s.on))).paginatedNotifications.notifications.map((n: any) => n.notification);
    // One notification: the request's own, not a second one for its task.
    expect(bell).toEqual([{ notificationType: 'feedbackRequested', message: expect.stringContaining('asks for your feedback: Session with Acme'), url: `/survey/${request._id}` }]);
    // Feedback is mailed by default, as each person's preference says.
    expect((await server.mailbox.waitFor(s.founder.email, /Session with Acme/)).subject).toContain('asks for your feedback');

    // Each survey has its own task: a second request to the same person is a second task.
    const second = (await ok(create(s, s.staff.token, { recipientIds: [s.mentor.user.id], title: 'Second' }))).createFeedbackRequest;
    expect((await tasksOf(s.on, s.mentor.user.id)).map((t) => t.url)).toEqual([`/survey/${request._id}`, `/survey/${second._id}`]);
    const mine = (await ok(call(MINE, {}, s.mentor.token, s.on))).myFeedbackRequests;
    expect(mine.results.map((r: any) => r.request.title)).toEqual(['Second', 'Session with Acme']);
  });

  it('lets the recipient keep a draft, then submit once; their task is completed and the request counts the answer', async () => {
    const s = await scene();
    const request = (await ok(create(s, s.staff.token, { recipientIds: [s.mentor.user.id, s.coach.user.id] }))).createFeedbackRequest;
    const survey = (await ok(call(SURVEY, { id: request._id }, s.mentor.token, s.on))).survey;
    expect(survey).toMatchObject({ answers: null, answeredAt: null, request: { recipients: [] } });
    expect(survey.version.questions.map((q: any) => q._id)).toEqual(QUESTIONS.map((q) => q._id));

    // Drafts skip required answers and are taken up again.
    await ok(call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ notes: 'So far' }), draft: true }, s.mentor.token, s.on));
    expect(JSON.parse((await ok(call(SURVEY, { id: request._id }, s.mentor.token, s.on))).survey.answers)).toEqual({ notes: 'So far' });
    expect((await ok(call(MINE, {}, s.mentor.token, s.on))).myFeedbackRequests.results[0]).toMatchObject({ hasDraft: true, answeredAt: null });

    // A submission missing a required answer names the question; nothing changes.
    const missing = await call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ notes: 'Done' }) }, s.mentor.token, s.on);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    expect(fields(missing)).toEqual(['answers.useful']);

    const answered = (await ok(call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ useful: 'yes', notes: 'Done' }) }, s.mentor.token, s.on))).submitFeedback;
    expect(answered.answeredAt).not.toBeNull();
    expect(await tasksOf(s.on, s.mentor.user.id)).toEqual([expect.objectContaining({ done: true })]);
    expect(await tasksOf(s.on, s.coach.user.id)).toEqual([expect.objectContaining({ done: false })]);
    // A new title and due date reach the task still open; the one done keeps what it was done as.
    const [done] = await tasksOf(s.on, s.mentor.user.id);
    await ok(call(UPDATE, { id: request._id, data: { title: 'Session feedback', dueDate: '2031-05-20' } }, s.staff.token, s.on));
    const [open] = await tasksOf(s.on, s.coach.user.id);
    expect(open.name).toContain('Session feedback');
    expect(new Date(open.due_date).toISOString().slice(0, 10)).toMatch(/^2031-05-2[01]$/);
    expect(await tasksOf(s.on, s.mentor.user.id)).toEqual([done]);
    const again = await call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ useful: 'no' }) }, s.mentor.token, s.on);
    expect(code(again)).toBe('VALIDATION_ERROR');
    expect((await ok(call(GET, { id: request._id }, s.staff.token, s.on))).feedbackRequest).toMatchObject({ answeredCount: 1, recipientCount: 2 });

    // Only recipients answer: anyone else finds nothing there.
    for (const token of [s.staff.token, s.founder.token]) {
      expect(code(await call(SUBMIT, { requestId: request._id, answers: '{}' }, token, s.on))).toBe('NOT_FOUND');
      expect(code(await call(SURVEY, { id: request._id }, token, s.on))).toBe('NOT_FOUND');
    }
  });

  it('reminds only those who have not answered, and stamps when', async () => {
    const s = await scene();
    const request = (await ok(create(s, s.staff.token, { recipientIds: [s.mentor.user.id, s.founder.user.id] }))).createFeedbackRequest;
    await ok(call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ useful: 'no' }) }, s.mentor.token, s.on));
    expect((await ok(call(REMIND, { id: request._id }, s.staff.token, s.on))).remindFeedbackRecipients).toBe(1);
    const recipients = (await ok(call(GET, { id: request._id }, s.staff.token, s.on))).feedbackRequest.recipients;
    expect(recipients.find((r: any) => r.person._id === s.founder.user.id).remindedAt).not.toBeNull();
    expect(recipients.find((r: any) => r.person._id === s.mentor.user.id)).toMatchObject({ remindedAt: null, submissionId: expect.any(String) });
    const messages = async (token: string) => (await ok(call(BELL, {}, token, s.on))).paginatedNotifications.notifications.map((n: any) => n.notification.message);
    expect(await messages(s.founder.token)).toEqual([expect.stringContaining('reminds you'), expect.stringContaining('asks for your feedback')]);
    expect(await messages(s.mentor.token)).toEqual([expect.stringContaining('asks for your feedback')]);
  });

  it('follows each key: VIEW sees all, creators their own, EDIT changes any; others are refused', async () => {
    const s = await scene();
    const staffRequest = (await ok(create(s, s.staff.token, { recipientIds: [s.founder.user.id], title: 'By staff' }))).createFeedbackRequest;
    const coachRequest = (await ok(create(s, s.coach.token, { recipientIds: [s.founder.user.id], title: 'By coach' }))).createFeedbackRequest;
    const titles = async (token: string) => (await ok(call(LIST, {}, token, s.on))).feedbackRequests.results.map((r: any) => r.title);
    expect(await titles(s.staff.token)).toEqual(['By coach', 'By staff']);
    expect(await titles(s.coach.token)).toEqual(['By coach']);
    expect(code(await call(LIST, {}, s.founder.token, s.on))).toBe('FORBIDDEN');
    expect(code(await create(s, s.founder.token, { recipientIds: [s.coach.user.id] }))).toBe('FORBIDDEN');

    // The coach neither sees nor changes the staff's request; they change their own.
    expect(code(await call(GET, { id: staffRequest._id }, s.coach.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: staffRequest._id }, s.coach.token, s.on))).toBe('NOT_FOUND');
    expect((await ok(call(UPDATE, { id: coachRequest._id, data: { title: 'Renamed' } }, s.coach.token, s.on))).updateFeedbackRequest.title).toBe('Renamed');
    // The coach does not read the answers to a form they may not edit.
    expect((await ok(call(GET, { id: coachRequest._id }, s.coach.token, s.on))).feedbackRequest.viewerCanViewAnswers).toBe(false);
    expect(code(await call(SUMMARY, { formId: s.formId, requestId: coachRequest._id }, s.coach.token, s.on))).toBe('NOT_FOUND');

    // Without :EDIT, staff sees the coach's request but may not change it; with it, they may.
    await setGrant(server, s.on, 'staff', 'FEEDBACK_REQUEST:EDIT', 'NONE');
    expect(code(await call(REMIND, { id: coachRequest._id }, s.staff.token, s.on))).toBe('FORBIDDEN');
    await setGrant(server, s.on, 'staff', 'FEEDBACK_REQUEST:VIEW', 'NONE');
    expect(await titles(s.staff.token)).toEqual(['By staff']);
    await setGrant(server, s.on, 'staff', 'FEEDBACK_REQUEST:EDIT', 'ALL');
    expect((await ok(call(DELETE, { id: coachRequest._id }, s.staff.token, s.on))).deleteFeedbackRequest).toBe(true);
    // The deleted request's open tasks went with it.
    expect((await tasksOf(s.on, s.founder.user.id)).map((t) => t.url)).toEqual([`/survey/${staffRequest._id}`]);

    // Creating needs :CREATE.
    await setGrant(server, s.on, 'coach', 'FEEDBACK_REQUEST:CREATE', 'NONE');
    expect(code(await create(s, s.coach.token, { recipientIds: [s.founder.user.id] }))).toBe('FORBIDDEN');
  });

  it('refuses bad input with a named field and writes nothing', async () => {
    const s = await scene();
    const draftForm = await feedbackForm(s.on, s.staff.token, 'feedback', false);
    const intake = await feedbackForm(s.on, s.staff.token, 'intake');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ', recipientIds: [s.founder.user.id] }, 'title'],
      [{ recipientIds: [] }, 'recipientIds'],
      [{ recipientIds: [s.founder.user.id], dueDate: '2001-01-01' }, 'dueDate'],
      [{ recipientIds: [s.founder.user.id], dueDate: '2027-02-30' }, 'dueDate'],
      [{ recipientIds: [s.founder.user.id], subjectKind: 'startup' }, 'subjectId'],
      [{ recipientIds: [s.founder.user.id], subjectKind: 'planet', subjectId: s.startup.id }, 'subjectKind'],
      [{ recipientIds: ['not-an-id'] }, 'recipientIds.0'],
      [{ recipientIds: [s.founder.user.id], formId: draftForm }, 'formId'],
      [{ recipientIds: [s.founder.user.id], formId: intake }, 'formId'],
      [{ recipientIds: [s.founder.user.id], title: 'x'.repeat(201) }, 'title'],
    ];
    for (const [data, field] of cases) {
      const answer = await create(s, s.staff.token, data);
      expect(code(answer), JSON.stringify(data)).toBe('VALIDATION_ERROR');
      expect(fields(answer), JSON.stringify(data)).toContain(field);
    }
    expect(code(await call(SUBMIT, { requestId: 'nope', answers: '{}' }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect(await requestRows(s.on)).toBe(0);
    expect(await tasksOf(s.on, s.founder.user.id)).toEqual([]);
  });

  it("answers NOT_FOUND for another tenant's requests, and refuses its forms, people and startups", async () => {
    const s = await scene();
    const elsewhere = await scene();
    const theirs = (await ok(create(elsewhere, elsewhere.staff.token, { recipientIds: [elsewhere.founder.user.id] }))).createFeedbackRequest;
    for (const query of [GET, DELETE, REMIND]) expect(code(await call(query, { id: theirs._id }, s.staff.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(SUMMARY, { formId: elsewhere.formId }, s.staff.token, s.on))).toBe('NOT_FOUND');
    expect(fields(await create(s, s.staff.token, { recipientIds: [s.founder.user.id], formId: elsewhere.formId }))).toEqual(['formId']);
    expect(fields(await create(s, s.staff.token, { recipientIds: [elsewhere.founder.user.id] }))).toEqual(['recipientIds']);
    expect(fields(await create(s, s.staff.token, { startupIds: [elsewhere.startup.id] }))).toEqual(['startupIds']);
    expect(fields(await create(s, s.staff.token, { recipientIds: [s.founder.user.id], subjectKind: 'startup', subjectId: elsewhere.startup.id }))).toEqual(['subjectId']);
    expect(await requestRows(s.on)).toBe(0);
  });

  it('is off without the feedbackForms feature', async () => {
    const s = await scene();
    await setFlag(server, s.on, 'feedbackForms', false);
    const answer = await create(s, s.staff.token, { recipientIds: [s.founder.user.id] });
    expect(code(answer)).toBe('FEATURE_DISABLED');
    expect(code(await call(LIST, {}, s.staff.token, s.on))).toBe('FEATURE_DISABLED');
  });
});

describe('formSummary', () => {
  it('sums up the answers per question in SQL: options, numbers, scales and latest texts', async () => {
    const s = await scene();
    const people = [s.founder, s.other, s.mentor, s.coach];
    const request = (await ok(create(s, s.staff.token, { recipientIds: people.map((p) => p.user.id) }))).createFeedbackRequest;
    const answers = [
      { useful: 'yes', topics: ['sales', 'hiring'], hours: 2, score: 5, notes: 'First' },
      { useful: 'yes', topics: ['sales'], hours: 4, score: 4, notes: '   ' },
      { useful: 'no', topics: [], hours: 12, score: 4, notes: 'Third' },
    ];
    for (const [i, given] of answers.entries()) await ok(call(SUBMIT, { requestId: request._id, answers: JSON.stringify(given) }, people[i].token, s.on));
    // A draft is no answer.
    await ok(call(SUBMIT, { requestId: request._id, answers: JSON.stringify({ useful: 'no', score: 1 }), draft: true }, people[3].token, s.on));

    const summary = (await ok(call(SUMMARY, { formId: s.formId, requestId: request._id }, s.staff.token, s.on))).formSummary;
    expect(summary.submissions).toBe(3);
    const byId = Object.fromEntries(summary.questions.map((q: any) => [q.questionId, q]));
    expect(byId.useful).toMatchObject({
      kind: 'choice',
      answered: 3,
      options: [
        { value: 'yes', count: 2 },
        { value: 'no', count: 1 },
      ],
    });
    expect(byId.topics).toMatchObject({
      kind: 'choice',
      answered: 2,
      options: [
        { value: 'sales', count: 2 },
        { value: 'hiring', count: 1 },
        { value: 'product', count: 0 },
      ],
    });
    expect(byId.hours).toMatchObject({ kind: 'number', answered: 3, average: 6, min: 2, max: 12 });
    expect(byId.hours.distribution).toHaveLength(10);
    expect(byId.hours.distribution[0]).toEqual({ from: 2, to: 3, count: 1 });
    expect(byId.hours.distribution[2]).toEqual({ from: 4, to: 5, count: 1 });
    expect(byId.hours.distribution[9]).toEqual({ from: 11, to: 12, count: 1 });
    expect(byId.score).toMatchObject({ kind: 'number', answered: 3, min: 4, max: 5 });
    expect(byId.score.average).toBeCloseTo(13 / 3);
    expect(byId.score.distribution.map((d: any) => [d.from, d.count])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 2],
      [5, 1],
    ]);
    expect(byId.notes).toMatchObject({ kind: 'text', answered: 2, latest: ['Third', 'First'] });

    // The whole form's summary reads the tallies the trigger keeps; they say what the answers themselves say.
    const whole = (await ok(call(SUMMARY, { formId: s.formId }, s.staff.token, s.on))).formSummary;
    expect(whole.questions).toEqual(summary.questions);
    // A submitted answer changed or removed moves the tallies with it.
    await withTenant(server.services.pool, s.on.incubator.id, async (db) => {
      const f = schema.formSubmissions;
      const rows = await db
        .select()
        .from(f)
        .where(and(eq(f.formId, s.formId), eq(f.status, 'submitted')));
      const third = rows.find((r) => (r.answers as Record<string, unknown>).notes === 'Third')!;
      await db
        .update(f)
        .set({ answers: { ...third.answers, useful: 'yes', hours: 6 } })
        .where(eq(f.id, third.id));
      const first = rows.find((r) => (r.answers as Record<string, unknown>).notes === 'First')!;
      await db.delete(f).where(eq(f.id, first.id));
    });
    const moved = (await ok(call(SUMMARY, { formId: s.formId }, s.staff.token, s.on))).formSummary;
    const movedById = Object.fromEntries(moved.questions.map((q: any) => [q.questionId, q]));
    expect(movedById.useful.options).toEqual([
      { value: 'yes', count: 2 },
      { value: 'no', count: 0 },
    ]);
    expect(movedById.hours).toMatchObject({ answered: 2, average: 5, min: 4, max: 6 });
    expect(moved.questions).toEqual((await ok(call(SUMMARY, { formId: s.formId, requestId: request._id }, s.staff.token, s.on))).formSummary.questions);
    // The whole form counts answers given elsewhere too; another request's answers stay apart.
    const other = (await ok(create(s, s.staff.token, { recipientIds: [s.founder.user.id] }))).createFeedbackRequest;
    await ok(call(SUBMIT, { requestId: other._id, answers: JSON.stringify({ useful: 'no' }) }, s.founder.token, s.on));
    expect((await ok(call(SUMMARY, { formId: s.formId }, s.staff.token, s.on))).formSummary.submissions).toBe(3);
    expect((await ok(call(SUMMARY, { formId: s.formId, requestId: request._id }, s.staff.token, s.on))).formSummary.submissions).toBe(2);
    // A request of another form is not this form's.
    const otherForm = await feedbackForm(s.on, s.staff.token);
    expect(code(await call(SUMMARY, { formId: otherForm, requestId: request._id }, s.staff.token, s.on))).toBe('NOT_FOUND');
    // Founders read no answers.
    expect(code(await call(SUMMARY, { formId: s.formId }, s.founder.token, s.on))).toBe('NOT_FOUND');
    // A form going with its answers takes its tallies along.
    await withTenant(server.services.pool, s.on.incubator.id, async (db) => {
      await db.delete(schema.forms).where(eq(schema.forms.id, s.formId));
      expect(await db.select().from(schema.formAnswerTallies).where(eq(schema.formAnswerTallies.formId, s.formId))).toEqual([]);
    });
  });
});

describe('form_tally_kind', () => {
  it('tallies the types the summary counts as choices and numbers, as contracts/forms.ts lists them', async () => {
    const { rows } = await server.services.pool.query<{ type: string; kind: string | null }>('SELECT t AS type, form_tally_kind(t) AS kind FROM unnest($1::text[]) t', [
      [...QUESTION_TYPES],
    ]);
    const expected = (type: QuestionType) => (MULTI_CHOICE_TYPES.includes(type) || SINGLE_CHOICE_TYPES.includes(type) ? 'choice' : NUMERIC_TYPES.includes(type) ? 'number' : null);
    expect(rows).toEqual(QUESTION_TYPES.map((type) => ({ type, kind: expected(type) })));
  });
});
