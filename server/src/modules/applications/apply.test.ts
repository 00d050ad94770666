import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';

const SIGN_UP = `mutation CreateApplicant($email: String!, $firstName: String!, $lastName: String!, $password: String!, $funnelId: ID) {
  createApplicant(email: $email, firstName: $firstName, lastName: $lastName, password: $password, funnelId: $funnelId) { token userId email fullName } }`;
const CONFIRM = 'mutation ConfirmAccount($token: String!) { confirmAccount(token: $token) }';
const ME = '{ currentUser { _id validated status role { type } } }';
const CREATE = 'mutation CreateApplication($funnelId: ID!, $name: String!) { createApplication(funnelId: $funnelId, name: $name) { _id name status round { _id } } }';
const ROUND_FORM = `query RoundForm($applicationId: ID!, $roundId: ID!) { applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {
  application { _id status } round { _id name } form { _id questions { _id } } asksForm answers submitted open } }`;
const SAVE = `mutation Save($applicationId: ID!, $roundId: ID!, $answers: String!) {
  saveApplicationRoundAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers) { answers submitted open savedAt } }`;
const SUBMIT = `mutation Submit($applicationId: ID!, $roundId: ID!, $answers: String!) {
  submitApplicationRound(applicationId: $applicationId, roundId: $roundId, answers: $answers) { application { _id status submittedAt evaluationsNeeded } answers submitted open } }`;
const MINE = '{ myApplications { _id name status funnel { _id name } round { _id } nextStep { kind roundId roundOpen } } }';
const CREATE_FORM = 'mutation CreateForm($data: FormInput!) { createForm(data: $data) { _id revision } }';
const UPSERT = 'mutation Upsert($formId: ID!, $question: String!) { upsertFormQuestion(formId: $formId, question: $question) { _id revision } }';
const PUBLISH = 'mutation Publish($formId: ID!, $revision: Int) { publishForm(formId: $formId, revision: $revision) { _id } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer({ SHARED_FORM_MAX_PER_ADDRESS: '5' });
  call = caller(server);
});
afterAll(() => server.stop());

const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const en = (value: string) => [{ language: 'en', value }];
const HOUR = 60 * 60_000;

/** A published intake form with one required question ('pitch') and an optional one ('team'). */
async function intakeForm(on: Tenant, staffToken: string) {
  const form = (await ok(call(CREATE_FORM, { data: { kind: 'intake', title: en('Spring intake') } }, staffToken, on))).createForm;
  const question = (id: string, label: string, required: boolean) => JSON.stringify({ _id: id, questionType: 'text_long', label: en(label), validations: { required } });
  await ok(call(UPSERT, { formId: form._id, question: question('pitch', 'Your pitch', true) }, staffToken, on));
  const last = (await ok(call(UPSERT, { formId: form._id, question: question('team', 'Your team', false) }, staffToken, on))).upsertFormQuestion;
  await ok(call(PUBLISH, { formId: form._id, revision: last.revision }, staffToken, on));
  return form._id as string;
}

interface FunnelOptions {
  status?: string;
  firstRound?: { opensAt?: Date; closesAt?: Date };
}

/** A funnel with two rounds, the first asking for `formId`, written as the funnel builder would store it. */
async function buildFunnel(on: Tenant, formId: string | null, options: FunnelOptions = {}) {
  const funnelId = newId();
  const rounds = [newId(), newId()];
  await withTenant(server.services.pool, on.incubator.id, async (db) => {
    await db
      .insert(schema.funnels)
      .values({ incubatorId: on.incubator.id, id: funnelId, name: 'Spring programme', slug: `spring-${randomUUID().slice(0, 8)}`, status: options.status ?? 'open' });
    await db.insert(schema.funnelRounds).values([
      { incubatorId: on.incubator.id, id: rounds[0], funnelId, position: 0, name: 'Intake', formId, requiredEvaluations: 3, ...options.firstRound },
      { incubatorId: on.incubator.id, id: rounds[1], funnelId, position: 1, name: 'Interview', meeting: true },
    ]);
  });
  return { funnelId, rounds };
}

async function scene(options: FunnelOptions = {}) {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const applicant = await buildSignedInUser(on, { roleType: 'applicant', firstName: 'Ada' });
  const formId = await intakeForm(on, staff.token);
  const funnel = await buildFunnel(on, formId, options);
  return { on, staff, applicant, formId, ...funnel };
}

