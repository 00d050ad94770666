import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlag } from '../access/test-support.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';
import { CORE_METRICS } from './core-metrics.ts';

const METRIC = `_id name description names { language value } descriptions { language value } unitOfMeasure { unitType customName } category
  trackingRecurrence { amount type } formula calculated rules { kind value metricId metricIds customLabel } core archived position`;
const LIST = `query List($includeArchived: Boolean) { metrics(includeArchived: $includeArchived) { ${METRIC} } }`;
const CREATE = `mutation Create($input: MetricInput!) { createMetric(input: $input) { ${METRIC} } }`;
const UPDATE = `mutation Update($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { ${METRIC} } }`;
const ARCHIVE = 'mutation Archive($id: ID!, $archived: Boolean!) { archiveMetric(id: $id, archived: $archived) { _id archived } }';
const MOVE = 'mutation Move($id: ID!, $position: Int!) { moveMetric(id: $id, position: $position) { _id position } }';
const DELETE = 'mutation Delete($id: ID!) { deleteMetric(id: $id) }';
const SETTINGS = '{ metricSettings { explanationFactor remindDaysBefore remindDaysAfter linkDays } }';
const UPDATE_SETTINGS = `mutation Settings($input: MetricSettingsInput!) { updateMetricSettings(input: $input) { explanationFactor remindDaysBefore remindDaysAfter linkDays } }`;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldKeys = (answer: Answer) => answer.errors?.[0]?.extensions?.fields?.map((f: { field: string }) => f.field);

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  names: [{ language: 'en', value: name }],
  unitType: 'CUSTOMER',
  recurrence: { amount: 1, type: 'monthly' },
  ...extra,
});

