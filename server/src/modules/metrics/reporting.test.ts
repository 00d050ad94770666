import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@seedbed/contracts/time';
import type { MetricRule } from '@seedbed/contracts/metrics';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { setFlags } from '../startups/test-support.ts';
import { ensureAutomaticTask } from '../tasks/automatic.ts';
import { NOTIFICATIONS, caller, ok, timelineRows, wholeFeed, type Call } from '../timeline/test-support.ts';
import { metricsReportUrl } from './periods.ts';

const PENDING = 'query Pending($startupId: ID!) { pendingDataForm(startupId: $startupId) { id type date } }';
const QUESTIONS = 'query Questions($id: ID!) { categorizationQuestions(categorizationId: $id) { _id startup { _id } values { key label value } } }';
const CATEGORIZE = `mutation Categorize($id: ID!, $data: [CategorizationAnswerInput!], $skip: Boolean, $delayReporting: Boolean) {
  updateStartupCategorization(categorizationId: $id, data: $data, skip: $skip, delayReporting: $delayReporting) { id skipped startup { _id initialCategorizationComplete } } }`;
const FORM = `query Form($startupId: ID!, $date: String, $withFilledData: Boolean) {
  dataForMetricsForm(startupId: $startupId, date: $date, withFilledData: $withFilledData) {
    id from to dueDate submittedAt
    data { id value dateValue number explanation previousNumber onBehalf enteredAt enteredBy { _id } metric { _id name calculated unitOfMeasure { unitType customName } } metadata { customLabel } }
    validations { dataId validation { kind value metricId metricIds customLabel } } } }`;
const SET = `mutation Set($data: [MetricDataValueInput!]!) { setMetricDataValues(data: $data) { id value number explanation onBehalf enteredBy { _id } metric { _id } } }`;
const POSTS = `query Posts($startupId: ID!) { startupEvents(startupId: $startupId, limit: 50) { results { __typename createdBy { _id }
  ... on TopLevelDataSubmittedEvent { dueDate data { id isPoint0 value unit metric { _id name unitOfMeasure { unitType } } metadata { diff change useArrow tone } } editedBy { editedBy { _id } editedAt onBehalf } }
  ... on NonTopLevelDataSubmittedEvent { dueDate data { id value metric { _id } } editedBy { editedAt } }
  ... on DataCategorizationUpdate { delayReporting answers { key value } }
  ... on DataCategorizationSkip { skipped } } } }`;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fields = (answer: Answer) => answer.errors?.[0]?.extensions?.fields as Array<{ field: string; message: string }> | undefined;

interface MetricSpec {
  key: string;
  unitType: string;
  category?: string;
  formula?: (ids: Record<string, string>) => string;
  rules?: (ids: Record<string, string>) => MetricRule[];
}

const METRICS: MetricSpec[] = [
  { key: 'customers', unitType: 'CUSTOMER', rules: () => [{ kind: 'lessThan', target: { kind: 'value', value: 1000 } }] },
  { key: 'revenue', unitType: 'MONETARY' },
  {
    key: 'costs',
    unitType: 'MONETARY',
    category: 'marketing',
    rules: (ids) => [{ kind: 'max', target: { kind: 'metric', metricId: ids.revenue }, customLabel: 'Costs above revenue?' }],
  },
  { key: 'margin', unitType: 'MONETARY', formula: (ids) => `{${ids.revenue}} - {${ids.costs}}` },
  { key: 'launch', unitType: 'DATE' },
];

/** Writes metrics and periods as a data collection would have made them. */
async function build(on: Tenant, startupId: string, periods: Array<{ from: string; to: string; submitted?: boolean; values?: Record<string, number> }>) {
  const tenant = on.incubator.id;
  return withTenant(server.services.pool, tenant, async (db) => {
    const ids: Record<string, string> = {};
    for (const spec of METRICS) ids[spec.key] = newId();
    for (const [position, spec] of METRICS.entries()) {
      await db.insert(schema.metrics).values({
        incubatorId: tenant,
        id: ids[spec.key],
        name: [
          { language: 'en', value: spec.key },
          { language: 'fr', value: `${spec.key} (fr)` },
        ],
        unitType: spec.unitType,
        category: spec.category ?? 'non-tagged',
        // The plan's core metrics post as TopLevelDataSubmittedEvent, the organisation's own (costs) apart.
        coreKey: spec.category ? null : `test-${spec.key}`,
        formula: spec.formula?.(ids) ?? null,
        rules: spec.rules?.(ids) ?? [],
        position,
      });
    }
    const made: Array<{ id: string; from: string; values: Record<string, string> }> = [];
    for (const period of periods) {
      const periodId = newId();
      await db.insert(schema.metricPeriods).values({
        incubatorId: tenant,
        id: periodId,
        startupId,
        periodFrom: period.from,
        periodTo: period.to,
        dueDate: addDays(period.to, 10),
        submittedAt: period.submitted ? new Date() : null,
      });
      const values: Record<string, string> = {};
      for (const spec of METRICS) {
        values[spec.key] = newId();
        const number = period.values?.[spec.key];
        await db.insert(schema.metricValues).values({
          incubatorId: tenant,
          id: values[spec.key],
          periodId,
          startupId,
          metricId: ids[spec.key],
          periodFrom: period.from,
          value: number === undefined ? null : String(number),
          number: number ?? null,
        });
      }
      made.push({ id: periodId, from: period.from, values });
    }
    return { metrics: ids, periods: made };
  });
}

