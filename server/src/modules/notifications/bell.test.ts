import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPreferences } from '@seedbed/contracts/notifications';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { runAs } from '../../core/request-context.ts';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { withTenant } from '../../core/transaction.ts';
import { CURSOR_PAGE, LAST_SEEN, PAGE, PREFERENCES, SET_READ, UNSEEN, UPDATE_PREFERENCES, CREATED, caller, insertNotifications, ok, recipientRows } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_DIGEST_INTERVAL_MS: '0' });
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  call = caller(server);
});
afterAll(() => server.stop());

const person = () => buildSignedInUser(tenant, { roleType: 'coach' });
const nowSeconds = () => Date.now() / 1000;

describe('paginatedNotifications', () => {
  it('pages newest first with the page meta and the unread count', async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 20);
    const first = (await ok(call(PAGE, {}, me.token, tenant))).paginatedNotifications;
    expect(first.meta).toEqual({ currentPage: 1, totalPages: 2, pageSize: 16 });
    expect(first.unreadCount).toBe(20);
    expect(first.notifications.map((n: any) => n.message)).toEqual(Array.from({ length: 16 }, (_, i) => `New task: Item ${20 - i}`));
    const times = first.notifications.map((n: any) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = (await ok(call(PAGE, { page: 2 }, me.token, tenant))).paginatedNotifications;
    expect(second.meta).toEqual({ currentPage: 2, totalPages: 2, pageSize: 16 });
    expect(second.notifications.map((n: any) => n.message)).toEqual(['New task: Item 4', 'New task: Item 3', 'New task: Item 2', 'New task: Item 1']);

    const small = (await ok(call(PAGE, { page: 3, pageSize: 7 }, me.token, tenant))).paginatedNotifications;
    expect(small.meta).toEqual({ currentPage: 3, totalPages: 3, pageSize: 7 });
    expect(small.notifications.map((n: any) => n.message)).toEqual([
      'New task: Item 6',
      'New task: Item 5',
      'New task: Item 4',
      'New task: Item 3',
      'New task: Item 2',
      'New task: Item 1',
    ]);
    expect((await ok(call(PAGE, { page: 9 }, me.token, tenant))).paginatedNotifications.notifications).toEqual([]);
  });

  it('answers an empty bell for a newcomer', async () => {
    const me = await person();
    expect((await ok(call(PAGE, {}, me.token, tenant))).paginatedNotifications).toEqual({
      meta: { currentPage: 1, totalPages: 0, pageSize: 16 },
      unreadCount: 0,
      notifications: [],
    });
  });

  it("refuses a page below 1 and a page size outside 1–50, in the user's language", async () => {
    const me = await buildSignedInUser(tenant, { roleType: 'coach', language: 'fr' });
    for (const variables of [{ page: 0 }, { pageSize: 0 }, { pageSize: 51 }]) {
      const answer = await call(PAGE, variables, me.token, tenant);
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toHaveLength(1);
    }
    expect((await call(PAGE, { pageSize: 51 }, me.token, tenant)).errors?.[0].message).toMatch(/50/);
    expect((await ok(call(PAGE, { pageSize: 50 }, me.token, tenant))).paginatedNotifications.meta.pageSize).toBe(50);
  });
});

