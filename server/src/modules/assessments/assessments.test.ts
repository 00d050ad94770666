import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { changeAsOwner, gql, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from '../../seed/demo.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';
import { scoresOf, totalOf } from './scores.ts';
import type { Question } from '@seedbed/contracts/forms';

const FIELDS = '_id startupId createdAt canDelete answers assessor { _id fullName } form { _id title { value } } version { _id number } scores { questionId label value } total';
const LIST = `query Assessments($startupId: ID!) { startupAssessments(startupId: $startupId) { ${FIELDS} } }`;
const FORMS = 'query AssessmentForms { assessmentForms { _id title { value } currentVersion { _id number questions { _id } } } }';
const CREATE = `mutation Assess($startupId: ID!, $formId: ID!, $answers: String!) { createStartupAssessment(startupId: $startupId, formId: $formId, answers: $answers) { ${FIELDS} } }`;
const DELETE = 'mutation Unassess($id: ID!) { deleteStartupAssessment(id: $id) }';
const FEED = 'query Feed { activityFeed(limit: 5) { results { kind summary } } }';

const CREATE_FORM = 'mutation CreateForm($data: FormInput!) { createForm(data: $data) { _id } }';
const UPSERT = 'mutation Upsert($formId: ID!, $question: String!) { upsertFormQuestion(formId: $formId, question: $question) { _id revision } }';
const PUBLISH = 'mutation Publish($formId: ID!) { publishForm(formId: $formId) { _id currentVersion { _id number } } }';
const ARCHIVE = 'mutation Archive($formId: ID!) { updateForm(formId: $formId, data: { archived: true }) { _id } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const en = (value: string) => [{ language: 'en', value }];
const scale = (id: string, label: string) => ({ _id: id, questionType: 'number_scale', label: en(label), scale: { min: 1, max: 5 }, validations: { required: true } });

/** A published form of `kind` with the given questions. */
async function publishedForm(on: Tenant, token: string, kind: string, title: string, questions: object[]): Promise<string> {
  const form = (await ok(call(CREATE_FORM, { data: { kind, title: en(title) } }, token, on))).createForm;
  for (const question of questions) await ok(call(UPSERT, { formId: form._id, question: JSON.stringify(question) }, token, on));
  await ok(call(PUBLISH, { formId: form._id }, token, on));
  return form._id;
}

/** A quarterly review: two scales, a choice scored by numerical values, a computed total and a comment. */
const quarterly = (on: Tenant, token: string) =>
  publishedForm(on, token, 'evaluation', 'Quarterly review', [
    scale('team', 'Team'),
    scale('product', 'Product'),
    {
      _id: 'stage',
      questionType: 'select_radio',
      label: en('Stage'),
      options: [
        { value: 'early', labels: en('Early'), numericalValue: 1 },
        { value: 'late', labels: en('Late'), numericalValue: 3 },
      ],
    },
    { _id: 'total', questionType: 'calculated', label: en('Total'), formula: '{team} + {product} + {stage}' },
    { _id: 'comments', questionType: 'text_long', label: en('Comments') },
  ]);

async function scene() {
  const on = await buildTenant(server, { plan: 'growth' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sam' });
  const admin = await buildSignedInUser(on, { roleType: 'admin' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cleo' });
  const otherCoach = await buildSignedInUser(on, { roleType: 'coach' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const startup = { ...(await buildStartup(on, { name: 'Verdant Labs', founders: [founder.user], coaches: [coach.user] })), name: 'Verdant Labs' };
  const elsewhere = await buildStartup(on, { coaches: [otherCoach.user] });
  const formId = await quarterly(on, staff.token);
  return { on, staff, admin, coach, otherCoach, founder, startup, elsewhere, formId };
}

describe('startup assessments', () => {
  it('records assessments newest first with scores per criterion and the form’s total, for the programme’s side only', async () => {
    const { on, staff, admin, coach, otherCoach, founder, startup, formId } = await scene();
    const forms = (await ok(call(FORMS, {}, coach.token, on))).assessmentForms;
    expect(forms).toEqual([{ _id: formId, title: [{ value: 'Quarterly review' }], currentVersion: { _id: expect.any(String), number: 1, questions: expect.any(Array) } }]);

    const first = (await ok(call(CREATE, { startupId: startup.id, formId, answers: JSON.stringify({ team: 3, product: 2, stage: 'early' }) }, staff.token, on)))
      .createStartupAssessment;
    expect(first).toMatchObject({
      startupId: startup.id,
      assessor: { _id: staff.user.id },
      form: { _id: formId, title: [{ value: 'Quarterly review' }] },
      version: { number: 1 },
      scores: [
        { questionId: 'team', label: 'Team', value: 3 },
        { questionId: 'product', label: 'Product', value: 2 },
        { questionId: 'stage', label: 'Stage', value: 1 },
        { questionId: 'total', label: 'Total', value: 6 },
      ],
      total: 6,
      canDelete: true,
    });
    expect(JSON.parse(first.answers)).toMatchObject({ team: 3, product: 2, stage: 'early', total: 6 });
    const second = (
      await ok(call(CREATE, { startupId: startup.id, formId, answers: JSON.stringify({ team: 5, product: 4, stage: 'late', comments: 'Much better' }) }, coach.token, on))
    ).createStartupAssessment;
    expect(second.total).toBe(12);

    const list = (await ok(call(LIST, { startupId: startup.id }, staff.token, on))).startupAssessments;
    expect(list.map((a: any) => a._id)).toEqual([second._id, first._id]);
    expect(list.map((a: any) => a.canDelete)).toEqual([false, true]);

    // Founders never see assessments; a coach of another startup does not see this one.
    expect(code(await call(LIST, { startupId: startup.id }, founder.token, on))).toBe('NOT_FOUND');
    expect(code(await call(CREATE, { startupId: startup.id, formId, answers: '{"team":1,"product":1}' }, founder.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(FORMS, {}, founder.token, on))).assessmentForms).toEqual([]);
    expect(code(await call(LIST, { startupId: startup.id }, otherCoach.token, on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: first._id }, otherCoach.token, on))).toBe('NOT_FOUND');

    const feed = (await ok(call(FEED, {}, admin.token, on))).activityFeed.results;
    expect(feed[0]).toEqual({ kind: 'assessment.created', summary: `Cleo coach assessed ${startup.name} with the form “Quarterly review”` });
  });

  it('only its assessor or an organisation admin deletes an assessment, with its answers', async () => {
    const { on, staff, admin, coach, startup, formId } = await scene();
    const by = async (token: string) =>
      (await ok(call(CREATE, { startupId: startup.id, formId, answers: JSON.stringify({ team: 2, product: 2 }) }, token, on))).createStartupAssessment;
    const mine = await by(coach.token);
    const theirs = await by(staff.token);
    expect(code(await call(DELETE, { id: theirs._id }, coach.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(DELETE, { id: mine._id }, coach.token, on))).deleteStartupAssessment).toBe(true);
    expect((await ok(call(DELETE, { id: theirs._id }, admin.token, on))).deleteStartupAssessment).toBe(true);
    expect((await ok(call(LIST, { startupId: startup.id }, staff.token, on))).startupAssessments).toEqual([]);
    expect(code(await call(DELETE, { id: mine._id }, staff.token, on))).toBe('NOT_FOUND');
    const left = await server.services.pool.query('SELECT count(*)::int AS count FROM form_submissions WHERE incubator_id = $1 AND form_id = $2', [on.incubator.id, formId]);
    expect(left.rows[0].count).toBe(0);
    expect((await ok(call(FEED, {}, admin.token, on))).activityFeed.results[0].kind).toBe('assessment.deleted');
  });

  it('refuses bad answers under their question, unusable forms and another tenant’s ids, writing nothing', async () => {
    const { on, staff, startup, formId } = await scene();
    const other = await scene();
    const missing = await call(CREATE, { startupId: startup.id, formId, answers: JSON.stringify({ team: 9 }) }, staff.token, on);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    expect(missing.errors?.[0]?.extensions?.fields.map((f: any) => f.field).sort()).toEqual(['answers.product', 'answers.team']);
    expect(code(await call(CREATE, { startupId: startup.id, formId, answers: 'not json' }, staff.token, on))).toBe('VALIDATION_ERROR');

    const feedback = await publishedForm(on, staff.token, 'feedback', 'Mentor feedback', [scale('useful', 'Useful')]);
    const draftOnly = (await ok(call(CREATE_FORM, { data: { kind: 'evaluation', title: en('Unpublished') } }, staff.token, on))).createForm._id;
    const archived = await quarterly(on, staff.token);
    await ok(call(ARCHIVE, { formId: archived }, staff.token, on));
    for (const id of [feedback, draftOnly, archived, other.formId, 'nope']) {
      const answer = await call(CREATE, { startupId: startup.id, formId: id, answers: JSON.stringify({ useful: 3, team: 3, product: 3 }) }, staff.token, on);
      expect(answer.errors?.[0]?.extensions?.fields, id).toEqual([{ field: 'formId', message: 'Choose a published evaluation form.' }]);
    }
    expect((await ok(call(FORMS, {}, staff.token, on))).assessmentForms.map((f: any) => f._id)).toEqual([formId]);

    expect(code(await call(CREATE, { startupId: other.startup.id, formId, answers: '{"team":1,"product":1}' }, staff.token, on))).toBe('NOT_FOUND');
    expect(code(await call(LIST, { startupId: 'not-an-id' }, staff.token, on))).toBe('NOT_FOUND');
    const foreign = (await ok(call(CREATE, { startupId: other.startup.id, formId: other.formId, answers: '{"team":1,"product":1}' }, other.staff.token, other.on)))
      .createStartupAssessment;
    expect(code(await call(DELETE, { id: foreign._id }, staff.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(LIST, { startupId: startup.id }, staff.token, on))).startupAssessments).toEqual([]);
    expect((await ok(call(LIST, { startupId: other.startup.id }, other.staff.token, other.on))).startupAssessments).toHaveLength(1);
  });

  it('is closed when the plan lacks the assessment flag', async () => {
    const { on, staff, startup, formId } = await scene();
    await changeAsOwner(server, `UPDATE incubators SET feature_flags = '{"assessment": false}'::jsonb WHERE id = $1`, [on.incubator.id]);
    const answer = await call(CREATE, { startupId: startup.id, formId, answers: '{"team":1,"product":1}' }, staff.token, on);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Startup assessments are not part of your plan.', extensions: { code: 'FEATURE_DISABLED', flag: 'assessment' } });
    expect(code(await call(LIST, { startupId: startup.id }, staff.token, on))).toBe('FEATURE_DISABLED');
    expect(code(await call(FORMS, {}, staff.token, on))).toBe('FEATURE_DISABLED');
  });
});

describe('the demo', () => {
  it('has three startups assessed two to four times over the last year with the quarterly assessment', async () => {
    const slug = `demo-${randomUUID().slice(0, 8)}`;
    await createDemoTenant(server.services, slug);
    const signIn = await rest<{ token: string }>(server, 'POST', '/auth/local', { email: 'staff@demo.test', password: DEMO_PASSWORD }, { tenant: slug });
    const token = signIn.body.token;
    const forms = (await gql(server, FORMS, {}, { tenant: slug, token })).data!.assessmentForms as any[];
    const quarterly = forms.find((f) => f.title.some((t: any) => t.value === 'Quarterly assessment'));
    expect(quarterly).toBeTruthy();
    const ids = (await gql(server, '{ startups(limit: 50) { results { _id } } }', {}, { tenant: slug, token })).data as any;
    const counts: number[] = [];
    for (const { _id } of ids.startups.results) {
      const list = (await gql(server, LIST, { startupId: _id }, { tenant: slug, token })).data!.startupAssessments as any[];
      if (!list.length) continue;
      counts.push(list.length);
      expect(list.every((a) => a.form._id === quarterly._id && a.scores.length === 5 && a.total === a.scores.at(-1).value)).toBe(true);
      expect(Date.parse(list.at(-1).createdAt)).toBeGreaterThan(Date.now() - 366 * 24 * 3600 * 1000);
    }
    expect(counts.sort()).toEqual([2, 3, 4]);
  }, 60_000);
});

describe('scores', () => {
  const q = (id: string, questionType: string, extra: object = {}) =>
    ({ _id: id, questionType, behavesAs: 'question', label: en(id), options: [], validations: {}, ...extra }) as unknown as Question;
  it('reads every numeric answer and totals by the form’s own total, else by the sum', () => {
    const questions = [
      q('a', 'number'),
      q('b', 'rating'),
      q('c', 'select_checkbox', {
        options: [
          { value: 'x', labels: [], numericalValue: 0.1 },
          { value: 'y', labels: [], numericalValue: 0.2 },
        ],
      }),
      q('d', 'text'),
    ];
    const scores = scoresOf(questions, { a: 2, b: 4, c: ['x', 'y'], d: 'words' });
    expect(scores.map((s) => [s.questionId, s.value])).toEqual([
      ['a', 2],
      ['b', 4],
      ['c', 0.30000000000000004],
    ]);
    expect(totalOf(scores)).toBe(6.3);
    expect(totalOf(scoresOf([...questions, q('t', 'calculated')], { a: 1, t: 42 }))).toBe(42);
    expect(totalOf([])).toBeNull();
  });
});