const today = () => localDate(new Date(), 'UTC');
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

async function scene() {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cole' });
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const otherFounder = await buildSignedInUser(on, { roleType: 'cofounder' });
  const startup = await buildStartup(on, { name: 'Acme', founders: [founder.user], coaches: [coach.user] });
  const other = await buildStartup(on, { founders: [otherFounder.user] });
  const previous = { from: monthsAgo(2), to: addDays(monthsAgo(1), -1), submitted: true, values: { customers: 100, revenue: 1000, costs: 400, margin: 600 } };
  const current = { from: monthsAgo(1), to: addDays(monthsAgo(0), -1) };
  const running = { from: monthsAgo(0), to: addDays(today(), 20) };
  const made = await build(on, startup.id, [previous, current, running]);
  return { on, founder, coach, staff, otherFounder, startup, other, ...made, previous: made.periods[0], current: made.periods[1] };
}

async function metricValue(on: Tenant, id: string) {
  const v = schema.metricValues;
  const [row] = await withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(v)
      .where(and(eq(v.incubatorId, on.incubator.id), eq(v.id, id))),
  );
  return row;
}

async function period(on: Tenant, id: string) {
  const p = schema.metricPeriods;
  const [row] = await withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(p)
      .where(and(eq(p.incubatorId, on.incubator.id), eq(p.id, id))),
  );
  return row;
}