describe('paginatedNotifications by cursor', () => {
  /** `count` notifications at a few instants a microsecond apart, several sharing each one. */
  async function insertAtInstants(userId: string, count: number) {
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db.execute(sql`
        WITH rows AS (
          SELECT gen_random_uuid() AS nid, gen_random_uuid() AS rid, i,
                 timestamptz '2024-05-01 10:00:00.123456+00' + (i % 4) * interval '1 microsecond' AS at
          FROM generate_series(1, ${count}) AS i),
        added AS (
          INSERT INTO notifications (incubator_id, id, notification_type, message_key, params, url, created_at)
          SELECT ${tenant.incubator.id}::uuid, nid, 'taskAssigned', 'taskAssignedBySystem', jsonb_build_object('name', 'Same ' || i), '/tasks', at FROM rows)
        INSERT INTO notification_recipients (incubator_id, id, notification_id, user_id, created_at)
        SELECT ${tenant.incubator.id}::uuid, rid, nid, ${userId}::uuid, at FROM rows`);
    });
  }

  const newestFirst = (userId: string) =>
    withTenant(server.services.pool, tenant.incubator.id, async (db) =>
      (await db.execute<{ id: string }>(sql`SELECT id FROM notification_recipients WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`)).rows.map((r) => r.id),
    );

  it('walks the whole list once and in order, also among notifications of the same instant', async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 5);
    await insertAtInstants(me.user.id, 22);
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const variables: Record<string, unknown> = cursor ? { cursor, pageSize: 4, page: pages + 1 } : { pageSize: 4 };
      const page: any = (await ok(call(CURSOR_PAGE, variables, me.token, tenant))).paginatedNotifications;
      pages++;
      expect(page.meta).toEqual({ currentPage: pages, totalPages: 7, pageSize: 4 });
      expect(page.unreadCount).toBe(27);
      walked.push(...page.notifications.map((n: any) => n._id));
      cursor = page.next;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(walked).toEqual(await newestFirst(me.user.id));
    expect(new Set(walked).size).toBe(27);
  });

  it('gives the next cursor on an offset page too, ends with null, and says 0 for a page it was not told', async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 6);
    const second = (await ok(call(CURSOR_PAGE, { page: 2, pageSize: 2 }, me.token, tenant))).paginatedNotifications;
    expect(second.notifications.map((n: any) => n.message)).toEqual(['New task: Item 4', 'New task: Item 3']);
    const third = (await ok(call(CURSOR_PAGE, { cursor: second.next, pageSize: 2 }, me.token, tenant))).paginatedNotifications;
    expect(third.meta).toEqual({ currentPage: 0, totalPages: 3, pageSize: 2 });
    expect(third.notifications.map((n: any) => n.message)).toEqual(['New task: Item 2', 'New task: Item 1']);
    expect(third.next).toBeNull();
    // A cursor wins over a page number: the page only labels the answer.
    const labelled = (await ok(call(CURSOR_PAGE, { cursor: second.next, page: 3, pageSize: 2 }, me.token, tenant))).paginatedNotifications;
    expect(labelled.meta.currentPage).toBe(3);
    expect(labelled.notifications).toEqual(third.notifications);
  });

  it('refuses a cursor it cannot read with the same validation error on the cursor', async () => {
    const me = await person();
    const [row] = await insertNotifications(tenant, me.user.id, 1);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      encode([row.recipientId]),
      // Milliseconds only: the list's cursor keeps PostgreSQL's microseconds.
      encode([row.at.toISOString(), row.recipientId]),
      encode(['2024-02-30T10:00:00.000000Z', row.recipientId]),
      encode(['2024-05-01T10:00:00.123456Z', 'not-an-id']),
      'x'.repeat(5000),
    ]) {
      const answer = await call(CURSOR_PAGE, { cursor }, me.token, tenant);
      expect(answer.errors?.[0].extensions?.code, cursor).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields, cursor).toEqual([expect.objectContaining({ field: 'cursor' })]);
    }
  });
});

describe('setNotificationRead', () => {
  it("marks the viewer's own and passes over anyone else's, in this tenant or another", async () => {
    const me = await person();
    const neighbour = await person();
    const stranger = await buildSignedInUser(otherTenant, { roleType: 'coach' });
    const mine = await insertNotifications(tenant, me.user.id, 3);
    const theirs = await insertNotifications(tenant, neighbour.user.id, 1);
    const foreign = await insertNotifications(otherTenant, stranger.user.id, 1);

    const ids = [mine[0].recipientId, mine[2].recipientId, theirs[0].recipientId, foreign[0].recipientId, 'not-an-id', '00000000-0000-7000-8000-000000000000'];
    const marked = (await ok(call(SET_READ, { ids }, me.token, tenant))).setNotificationRead;
    expect(marked).toEqual([
      { _id: mine[0].recipientId, isRead: true },
      { _id: mine[2].recipientId, isRead: true },
    ]);

    expect((await recipientRows(tenant, me.user.id)).map((r) => r.is_read)).toEqual([true, false, true]);
    expect((await recipientRows(tenant, neighbour.user.id)).map((r) => r.is_read)).toEqual([false]);
    expect((await recipientRows(otherTenant, stranger.user.id)).map((r) => r.is_read)).toEqual([false]);
    expect((await ok(call(PAGE, {}, me.token, tenant))).paginatedNotifications.unreadCount).toBe(1);
    // Marking again changes nothing and still answers the row.
    expect((await ok(call(SET_READ, { ids: [mine[0].recipientId] }, me.token, tenant))).setNotificationRead).toEqual([{ _id: mine[0].recipientId, isRead: true }]);
  });
});

