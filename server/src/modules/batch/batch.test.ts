import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../core/request-context.ts';
import { AppError } from '../../core/errors.ts';
import { startTestServer, gql, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { registerBatchKind } from './kinds.ts';
import { startBatchOperation } from './service.ts';

// A kind for these tests only: slow enough to stop a server in the middle, and it fails item 2.
const runs = new Map<number, number>();
registerBatchKind<{ n: number }>({
  kind: 'USER:TEST_SLOW',
  async run(_ctx, { n }) {
    // The first item waits longer, so that a subscription opened after the start hears every item.
    await new Promise((resolve) => setTimeout(resolve, n === 0 ? 1000 : 150));
    runs.set(n, (runs.get(n) ?? 0) + 1);
    if (n === 2) throw new AppError('VALIDATION_ERROR', 'people.errors.selfChange');
    return { subjectId: null };
  },
});

const OPERATION = `query($id: ID!) { batchOperation(operationId: $id) { status total processed failed count items { position status error } } }`;
const PROGRESS = `subscription($id: ID!) { userBatchOperationUpdated(operationId: $id) { id count total updateType } }`;

let a: TestServer;
let b: TestServer | undefined;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

async function start(server: TestServer, count: number, from = 0) {
  return runAs(server.services, tenant.incubator, admin.user.id, (ctx) =>
    startBatchOperation(
      ctx,
      'USER:TEST_SLOW',
      Array.from({ length: count }, (_, i) => ({ n: from + i })),
    ),
  );
}

async function operation(server: TestServer, id: string) {
  return (await gql(server, OPERATION, { id }, { tenant: tenant.slug, token: admin.token })).data?.batchOperation;
}

beforeAll(async () => {
  a = await startTestServer();
  tenant = await buildTenant(a);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop().catch(() => undefined);
});

describe('batch operations', () => {
  it('publishes validation, each item and the partial result in order; the state query agrees', async () => {
    runs.clear();
    const op = await start(a, 4);
    const live = await liveSubscription(a, { tenant: tenant.slug, token: admin.token }, PROGRESS, { id: op.id }, 20);
    try {
      const events = [];
      for (let i = 0; ; i++) {
        const event = (await eventAt(live, i, 5000)).data!.userBatchOperationUpdated;
        events.push(event);
        if (event.updateType === 'PARTIALLY_SUCCEEDED') break;
      }
      const items = events.filter((e) => e.updateType.startsWith('ITEM_'));
      expect(items.map((e) => [e.count, e.updateType])).toEqual([
        [1, 'ITEM_PROCESSED'],
        [2, 'ITEM_PROCESSED'],
        [3, 'ITEM_FAILED'],
        [4, 'ITEM_PROCESSED'],
      ]);
      expect(events.at(-1)).toMatchObject({ id: op.id, count: 4, total: 4 });
    } finally {
      await live.close();
    }
    const state = await operation(a, op.id);
    expect(state).toMatchObject({ status: 'partial', processed: 3, failed: 1, count: 4 });
    expect(state.items[2]).toMatchObject({ status: 'failed', error: 'You cannot change your own role or status' });
  });

  it('keeps an operation from another user or tenant hidden', async () => {
    const op = await start(a, 1, 100);
    const other = await buildSignedInUser(tenant, { roleType: 'admin' });
    const hidden = await gql(a, OPERATION, { id: op.id }, { tenant: tenant.slug, token: other.token });
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const elsewhere = await buildTenant(a);
    const stranger = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    const foreign = await gql(a, OPERATION, { id: op.id }, { tenant: elsewhere.slug, token: stranger.token });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('resumes after the server running it stops: another server finishes it, each item once', async () => {
    runs.clear();
    const op = await start(a, 10);
    await expect.poll(async () => (await operation(a, op.id)).count, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    await a.stop();
    // A stopped in the middle: it finished its current item and let go of the rest.
    const doneByA = [...runs.keys()].filter((n) => n < 100).length;
    expect(doneByA).toBeLessThan(10);
    b = await startTestServer();
    await expect.poll(async () => (await operation(b!, op.id))?.status, { timeout: 20_000, interval: 100 }).toBe('partial');
    const done = await operation(b, op.id);
    expect(done).toMatchObject({ processed: 9, failed: 1, count: 10 });
    expect([...runs.keys()].filter((n) => n < 100).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...runs.entries()].every(([n, count]) => n >= 100 || count === 1)).toBe(true);
  });
});
