import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@seedbed/contracts/time';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { ownerDb, schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { setFlag } from '../access/test-support.ts';
import { caller, ok, type Call } from '../timeline/test-support.ts';
import { addMonths, ensureDuePeriods, periodsUntil, tenantToday } from './periods.ts';
import { createReportLink } from './report-links.ts';
import { runTenantMetrics } from './schedule.ts';

const METRICS = '{ metrics { _id name unitOfMeasure { unitType } } }';
const CREATE = `mutation Create($input: DataCollectionInput!) {
  createDataCollection(input: $input) { operationId count collections { _id startsOn dueDays program { _id name } startup { _id name } metrics { _id } stoppedAt } } }`;
const LIST = `query List($cursor: String, $limit: Int) { dataCollections(cursor: $cursor, limit: $limit) {
  results { _id startsOn dueDays program { _id } startup { _id name } metrics { _id } stoppedAt createdAt } next totalCount } }`;
const STOP = 'mutation Stop($id: ID!) { stopDataCollection(id: $id) { _id stoppedAt } }';
const REMIND = 'mutation Remind($periodId: ID!) { sendMetricsReminder(periodId: $periodId) }';
const REVOKE = 'mutation Revoke($periodId: ID!) { revokeMetricReportLinks(periodId: $periodId) }';
const FORM = `query Form($token: String!) { reportLinkForm(token: $token) {
  startup { _id name } period { id from to dueDate submittedAt data { id value metric { _id unitOfMeasure { unitType } } } validations { dataId } } } }`;
const SUBMIT = 'mutation Submit($token: String!, $data: [MetricDataValueInput!]!) { submitReportLink(token: $token, data: $data) }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fields = (answer: Answer) => answer.errors?.[0]?.extensions?.fields?.map((f: { field: string }) => f.field);

async function freshIncubator(on: Tenant): Promise<IncubatorRow> {
  const [row] = await ownerDb(server.services.pool).select().from(schema.incubators).where(eq(schema.incubators.id, on.incubator.id));
  return row;
}

/** The tenant's rows of a table, read as its own (row-level security applies). */
const rowsOf = (on: Tenant, read: (db: Db) => Promise<any>): Promise<any> => withTenant(server.services.pool, on.incubator.id, read);

