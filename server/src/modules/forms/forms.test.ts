import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { samplePdf } from '../attachments/sample-files.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';
import { downloadedRows, exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { formsExportType } from './export-type.ts';

const FORM =
  '_id kind title { language value } revision publishingState hasUnpublishedChanges shareId archived canEdit submissionCount currentVersion { _id number } questions { _id questionType behavesAs label { language value } definition }';
const CREATE = `mutation CreateForm($data: FormInput!) { createForm(data: $data) { ${FORM} } }`;
const LIST = 'query Forms($filter: FormFilter, $cursor: String, $limit: Int) { forms(filter: $filter, cursor: $cursor, limit: $limit) { results { _id } totalCount next } }';
const GET = `query Form($id: ID!) { form(id: $id) { ${FORM} portable } }`;
const UPSERT = `mutation Upsert($formId: ID!, $question: String!, $position: Int) { upsertFormQuestion(formId: $formId, question: $question, position: $position) { ${FORM} } }`;
const REMOVE_Q = `mutation RemoveQ($formId: ID!, $questionId: String!) { deleteFormQuestion(formId: $formId, questionId: $questionId) { ${FORM} } }`;
const REORDER = `mutation Reorder($formId: ID!, $ids: [String!]!) { reorderFormQuestions(formId: $formId, questionIds: $ids) { ${FORM} } }`;
const PUBLISH = `mutation PublishInFormBuilder($formId: ID!, $revision: Int) { publishForm(formId: $formId, revision: $revision) { ${FORM} } }`;
const SHARE = `mutation Share($formId: ID!, $shared: Boolean!) { shareForm(formId: $formId, shared: $shared) { ${FORM} } }`;
const DELETE = 'mutation Delete($formId: ID!) { deleteForm(formId: $formId) }';
const IMPORT = `mutation Import($data: String!) { importForm(data: $data) { ${FORM} } }`;
const VERSIONS = 'query Versions($formId: ID!) { formVersions(formId: $formId) { _id number questions { _id label { value } } } }';
const SHARED = 'query Shared($shareId: String!) { sharedForm(shareId: $shareId) { kind draftAnswers version { _id number questions { _id definition } } } }';
const SUBMIT =
  'mutation Submit($shareId: String!, $answers: String!, $draft: Boolean) { submitSharedForm(shareId: $shareId, answers: $answers, draft: $draft) { _id status source submittedAt } }';
const SUBMISSIONS = 'query Subs($formId: ID!) { formSubmissions(formId: $formId) { totalCount results { _id versionId answers source respondent { fullName } } } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer({ SHARED_FORM_MAX_PER_ADDRESS: '6' });
  call = caller(server);
});
afterAll(() => server.stop());

const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const en = (value: string) => [{ language: 'en', value }];
const question = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => JSON.stringify({ _id: id, questionType: type, label: en(label), ...extra });
const options = (...values: string[]) => values.map((value) => ({ value, labels: en(value.toUpperCase()) }));

async function scene() {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  return { on, staff, coach, founder };
}

/** An intake form with a choice, a question shown only for one choice, and a required text. */
async function intake(on: Tenant, token: string) {
  const form = (await ok(call(CREATE, { data: { kind: 'intake', title: en('Spring intake') } }, token, on))).createForm;
  await ok(
    call(UPSERT, { formId: form._id, question: question('stage', 'select_radio', 'Stage', { options: options('idea', 'revenue'), validations: { required: true } }) }, token, on),
  );
  await ok(
    call(
      UPSERT,
      {
        formId: form._id,
        question: question('mrr', 'number', 'Monthly revenue', {
          validations: { required: true, min: 0 },
          dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'stage', operator: 'equals', values: ['revenue'] }] },
        }),
      },
      token,
      on,
    ),
  );
  const last = (
    await ok(call(UPSERT, { formId: form._id, question: question('pitch', 'text_long', 'Your pitch', { validations: { required: true, maxLength: 500 } }) }, token, on))
  ).upsertFormQuestion;
  return last;
}

