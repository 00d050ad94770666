import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { captureStatements, type CapturedStatement } from '../../../test/statements.ts';
import { CURSOR_PAGE, LAST_SEEN, PAGE, UNSEEN, caller, insertNotifications, ok } from './test-support.ts';

/**
 * The bell with 100,000 notifications for one person: every query on notification_recipients that
 * the bell's operations send is captured as sent, then explained (as the application role, with
 * row-level security) to show that it is answered from an index.
 */
const COUNT = 100_000;

let server: TestServer;
let tenant: Tenant;
let me: Awaited<ReturnType<typeof buildSignedInUser>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_DIGEST_INTERVAL_MS: '0' });
  tenant = await buildTenant(server);
  me = await buildSignedInUser(tenant, { roleType: 'coach' });
  const neighbours = [await buildUser(tenant, { roleType: 'coach' }), await buildUser(tenant, { roleType: 'coach' }), await buildUser(tenant, { roleType: 'coach' })];
  call = caller(server);
  await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    // One second apart; md5 gives distinct uuids without a round trip per row.
    await db.execute(sql`
      INSERT INTO notifications (incubator_id, id, notification_type, message_key, params, url, created_at)
      SELECT ${tenant.incubator.id}::uuid, md5('n' || i)::uuid, 'taskAssigned', 'taskAssignedBySystem', jsonb_build_object('name', 'Bulk ' || i), '/tasks',
             now() - (${COUNT} - i) * interval '1 second'
      FROM generate_series(1, ${COUNT}) AS i`);
    // Each notification reached four people (a group task): the viewer's rows are a quarter of the
    // table, as they would be a small part of it in a real tenant, not nearly all of it.
    for (const userId of [me.user.id, ...neighbours.map((n) => n.user.id)]) {
      await db.execute(sql`
        INSERT INTO notification_recipients (incubator_id, id, notification_id, user_id, is_read, created_at)
        SELECT ${tenant.incubator.id}::uuid, md5(${userId} || i)::uuid, md5('n' || i)::uuid, ${userId}::uuid, i % 10 <> 0,
               now() - (${COUNT} - i) * interval '1 second'
        FROM generate_series(1, ${COUNT}) AS i`);
    }
  });
  // What autovacuum would do in production: statistics, and a visibility map for index-only scans.
  await server.services.pool.query('VACUUM ANALYZE notification_recipients, notifications');
}, 120_000);
afterAll(() => server.stop());