describe('unseen notifications and the last-seen time', () => {
  it('counts everything before the bell was ever opened, then only what came after', async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 3, { minutesAgo: 10 });
    expect((await ok(call(UNSEEN, {}, me.token, tenant))).unseenNotifications).toEqual({ count: 3, lastSeenTimestamp: null });

    const fiveMinutesAgo = Math.floor(nowSeconds() - 300);
    const seen = (await ok(call(LAST_SEEN, { timestamp: fiveMinutesAgo }, me.token, tenant))).updateLastSeenNotifications;
    expect(seen).toEqual({ count: 0, lastSeenTimestamp: fiveMinutesAgo });
    await insertNotifications(tenant, me.user.id, 2, { minutesAgo: 1 });
    expect((await ok(call(UNSEEN, {}, me.token, tenant))).unseenNotifications).toEqual({ count: 2, lastSeenTimestamp: fiveMinutesAgo });
  });

  it('never moves backwards, takes a future time as now, and an absent one as now', async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 2, { minutesAgo: 30 });
    const tenMinutesAgo = nowSeconds() - 600;
    await ok(call(LAST_SEEN, { timestamp: tenMinutesAgo }, me.token, tenant));
    const back = (await ok(call(LAST_SEEN, { timestamp: tenMinutesAgo - 3600 }, me.token, tenant))).updateLastSeenNotifications;
    expect(back.lastSeenTimestamp).toBeCloseTo(tenMinutesAgo, 3);

    const before = nowSeconds();
    const future = (await ok(call(LAST_SEEN, { timestamp: before + 86_400 }, me.token, tenant))).updateLastSeenNotifications;
    expect(future.lastSeenTimestamp).toBeGreaterThanOrEqual(before - 1);
    expect(future.lastSeenTimestamp).toBeLessThanOrEqual(nowSeconds() + 1);

    // Notifications that arrive now are unseen: a future last-seen time would have hidden them.
    await runAs(server.services, tenant.incubator, null, async (ctx) => {
      await recordEvent(ctx, await ctx.tx.db(), { kind: 'tasks.dueTomorrow', data: { localDate: '2030-01-01', people: [{ userId: me.user.id, count: 2 }] } });
    });
    expect((await ok(call(UNSEEN, {}, me.token, tenant))).unseenNotifications.count).toBe(1);
    const absent = (await ok(call(LAST_SEEN, {}, me.token, tenant))).updateLastSeenNotifications;
    expect(absent.count).toBe(0);
    expect(absent.lastSeenTimestamp).toBeGreaterThanOrEqual(future.lastSeenTimestamp);
  });

  it('refuses a negative time and changes nothing', async () => {
    const me = await person();
    const answer = await call(LAST_SEEN, { timestamp: -5 }, me.token, tenant);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'timestamp', message: expect.any(String) }] });
    expect((await ok(call(UNSEEN, {}, me.token, tenant))).unseenNotifications.lastSeenTimestamp).toBeNull();
  });
});