describe('forms', () => {
  it('FORM:CREATE makes forms and edits its own; FORM:EDIT edits any; others are refused', async () => {
    const { on, staff, coach, founder } = await scene();
    const staffForm = (await ok(call(CREATE, { data: { kind: 'feedback', title: en('Mentor feedback') } }, staff.token, on))).createForm;
    const coachForm = (await ok(call(CREATE, { data: { kind: 'evaluation', title: en('Session review') } }, coach.token, on))).createForm;
    expect(coachForm).toMatchObject({ kind: 'evaluation', revision: 0, publishingState: null, canEdit: true, currentVersion: null });

    // Staff (FORM:EDIT) list every form; a coach (FORM:CREATE alone) lists and opens their own.
    expect((await ok(call(LIST, {}, staff.token, on))).forms.totalCount).toBe(2);
    expect((await ok(call(LIST, {}, coach.token, on))).forms.results.map((f: any) => f._id)).toEqual([coachForm._id]);
    expect(code(await call(GET, { id: staffForm._id }, coach.token, on))).toBe('FORBIDDEN');
    expect(code(await call(UPSERT, { formId: staffForm._id, question: question('q', 'text', 'Q') }, coach.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(GET, { id: coachForm._id }, staff.token, on))).form.canEdit).toBe(true);
    // Founders neither list nor create.
    expect(code(await call(LIST, {}, founder.token, on))).toBe('FORBIDDEN');
    expect(code(await call(CREATE, { data: { kind: 'intake', title: en('Mine') } }, founder.token, on))).toBe('FORBIDDEN');
    // Filter by kind and search the title in any language.
    expect((await ok(call(LIST, { filter: { kind: 'evaluation' } }, staff.token, on))).forms.results.map((f: any) => f._id)).toEqual([coachForm._id]);
    expect((await ok(call(LIST, { filter: { search: 'mentor' } }, staff.token, on))).forms.results.map((f: any) => f._id)).toEqual([staffForm._id]);

    // Another organisation's form is not there at all.
    const other = await scene();
    expect(code(await call(GET, { id: staffForm._id }, other.staff.token, other.on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { formId: staffForm._id }, other.staff.token, other.on))).toBe('NOT_FOUND');
  });

  it('pages the list by keyset, newest change first', async () => {
    const { on, staff } = await scene();
    for (let i = 0; i < 5; i++) await ok(call(CREATE, { data: { kind: 'intake', title: en(`Form ${i}`) } }, staff.token, on));
    const first = (await ok(call(LIST, { limit: 2 }, staff.token, on))).forms;
    const second = (await ok(call(LIST, { limit: 2, cursor: first.next }, staff.token, on))).forms;
    const third = (await ok(call(LIST, { limit: 2, cursor: second.next }, staff.token, on))).forms;
    expect(first.totalCount).toBe(5);
    expect(new Set([...first.results, ...second.results, ...third.results].map((f: any) => f._id)).size).toBe(5);
    expect(third.next).toBeNull();
    expect(code(await call(LIST, { cursor: 'nonsense' }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('refuses bad questions — unknown type, a 1 MB label, markup, cyclic logic, a bad formula — writing nothing', async () => {
    const { on, staff } = await scene();
    const form = await intake(on, staff.token);
    const before = form.revision;
    const refused = async (q: string, expected: RegExp) => {
      const answer = await call(UPSERT, { formId: form._id, question: q }, staff.token, on);
      expect(code(answer), JSON.stringify(answer.errors)).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0]?.extensions?.fields?.[0]?.message).toMatch(expected);
    };
    await refused(question('x', 'hologram', 'X'), /^Invalid field$/);
    await refused(question('x', 'text', 'A'.repeat(1_000_000)), /less than or equal to 1000 characters/);
    await refused(question('x', 'text', '<script>alert(1)</script>'), /^Labels are plain text: remove the markup\.$/);
    // stage shows when mrr is filled, while mrr already shows when stage says revenue: a cycle.
    await refused(
      question('stage', 'select_radio', 'Stage', {
        options: options('idea', 'revenue'),
        dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'mrr', operator: 'is_not_empty' }] },
      }),
      /./,
    );
    await refused(question('total', 'calculated', 'Total', { formula: '{mrr} * (' }), /./);
    expect(code(await call(UPSERT, { formId: form._id, question: 'not json' }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(code(await call(REORDER, { formId: form._id, ids: ['stage', 'stage', 'pitch'] }, staff.token, on))).toBe('VALIDATION_ERROR');
    // A question that other questions' logic reads cannot go first.
    expect(code(await call(REMOVE_Q, { formId: form._id, questionId: 'stage' }, staff.token, on))).toBe('VALIDATION_ERROR');
    const after = (await ok(call(GET, { id: form._id }, staff.token, on))).form;
    expect(after.revision).toBe(before);
    expect(after.questions.map((q: any) => q._id)).toEqual(['stage', 'mrr', 'pitch']);
    expect(after.questions[1]).toMatchObject({ questionType: 'number', behavesAs: 'question', label: en('Monthly revenue') });

    const reordered = (await ok(call(REORDER, { formId: form._id, ids: ['pitch', 'stage', 'mrr'] }, staff.token, on))).reorderFormQuestions;
    expect(reordered.questions.map((q: any) => q._id)).toEqual(['pitch', 'stage', 'mrr']);
    expect(reordered.revision).toBe(before + 1);
  });

  it('publishes immutable versions: answers given on version 1 keep it after version 2', async () => {
    const { on, staff } = await scene();
    const form = await intake(on, staff.token);
    expect(code(await call(PUBLISH, { formId: form._id, revision: form.revision - 1 }, staff.token, on))).toBe('FORM_VERSION_CONFLICT');
    const v1 = (await ok(call(PUBLISH, { formId: form._id, revision: form.revision }, staff.token, on))).publishForm;
    expect(v1).toMatchObject({ publishingState: 'success', hasUnpublishedChanges: false, currentVersion: { number: 1 } });
    const shared = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    const answer = JSON.stringify({ stage: 'revenue', mrr: 1200, pitch: 'We sell seeds.' });
    await ok(call(SUBMIT, { shareId: shared.shareId, answers: answer }, undefined, on));

    await ok(
      call(UPSERT, { formId: form._id, question: question('pitch', 'text_long', 'Your pitch in a tweet', { validations: { required: true, maxLength: 280 } }) }, staff.token, on),
    );
    const edited = (await ok(call(GET, { id: form._id }, staff.token, on))).form;
    expect(edited.hasUnpublishedChanges).toBe(true);
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));

    const versions = (await ok(call(VERSIONS, { formId: form._id }, staff.token, on))).formVersions;
    expect(versions.map((v: any) => v.number)).toEqual([1, 2]);
    expect(versions[0].questions[2].label[0].value).toBe('Your pitch');
    expect(versions[1].questions[2].label[0].value).toBe('Your pitch in a tweet');
    const submissions = (await ok(call(SUBMISSIONS, { formId: form._id }, staff.token, on))).formSubmissions;
    expect(submissions.results[0]).toMatchObject({ versionId: versions[0]._id, source: 'share', respondent: null });
    expect(JSON.parse(submissions.results[0].answers)).toEqual({ stage: 'revenue', mrr: 1200, pitch: 'We sell seeds.' });
    // The database itself refuses to change a published version.
    await expect(changeAsOwner(server, 'UPDATE form_versions SET number = 9 WHERE id = $1', [versions[0]._id])).rejects.toThrow(/immutable/);
    // A form with answers is archived, not deleted.
    expect(code(await call(DELETE, { formId: form._id }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('checks answers through the public link as the renderer does: required, hidden questions dropped, drafts for signed-in people', async () => {
    const { on, staff, founder } = await scene();
    const form = await intake(on, staff.token);
    expect(code(await call(SHARED, { shareId: '00000000-0000-4000-8000-000000000000' }, undefined, on))).toBe('NOT_FOUND');
    const shared = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    expect(code(await call(SHARED, { shareId: shared.shareId }, undefined, on))).toBe('FORM_NOT_PUBLISHED');
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const read = (await ok(call(SHARED, { shareId: shared.shareId }, undefined, on))).sharedForm;
    expect(read.version.questions.map((q: any) => JSON.parse(q.definition).questionType)).toEqual(['select_radio', 'number', 'text_long']);

    // Monthly revenue shows for 'revenue' only: required then, dropped otherwise.
    const missing = await call(SUBMIT, { shareId: shared.shareId, answers: JSON.stringify({ stage: 'revenue', pitch: 'x' }) }, undefined, on);
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([{ field: 'answers.mrr', message: 'Monthly revenue is a required field' }]);
    await ok(call(SUBMIT, { shareId: shared.shareId, answers: JSON.stringify({ stage: 'idea', mrr: 50, pitch: 'Early.' }) }, undefined, on));
    const subs = (await ok(call(SUBMISSIONS, { formId: form._id }, staff.token, on))).formSubmissions;
    expect(JSON.parse(subs.results[0].answers)).toEqual({ stage: 'idea', pitch: 'Early.' });

    // Drafts are a signed-in person's, taken up again on their next visit, and not yet answers.
    expect(code(await call(SUBMIT, { shareId: shared.shareId, answers: '{}', draft: true }, undefined, on))).toBe('VALIDATION_ERROR');
    await ok(call(SUBMIT, { shareId: shared.shareId, answers: JSON.stringify({ stage: 'revenue' }), draft: true }, founder.token, on));
    expect(JSON.parse((await ok(call(SHARED, { shareId: shared.shareId }, founder.token, on))).sharedForm.draftAnswers)).toEqual({ stage: 'revenue' });
    expect((await ok(call(SUBMISSIONS, { formId: form._id }, staff.token, on))).formSubmissions.totalCount).toBe(1);
    const sent = (await ok(call(SUBMIT, { shareId: shared.shareId, answers: JSON.stringify({ stage: 'revenue', mrr: 9000, pitch: 'Growing.' }) }, founder.token, on)))
      .submitSharedForm;
    expect(sent).toMatchObject({ status: 'submitted', source: 'signed_in' });
    expect((await ok(call(SHARED, { shareId: shared.shareId }, founder.token, on))).sharedForm.draftAnswers).toBeNull();

    // Closing the link ends it.
    await ok(call(SHARE, { formId: form._id, shared: false }, staff.token, on));
    expect(code(await call(SHARED, { shareId: shared.shareId }, undefined, on))).toBe('NOT_FOUND');
  });

  it('limits answers sent without signing in from one address', async () => {
    const { on, staff } = await scene();
    const form = await intake(on, staff.token);
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const { shareId } = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    const answers = JSON.stringify({ stage: 'idea', pitch: 'Hi' });
    for (let i = 0; i < 6; i++) await ok(call(SUBMIT, { shareId, answers }, undefined, on));
    const limited = await call(SUBMIT, { shareId, answers }, undefined, on);
    expect(code(limited)).toBe('RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toMatch(/minute/);
    expect((await ok(call(SUBMISSIONS, { formId: form._id }, staff.token, on))).formSubmissions.totalCount).toBe(6);
  });

  it('only intake, feedback and submission forms are shared; an evaluation is not', async () => {
    const { on, staff } = await scene();
    const form = (await ok(call(CREATE, { data: { kind: 'evaluation', title: en('Jury') } }, staff.token, on))).createForm;
    expect(code(await call(SHARE, { formId: form._id, shared: true }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(code(await call(PUBLISH, { formId: form._id }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('moves a form between organisations as a portable file', async () => {
    const { on, staff } = await scene();
    const form = await intake(on, staff.token);
    const { portable } = (await ok(call(GET, { id: form._id }, staff.token, on))).form;
    const other = await scene();
    const copy = (await ok(call(IMPORT, { data: portable }, other.staff.token, other.on))).importForm;
    expect(copy).toMatchObject({ kind: 'intake', title: en('Spring intake'), currentVersion: null });
    expect(copy.questions.map((q: any) => q._id)).toEqual(['stage', 'mrr', 'pitch']);
    const bad = await call(IMPORT, { data: '{"hello": 1}' }, other.staff.token, other.on);
    expect(bad.errors?.[0]?.extensions?.fields?.[0]?.message).toBe('This file is not a form exported from Seedbed.');
  });

  it('downloads the answers as CSV and as an XLSX workbook that opens back', async () => {
    const { on, staff, coach } = await scene();
    const form = await intake(on, staff.token);
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const { shareId } = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    await ok(call(SUBMIT, { shareId, answers: JSON.stringify({ stage: 'revenue', mrr: 1200, pitch: '=cmd()' }) }, staff.token, on));

    const headers = { 'x-incubator': on.slug, authorization: `Bearer ${staff.token}` };
    const csv = await fetch(`${server.url}/api/forms/${form._id}/answers.csv`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/Spring%20intake/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Submitted at,Respondent,Version,Stage,Monthly revenue,Your pitch');
    expect(lines[1]).toMatch(/,1,REVENUE,1200,'=cmd\(\)$/);

    const xlsx = await fetch(`${server.url}/api/forms/${form._id}/answers.xlsx`, { headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Answers', 'Questions']);
    expect(book.worksheets[0].getRow(2).getCell(4).value).toBe('REVENUE');
    expect(book.worksheets[1].getRow(2).values).toEqual([undefined, 'Stage', 'select_radio', '✓', '1']);

    // Only whoever may edit the form reads its answers.
    const refused = await fetch(`${server.url}/api/forms/${form._id}/answers.csv`, { headers: { ...headers, authorization: `Bearer ${coach.token}` } });
    expect(refused.status).toBe(403);
  });

  it('attaches a respondent’s own files to their answer, read by them and by the form’s editors only', async () => {
    const { on, staff, coach, founder } = await scene();
    const form = (await ok(call(CREATE, { data: { kind: 'submission', title: en('Final deck') } }, staff.token, on))).createForm;
    await ok(call(UPSERT, { formId: form._id, question: question('deck', 'file', 'Deck', { validations: { required: true, max: 1 } }) }, staff.token, on));
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const { shareId } = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    const upload = async (token: string) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'deck.pdf');
      const answer = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` }, body });
      return ((await answer.json()) as { _id: string })._id;
    };
    const theirs = await upload(coach.token);
    const refused = await call(SUBMIT, { shareId, answers: JSON.stringify({ deck: [theirs] }) }, founder.token, on);
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: 'answers.deck', message: 'This file is not one you uploaded for this form: upload it again.' }]);
    const mine = await upload(founder.token);
    const sent = (await ok(call(SUBMIT, { shareId, answers: JSON.stringify({ deck: [mine] }) }, founder.token, on))).submitSharedForm;
    const files = (token: string) => rest(server, 'GET', `/api/attachments/reference/formSubmission/${sent._id}`, undefined, { tenant: on.slug, token });
    expect((await files(founder.token)).body.map((f: any) => f._id)).toEqual([mine]);
    expect((await files(staff.token)).body.map((f: any) => f._id)).toEqual([mine]);
    expect((await files(coach.token)).status).toBe(404);

    // The export type forms bundles the answer's file, for the form's editors only.
    const written = await writeExport(server.services, on.incubator, staff.user.id, formsExportType, { formId: form._id });
    expect(written.attachments).toHaveLength(1);
    expect(written.attachments[0].name).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} ${sent._id.slice(0, 8)}/Deck/${mine.slice(0, 8)} deck\\.pdf$`));
    expect((await exportRefusal(server.services, on.incubator, coach.user.id, formsExportType, { formId: form._id }))?.code).toBe('FORBIDDEN');
  });

  it('writes through the export type forms the rows the CSV download gives, each question described', async () => {
    const { on, staff, coach } = await scene();
    const form = await intake(on, staff.token);
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const { shareId } = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    await ok(call(SUBMIT, { shareId, answers: JSON.stringify({ stage: 'revenue', mrr: 1200, pitch: 'Soil sensors' }) }, staff.token, on));
    await ok(call(SUBMIT, { shareId, answers: JSON.stringify({ stage: 'idea', pitch: 'Drones' }) }, undefined, on));
    const written = await writeExport(server.services, on.incubator, staff.user.id, formsExportType, { formId: form._id });
    const csv = await fetch(`${server.url}/api/forms/${form._id}/answers.csv`, { headers: { 'x-incubator': on.slug, authorization: `Bearer ${staff.token}` } });
    expect([written.header, ...written.rows]).toEqual(await downloadedRows(csv));
    expect(written.total).toBe(2);
    expect(written.descriptions[3]).toBe('The answer to "Stage", a required question (asked in versions 1).');
    expect(await exportRefusal(server.services, on.incubator, coach.user.id, formsExportType, { formId: form._id })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await exportRefusal(server.services, on.incubator, staff.user.id, formsExportType, { formId: 'nope' })).toEqual({ code: 'VALIDATION_ERROR', fields: ['formId'] });
  });

  it('draws and checks a custom field question as the organisation field it names, through the public link too', async () => {
    const { on, staff } = await scene();
    const profile = (await ok(call('query ProfileForm { profileForm(entity: STARTUP) { _id } }', {}, staff.token, on))).profileForm;
    await ok(call(UPSERT, { formId: profile._id, question: question('sector', 'select_radio', 'Sector', { options: options('agri', 'health') }) }, staff.token, on));
    await ok(call(PUBLISH, { formId: profile._id }, staff.token, on));
    const form = (await ok(call(CREATE, { data: { kind: 'intake', title: en('With a field') } }, staff.token, on))).createForm;
    await ok(
      call(UPSERT, { formId: form._id, question: question('s', 'custom_field', 'Your sector', { customFieldId: 'sector', validations: { required: true } }) }, staff.token, on),
    );
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const { shareId } = (await ok(call(SHARE, { formId: form._id, shared: true }, staff.token, on))).shareForm;
    const shared = (await ok(call('query S($shareId: String!) { sharedForm(shareId: $shareId) { customFields { _id definition } } }', { shareId }, undefined, on))).sharedForm;
    expect(shared.customFields.map((f: any) => JSON.parse(f.definition).questionType)).toEqual(['select_radio']);
    expect(code(await call(SUBMIT, { shareId, answers: JSON.stringify({ s: 'finance' }) }, undefined, on))).toBe('VALIDATION_ERROR');
    const missing = await call(SUBMIT, { shareId, answers: '{}' }, undefined, on);
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([{ field: 'answers.s', message: 'Your sector is a required field' }]);
    await ok(call(SUBMIT, { shareId, answers: JSON.stringify({ s: 'health' }) }, undefined, on));
  });
});
