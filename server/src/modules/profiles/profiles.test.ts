import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';

const PROFILE_FORM = 'query ProfileForm($entity: CustomFieldEntity!) { profileForm(entity: $entity) { _id kind canEdit } }';
const FIELDS = 'query Fields($entity: CustomFieldEntity!) { customFields(entity: $entity) { _id questionType } }';
const VALUES_FIELDS = 'subjectId versionId answers canEdit updatedBy { _id } questions { _id }';
const VALUES = `query Values($entity: CustomFieldEntity!, $id: ID!) { customFieldValues(entity: $entity, id: $id) { ${VALUES_FIELDS} } }`;
const SET = `mutation Set($entity: CustomFieldEntity!, $id: ID!, $answers: String!) { setCustomFieldValues(entity: $entity, id: $id, answers: $answers) { ${VALUES_FIELDS} } }`;
const FILLED = 'query Filled($entity: CustomFieldEntity!) { customFieldsFilled(entity: $entity) { questionId filled } }';
const ANALYTICS = 'query Analytics($entity: CustomFieldEntity!) { customFieldsAnalytics(entity: $entity) { questionId filled average min max choices { value count } } }';
const UPSERT = 'mutation Upsert($formId: ID!, $question: String!) { upsertFormQuestion(formId: $formId, question: $question) { _id } }';
const PUBLISH = 'mutation Publish($formId: ID!) { publishForm(formId: $formId) { _id } }';
const FEED = 'query Feed { activityFeed { results { kind summary } } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Answer = { errors?: Array<{ message?: string; extensions?: Record<string, any> }>; data?: any };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fields = (answer: Answer) => (answer.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; message: string }>;
const en = (value: string) => [{ language: 'en', value }];
const json = (value: unknown) => JSON.stringify(value);

/** A startup profile with a required choice, a number and a text shown only for B2B. */
async function publishedStartupProfile(on: Tenant, token: string) {
  const form = (await ok(call(PROFILE_FORM, { entity: 'STARTUP' }, token, on))).profileForm;
  const upsert = (question: Record<string, unknown>) => ok(call(UPSERT, { formId: form._id, question: json(question) }, token, on));
  await upsert({
    _id: 'model',
    questionType: 'select_radio',
    label: en('Business model'),
    options: [
      { value: 'b2b', labels: en('B2B') },
      { value: 'b2c', labels: en('B2C') },
    ],
    validations: { required: true },
  });
  await upsert({ _id: 'employees', questionType: 'number', label: en('Employees'), validations: { min: 0 } });
  await upsert({
    _id: 'buyers',
    questionType: 'text',
    label: en('Who buys'),
    dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'model', operator: 'equals', values: ['b2b'] }] },
  });
  await ok(call(PUBLISH, { formId: form._id }, token, on));
  return form;
}

async function scene(plan: 'starter' | 'growth' | 'enterprise' = 'enterprise') {
  const on = await buildTenant(server, { plan });
  const admin = await buildSignedInUser(on, { roleType: 'admin' });
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const stranger = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Sol' });
  const startup = await buildStartup(on, { name: 'Verdant', founders: [founder.user] });
  await buildStartup(on, { name: 'Elsewhere', founders: [stranger.user] });
  return { on, admin, staff, founder, stranger, startup };
}