async function explain(statement: CapturedStatement): Promise<{ plan: string; ms: number }> {
  const client = await server.services.pool.connect();
  try {
    await client.query(`BEGIN; SELECT set_config('role', 'seedbed_app', true), set_config('app.incubator_id', '${tenant.incubator.id}', true)`);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    return { plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]) };
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const onRecipients = (statements: CapturedStatement[]) => statements.filter((s) => /from "notification_recipients"|from "page_ids"/i.test(s.text));
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('the bell with 100,000 notifications for one person', () => {
  it('answers the first page and a deep page from the index, and the counts from one row', async () => {
    const report: string[] = [];
    for (const variables of [{}, { page: 6000 }]) {
      let answer: any;
      const statements = await captureStatements(async () => (answer = await ok(call(PAGE, variables, me.token, tenant))));
      const page = answer.paginatedNotifications;
      expect(page.meta.totalPages).toBe(Math.ceil(COUNT / 16));
      expect(page.unreadCount).toBe(COUNT / 10);
      expect(page.notifications).toHaveLength(16);
      const queries = onRecipients(statements);
      // The page alone reads the recipients; the total and unread count are one row of notification_counts.
      expect(queries).toHaveLength(1);
      expect(statements.filter((s) => /from "notification_counts"/i.test(s.text))).toHaveLength(1);
      for (const query of queries) {
        const { plan, ms } = await explain(query);
        expect(plan, plan).not.toMatch(/Seq Scan on notification_recipients/);
        expect(plan, plan).toMatch(/Index (Only )?Scan (Backward )?using notification_recipients_(user_created|unread)_idx/);
        report.push(`page ${JSON.stringify(variables)}: ${ms} ms\n${plan}`);
      }
    }
    await ok(call(LAST_SEEN, { timestamp: Date.now() / 1000 - 3600 }, me.token, tenant));
    const statements = await captureStatements(() => ok(call(UNSEEN, {}, me.token, tenant)));
    const [count] = onRecipients(statements);
    const { plan, ms } = await explain(count);
    expect(plan, plan).toMatch(/Index Only Scan using notification_recipients_user_created_idx/);
    report.push(`unseen: ${ms} ms\n${plan}`);

    const first = await timed(() => ok(call(PAGE, {}, me.token, tenant)));
    const deep = await timed(() => ok(call(PAGE, { page: 6000 }, me.token, tenant)));
    const unseen = await timed(() => ok(call(UNSEEN, {}, me.token, tenant)));
    report.push(`HTTP: first page ${first.ms.toFixed(1)} ms, page 6000 ${deep.ms.toFixed(1)} ms, unseen ${unseen.ms.toFixed(1)} ms`);
    if (process.env.NOTIFICATIONS_EXPLAIN) console.log(report.join('\n\n'));
  });

  it('reads a deep page by cursor as one index range starting at the cursor', async () => {
    // Where page 6000 stops, as the web reaches it by following `next` page after page.
    const before = (await ok(call(CURSOR_PAGE, { page: 6000 }, me.token, tenant))).paginatedNotifications;
    let page: any;
    const statements = await captureStatements(async () => (page = (await ok(call(CURSOR_PAGE, { cursor: before.next }, me.token, tenant))).paginatedNotifications));
    expect(page.notifications).toHaveLength(16);
    expect(page.notifications[0].message).toBe(`New task: Bulk ${COUNT - 6000 * 16}`);
    const queries = onRecipients(statements);
    expect(queries).toHaveLength(1);
    const { plan, ms } = await explain(queries[0]);
    expect(plan, plan).not.toMatch(/Seq Scan on notification_recipients/);
    // The scan starts at the cursor (a row comparison in the index condition) and reads only the
    // page and the one row that tells there is more, not the 96,000 entries before it.
    const scan =
      /Index Only Scan Backward using notification_recipients_user_created_idx on notification_recipients.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+)[^\n]*\n(?:\s+.*\n)*?\s+Index Cond: \((.*)\)/.exec(
        plan,
      );
    expect(scan, plan).not.toBeNull();
    expect(Number(scan![1]), plan).toBe(17);
    expect(scan![2], plan).toMatch(/ROW\(created_at, id\) < ROW\(/);
    if (process.env.NOTIFICATIONS_EXPLAIN) console.log(`cursor after page 6000: ${ms} ms\n${plan}`);
  });

  it('loads senders and notifications once per page, not once per row', async () => {
    const other = await buildTenant(server);
    const reader = await buildSignedInUser(other, { roleType: 'coach' });
    const senders = [];
    for (let i = 0; i < 5; i++) senders.push(await buildUser(other, { roleType: 'staff' }));
    await insertNotifications(other, reader.user.id, 1, { senderId: senders[0].user.id });
    // The viewer is then kept in memory: both measured pages find it there.
    await ok(call(UNSEEN, {}, reader.token, other));
    const one = await captureStatements(() => ok(call(PAGE, {}, reader.token, other)));
    for (const sender of senders) await insertNotifications(other, reader.user.id, 3, { senderId: sender.user.id });
    let page: any;
    const many = await captureStatements(async () => (page = (await ok(call(PAGE, {}, reader.token, other))).paginatedNotifications));
    expect(page.notifications).toHaveLength(16);
    expect(new Set(page.notifications.map((n: any) => n.notification.sender._id)).size).toBe(5);
    // The page, its counts and its senders.
    expect(one.length).toBeGreaterThanOrEqual(3);
    expect(many.length).toBe(one.length);
  });
});