describe('notification preferences', () => {
  // Only groups with a notification the product sends are offered; every group has one now.
  const offered = () =>
    defaultPreferences().filter((p) => ['meetings', 'comments', 'metrics', 'applications', 'community', 'tasks', 'account', 'feedback', 'events', 'courses'].includes(p.group));

  it('offers the groups whose notifications are sent, with their defaults', async () => {
    const me = await person();
    const preferences = (await ok(call(PREFERENCES, {}, me.token, tenant))).notificationPreferences;
    expect(preferences.map((p: any) => p.group)).toEqual(['meetings', 'comments', 'metrics', 'applications', 'community', 'tasks', 'account', 'feedback', 'events', 'courses']);
    expect(preferences).toEqual(offered());
  });

  it('updates the groups named and keeps the others', async () => {
    const me = await person();
    const answer = (
      await ok(
        call(
          UPDATE_PREFERENCES,
          {
            preferences: [
              { group: 'tasks', inApp: false, email: false },
              { group: 'meetings', inApp: false, email: true },
            ],
          },
          me.token,
          tenant,
        ),
      )
    ).updateNotificationPreferences;
    const changed: Record<string, { group: string; inApp: boolean; email: boolean }> = {
      tasks: { group: 'tasks', inApp: false, email: false },
      meetings: { group: 'meetings', inApp: false, email: true },
    };
    const expected = offered().map((p) => changed[p.group] ?? p);
    expect(answer).toEqual(expected);
    expect((await ok(call(PREFERENCES, {}, me.token, tenant))).notificationPreferences).toEqual(expected);
    const stored = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.select().from(schema.notificationPreferences).where(eq(schema.notificationPreferences.userId, me.user.id)),
    );
    expect(stored.find((row) => row.group === 'meetings')).toMatchObject({ inApp: false, email: true });
    // Another person keeps the defaults.
    expect((await ok(call(PREFERENCES, {}, (await person()).token, tenant))).notificationPreferences).toEqual(offered());
  });

  it('refuses an unknown group with a translated message and changes nothing', async () => {
    const me = await buildSignedInUser(tenant, { roleType: 'coach', language: 'es' });
    const answer = await call(
      UPDATE_PREFERENCES,
      {
        preferences: [
          { group: 'tasks', inApp: false, email: false },
          { group: 'gossip', inApp: true, email: true },
        ],
      },
      me.token,
      tenant,
    );
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Grupo de notificaciones desconocido: gossip',
      extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'preferences.1.group', message: 'Grupo de notificaciones desconocido: gossip' }] },
    });
    expect((await ok(call(PREFERENCES, {}, me.token, tenant))).notificationPreferences).toEqual(offered());
  });
});

describe('access', () => {
  it('requires sign-in for every operation', async () => {
    const operations: Array<[string, Record<string, unknown>]> = [
      [PAGE, {}],
      [UNSEEN, {}],
      [PREFERENCES, {}],
      [SET_READ, { ids: [] }],
      [LAST_SEEN, {}],
      [UPDATE_PREFERENCES, { preferences: [] }],
    ];
    for (const [query, variables] of operations) {
      const answer = await call(query, variables, undefined, tenant);
      expect(answer.errors?.[0].extensions?.code, query).toBe('AUTHENTICATION_REQUIRED');
    }
    const live = await liveSubscription(server, { tenant: tenant.slug }, CREATED, {}, 0);
    try {
      const event = await eventAt(live);
      expect(event.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    } finally {
      await live.close();
    }
  });

  it("keeps each tenant's notifications to itself", async () => {
    const me = await person();
    await insertNotifications(tenant, me.user.id, 2);
    // Same email in another tenant: a different account, which sees none of them.
    const twin = await buildSignedInUser(otherTenant, { roleType: 'coach', email: me.email });
    const page = (await ok(call(PAGE, {}, twin.token, otherTenant))).paginatedNotifications;
    expect(page).toMatchObject({ unreadCount: 0, notifications: [] });
    expect((await ok(call(UNSEEN, {}, twin.token, otherTenant))).unseenNotifications.count).toBe(0);
    // A token of one tenant does not sign in to another.
    expect((await call(PAGE, {}, me.token, otherTenant)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('the kept counts', () => {
  it('follow inserts, reads, unreads and deletions, and match a fresh count', async () => {
    const me = await person();
    const rows = await insertNotifications(tenant, me.user.id, 7);
    await ok(call(SET_READ, { ids: rows.slice(0, 3).map((r) => r.recipientId) }, me.token, tenant));
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      // Marked unread again by someone with database access, and one unread row removed.
      await db.execute(sql`UPDATE notification_recipients SET is_read = false WHERE id = ${rows[0].recipientId}`);
      await db.execute(sql`DELETE FROM notification_recipients WHERE id = ${rows[6].recipientId}`);
    });
    const page = (await ok(call(PAGE, {}, me.token, tenant))).paginatedNotifications;
    const fresh = await recipientRows(tenant, me.user.id);
    expect(fresh).toHaveLength(6);
    expect(page.meta.totalPages).toBe(1);
    expect(page.unreadCount).toBe(fresh.filter((r) => !r.is_read).length);
    expect(page.unreadCount).toBe(4);
    expect((await ok(call(UNSEEN, {}, me.token, tenant))).unseenNotifications.count).toBe(6);
  });
});