describe('custom fields', () => {
  it('makes the profile form on first use by whoever may make forms; others get it once it exists', async () => {
    const { on, staff, founder } = await scene();
    expect((await ok(call(PROFILE_FORM, { entity: 'USER' }, founder.token, on))).profileForm).toBeNull();
    const made = (await ok(call(PROFILE_FORM, { entity: 'USER' }, staff.token, on))).profileForm;
    expect(made).toMatchObject({ kind: 'user_profile', canEdit: true });
    // The same one on every later call, and the founder now sees it (without editing it).
    expect((await ok(call(PROFILE_FORM, { entity: 'USER' }, staff.token, on))).profileForm._id).toBe(made._id);
    expect((await ok(call(PROFILE_FORM, { entity: 'USER' }, founder.token, on))).profileForm).toMatchObject({ _id: made._id, canEdit: false });
    // Nothing is filled while no version is published.
    expect((await ok(call(FIELDS, { entity: 'USER' }, founder.token, on))).customFields).toEqual([]);
    const answer = await call(SET, { entity: 'USER', id: founder.user.id, answers: '{}' }, founder.token, on);
    expect(code(answer)).toBe('VALIDATION_ERROR');
  });

  it("stores a startup's values for those who edit its profile, checked against the published fields", async () => {
    const { on, staff, founder, stranger, startup } = await scene();
    await publishedStartupProfile(on, staff.token);
    expect((await ok(call(FIELDS, { entity: 'STARTUP' }, founder.token, on))).customFields.map((q: any) => q._id)).toEqual(['model', 'employees', 'buyers']);

    // Required fields, bad values and bad JSON are refused under their question, writing nothing.
    const missing = await call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ employees: 3 }) }, founder.token, on);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    expect(fields(missing).map((f) => f.field)).toEqual(['answers.model']);
    expect(fields(missing)[0].message).toMatch(/Business model/);
    expect(fields(await call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2b', employees: -2 }) }, founder.token, on)).map((f) => f.field)).toEqual([
      'answers.employees',
    ]);
    expect(code(await call(SET, { entity: 'STARTUP', id: startup.id, answers: 'not json' }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(code(await call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2z' }) }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(JSON.parse((await ok(call(VALUES, { entity: 'STARTUP', id: startup.id }, founder.token, on))).customFieldValues.answers)).toEqual({});

    // A hidden question's answer is dropped; the values are replaced whole on the next save.
    const saved = (await ok(call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2c', employees: 4, buyers: 'Schools' }) }, founder.token, on)))
      .setCustomFieldValues;
    expect(JSON.parse(saved.answers)).toEqual({ model: 'b2c', employees: 4 });
    expect(saved).toMatchObject({ subjectId: startup.id, canEdit: true, updatedBy: { _id: founder.user.id } });
    const again = (await ok(call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2b', buyers: 'Farms' }) }, staff.token, on))).setCustomFieldValues;
    expect(JSON.parse(again.answers)).toEqual({ model: 'b2b', buyers: 'Farms' });
    expect(JSON.parse((await ok(call(VALUES, { entity: 'STARTUP', id: startup.id }, founder.token, on))).customFieldValues.answers)).toEqual({ model: 'b2b', buyers: 'Farms' });

    // Another startup's founder neither sees nor changes them.
    expect(code(await call(VALUES, { entity: 'STARTUP', id: startup.id }, stranger.token, on))).toBe('NOT_FOUND');
    expect(code(await call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2c' }) }, stranger.token, on))).toBe('NOT_FOUND');
    expect(code(await call(VALUES, { entity: 'STARTUP', id: 'not-an-id' }, staff.token, on))).toBe('NOT_FOUND');

    // The change is in the activity feed.
    const feed = (await ok(call(FEED, {}, (await buildSignedInUser(on, { roleType: 'admin' })).token, on))).activityFeed.results;
    expect(feed.find((e: any) => e.kind === 'profile.valuesUpdated')?.summary).toMatch(/changed the custom fields of Verdant/);
  });

  it("stores a person's values for themself and the organisation admins only", async () => {
    const { on, admin, staff, founder } = await scene();
    const form = (await ok(call(PROFILE_FORM, { entity: 'USER' }, staff.token, on))).profileForm;
    await ok(call(UPSERT, { formId: form._id, question: json({ _id: 'linkedin', questionType: 'text_link', label: en('LinkedIn') }) }, staff.token, on));
    await ok(call(PUBLISH, { formId: form._id }, staff.token, on));
    const own = (await ok(call(SET, { entity: 'USER', id: founder.user.id, answers: json({ linkedin: 'https://linkedin.com/in/fay' }) }, founder.token, on))).setCustomFieldValues;
    expect(own.canEdit).toBe(true);
    expect(code(await call(SET, { entity: 'USER', id: founder.user.id, answers: json({ linkedin: 'https://x.test' }) }, staff.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(VALUES, { entity: 'USER', id: founder.user.id }, staff.token, on))).customFieldValues.canEdit).toBe(false);
    expect(code(await call(SET, { entity: 'USER', id: founder.user.id, answers: json({ linkedin: 'not a link' }) }, admin.token, on))).toBe('VALIDATION_ERROR');
    await ok(call(SET, { entity: 'USER', id: founder.user.id, answers: json({ linkedin: 'https://linkedin.com/in/fay-b' }) }, admin.token, on));

    // Another organisation's people are not there at all.
    const other = await scene();
    expect(code(await call(VALUES, { entity: 'USER', id: founder.user.id }, other.admin.token, other.on))).toBe('NOT_FOUND');
    expect(code(await call(SET, { entity: 'USER', id: founder.user.id, answers: '{}' }, other.admin.token, other.on))).toBe('NOT_FOUND');
  });

  it("counts what every record's values say, for the forms' managers and behind the analytics flag", async () => {
    const { on, staff, founder, stranger, startup } = await scene();
    await publishedStartupProfile(on, staff.token);
    const second = await buildStartup(on, { founders: [stranger.user] });
    await ok(call(SET, { entity: 'STARTUP', id: startup.id, answers: json({ model: 'b2b', employees: 4, buyers: 'Farms' }) }, founder.token, on));
    await ok(call(SET, { entity: 'STARTUP', id: second.id, answers: json({ model: 'b2c', employees: 10 }) }, staff.token, on));
    const stats = (await ok(call(ANALYTICS, { entity: 'STARTUP' }, staff.token, on))).customFieldsAnalytics;
    const by = Object.fromEntries(stats.map((s: any) => [s.questionId, s]));
    expect(by.model).toMatchObject({ filled: 2, average: null });
    expect(by.model.choices).toEqual(
      expect.arrayContaining([
        { value: 'b2b', count: 1 },
        { value: 'b2c', count: 1 },
      ]),
    );
    expect(by.employees).toMatchObject({ filled: 2, average: 7, min: 4, max: 10, choices: [] });
    expect(by.buyers).toMatchObject({ filled: 1, choices: [] });
    expect((await ok(call(FILLED, { entity: 'STARTUP' }, staff.token, on))).customFieldsFilled.map((s: any) => s.filled)).toEqual([2, 2, 1]);
    expect(code(await call(ANALYTICS, { entity: 'STARTUP' }, founder.token, on))).toBe('FORBIDDEN');
    expect(code(await call(FILLED, { entity: 'STARTUP' }, founder.token, on))).toBe('FORBIDDEN');

    const starter = await scene('starter');
    expect(code(await call(ANALYTICS, { entity: 'STARTUP' }, starter.staff.token, starter.on))).toBe('FEATURE_DISABLED');
  });

  it('edits the profile builders only where the plan offers customFieldsEdit', async () => {
    const { on, staff } = await scene('growth');
    const form = (await ok(call(PROFILE_FORM, { entity: 'STARTUP' }, staff.token, on))).profileForm;
    expect(form.canEdit).toBe(false);
    expect(code(await call(UPSERT, { formId: form._id, question: json({ _id: 'q', questionType: 'text', label: en('Q') }) }, staff.token, on))).toBe('FORBIDDEN');
  });
});
