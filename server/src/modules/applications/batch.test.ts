import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, codeOf, ok, setGrant, type Call } from '../startups/test-support.ts';
import { BATCH, OPERATION, PREVIEW, PROGRESS, UNDO, applicationRow, buildApplication, buildFunnel, buildTag } from './overview-fixtures.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

async function finished(person: Person, on: Tenant, operationId: string) {
  let state: any;
  await expect
    .poll(
      async () => {
        state = (await ok(call(OPERATION, { id: operationId }, person.token, on))).batchOperation;
        return state.status;
      },
      { timeout: 15_000, interval: 100 },
    )
    .not.toBe('running');
  return state;
}

const applicant = async (on: Tenant) => (await buildUser(on, { roleType: 'applicant' })).user;
const start = async (person: Person, on: Tenant, input: Record<string, unknown>) => (await ok(call(BATCH, { input }, person.token, on))).startApplicationBatch;

describe('bulk actions on applications', () => {
  it('moves applications to a later round item by item, each with its own outcome, reporting progress over the websocket', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const funnel = await buildFunnel(on, { rounds: [{ name: 'Screening' }, { name: 'Form', formId: '00000000-0000-4000-8000-000000000001' }, { name: 'Pitch', meeting: true }] });
    const early = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'under_review' });
    const late = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'under_review', round: 2 });

    const started = await start(staff, on, { action: 'MOVE_TO_ROUND', applicationIds: [early.id, late.id], roundId: funnel.roundIds[1] });
    expect(started.count).toBe(2);
    const live = await liveSubscription(server, { tenant: on.slug, token: staff.token }, PROGRESS, { id: started.operationId }, 0);
    const state = await finished(staff, on, started.operationId);
    try {
      expect(state).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
      expect(state.items[1]).toMatchObject({ status: 'failed', subjectId: late.id, error: 'Applications can only move to a later round of their funnel.' });
      // The operation may end before the subscription opens: whatever arrives is of this operation, with the binding shape.
      if (live.events.length) {
        const event = (await eventAt(live, 0)).data!.applicationBatchOperationUpdated;
        expect(Object.keys(event).sort()).toEqual(['applicationId', 'count', 'id', 'updateType']);
        expect(event.id).toBe(started.operationId);
      }
    } finally {
      await live.close();
    }
    expect(await applicationRow(on, early.id)).toMatchObject({ roundId: funnel.roundIds[1], status: 'ready_for_invitation' });
    expect(await applicationRow(on, late.id)).toMatchObject({ roundId: funnel.roundIds[2], status: 'under_review' });
  });

  it('sends each item’s progress live to the person who started it', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const funnel = await buildFunnel(on);
    const tag = await buildTag(on, 'Shortlist');
    const apps = [await buildApplication(on, { funnel, applicant: await applicant(on) }), await buildApplication(on, { funnel, applicant: await applicant(on) })];
    // A transaction of the test holds the first application, so that the operation waits while the subscription opens.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = withTenant(server.services.pool, on.incubator.id, async (db) => {
      await db.execute(sql`SELECT 1 FROM applications WHERE id = ${apps[0].id} FOR UPDATE`);
      locked();
      await held;
    });
    await lockTaken;
    const started = await start(staff, on, { action: 'TAG', applicationIds: apps.map((a) => a.id), tagIds: [tag] });
    const live = await liveSubscription(server, { tenant: on.slug, token: staff.token }, PROGRESS, { id: started.operationId });
    try {
      release();
      await holder;
      const events = [];
      for (let i = 0; ; i++) {
        const event = (await eventAt(live, i, 10_000)).data!.applicationBatchOperationUpdated;
        events.push(event);
        if (['SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'].includes(event.updateType)) break;
      }
      expect(events.filter((e) => e.updateType === 'ITEM_PROCESSED').map((e) => [e.count, e.applicationId])).toEqual([
        [1, apps[0].id],
        [2, apps[1].id],
      ]);
      expect(events.at(-1)).toMatchObject({ id: started.operationId, updateType: 'SUCCEEDED', count: 2 });
    } finally {
      release();
      await live.close();
    }
    const tagged = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.applicationTags));
    expect(tagged).toHaveLength(2);
  });

  it('refuses, writing nothing, bulk actions without the key, an application or target out of reach, and a missing choice', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const funnel = await buildFunnel(on, { admins: [coach.user] });
    const mine = await buildApplication(on, { funnel, applicant: await applicant(on) });
    const elsewhere = await buildTenant(server);
    const foreign = await buildApplication(elsewhere, { funnel: await buildFunnel(elsewhere), applicant: await applicant(elsewhere) });
    const foreignTag = await buildTag(elsewhere, 'Theirs');
    const count = async () => (await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.batchOperations))).length;

    expect(await codeOf(call(BATCH, { input: { action: 'TAG', applicationIds: [mine.id], tagIds: [] } }, coach.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(BATCH, { input: { action: 'DELETE', applicationIds: [mine.id] } }, coach.token, on))).toBe('FORBIDDEN');
    const hidden = await call(BATCH, { input: { action: 'DELETE', applicationIds: [mine.id, foreign.id] } }, staff.token, on);
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'applicationIds.1' }] });
    const wrongTag = await call(BATCH, { input: { action: 'TAG', applicationIds: [mine.id], tagIds: [foreignTag] } }, staff.token, on);
    expect(wrongTag.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'tagIds.0' }] });
    const noDecision = await call(BATCH, { input: { action: 'DECIDE', applicationIds: [mine.id] } }, staff.token, on);
    expect(noDecision.errors?.[0].extensions?.fields).toEqual([{ field: 'decision', message: 'Choose a decision.' }]);
    const none = await call(BATCH, { input: { action: 'DELETE', applicationIds: [] } }, staff.token, on);
    expect(none.errors?.[0].extensions?.fields).toEqual([{ field: 'applicationIds', message: 'Choose at least one application.' }]);
    expect(await count()).toBe(0);
  });

  it('checks each item again as it runs: deleting only where the starter may', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const own = await buildFunnel(on, { admins: [staff.user] });
    const other = await buildFunnel(on);
    const deletable = await buildApplication(on, { funnel: own, applicant: await applicant(on) });
    const kept = await buildApplication(on, { funnel: other, applicant: await applicant(on) });
    const started = await start(staff, on, { action: 'DELETE', applicationIds: [deletable.id, kept.id] });
    const state = await finished(staff, on, started.operationId);
    expect(state).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
    expect(state.items[1]).toMatchObject({ status: 'failed', subjectId: kept.id });
    expect(await applicationRow(on, deletable.id)).toBeUndefined();
    expect(await applicationRow(on, kept.id)).toBeDefined();
  });

  it('previews a bulk decision, decides with the mails held, and undoes it within the window only', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const other = await buildSignedInUser(on, { roleType: 'staff' });
    const funnel = await buildFunnel(on);
    const a = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'pending_decision' });
    const b = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'under_review' });
    const draft = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'draft' });
    const done = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'rejected' });

    const preview = (await ok(call(PREVIEW, { ids: [a.id, b.id, draft.id, done.id], decision: 'reject' }, staff.token, on))).previewApplicationDecisions;
    expect(preview.map((p: any) => [p.applicationId, p.applies])).toEqual([
      [a.id, true],
      [b.id, true],
      [draft.id, false],
      [done.id, false],
    ]);
    expect(preview[3].reason).toBe('Already decided (Rejected): reset the decision first.');
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    expect(await codeOf(call(PREVIEW, { ids: [a.id], decision: 'reject' }, coach.token, on))).toBe('FORBIDDEN');

    const decided = await start(staff, on, { action: 'DECIDE', applicationIds: [a.id, b.id], decision: 'reject' });
    expect(await finished(staff, on, decided.operationId)).toMatchObject({ status: 'succeeded', processed: 2 });
    expect(await applicationRow(on, a.id)).toMatchObject({ status: 'rejected' });
    const decisions = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.applicationDecisions));
    expect(decisions.every((d) => d.mailSentAt === null && d.mailAfter!.getTime() > Date.now() + 9 * 60_000)).toBe(true);

    expect(await codeOf(call(UNDO, { id: decided.operationId }, other.token, on))).toBe('NOT_FOUND');
    // b's window has passed: its item fails and it stays decided.
    await changeAsOwner(server, `UPDATE application_decisions SET created_at = now() - interval '11 minutes' WHERE application_id = $1`, [b.id]);
    const undo = (await ok(call(UNDO, { id: decided.operationId }, staff.token, on))).undoApplicationBatch;
    const undone = await finished(staff, on, undo.operationId);
    expect(undone).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
    expect(undone.items[1].error).toBe('The time to undo this decision has passed.');
    expect(await applicationRow(on, a.id)).toMatchObject({ status: 'under_review' });
    expect(await applicationRow(on, b.id)).toMatchObject({ status: 'rejected' });
    const left = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.applicationDecisions));
    expect(left.map((d) => d.applicationId)).toEqual([b.id]);
    expect(await codeOf(call(UNDO, { id: undo.operationId }, staff.token, on))).toBe('NOT_FOUND');
  });

  it('assigns evaluators and resets decisions in bulk', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const evaluator = await buildUser(on, { roleType: 'evaluator' });
    const funnel = await buildFunnel(on);
    const app = await buildApplication(on, { funnel, applicant: await applicant(on) });
    const assigned = await start(staff, on, { action: 'ASSIGN_EVALUATORS', applicationIds: [app.id], evaluatorIds: [evaluator.user.id] });
    expect(await finished(staff, on, assigned.operationId)).toMatchObject({ status: 'succeeded' });
    const evaluations = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.applicationEvaluations));
    expect(evaluations.map((e) => e.evaluatorId)).toEqual([evaluator.user.id]);

    const decided = await start(staff, on, { action: 'DECIDE', applicationIds: [app.id], decision: 'accept' });
    expect(await finished(staff, on, decided.operationId)).toMatchObject({ status: 'succeeded' });
    expect(await applicationRow(on, app.id)).toMatchObject({ status: 'accepted' });
    const reset = await start(staff, on, { action: 'RESET', applicationIds: [app.id] });
    expect(await finished(staff, on, reset.operationId)).toMatchObject({ status: 'succeeded' });
    expect(await applicationRow(on, app.id)).toMatchObject({ status: 'under_review' });

    await setGrant(server, on, 'staff', 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW', 'NONE');
    const without = await buildSignedInUser(on, { roleType: 'staff' });
    expect(await codeOf(call(BATCH, { input: { action: 'RESET', applicationIds: [app.id] } }, without.token, on))).toBe('FORBIDDEN');
  });
});