async function scene(plan: 'starter' | 'growth' | 'enterprise' = 'enterprise') {
  const on = await buildTenant(server, { plan });
  const admin = await buildSignedInUser(on, { roleType: 'admin', firstName: 'Ada' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sam' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const mentor = await buildSignedInUser(on, { roleType: 'mentor', firstName: 'Mia' });
  return { on, admin, staff, founder, mentor };
}

async function metricRows(on: Tenant): Promise<number> {
  return withTenant(server.services.pool, on.incubator.id, async (db) => {
    const [row] = await db.select({ n: count() }).from(schema.metrics);
    return row.n;
  });
}

describe('metric definitions', () => {
  it('gives every organisation the core metrics once, however many requests ask at the same time', async () => {
    const s = await scene('starter');
    const answers = await Promise.all([1, 2, 3].map(() => call(LIST, {}, s.admin.token, s.on)));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(await metricRows(s.on)).toBe(CORE_METRICS.length);
    const list = (await ok(call(LIST, {}, s.admin.token, s.on))).metrics;
    expect(list.map((m: { name: string }) => m.name)).toEqual(CORE_METRICS.map((c) => c.name.en));
    expect(list.every((m: { core: boolean }) => m.core)).toBe(true);
    const runway = list.find((m: { name: string }) => m.name === 'Runway');
    expect(runway.unitOfMeasure.unitType).toBe('MONTHS');
    expect(runway.names).toHaveLength(9);
    // The viewer's language, English when the metric has none in it.
    const french = (await ok(call(LIST, {}, s.admin.token, s.on, 'fr'))).metrics;
    expect(french[0].name).toBe('Chiffre d’affaires');
  });

  it('keeps the list to staff, and definitions to admins', async () => {
    const s = await scene();
    const created = (await ok(call(CREATE, { input: input('Pilots signed') }, s.admin.token, s.on))).createMetric;
    expect(created).toMatchObject({ name: 'Pilots signed', core: false, archived: false, calculated: false, category: 'non-tagged' });

    const staffList = (await ok(call(LIST, {}, s.staff.token, s.on))).metrics;
    expect(staffList.map((m: { _id: string }) => m._id)).toContain(created._id);
    expect(code(await call(LIST, {}, s.founder.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(LIST, {}, s.mentor.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(CREATE, { input: input('Nope') }, s.staff.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(UPDATE, { id: created._id, input: input('Nope') }, s.staff.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(ARCHIVE, { id: created._id, archived: true }, s.founder.token, s.on))).toBe('FORBIDDEN');

    await withTenant(server.services.pool, s.on.incubator.id, async (db) => {
      const events = await db
        .select({ kind: schema.domainEvents.kind })
        .from(schema.domainEvents)
        .where(and(eq(schema.domainEvents.subjectId, created._id), eq(schema.domainEvents.kind, 'metric.created')));
      expect(events).toHaveLength(1);
    });
  });

  it('answers nothing while data collection is off', async () => {
    const s = await scene();
    await setFlag(server, s.on, 'dataCollection', false);
    expect(code(await call(LIST, {}, s.admin.token, s.on))).toBe('FEATURE_DISABLED');
    expect(code(await call(CREATE, { input: input('Pilots') }, s.admin.token, s.on))).toBe('FEATURE_DISABLED');
    expect(code(await call(SETTINGS, {}, s.admin.token, s.on))).toBe('FEATURE_DISABLED');
    expect(await metricRows(s.on)).toBe(0);
  });

  it('lets a plan without createMetrics rename and rule its core metrics, and nothing more', async () => {
    const s = await scene('starter');
    const [revenue, mrr] = (await ok(call(LIST, {}, s.admin.token, s.on))).metrics;
    expect(code(await call(CREATE, { input: input('Pilots') }, s.admin.token, s.on))).toBe('FEATURE_DISABLED');

    const renamed = (
      await ok(
        call(
          UPDATE,
          {
            id: revenue._id,
            input: {
              ...input('Turnover', { unitType: 'MONETARY' }),
              rules: [{ kind: 'min', target: { kind: 'metric', metricId: mrr._id }, customLabel: 'At least the recurring part' }],
            },
          },
          s.admin.token,
          s.on,
        ),
      )
    ).updateMetric;
    expect(renamed).toMatchObject({ name: 'Turnover', core: true, rules: [{ kind: 'min', metricId: mrr._id, value: null, customLabel: 'At least the recurring part' }] });

    const unitChange = await call(UPDATE, { id: revenue._id, input: input('Turnover', { unitType: 'PERCENTAGE' }) }, s.admin.token, s.on);
    expect(code(unitChange)).toBe('VALIDATION_ERROR');
    expect(code(await call(DELETE, { id: revenue._id }, s.admin.token, s.on))).toBe('METRIC_CORE');
    expect(await metricRows(s.on)).toBe(CORE_METRICS.length);
  });

  it('refuses bad input with translated messages and writes nothing', async () => {
    const s = await scene();
    await ok(call(LIST, {}, s.admin.token, s.on));
    const before = await metricRows(s.on);

    const noEnglish = await call(CREATE, { input: { ...input('x'), names: [{ language: 'fr', value: 'Pilotes' }] } }, s.admin.token, s.on, 'fr');
    expect(code(noEnglish)).toBe('VALIDATION_ERROR');
    expect(fieldKeys(noEnglish)).toEqual(['names']);
    expect(noEnglish.errors?.[0].message).toBe('Donnez un nom en anglais à l’indicateur');

    const noUnit = await call(CREATE, { input: input('Widgets', { unitType: 'CUSTOM' }) }, s.admin.token, s.on);
    expect(fieldKeys(noUnit)).toEqual(['customUnit']);
    expect(noUnit.errors?.[0].message).toBe('Name the custom unit');

    const badRecurrence = await call(CREATE, { input: input('Widgets', { recurrence: { amount: 13, type: 'monthly' } }) }, s.admin.token, s.on);
    expect(fieldKeys(badRecurrence)).toEqual(['recurrence.amount']);

    const syntax = await call(CREATE, { input: input('Widgets', { formula: '{a} +' }) }, s.admin.token, s.on);
    expect(fieldKeys(syntax)).toEqual(['formula']);

    const unknown = await call(CREATE, { input: input('Ratio', { formula: `{${newId()}} / 2` }) }, s.admin.token, s.on);
    expect(unknown.errors?.[0].extensions?.fields).toEqual([{ field: 'formula', message: 'The formula uses a metric that is archived, unknown or not a number' }]);

    const unknownRule = await call(CREATE, { input: input('Ratio', { rules: [{ kind: 'max', target: { kind: 'sum', metricIds: [newId()] } }] }) }, s.admin.token, s.on);
    expect(fieldKeys(unknownRule)).toEqual(['rules.0.target']);

    const dateRules = await call(CREATE, { input: input('Founded', { unitType: 'DATE', rules: [{ kind: 'max', target: { kind: 'value', value: 3 } }] }) }, s.admin.token, s.on);
    expect(fieldKeys(dateRules)).toEqual(['rules']);

    expect(await metricRows(s.on)).toBe(before);
  });

  it('refuses rules on the metric itself and formulas that loop', async () => {
    const s = await scene();
    const users = (await ok(call(CREATE, { input: input('Users', { unitType: 'USER' }) }, s.admin.token, s.on))).createMetric;
    const paying = (await ok(call(CREATE, { input: input('Paying users', { unitType: 'USER' }) }, s.admin.token, s.on))).createMetric;
    const share = (
      await ok(call(CREATE, { input: input('Paying share', { unitType: 'PERCENTAGE', formula: `{${paying._id.toUpperCase()}} / {${users._id}} * 100` }) }, s.admin.token, s.on))
    ).createMetric;
    expect(share).toMatchObject({ calculated: true, formula: `{${paying._id}} / {${users._id}} * 100` });

    const self = await call(
      UPDATE,
      { id: users._id, input: input('Users', { rules: [{ kind: 'moreThan', target: { kind: 'metric', metricId: users._id } }] }) },
      s.admin.token,
      s.on,
    );
    expect(self.errors?.[0].extensions?.fields).toEqual([{ field: 'rules.0.target', message: 'A rule cannot compare the metric with itself' }]);

    const loop = await call(UPDATE, { id: paying._id, input: input('Paying users', { formula: `{${share._id}} * 2` }) }, s.admin.token, s.on);
    expect(loop.errors?.[0].extensions?.fields).toEqual([{ field: 'formula', message: 'The formulas would calculate each other in a loop' }]);

    const withRule = (
      await ok(call(UPDATE, { id: paying._id, input: input('Paying users', { rules: [{ kind: 'max', target: { kind: 'metric', metricId: users._id } }] }) }, s.admin.token, s.on))
    ).updateMetric;
    expect(withRule.rules).toEqual([{ kind: 'max', value: null, metricId: users._id, metricIds: null, customLabel: null }]);

    // A metric others are calculated from stays in use.
    expect(code(await call(ARCHIVE, { id: users._id, archived: true }, s.admin.token, s.on))).toBe('VALIDATION_ERROR');
    expect(code(await call(DELETE, { id: users._id }, s.admin.token, s.on))).toBe('METRIC_IN_USE');
  });

  it('treats another organisation’s metric as not found', async () => {
    const s = await scene();
    const theirs = await scene();
    const metric = (await ok(call(CREATE, { input: input('Secret') }, theirs.admin.token, theirs.on))).createMetric;
    expect(code(await call(UPDATE, { id: metric._id, input: input('Mine') }, s.admin.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(ARCHIVE, { id: metric._id, archived: true }, s.admin.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(MOVE, { id: metric._id, position: 0 }, s.admin.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: 'not-an-id' }, s.admin.token, s.on))).toBe('NOT_FOUND');
    const formula = await call(CREATE, { input: input('Copy', { formula: `{${metric._id}}` }) }, s.admin.token, s.on);
    expect(fieldKeys(formula)).toEqual(['formula']);
  });

  it('archives a metric with values instead of deleting it, and deletes an unused one', async () => {
    const s = await scene();
    const founder = s.founder.user;
    const startup = await buildStartup(s.on, { name: 'Acme', founders: [founder] });
    const pilots = (await ok(call(CREATE, { input: input('Pilots') }, s.admin.token, s.on))).createMetric;
    const spare = (await ok(call(CREATE, { input: input('Spare') }, s.admin.token, s.on))).createMetric;
    await withTenant(server.services.pool, s.on.incubator.id, async (db) => {
      const periodId = newId();
      await db
        .insert(schema.metricPeriods)
        .values({ incubatorId: s.on.incubator.id, id: periodId, startupId: startup.id, periodFrom: '2026-01-01', periodTo: '2026-01-31', dueDate: '2026-02-10' });
      await db
        .insert(schema.metricValues)
        .values({ incubatorId: s.on.incubator.id, id: newId(), periodId, startupId: startup.id, metricId: pilots._id, periodFrom: '2026-01-01', value: '3', number: 3 });
    });
    expect(code(await call(DELETE, { id: pilots._id }, s.admin.token, s.on))).toBe('METRIC_IN_USE');
    expect((await ok(call(ARCHIVE, { id: pilots._id, archived: true }, s.admin.token, s.on))).archiveMetric.archived).toBe(true);
    const active = (await ok(call(LIST, {}, s.staff.token, s.on))).metrics.map((m: { _id: string }) => m._id);
    expect(active).not.toContain(pilots._id);
    const all = (await ok(call(LIST, { includeArchived: true }, s.staff.token, s.on))).metrics.map((m: { _id: string }) => m._id);
    expect(all).toContain(pilots._id);
    expect((await ok(call(DELETE, { id: spare._id }, s.admin.token, s.on))).deleteMetric).toBe(true);
    const after = (await ok(call(LIST, { includeArchived: true }, s.admin.token, s.on))).metrics.map((m: { _id: string }) => m._id);
    expect(after).not.toContain(spare._id);
  });

  it('moves a metric to a place and closes the list up around it', async () => {
    const s = await scene();
    const list = (await ok(call(LIST, {}, s.admin.token, s.on))).metrics;
    const last = list[list.length - 1];
    await ok(call(MOVE, { id: last._id, position: 0 }, s.admin.token, s.on));
    const moved = (await ok(call(LIST, {}, s.admin.token, s.on))).metrics;
    expect(moved.map((m: { _id: string }) => m._id)).toEqual([last._id, ...list.slice(0, -1).map((m: { _id: string }) => m._id)]);
    expect(moved.map((m: { position: number }) => m.position)).toEqual(moved.map((_m: unknown, i: number) => i));
    expect(code(await call(MOVE, { id: last._id, position: -1 }, s.admin.token, s.on))).toBe('VALIDATION_ERROR');
  });
});

describe('metric settings', () => {
  it('reads defaults, keeps what is not sent, and is the admins’ to change', async () => {
    const s = await scene();
    expect((await ok(call(SETTINGS, {}, s.staff.token, s.on))).metricSettings).toEqual({ explanationFactor: 3, remindDaysBefore: 3, remindDaysAfter: 2, linkDays: 14 });
    expect(code(await call(SETTINGS, {}, s.founder.token, s.on))).toBe('FORBIDDEN');
    const changed = (await ok(call(UPDATE_SETTINGS, { input: { remindDaysBefore: 5, explanationFactor: 2.5 } }, s.admin.token, s.on))).updateMetricSettings;
    expect(changed).toEqual({ explanationFactor: 2.5, remindDaysBefore: 5, remindDaysAfter: 2, linkDays: 14 });
    expect(code(await call(UPDATE_SETTINGS, { input: { linkDays: 7 } }, s.staff.token, s.on))).toBe('FORBIDDEN');
    const bad = await call(UPDATE_SETTINGS, { input: { linkDays: 0, remindDaysAfter: 2 } }, s.admin.token, s.on);
    expect(fieldKeys(bad)).toEqual(['linkDays']);
    expect((await ok(call(SETTINGS, {}, s.admin.token, s.on))).metricSettings).toEqual(changed);
  });
});
