import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { BATCH, ONE, RUNNING, buildCatalogue, caller, codeOf, eventKinds, ok, type Call } from './test-support.ts';

const PROGRESS = `subscription Progress($id: ID!) { startupBatchOperationUpdated(operationId: $id) { id count total updateType startupId } }`;
const OPERATION = 'query Operation($id: ID!) { batchOperation(operationId: $id) { status total processed failed items { position status error subjectId } } }';

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

describe('bulk actions on startups', () => {
  it('runs each item as its starter, checking it again, and reports progress live', async () => {
    const on = await buildTenant(server);
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const first = await buildStartup(on, { name: 'First', coaches: [coach.user] });
    const second = await buildStartup(on, { name: 'Second', coaches: [coach.user] });
    const { tags } = await buildCatalogue(on, { tags: ['Hot'] });

    // A transaction of the test holds the first startup, so that the operation waits on its first
    // item while the subscription opens; the same transaction takes the coach off the second
    // startup, which that item must then find out for itself.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = withTenant(server.services.pool, on.incubator.id, async (db) => {
      await db.execute(sql`SELECT 1 FROM startups WHERE id = ${first.id} FOR UPDATE`);
      await db.delete(schema.startupMembers).where(and(eq(schema.startupMembers.startupId, second.id), eq(schema.startupMembers.userId, coach.user.id)));
      locked();
      await held;
    });
    await lockTaken;

    const started = (await ok(call(BATCH, { action: 'ADD_TAG', ids: [first.id, second.id], targetId: tags[0] }, coach.token, on))).startStartupBatch;
    expect(started.count).toBe(2);
    const live = await liveSubscription(server, { tenant: on.slug, token: coach.token }, PROGRESS, { id: started.operationId });
    try {
      expect((await ok(call(RUNNING, {}, coach.token, on))).myRunningBatchOperations).toEqual([{ _id: started.operationId, kind: 'startup.addTag', total: 2 }]);
      release();
      await holder;
      const events = [];
      for (let i = 0; ; i++) {
        const event = (await eventAt(live, i, 10_000)).data!.startupBatchOperationUpdated;
        events.push(event);
        if (['SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'].includes(event.updateType)) break;
      }
      const items = events.filter((e) => e.updateType.startsWith('ITEM_'));
      expect(items.map((e) => [e.count, e.updateType])).toEqual([
        [1, 'ITEM_PROCESSED'],
        [2, 'ITEM_FAILED'],
      ]);
      expect(items[0].startupId).toBe(first.id);
      expect(events.at(-1)).toMatchObject({ id: started.operationId, updateType: 'PARTIALLY_SUCCEEDED', count: 2, total: 2 });
    } finally {
      release();
      await live.close();
    }
    const state = await finished(coach, on, started.operationId);
    expect(state).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
    expect(state.items[1]).toMatchObject({ status: 'failed', error: 'Not found.' });
    expect((await ok(call(RUNNING, {}, coach.token, on))).myRunningBatchOperations).toEqual([]);
    expect(await eventKinds(on, first.id)).toEqual(['startup.tagAdded']);
    expect(await eventKinds(on, second.id)).toEqual([]);
  });

  it('adds to a programme, assigns a person and archives, each item recording its event', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const mentor = await buildUser(on, { roleType: 'mentor' });
    const a = await buildStartup(on, { name: 'A' });
    const b = await buildStartup(on, { name: 'B' });
    const { programs } = await buildCatalogue(on, { programs: ['Spring'] });
    const ids = [a.id, b.id];

    for (const [action, targetId, kind] of [
      ['ADD_TO_PROGRAM', programs[0], 'startup.programAdded'],
      ['ASSIGN_PERSON', mentor.user.id, 'startup.personAssigned'],
      ['ARCHIVE', null, 'startup.archived'],
    ] as const) {
      const started = (await ok(call(BATCH, { action, ids, targetId }, staff.token, on))).startStartupBatch;
      expect(await finished(staff, on, started.operationId)).toMatchObject({ status: 'succeeded', processed: 2, failed: 0 });
      for (const id of ids) expect(await eventKinds(on, id)).toContain(kind);
    }
    const after = (await ok(call(ONE, { id: a.id }, staff.token, on))).startup;
    expect(after).toMatchObject({ archived: true, programs: [{ name: 'Spring' }], assignedPeople: [{ _id: mentor.user.id }] });
  });

  it('refuses, writing nothing, an action the viewer may not take, a startup or target they cannot see, and a missing target', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const mine = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
    const other = await buildStartup(on);
    const { tags, programs } = await buildCatalogue(on, { tags: ['Hot'], programs: ['Spring'] });
    const elsewhere = await buildTenant(server);
    const foreign = await buildCatalogue(elsewhere, { programs: ['Theirs'] });
    const count = async () => (await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.batchOperations))).length;

    expect(await codeOf(call(BATCH, { action: 'ARCHIVE', ids: [mine.id] }, founder.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(BATCH, { action: 'ARCHIVE', ids: [mine.id] }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(BATCH, { action: 'ADD_TAG', ids: [mine.id], targetId: tags[0] }, founder.token, on))).toBe('FORBIDDEN');
    const hidden = await call(BATCH, { action: 'ADD_TAG', ids: [mine.id, other.id], targetId: tags[0] }, coach.token, on);
    expect(hidden.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'startupIds.1' }] });
    const wrongTarget = await call(BATCH, { action: 'ADD_TO_PROGRAM', ids: [mine.id], targetId: foreign.programs[0] }, staff.token, on);
    expect(wrongTarget.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'targetId' }] });
    const notAPerson = await call(BATCH, { action: 'ASSIGN_PERSON', ids: [mine.id], targetId: founder.user.id }, staff.token, on);
    expect(notAPerson.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'targetId' }] });
    const missing = await call(BATCH, { action: 'ADD_TO_PROGRAM', ids: [mine.id] }, staff.token, on);
    expect(missing.errors?.[0].extensions?.fields).toEqual([{ field: 'targetId', message: 'Choose what to add to the selected startups' }]);
    const none = await call(BATCH, { action: 'ARCHIVE', ids: [] }, staff.token, on);
    expect(none.errors?.[0].extensions?.fields).toEqual([{ field: 'startupIds', message: 'Choose at least one startup' }]);
    expect(await count()).toBe(0);
    expect(programs).toHaveLength(1);
  });

  it("keeps an operation's progress to the person who started it", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const other = await buildSignedInUser(on, { roleType: 'staff' });
    const startup = await buildStartup(on);
    const started = (await ok(call(BATCH, { action: 'ARCHIVE', ids: [startup.id] }, staff.token, on))).startStartupBatch;
    expect(await codeOf(call(OPERATION, { id: started.operationId }, other.token, on))).toBe('NOT_FOUND');
    const live = await liveSubscription(server, { tenant: on.slug, token: other.token }, PROGRESS, { id: started.operationId }, 200);
    try {
      expect((await live.next(5000)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    } finally {
      await live.close();
    }
  });
});
