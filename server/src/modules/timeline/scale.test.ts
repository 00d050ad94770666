import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { captureStatements, type CapturedStatement } from '../../../test/statements.ts';
import { withTenant } from '../../core/transaction.ts';
import { EVENTS, caller, ok } from './test-support.ts';

/**
 * One startup with 20,000 timeline items (a tenth private, a few pinned): the feed's query, as
 * sent, is explained as the application role to show that each page — first or deep, all items or
 * the public ones a founder reads, one kind — is read from an index in the feed's order, never
 * sorted whole.
 */
const COUNT = 20_000;

let server: TestServer;
let tenant: Tenant;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let founder: Awaited<ReturnType<typeof buildSignedInUser>>;
let startupId: string;
const call = () => caller(server);

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  startupId = (await buildStartup(tenant, { founders: [founder.user] })).id;
  await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, created_by, message, is_public, is_pinned, created_at, updated_at)
      SELECT ${tenant.incubator.id}::uuid, md5('t' || i)::uuid, ${startupId}::uuid, 'Event', ${staff.user.id}::uuid, '<p>Note ' || i || '</p>',
             i % 10 <> 0, i % 5000 = 0, now() - i * interval '1 minute', now()
      FROM generate_series(1, ${COUNT}) AS i`),
  );
  await server.services.pool.query('VACUUM ANALYZE timeline_events');
}, 120_000);
afterAll(() => server.stop());

async function explain(statement: CapturedStatement): Promise<string> {
  const client = await server.services.pool.connect();
  try {
    await client.query(`BEGIN; SELECT set_config('role', 'seedbed_app', true), set_config('app.incubator_id', '${tenant.incubator.id}', true)`);
    const { rows } = await client.query(`EXPLAIN ${statement.text}`, statement.values);
    return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/** The plan of the page's own query (the items, not their replies or files). */
async function feedPlan(token: string, variables: Record<string, unknown>): Promise<{ plan: string; next: string | null }> {
  let answer: any;
  const statements = await captureStatements(async () => (answer = await ok(call()(EVENTS, { startupId, limit: 20, ...variables }, token, tenant))));
  const feed = statements.find((s) => /from "timeline_events"/i.test(s.text) && /order by/i.test(s.text) && !/"parent_id" in/i.test(s.text));
  expect(feed, 'the feed query').toBeDefined();
  return { plan: await explain(feed!), next: answer.startupEvents.next };
}

describe('a timeline of 20,000 items', () => {
  it('reads each page from an index in the feed order, for staff and for a founder, first, deep and by kind', async () => {
    for (const [who, token, index] of [
      ['staff', staff.token, 'timeline_feed_idx'],
      ['founder', founder.token, 'timeline_public_feed_idx'],
    ] as const) {
      let cursor: string | null = null;
      for (let page = 0; page < 3; page++) {
        const { plan, next } = await feedPlan(token, { cursor });
        expect(plan, `${who} page ${page}`).toContain(index);
        expect(plan, `${who} page ${page}`).not.toMatch(/Sort Key|Seq Scan/);
        cursor = next;
      }
    }
    const { plan } = await feedPlan(staff.token, { type: 'Event' });
    expect(plan).toContain('timeline_kind_idx');
    expect(plan).not.toMatch(/Sort Key|Seq Scan/);
  });
});