async function tableCount(on: Tenant, table: typeof schema.applications | typeof schema.formSubmissions) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.incubatorId, on.incubator.id));
    return Number(row.n);
  });
}

async function submissions(on: Tenant, applicationId: string) {
  const fs = schema.formSubmissions;
  return withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select({ status: fs.status, answers: fs.answers })
      .from(fs)
      .where(and(eq(fs.incubatorId, on.incubator.id), eq(fs.subjectKind, 'application'), eq(fs.subjectId, applicationId))),
  );
}

describe('applying', () => {
  it('signs a visitor up as an applicant, signs them in, and confirms the address through the mailed link', async () => {
    const { on, funnelId } = await scene();
    const email = `Visitor-${randomUUID().slice(0, 6)}@Example.test`;
    const answer = (await ok(call(SIGN_UP, { email, firstName: 'Grace', lastName: 'Hopper', password: 'a long enough secret', funnelId }, undefined, on, 'fr'))).createApplicant;
    expect(answer).toMatchObject({ email: email.toLowerCase(), fullName: 'Grace Hopper' });

    // The token signs in at once, as an applicant whose address is not confirmed yet.
    expect((await ok(call(ME, {}, answer.token, on))).currentUser).toMatchObject({ _id: answer.userId, validated: false, status: 'active', role: { type: 'applicant' } });
    // The password signs in too.
    expect((await rest(server, 'POST', '/auth/local', { email, password: 'a long enough secret' }, { tenant: on.slug })).status).toBe(200);

    // The confirmation mail is in the language they signed up in, with a one-time link.
    const mail = await server.mailbox.waitFor(email.toLowerCase(), /confirmation/);
    expect(mail.subject).toMatch(/Confirmez votre adresse/);
    expect(mail.text).toContain('Spring programme');
    const token = decodeURIComponent(/\/account\/confirmation\?token=([^\s]+)/.exec(mail.text)![1]);
    expect(await ok(call(CONFIRM, { token }, undefined, on))).toEqual({ confirmAccount: true });
    expect((await ok(call(ME, {}, answer.token, on))).currentUser.validated).toBe(true);
    expect(code(await call(CONFIRM, { token }, undefined, on))).toBe('INVALID_LINK');
    expect(code(await call(CONFIRM, { token: 'x'.repeat(40) }, undefined, on))).toBe('INVALID_LINK');

    // An address that has an account is refused by name, and nothing else is created.
    const again = await call(SIGN_UP, { email: email.toUpperCase(), firstName: 'G', lastName: 'H', password: 'another long secret' }, undefined, on);
    expect(code(again)).toBe('VALIDATION_ERROR');
    expect(again.errors?.[0]?.extensions?.fields).toEqual([{ field: 'email', message: expect.stringMatching(/already exists/) }]);

    // Bad input and a funnel that is not open are refused before anything is written.
    const weak = await call(SIGN_UP, { email: 'weak@example.test', firstName: 'W', lastName: 'P', password: 'short' }, undefined, on);
    expect(weak.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('password');
    const draft = await buildFunnel(on, null, { status: 'draft' });
    expect(
      code(await call(SIGN_UP, { email: 'draft@example.test', firstName: 'D', lastName: 'F', password: 'a long enough secret', funnelId: draft.funnelId }, undefined, on)),
    ).toBe('NOT_FOUND');
  });

  it('counts sign-ups per client address', async () => {
    const on = await buildTenant(server);
    const signUp = (i: number) => call(SIGN_UP, { email: `many-${i}@example.test`, firstName: 'M', lastName: 'N', password: 'a long enough secret' }, undefined, on);
    for (let i = 0; i < 5; i++) await ok(signUp(i));
    expect(code(await signUp(5))).toBe('RATE_LIMITED');
  });

  it('starts one draft per applicant and funnel, only while its first round is open', async () => {
    const { on, staff, applicant, funnelId, rounds } = await scene();
    const created = (await ok(call(CREATE, { funnelId, name: '  Seedling  ' }, applicant.token, on))).createApplication;
    expect(created).toMatchObject({ name: 'Seedling', status: 'draft', round: { _id: rounds[0] } });

    const duplicate = await call(CREATE, { funnelId, name: 'Again' }, applicant.token, on);
    expect(code(duplicate)).toBe('DUPLICATE_APPLICATION');
    expect(duplicate.errors?.[0]?.message).toMatch(/already applied to Spring programme/);
    expect(JSON.stringify(duplicate.errors)).not.toMatch(/unique|constraint|insert/i);

    // Staff manage applications from the overview instead.
    expect(code(await call(CREATE, { funnelId, name: 'Mine' }, staff.token, on))).toBe('FORBIDDEN');
    expect(code(await call(CREATE, { funnelId, name: '   ' }, applicant.token, on))).toBe('VALIDATION_ERROR');
    expect(await tableCount(on, schema.applications)).toBe(1);
  });

  it('refuses a closed round with ROUND_CLOSED and writes nothing', async () => {
    const past = { firstRound: { closesAt: new Date(Date.now() - HOUR) } };
    const { on, applicant, funnelId, formId } = await scene(past);
    expect(code(await call(CREATE, { funnelId, name: 'Late' }, applicant.token, on))).toBe('ROUND_CLOSED');
    const formless = await buildFunnel(on, null);
    expect(code(await call(CREATE, { funnelId: formless.funnelId, name: 'No form' }, applicant.token, on))).toBe('ROUND_CLOSED');
    const notYet = await buildFunnel(on, formId, { firstRound: { opensAt: new Date(Date.now() + HOUR) } });
    expect(code(await call(CREATE, { funnelId: notYet.funnelId, name: 'Early' }, applicant.token, on))).toBe('ROUND_CLOSED');
    const closed = await buildFunnel(on, formId, { status: 'closed' });
    expect(code(await call(CREATE, { funnelId: closed.funnelId, name: 'Closed' }, applicant.token, on))).toBe('ROUND_CLOSED');
    // A funnel still being prepared is not there at all.
    const draft = await buildFunnel(on, formId, { status: 'draft' });
    expect(code(await call(CREATE, { funnelId: draft.funnelId, name: 'Draft' }, applicant.token, on))).toBe('NOT_FOUND');
    expect(await tableCount(on, schema.applications)).toBe(0);
  });

  it('saves a draft of the round, brings it back, and sends it once complete', async () => {
    const { on, applicant, funnelId, rounds } = await scene();
    const app = (await ok(call(CREATE, { funnelId, name: 'Seedling' }, applicant.token, on))).createApplication;
    const target = { applicationId: app._id, roundId: rounds[0] };

    const empty = (await ok(call(ROUND_FORM, target, applicant.token, on))).applicationRoundForm;
    expect(empty).toMatchObject({ round: { name: 'Intake' }, asksForm: true, answers: null, submitted: false, open: true });
    expect(empty.form.questions.map((q: any) => q._id)).toEqual(['pitch', 'team']);

    // A draft is saved unchecked for required answers, then replaced, and read back on the next visit.
    await ok(call(SAVE, { ...target, answers: JSON.stringify({ team: 'Two of us' }) }, applicant.token, on));
    const saved = (await ok(call(SAVE, { ...target, answers: JSON.stringify({ team: 'Three of us' }) }, applicant.token, on))).saveApplicationRoundAnswers;
    expect(saved).toMatchObject({ submitted: false, open: true });
    expect(saved.savedAt).toBeTruthy();
    expect(JSON.parse((await ok(call(ROUND_FORM, target, applicant.token, on))).applicationRoundForm.answers)).toEqual({ team: 'Three of us' });
    expect(await submissions(on, app._id)).toEqual([{ status: 'draft', answers: { team: 'Three of us' } }]);

    // A missing required answer is named on its question, and nothing changes.
    const missing = await call(SUBMIT, { ...target, answers: JSON.stringify({ team: 'Three of us' }) }, applicant.token, on);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    expect(missing.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ field: 'answers.pitch', message: expect.stringMatching(/Your pitch/) });
    expect(await submissions(on, app._id)).toEqual([{ status: 'draft', answers: { team: 'Three of us' } }]);
    expect((await ok(call(ROUND_FORM, target, applicant.token, on))).applicationRoundForm.application.status).toBe('draft');
    expect(code(await call(SUBMIT, { ...target, answers: 'not json' }, applicant.token, on))).toBe('VALIDATION_ERROR');

    const sent = (await ok(call(SUBMIT, { ...target, answers: JSON.stringify({ pitch: 'We grow seeds', team: 'Three of us' }) }, applicant.token, on))).submitApplicationRound;
    expect(sent).toMatchObject({ application: { status: 'under_review', evaluationsNeeded: 3 }, submitted: true, open: false });
    expect(sent.application.submittedAt).toBeTruthy();
    expect(await submissions(on, app._id)).toEqual([{ status: 'submitted', answers: { pitch: 'We grow seeds', team: 'Three of us' } }]);
    expect(await tableCount(on, schema.formSubmissions)).toBe(1);

    const mail = await server.mailbox.waitFor(applicant.email, /was sent/);
    expect(mail.text).toContain('Spring programme');
    expect(mail.text).toMatch(/\/applications\b/);

    // Sending again, or saving over what was sent, is refused.
    expect(code(await call(SUBMIT, { ...target, answers: JSON.stringify({ pitch: 'Again' }) }, applicant.token, on))).toBe('APPLICATION_ALREADY_SUBMITTED');
    expect(code(await call(SAVE, { ...target, answers: JSON.stringify({ pitch: 'Again' }) }, applicant.token, on))).toBe('APPLICATION_ALREADY_SUBMITTED');
    const read = (await ok(call(ROUND_FORM, target, applicant.token, on))).applicationRoundForm;
    expect(read).toMatchObject({ submitted: true, open: false });
    expect(JSON.parse(read.answers)).toEqual({ pitch: 'We grow seeds', team: 'Three of us' });
  });

  it("draws the round's evaluators on submission when the round assigns them itself", async () => {
    const { on, applicant, funnelId, rounds } = await scene();
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    await withTenant(server.services.pool, on.incubator.id, async (db) => {
      await db.update(schema.funnelRounds).set({ assignment: 'random', evaluatorsPerApplication: 1 }).where(eq(schema.funnelRounds.id, rounds[0]));
      await db.insert(schema.funnelRoundEvaluators).values({ incubatorId: on.incubator.id, roundId: rounds[0], userId: evaluator.user.id });
    });
    const app = (await ok(call(CREATE, { funnelId, name: 'Seedling' }, applicant.token, on))).createApplication;
    await ok(call(SUBMIT, { applicationId: app._id, roundId: rounds[0], answers: JSON.stringify({ pitch: 'Seeds' }) }, applicant.token, on));
    const assigned = await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.select({ evaluatorId: schema.applicationEvaluations.evaluatorId }).from(schema.applicationEvaluations).where(eq(schema.applicationEvaluations.applicationId, app._id)),
    );
    expect(assigned).toEqual([{ evaluatorId: evaluator.user.id }]);
  });

  it('refuses answers once the round has closed', async () => {
    const { on, applicant, funnelId, rounds } = await scene();
    const app = (await ok(call(CREATE, { funnelId, name: 'Seedling' }, applicant.token, on))).createApplication;
    await changeAsOwner(server, "UPDATE funnel_rounds SET closes_at = now() - interval '1 minute' WHERE id = $1", [rounds[0]]);
    const target = { applicationId: app._id, roundId: rounds[0] };
    expect((await ok(call(ROUND_FORM, target, applicant.token, on))).applicationRoundForm).toMatchObject({ submitted: false, open: false });
    expect(code(await call(SAVE, { ...target, answers: '{}' }, applicant.token, on))).toBe('ROUND_CLOSED');
    expect(code(await call(SUBMIT, { ...target, answers: JSON.stringify({ pitch: 'Late' }) }, applicant.token, on))).toBe('ROUND_CLOSED');
    expect(await submissions(on, app._id)).toEqual([]);
  });

  it('keeps an application to its applicant and founders: others, other tenants and rounds not reached are NOT_FOUND', async () => {
    const { on, staff, applicant, funnelId, rounds } = await scene();
    const app = (await ok(call(CREATE, { funnelId, name: 'Seedling' }, applicant.token, on))).createApplication;
    const target = { applicationId: app._id, roundId: rounds[0] };
    const answers = JSON.stringify({ pitch: 'Mine now' });

    const stranger = await buildSignedInUser(on, { roleType: 'applicant' });
    for (const token of [stranger.token, staff.token]) {
      expect(code(await call(ROUND_FORM, target, token, on))).toBe('NOT_FOUND');
      expect(code(await call(SAVE, { ...target, answers }, token, on))).toBe('NOT_FOUND');
      expect(code(await call(SUBMIT, { ...target, answers }, token, on))).toBe('NOT_FOUND');
    }
    // A round the application has not reached, a malformed id, a visitor.
    expect(code(await call(ROUND_FORM, { ...target, roundId: rounds[1] }, applicant.token, on))).toBe('NOT_FOUND');
    expect(code(await call(ROUND_FORM, { ...target, roundId: 'nope' }, applicant.token, on))).toBe('NOT_FOUND');
    expect(code(await call(ROUND_FORM, target, undefined, on))).toBe('AUTHENTICATION_REQUIRED');

    // Another organisation's applicant knows the ids and still finds nothing.
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'applicant' });
    expect(code(await call(ROUND_FORM, target, outsider.token, other))).toBe('NOT_FOUND');
    expect(code(await call(SUBMIT, { ...target, answers }, outsider.token, other))).toBe('NOT_FOUND');
    expect(code(await call(CREATE, { funnelId, name: 'Theirs' }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await submissions(on, app._id)).toEqual([]);

    // A founder of the startup the application became reads it as their own.
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { founders: [founder.user] });
    await changeAsOwner(server, 'UPDATE applications SET startup_id = $1 WHERE id = $2', [startup.id, app._id]);
    expect((await ok(call(ROUND_FORM, target, founder.token, on))).applicationRoundForm.application._id).toBe(app._id);
    expect((await ok(call(MINE, {}, founder.token, on))).myApplications.map((a: any) => a._id)).toEqual([app._id]);
    expect((await ok(call(MINE, {}, stranger.token, on))).myApplications).toEqual([]);
  });

  it("lists the viewer's applications newest first with what is asked of them next", async () => {
    const { on, applicant, funnelId, rounds, formId } = await scene();
    const second = await buildFunnel(on, formId);
    const first = (await ok(call(CREATE, { funnelId, name: 'First' }, applicant.token, on))).createApplication;
    const later = (await ok(call(CREATE, { funnelId: second.funnelId, name: 'Second' }, applicant.token, on))).createApplication;

    let mine = (await ok(call(MINE, {}, applicant.token, on))).myApplications;
    expect(mine.map((a: any) => a.name)).toEqual(['Second', 'First']);
    expect(mine[1]).toMatchObject({ status: 'draft', funnel: { _id: funnelId }, nextStep: { kind: 'FILL_FORM', roundId: rounds[0], roundOpen: true } });

    await ok(call(SUBMIT, { applicationId: later._id, roundId: second.rounds[0], answers: JSON.stringify({ pitch: 'Seeds' }) }, applicant.token, on));
    mine = (await ok(call(MINE, {}, applicant.token, on))).myApplications;
    expect(mine[0]).toMatchObject({ status: 'under_review', nextStep: { kind: 'WAITING' } });

    // Invited into a round that asks for no form: it is sent as it is.
    await changeAsOwner(server, "UPDATE applications SET status = 'ready_for_invitation', round_id = $2 WHERE id = $1", [first._id, rounds[1]]);
    mine = (await ok(call(MINE, {}, applicant.token, on))).myApplications;
    expect(mine[1]).toMatchObject({ status: 'ready_for_invitation', round: { _id: rounds[1] }, nextStep: { kind: 'FILL_FORM', roundId: rounds[1] } });
    const earlier = (await ok(call(ROUND_FORM, { applicationId: first._id, roundId: rounds[0] }, applicant.token, on))).applicationRoundForm;
    expect(earlier).toMatchObject({ submitted: true, open: false });
    const formless = (await ok(call(SUBMIT, { applicationId: first._id, roundId: rounds[1], answers: '{}' }, applicant.token, on))).submitApplicationRound;
    expect(formless).toMatchObject({ application: { status: 'under_review' }, submitted: true });

    // A rejection held back reads as under review; an interview round asks for the meeting; a told decision is final.
    await changeAsOwner(server, "UPDATE applications SET status = 'delay_rejected' WHERE id = $1", [later._id]);
    await changeAsOwner(server, "UPDATE applications SET status = 'ready_for_meeting' WHERE id = $1", [first._id]);
    mine = (await ok(call(MINE, {}, applicant.token, on))).myApplications;
    expect(mine.map((a: any) => [a.status, a.nextStep.kind])).toEqual([
      ['under_review', 'WAITING'],
      ['ready_for_meeting', 'MEETING'],
    ]);
    await changeAsOwner(server, "UPDATE applications SET status = 'accepted' WHERE id = $1", [first._id]);
    expect((await ok(call(MINE, {}, applicant.token, on))).myApplications[1]).toMatchObject({ status: 'accepted', nextStep: { kind: 'DECIDED' } });
    expect(code(await call(MINE, {}, undefined, on))).toBe('AUTHENTICATION_REQUIRED');
  });
});