async function scene() {
  const on = await buildTenant(server, { plan: 'enterprise' });
  const admin = await buildSignedInUser(on, { roleType: 'admin', firstName: 'Ada' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sam' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cole' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fanny', language: 'fr' });
  const other = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Otto' });
  const startup = await buildStartup(on, { name: 'Acme Rockets', founders: [founder.user], coaches: [coach.user] });
  const second = await buildStartup(on, { name: 'Beta Boats', founders: [other.user] });
  const metrics = (await ok(call(METRICS, {}, admin.token, on))).metrics as Array<{ _id: string; name: string; unitOfMeasure: { unitType: string } }>;
  const customers = metrics.find((m) => m.unitOfMeasure.unitType === 'CUSTOMER')!;
  const users = metrics.find((m) => m.unitOfMeasure.unitType === 'USER')!;
  return { on, admin, staff, coach, founder, other, startup, second, metrics, metricIds: [customers._id, users._id] };
}

async function addProgram(on: Tenant, name: string, startupIds: string[]): Promise<string> {
  const id = newId();
  await rowsOf(on, async (db) => {
    await db.insert(schema.programs).values({ incubatorId: on.incubator.id, id, name });
    if (startupIds.length) await db.insert(schema.startupPrograms).values(startupIds.map((startupId) => ({ incubatorId: on.incubator.id, startupId, programId: id })));
  });
  return id;
}

const periodsOf = (on: Tenant, startupId: string) =>
  rowsOf(on, (db) => db.select().from(schema.metricPeriods).where(eq(schema.metricPeriods.startupId, startupId)).orderBy(asc(schema.metricPeriods.periodFrom))) as Promise<
    Array<typeof schema.metricPeriods.$inferSelect>
  >;

async function counts(on: Tenant, startupId: string) {
  return rowsOf(on, async (db) => {
    const te = schema.timelineEvents;
    const posts = await db
      .select({ id: te.id, subjectId: te.subjectId })
      .from(te)
      .where(and(eq(te.startupId, startupId), eq(te.kind, 'DataDueEvent')));
    const tasks = await db
      .select({ id: schema.tasks.id, url: schema.tasks.url })
      .from(schema.tasks)
      .where(and(eq(schema.tasks.startupId, startupId), eq(schema.tasks.taskType, 'metrics')));
    const notifications = await db.select({ id: schema.notifications.id }).from(schema.notifications).where(eq(schema.notifications.notificationType, 'metricsRequest'));
    const values = await db.select({ id: schema.metricValues.id }).from(schema.metricValues).where(eq(schema.metricValues.startupId, startupId));
    return { posts: posts.length, tasks: tasks.length, notifications: notifications.length, values: values.length, urls: tasks.map((t) => t.url ?? '').sort() };
  });
}

async function waitForBatch(on: Tenant, operationId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await rowsOf(on, (db) => db.select().from(schema.batchOperations).where(eq(schema.batchOperations.id, operationId)));
    if (row?.finishedAt) return row;
    if (Date.now() > deadline) throw new Error('batch did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A first day of the month `back` months before the tenant's today. */
const monthsAgo = (today: string, back: number) => addMonths(`${today.slice(0, 7)}-01`, -back);

const runEnsure = async (on: Tenant, options: { startupIds?: string[]; today: string }) => {
  const incubator = await freshIncubator(on);
  const afterCommit: Array<() => Promise<void>> = [];
  const result = await withTenant(server.services.pool, on.incubator.id, (db) =>
    ensureDuePeriods({ incubator, viewer: null, services: server.services, afterCommit }, db, options),
  );
  for (const work of afterCommit) await work();
  return result;
};

const tokenIn = (text: string) => /\/metrics\/report\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('period arithmetic', () => {
  it('counts each period from the first start, months clamped to their last day', () => {
    expect(periodsUntil('2025-01-31', { amount: 1, type: 'monthly' }, '2025-05-15')).toEqual([
      { from: '2025-01-31', to: '2025-02-27' },
      { from: '2025-02-28', to: '2025-03-30' },
      { from: '2025-03-31', to: '2025-04-29' },
      { from: '2025-04-30', to: '2025-05-30' },
    ]);
    expect(periodsUntil('2024-01-01', { amount: 2, type: 'weekly' }, '2024-01-29')).toEqual([
      { from: '2024-01-01', to: '2024-01-14' },
      { from: '2024-01-15', to: '2024-01-28' },
      { from: '2024-01-29', to: '2024-02-11' },
    ]);
    expect(periodsUntil('2024-11-30', { amount: 1, type: 'quarterly' }, '2025-03-01')).toEqual([
      { from: '2024-11-30', to: '2025-02-27' },
      { from: '2025-02-28', to: '2025-05-29' },
    ]);
    expect(periodsUntil('2024-02-29', { amount: 1, type: 'yearly' }, '2025-06-01')).toEqual([
      { from: '2024-02-29', to: '2025-02-27' },
      { from: '2025-02-28', to: '2026-02-27' },
    ]);
    // Nothing has begun before the first day.
    expect(periodsUntil('2030-01-01', { amount: 1, type: 'monthly' }, '2029-12-31')).toEqual([]);
  });
});

describe('data collections', () => {
  it('assigns one startup at once: periods up to the current one, a questionnaire, announcements once', async () => {
    const s = await scene();
    const incubator = await freshIncubator(s.on);
    const today = tenantToday(incubator);
    const startsOn = monthsAgo(today, 3);
    const created = (await ok(call(CREATE, { input: { startupIds: [s.startup.id], metricIds: s.metricIds, startsOn, dueDays: 10 } }, s.staff.token, s.on))).createDataCollection;
    expect(created.operationId).toBeNull();
    expect(created.count).toBe(1);
    expect(created.collections[0]).toMatchObject({ startsOn, dueDays: 10, startup: { _id: s.startup.id, name: 'Acme Rockets' }, program: null, stoppedAt: null });

    const periods = await periodsOf(s.on, s.startup.id);
    // Three months gone and the current one, which founders see as upcoming.
    expect(periods.map((p) => p.periodFrom)).toEqual([0, 1, 2, 3].map((i) => addMonths(startsOn, i)));
    expect(periods[1].periodTo).toBe(addDays(addMonths(startsOn, 2), -1));
    expect(periods[0].dueDate).toBe(addDays(periods[0].periodTo, 10));
    const announced = periods.filter((p) => today >= addDays(p.dueDate, -3)).length;
    const first = await counts(s.on, s.startup.id);
    expect(first).toMatchObject({ posts: announced, tasks: announced, values: 8, notifications: 1 });
    expect(first.urls[0]).toBe(`/startup/${s.startup.id}/file/analytics?report=${startsOn}`);
    const [categorization] = await rowsOf(s.on, (db) => db.select().from(schema.startupCategorizations).where(eq(schema.startupCategorizations.startupId, s.startup.id)));
    expect(categorization).toMatchObject({ skipped: false, answeredAt: null });

    // Idempotent: the same day again, and a second collection of the same metrics, add nothing.
    await runEnsure(s.on, { today });
    await ok(call(CREATE, { input: { startupIds: [s.startup.id], metricIds: s.metricIds, startsOn, dueDays: 10 } }, s.staff.token, s.on));
    expect(await counts(s.on, s.startup.id)).toEqual(first);
    expect(await periodsOf(s.on, s.startup.id)).toHaveLength(4);
    expect(await rowsOf(s.on, (db) => db.select().from(schema.startupCategorizations))).toHaveLength(1);

    // Next month, the current period has fallen due and a new one begins.
    const later = addMonths(monthsAgo(today, 0), 1);
    await runEnsure(s.on, { today: addDays(later, 20) });
    const next = await periodsOf(s.on, s.startup.id);
    expect(next).toHaveLength(5);
    const after = await counts(s.on, s.startup.id);
    expect(after.posts).toBe(next.filter((p) => addDays(later, 20) >= addDays(p.dueDate, -3)).length);
    expect(after.posts).toBeGreaterThan(first.posts);
    expect(after.notifications).toBe(2);

    // The activity feed and the list.
    const list = (await ok(call(LIST, { limit: 1 }, s.staff.token, s.on))).dataCollections;
    expect(list.totalCount).toBe(2);
    expect(list.results).toHaveLength(1);
    const rest = (await ok(call(LIST, { limit: 1, cursor: list.next }, s.staff.token, s.on))).dataCollections;
    expect(rest.results[0]._id).not.toBe(list.results[0]._id);
    expect(rest.next).toBeNull();
  });

  it('refuses bad input and other tenants’ or archived metrics, writing nothing', async () => {
    const s = await scene();
    const base = { startupIds: [s.startup.id], metricIds: s.metricIds, startsOn: '2025-01-01', dueDays: 10 };
    expect(fields(await call(CREATE, { input: { ...base, metricIds: [] } }, s.staff.token, s.on))).toEqual(['metricIds']);
    expect(fields(await call(CREATE, { input: { ...base, dueDays: 61 } }, s.staff.token, s.on))).toEqual(['dueDays']);
    expect(fields(await call(CREATE, { input: { ...base, startsOn: '2025-02-30' } }, s.staff.token, s.on))).toEqual(['startsOn']);
    expect(fields(await call(CREATE, { input: { ...base, startupIds: [] } }, s.staff.token, s.on))).toEqual(['startupIds']);
    const french = await call(CREATE, { input: { ...base, metricIds: [] } }, s.staff.token, s.on, 'fr');
    expect(french.errors?.[0]?.message).toBe('Choisissez au moins un indicateur');

    const elsewhere = await scene();
    const foreign = await call(CREATE, { input: { ...base, metricIds: [elsewhere.metricIds[0]] } }, s.staff.token, s.on);
    expect(code(foreign)).toBe('NOT_FOUND');
    expect(fields(foreign)).toEqual(['metricIds.0']);
    expect(fields(await call(CREATE, { input: { ...base, startupIds: [elsewhere.startup.id] } }, s.staff.token, s.on))).toEqual(['startupIds.0']);
    await rowsOf(s.on, (db) => db.update(schema.metrics).set({ archived: true }).where(eq(schema.metrics.id, s.metricIds[1])));
    expect(fields(await call(CREATE, { input: base }, s.staff.token, s.on))).toEqual(['metricIds.1']);

    // Founders and other tenants' staff do not reach collections at all.
    expect(code(await call(CREATE, { input: { ...base, metricIds: [s.metricIds[0]] } }, s.founder.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(LIST, {}, s.founder.token, s.on))).toBe('FORBIDDEN');
    expect(await rowsOf(s.on, (db) => db.select().from(schema.dataCollections))).toHaveLength(0);
    expect(await periodsOf(s.on, s.startup.id)).toHaveLength(0);

    await setFlag(server, s.on, 'dataCollection', false);
    expect(code(await call(LIST, {}, s.staff.token, s.on))).toBe('FEATURE_DISABLED');
  });

  it('runs many startups and programmes as a startups batch, with programme membership as it is now', async () => {
    const s = await scene();
    const archived = await buildStartup(s.on, { name: 'Gone Ltd' });
    await rowsOf(s.on, (db) => db.update(schema.startups).set({ archived: true }).where(eq(schema.startups.id, archived.id)));
    const programId = await addProgram(s.on, 'Spring', [s.startup.id, archived.id]);
    const today = tenantToday(await freshIncubator(s.on));
    const startsOn = monthsAgo(today, 1);

    // Without bulkDataAssignation, only one startup at a time.
    await setFlag(server, s.on, 'bulkDataAssignation', false);
    const refused = await call(CREATE, { input: { programIds: [programId], metricIds: s.metricIds, startsOn, dueDays: 5 } }, s.staff.token, s.on);
    expect(code(refused)).toBe('FEATURE_DISABLED');
    await setFlag(server, s.on, 'bulkDataAssignation', true);

    const created = (await ok(call(CREATE, { input: { programIds: [programId], startupIds: [s.second.id], metricIds: s.metricIds, startsOn, dueDays: 5 } }, s.staff.token, s.on)))
      .createDataCollection;
    expect(created.count).toBe(2);
    expect(created.collections).toHaveLength(1);
    expect(created.collections[0].program).toMatchObject({ _id: programId, name: 'Spring' });
    const operation = await waitForBatch(s.on, created.operationId);
    expect(operation.kind).toBe('startup.assignMetrics');
    expect(await periodsOf(s.on, s.startup.id)).toHaveLength(2);
    expect(await periodsOf(s.on, s.second.id)).toHaveLength(2);
    expect(await periodsOf(s.on, archived.id)).toHaveLength(0);
    expect(await rowsOf(s.on, (db) => db.select().from(schema.startupCategorizations))).toHaveLength(2);

    // A startup joining the programme reports from its next run on; one that left no longer gets new periods.
    const joiner = await buildStartup(s.on, { name: 'Late Joiner' });
    await rowsOf(s.on, (db) => db.insert(schema.startupPrograms).values({ incubatorId: s.on.incubator.id, startupId: joiner.id, programId }));
    await rowsOf(s.on, (db) => db.delete(schema.startupPrograms).where(eq(schema.startupPrograms.startupId, s.startup.id)));
    await runEnsure(s.on, { today: addMonths(today, 1) });
    expect(await periodsOf(s.on, joiner.id)).toHaveLength(3);
    expect(await periodsOf(s.on, s.startup.id)).toHaveLength(2);
    expect(await periodsOf(s.on, s.second.id)).toHaveLength(3);

    // Stopped, a collection makes no new period.
    const collections = (await ok(call(LIST, {}, s.staff.token, s.on))).dataCollections.results;
    for (const collection of collections) expect((await ok(call(STOP, { id: collection._id }, s.staff.token, s.on))).stopDataCollection.stoppedAt).toBeTruthy();
    await runEnsure(s.on, { today: addMonths(today, 3) });
    expect(await periodsOf(s.on, s.second.id)).toHaveLength(3);
    expect(code(await call(STOP, { id: newId() }, s.staff.token, s.on))).toBe('NOT_FOUND');
  });

  it('lets a coach with ASSIGNED reach only the startups they are on', async () => {
    const s = await scene();
    const programId = await addProgram(s.on, 'Autumn', [s.startup.id]);
    const input = { metricIds: s.metricIds, startsOn: '2025-01-01', dueDays: 10 };
    expect(code(await call(CREATE, { input: { ...input, programIds: [programId] } }, s.coach.token, s.on))).toBe('FORBIDDEN');
    expect(fields(await call(CREATE, { input: { ...input, startupIds: [s.second.id] } }, s.coach.token, s.on))).toEqual(['startupIds.0']);
    const own = (await ok(call(CREATE, { input: { ...input, startupIds: [s.startup.id] } }, s.coach.token, s.on))).createDataCollection;
    await ok(call(CREATE, { input: { ...input, startupIds: [s.second.id] } }, s.staff.token, s.on));
    const seen = (await ok(call(LIST, {}, s.coach.token, s.on))).dataCollections;
    expect(seen.results.map((c: { _id: string }) => c._id)).toEqual([own.collections[0]._id]);
    expect((await ok(call(LIST, {}, s.staff.token, s.on))).dataCollections.totalCount).toBe(2);
  });
});

describe('reminders and report links', () => {
  it('mails founders before and after the due day in their language, once, with a link to that period alone', async () => {
    const s = await scene();
    const incubator = await freshIncubator(s.on);
    const today = tenantToday(incubator);
    await ok(call(CREATE, { input: { startupIds: [s.startup.id], metricIds: s.metricIds, startsOn: monthsAgo(today, 3), dueDays: 10 } }, s.staff.token, s.on));
    const [oldest, middle] = await periodsOf(s.on, s.startup.id);
    const p = schema.metricPeriods;
    await rowsOf(s.on, async (db) => {
      await db
        .update(p)
        .set({ dueDate: addDays(today, 2) })
        .where(eq(p.id, oldest.id));
      await db
        .update(p)
        .set({ dueDate: addDays(today, -2) })
        .where(eq(p.id, middle.id));
    });
    await runTenantMetrics(server.services, incubator, new Date());
    const before = await server.mailbox.waitFor(s.founder.email, /mettre à jour vos indicateurs/);
    expect(before.text).toContain('sont attendus le');
    const after = await server.mailbox.waitFor(s.founder.email, /pas encore été renseignés/);
    expect(after.subject).toBe('Acme Rockets : merci de mettre à jour vos indicateurs');
    const reminded = await rowsOf(s.on, (db) => db.select().from(p).where(isNotNull(p.remindedBeforeAt)));
    expect(reminded.map((row: { id: string }) => row.id)).toEqual([oldest.id]);

    // Once: the next run sends nothing more.
    const sent = server.mailbox.received.filter((m) => m.to === s.founder.email).length;
    await runTenantMetrics(server.services, incubator, new Date());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.mailbox.received.filter((m) => m.to === s.founder.email)).toHaveLength(sent);

    // The link opens that period only, without signing in.
    const token = tokenIn(before.text)!;
    const form = (await ok(gql(server, FORM, { token }, { tenant: s.on.slug }))).reportLinkForm;
    expect(form.startup).toEqual({ _id: s.startup.id, name: 'Acme Rockets' });
    expect(form.period).toMatchObject({ id: oldest.id, from: oldest.periodFrom, submittedAt: null });
    expect(form.period.data).toHaveLength(2);

    // Not from another organisation's address.
    const elsewhere = await buildTenant(server);
    const foreign = await gql(server, FORM, { token }, { tenant: elsewhere.slug });
    expect(code(foreign)).toBe('NOT_FOUND');
    const unknown = await gql(server, FORM, { token: 'x'.repeat(43) }, { tenant: s.on.slug });
    expect(unknown.errors?.[0]?.message).toBe(foreign.errors?.[0]?.message);

    // A value of another period is refused, and nothing is written.
    const [otherValue] = await rowsOf(s.on, (db) => db.select().from(schema.metricValues).where(eq(schema.metricValues.periodId, middle.id)));
    const stray = await gql(server, SUBMIT, { token, data: [{ metricDataId: otherValue.id, value: '3' }] }, { tenant: s.on.slug });
    expect(stray.errors).toBeDefined();
    expect((await periodsOf(s.on, s.startup.id))[0].submittedAt).toBeNull();

    const data = form.period.data.map((d: { id: string }, i: number) => ({ metricDataId: d.id, value: String(10 + i) }));
    expect((await ok(gql(server, SUBMIT, { token, data }, { tenant: s.on.slug }))).submitReportLink).toBe(true);
    const [reported] = await periodsOf(s.on, s.startup.id);
    expect(reported.submittedAt).not.toBeNull();
    const values = await rowsOf(s.on, (db) => db.select().from(schema.metricValues).where(eq(schema.metricValues.periodId, oldest.id)));
    expect(values.map((v: { value: string }) => v.value).sort()).toEqual(['10', '11']);
    expect(values.every((v: { onBehalf: boolean; enteredBy: string | null }) => v.onBehalf && v.enteredBy === null)).toBe(true);

    // Used once: the same answer as an unknown link.
    const again = await gql(server, FORM, { token }, { tenant: s.on.slug });
    expect(code(again)).toBe('NOT_FOUND');
    expect(again.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(code(await gql(server, SUBMIT, { token, data }, { tenant: s.on.slug }))).toBe('NOT_FOUND');
  });

  it('lets staff send a reminder now and withdraw its links; expired links read as unknown', async () => {
    const s = await scene();
    const today = tenantToday(await freshIncubator(s.on));
    await ok(call(CREATE, { input: { startupIds: [s.startup.id], metricIds: s.metricIds, startsOn: monthsAgo(today, 2), dueDays: 10 } }, s.staff.token, s.on));
    const [first, second] = await periodsOf(s.on, s.startup.id);

    expect((await ok(call(REMIND, { periodId: first.id }, s.staff.token, s.on))).sendMetricsReminder).toBe(1);
    const mail = await server.mailbox.waitFor(s.founder.email, /vous demande de renseigner/);
    const token = tokenIn(mail.text)!;
    await ok(gql(server, FORM, { token }, { tenant: s.on.slug }));
    expect((await ok(call(REVOKE, { periodId: first.id }, s.staff.token, s.on))).revokeMetricReportLinks).toBe(1);
    expect(code(await gql(server, FORM, { token }, { tenant: s.on.slug }))).toBe('NOT_FOUND');

    // Founders, other startups' coaches and other tenants' staff cannot.
    expect(code(await call(REMIND, { periodId: first.id }, s.founder.token, s.on))).toBe('NOT_FOUND');
    const elsewhere = await scene();
    expect(code(await call(REMIND, { periodId: first.id }, elsewhere.staff.token, elsewhere.on))).toBe('NOT_FOUND');
    expect(code(await call(REVOKE, { periodId: 'nope' }, s.staff.token, s.on))).toBe('NOT_FOUND');

    const incubator = await freshIncubator(s.on);
    const link = await withTenant(server.services.pool, s.on.incubator.id, (db) =>
      createReportLink({ incubator, viewer: null, services: server.services, afterCommit: [] }, db, second.id),
    );
    expect(link.url).toContain(`/metrics/report/${link.token}`);
    await ok(gql(server, FORM, { token: link.token }, { tenant: s.on.slug }));
    await changeAsOwner(server, "UPDATE metric_report_links SET expires_at = now() - interval '1 minute' WHERE period_id = $1", [second.id]);
    expect(code(await gql(server, FORM, { token: link.token }, { tenant: s.on.slug }))).toBe('NOT_FOUND');

    // A period reported already has nothing to remind of.
    await rowsOf(s.on, (db) => db.update(schema.metricPeriods).set({ submittedAt: new Date() }).where(eq(schema.metricPeriods.id, second.id)));
    expect(code(await call(REMIND, { periodId: second.id }, s.staff.token, s.on))).toBe('VALIDATION_ERROR');
  });
});