async function categorize(s: Awaited<ReturnType<typeof scene>>) {
  const pending = (await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm;
  await ok(call(CATEGORIZE, { id: pending.id, skip: true }, s.founder.token, s.on));
}

describe('the metrics prompt', () => {
  it('asks cofounders of the startup only: the categorization first, then the oldest period that ended', async () => {
    const s = await scene();
    const pending = (await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm;
    expect(pending).toMatchObject({ type: 'CATEGORIZATION', date: null });
    // Asked again, the same questionnaire.
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm.id).toBe(pending.id);
    // Staff reading the startup are asked nothing; founders of another startup do not see it at all.
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.coach.token, s.on))).pendingDataForm).toBeNull();
    expect(code(await call(PENDING, { startupId: s.startup.id }, s.otherFounder.token, s.on))).toBe('NOT_FOUND');
    expect((await ok(call(PENDING, { startupId: s.other.id }, s.otherFounder.token, s.on))).pendingDataForm).toBeNull();

    await ok(call(CATEGORIZE, { id: pending.id, delayReporting: true }, s.founder.token, s.on));
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm).toEqual({ id: s.current.id, type: 'METRICS', date: s.current.from });

    // Off the plan, nothing is asked.
    await setFlags(server, s.on, { dataCollection: false });
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm).toBeNull();
  });

  it('keeps another tenant out', async () => {
    const s = await scene();
    const elsewhere = await scene();
    const pending = (await ok(call(PENDING, { startupId: elsewhere.startup.id }, elsewhere.founder.token, elsewhere.on))).pendingDataForm;
    expect(code(await call(PENDING, { startupId: elsewhere.startup.id }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(QUESTIONS, { id: pending.id }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(CATEGORIZE, { id: pending.id, skip: true }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(FORM, { startupId: elsewhere.startup.id }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(SET, { data: [{ metricDataId: elsewhere.current.values.customers, value: '5' }] }, s.founder.token, s.on))).toBe('NOT_FOUND');
    expect((await metricValue(elsewhere.on, elsewhere.current.values.customers)).value).toBeNull();
  });
});

describe('the categorization', () => {
  it('asks every question when reporting is not delayed, and writes nothing until it is answered', async () => {
    const s = await scene();
    const { id } = (await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm;
    const questions = (await ok(call(QUESTIONS, { id }, s.founder.token, s.on, 'fr'))).categorizationQuestions;
    expect(questions.startup._id).toBe(s.startup.id);
    expect(questions.values).toEqual([
      { key: 'HasFreeUsers', label: 'Avez-vous des utilisateurs gratuits ?', value: null },
      { key: 'IsGeneratingSales', label: 'Réalisez-vous des ventes ?', value: null },
      { key: 'RecurringRevenueModel', label: 'Votre modèle de revenus est-il récurrent (abonnements) ?', value: null },
      { key: 'ServiceIsLive', label: 'Votre produit ou service est-il en ligne ?', value: null },
    ]);

    const missing = await call(CATEGORIZE, { id, delayReporting: false, data: [{ key: 'HasFreeUsers', value: true }] }, s.founder.token, s.on);
    expect(code(missing)).toBe('VALIDATION_ERROR');
    expect(fields(missing)?.map((f) => f.field)).toEqual(['data.IsGeneratingSales', 'data.RecurringRevenueModel', 'data.ServiceIsLive']);
    expect(fields(missing)?.[0].message).toBe('Please answer this question');
    // Staff may read it but not answer for the founders.
    expect(code(await call(CATEGORIZE, { id, skip: true }, s.coach.token, s.on))).toBe('FORBIDDEN');
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm.type).toBe('CATEGORIZATION');
    expect(await timelineRows(server, s.on)).toBe(0);

    const answers = [
      { key: 'HasFreeUsers', value: true },
      { key: 'IsGeneratingSales', value: false },
      { key: 'RecurringRevenueModel', value: true },
      { key: 'ServiceIsLive', value: true },
    ];
    const done = (await ok(call(CATEGORIZE, { id, delayReporting: false, data: answers }, s.founder.token, s.on))).updateStartupCategorization;
    expect(done).toEqual({ id, skipped: false, startup: { _id: s.startup.id, initialCategorizationComplete: true } });
    const posts = (await ok(call(POSTS, { startupId: s.startup.id }, s.coach.token, s.on))).startupEvents.results;
    expect(posts).toEqual([{ __typename: 'DataCategorizationUpdate', createdBy: { _id: s.founder.user.id }, delayReporting: false, answers }]);
  });

  it('skipping stores no answers and posts the skip', async () => {
    const s = await scene();
    const { id } = (await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm;
    const done = (await ok(call(CATEGORIZE, { id, skip: true, data: [{ key: 'HasFreeUsers', value: true }] }, s.founder.token, s.on))).updateStartupCategorization;
    expect(done).toMatchObject({ skipped: true, startup: { initialCategorizationComplete: true } });
    expect((await ok(call(QUESTIONS, { id }, s.founder.token, s.on))).categorizationQuestions.values.map((v: any) => v.value)).toEqual([null, null, null, null]);
    const posts = (await ok(call(POSTS, { startupId: s.startup.id }, s.founder.token, s.on))).startupEvents.results;
    expect(posts.map((p: any) => p.__typename)).toEqual(['DataCategorizationSkip']);
  });
});

describe('the metrics form', () => {
  it('answers the periods of a date with their rules, and refuses a date that starts none', async () => {
    const s = await scene();
    for (const date of ['2024-13-01', 'yesterday', '1999-01-01']) {
      const answer = await call(FORM, { startupId: s.startup.id, date }, s.founder.token, s.on);
      expect(code(answer)).toBe('VALIDATION_ERROR');
      expect(fields(answer)).toEqual([{ field: 'date', message: 'The date received for this data update is invalid' }]);
    }
    const [form] = (await ok(call(FORM, { startupId: s.startup.id, date: s.current.from }, s.founder.token, s.on))).dataForMetricsForm;
    expect(form).toMatchObject({ id: s.current.id, from: s.current.from, submittedAt: null });
    expect(form.data.map((d: any) => [d.metric.name, d.metric.calculated, d.previousNumber])).toEqual([
      ['customers', false, 100],
      ['revenue', false, 1000],
      ['costs', false, 400],
      ['margin', true, 600],
      ['launch', false, null],
    ]);
    expect(form.validations).toEqual([
      { dataId: s.current.values.customers, validation: [{ kind: 'lessThan', value: 1000, metricId: null, metricIds: null, customLabel: null }] },
      { dataId: s.current.values.costs, validation: [{ kind: 'max', value: null, metricId: s.metrics.revenue, metricIds: null, customLabel: 'Costs above revenue?' }] },
    ]);
    // Without a date, what is waiting; with the filled data, the earlier submitted period too; staff read it as well.
    const waiting = (await ok(call(FORM, { startupId: s.startup.id, withFilledData: true }, s.coach.token, s.on))).dataForMetricsForm;
    expect(waiting.map((p: any) => p.id)).toEqual([s.current.id, s.previous.id]);
    expect(code(await call(FORM, { startupId: s.startup.id }, s.otherFounder.token, s.on))).toBe('NOT_FOUND');
  });
});

describe('submitting metrics', () => {
  it('refuses bad values with the spec’s messages, calculated metrics and strangers, writing nothing', async () => {
    const s = await scene();
    await categorize(s);
    const rowsBefore = await timelineRows(server, s.on);
    const v = s.current.values;
    const set = (data: unknown[], token = s.founder.token) => call(SET, { data }, token, s.on);

    const empty = await set([
      { metricDataId: v.customers, value: '' },
      { metricDataId: v.revenue, value: null },
    ]);
    expect(fields(empty)).toEqual([{ field: 'data', message: 'You need to fill at least one of these fields' }]);
    expect(empty.errors?.[0].message).toBe('You need to fill at least one of these fields');

    const bad = await set([
      { metricDataId: v.customers, value: 'abc' },
      { metricDataId: v.revenue, value: 'lots' },
      { metricDataId: v.launch, value: '2024-02-30' },
    ]);
    expect(fields(bad)).toEqual([
      { field: `data.${v.customers}`, message: 'Invalid number' },
      { field: `data.${v.revenue}`, message: 'Invalid amount' },
      { field: `data.${v.launch}`, message: 'Invalid date' },
    ]);

    const rules = await set([
      { metricDataId: v.customers, value: '1000' },
      { metricDataId: v.revenue, value: '500' },
      { metricDataId: v.costs, value: '501' },
    ]);
    expect(fields(rules)).toEqual([
      { field: `data.${v.customers}`, message: 'This must be less than 1000' },
      { field: `data.${v.costs}`, message: 'Costs above revenue?' },
    ]);

    const calculated = await set([
      { metricDataId: v.customers, value: '90' },
      { metricDataId: v.margin, value: '5' },
    ]);
    expect(code(calculated)).toBe('VALIDATION_ERROR');
    expect(fields(calculated)?.map((f) => f.field)).toEqual([`data.${v.margin}`]);

    // A founder of another startup, a coach not assigned, malformed ids: not found.
    expect(code(await set([{ metricDataId: v.customers, value: '10' }], s.otherFounder.token))).toBe('NOT_FOUND');
    const stranger = await buildSignedInUser(s.on, { roleType: 'coach' });
    expect(code(await set([{ metricDataId: v.customers, value: '90' }], stranger.token))).toBe('NOT_FOUND');
    expect(code(await set([{ metricDataId: 'nope', value: '10' }]))).toBe('VALIDATION_ERROR');
    expect(code(await set([{ metricDataId: newId(), value: '10' }]))).toBe('NOT_FOUND');

    expect((await metricValue(s.on, v.customers)).value).toBeNull();
    expect((await period(s.on, s.current.id)).submittedAt).toBeNull();
    expect(await timelineRows(server, s.on)).toBe(rowsBefore);
  });

  it('saves, computes calculated metrics, completes the task, posts the values and tells the staff assigned', async () => {
    const s = await scene();
    await categorize(s);
    const task = await runAs(server.services, s.on.incubator, null, async (ctx) =>
      ensureAutomaticTask(ctx, await ctx.tx.db(), {
        type: 'metrics',
        userId: s.founder.user.id,
        startupId: s.startup.id,
        name: 'Report',
        url: metricsReportUrl(s.startup.id, s.current.from),
        perUrl: true,
        dueDate: new Date(Date.now() + 86_400_000),
      }),
    );
    const v = s.current.values;
    // Zero counts as filled; a tenfold change needs a word of explanation.
    const unexplained = await call(
      SET,
      {
        data: [
          { metricDataId: v.customers, value: '0' },
          { metricDataId: v.revenue, value: '1,250.50' },
        ],
      },
      s.founder.token,
      s.on,
    );
    expect(fields(unexplained)).toEqual([{ field: `data.${v.customers}`, message: "This value is far from the previous period's: please explain the change" }]);

    const saved = (
      await ok(
        call(
          SET,
          {
            data: [
              { metricDataId: v.customers, value: '0', explanation: 'We restarted with a new product' },
              { metricDataId: v.revenue, value: '1,250.50' },
              { metricDataId: v.costs, value: '250' },
              { metricDataId: v.launch, value: '2024-03-01T00:00:00' },
            ],
          },
          s.founder.token,
          s.on,
        ),
      )
    ).setMetricDataValues;
    const byId = new Map(saved.map((d: any) => [d.id, d]));
    expect(byId.get(v.customers)).toMatchObject({ value: '0', number: 0, explanation: 'We restarted with a new product', onBehalf: false, enteredBy: { _id: s.founder.user.id } });
    expect(byId.get(v.revenue)).toMatchObject({ value: '1250.5' });
    expect(byId.get(v.margin)).toMatchObject({ value: '1000.5', number: 1000.5 });
    expect(byId.get(v.launch)).toMatchObject({ value: '2024-03-01' });
    expect((await period(s.on, s.current.id)).submittedBy).toBe(s.founder.user.id);

    const assignee = await withTenant(server.services.pool, s.on.incubator.id, (db) =>
      db
        .select()
        .from(schema.taskAssignees)
        .where(and(eq(schema.taskAssignees.incubatorId, s.on.incubator.id), eq(schema.taskAssignees.taskId, task.id))),
    );
    expect(assignee.map((a) => a.done)).toEqual([true]);

    const posts = (await ok(call(POSTS, { startupId: s.startup.id }, s.coach.token, s.on))).startupEvents.results;
    const top = posts.find((p: any) => p.__typename === 'TopLevelDataSubmittedEvent');
    const expenses = posts.find((p: any) => p.__typename === 'NonTopLevelDataSubmittedEvent');
    expect(top.editedBy).toBeNull();
    expect(top.createdBy).toEqual({ _id: s.founder.user.id });
    expect(top.data.map((d: any) => [d.metric.name, d.value, d.isPoint0, d.unit, d.metadata])).toEqual([
      ['customers', '0', false, null, { diff: -100, change: -100, useArrow: true, tone: 'red' }],
      ['revenue', '1250.5', false, 'USD', { diff: 250.5, change: 25.05, useArrow: true, tone: 'green' }],
      ['margin', '1000.5', false, 'USD', { diff: 400.5, change: 66.75, useArrow: true, tone: 'green' }],
      ['launch', '2024-03-01', true, null, { diff: null, change: null, useArrow: false, tone: 'blue' }],
    ]);
    expect(expenses.data.map((d: any) => [d.metric._id, d.value])).toEqual([[s.metrics.costs, '250']]);

    const bell = (await ok(call(NOTIFICATIONS, {}, s.coach.token, s.on))).paginatedNotifications.notifications.map((n: any) => n.notification);
    expect(bell).toContainEqual(
      expect.objectContaining({ notificationType: 'updatedMetrics', message: 'Fay cofounder updated the metrics of Acme', url: `/startup/${s.startup.id}/file/analytics` }),
    );
    expect((await ok(call(PENDING, { startupId: s.startup.id }, s.founder.token, s.on))).pendingDataForm).toBeNull();

    // Staff edit on the founders' behalf: the values left alone keep who entered them, the post says who edited.
    const edited = (
      await ok(
        call(
          SET,
          {
            data: [
              { metricDataId: v.revenue, value: '1300' },
              { metricDataId: v.customers, value: '0' },
            ],
          },
          s.coach.token,
          s.on,
        ),
      )
    ).setMetricDataValues;
    const after = new Map(edited.map((d: any) => [d.id, d]));
    expect(after.get(v.revenue)).toMatchObject({ value: '1300', onBehalf: true, enteredBy: { _id: s.coach.user.id } });
    expect(after.get(v.customers)).toMatchObject({ onBehalf: false, enteredBy: { _id: s.founder.user.id }, explanation: 'We restarted with a new product' });
    const latest = (await ok(call(POSTS, { startupId: s.startup.id }, s.founder.token, s.on))).startupEvents.results[0];
    expect(latest.__typename).toBe('TopLevelDataSubmittedEvent');
    expect(latest.editedBy).toMatchObject({ editedBy: { _id: s.coach.user.id }, onBehalf: true });
    const feed = await wholeFeed(call, s.founder.token, s.on, s.startup.id, { type: 'TopLevelDataSubmittedEvent' });
    expect(feed.items).toHaveLength(2);
  });
});
