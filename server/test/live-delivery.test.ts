import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, startTestServer, type TestServer } from './harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from './factories.ts';
import { eventAt, liveSubscription, type LiveSubscription } from './live.ts';
import { captureStatements } from './statements.ts';
import { ACCESS_CHANGED, defaultRoleId } from '../src/modules/access/test-support.ts';
import { accessTopic } from '../src/modules/access/live.ts';

const PAGES = 20;
const RENAME = 'mutation ($roleId: ID!, $label: String!) { updateRole(roleId: $roleId, label: $label) { _id } }';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let staffRole: string;
const pages: LiveSubscription[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  staffRole = await defaultRoleId(server, tenant, 'staff');
  // Open pages of as many people holding the role, each on a websocket of its own.
  for (let i = 0; i < PAGES; i++) {
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    pages.push(await liveSubscription(server, { tenant: tenant.slug, token: person.token }, ACCESS_CHANGED, {}, 0));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}, 60_000);
afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  await server.stop();
});

/** Transactions the server begins while `work` runs, on any of its pools. */
async function transactionsDuring(work: () => Promise<unknown>): Promise<number> {
  return (await captureStatements(work)).filter((statement) => /^\s*BEGIN/i.test(statement.text)).length;
}

describe('live delivery', () => {
  it('checks an event heard by many open pages with one lookup, not a transaction per page', async () => {
    const heard = pages.map((p) => p.events.length);
    const begun = await transactionsDuring(async () => {
      const answer = await gql(server, RENAME, { roleId: staffRole, label: 'Team' }, { tenant: tenant.slug, token: admin.token });
      expect(answer.errors).toBeUndefined();
      await Promise.all(pages.map((p, i) => eventAt(p, heard[i], 5000)));
    });
    // The mutation's own transaction and one shared check of the people holding the role.
    expect(begun).toBeLessThanOrEqual(2);
  });

  it('delivers events while every connection of the request pool is busy', async () => {
    const heard = pages.map((p) => p.events.length);
    const pool = server.services.pool;
    // Requests hold every connection (a burst of slow work): none is free for anything else.
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const publisher = new pg.Client({ connectionString: inject('databaseUrl') });
    try {
      await publisher.connect();
      await server.services.pubsub.publish(drizzle(publisher), accessTopic(tenant.incubator.id), { roleIds: [staffRole], userIds: [] });
      const events = await Promise.all(pages.map((p, i) => eventAt(p, heard[i], 3000)));
      expect(events).toEqual(pages.map(() => ({ data: { accessChanged: true } })));
    } finally {
      held.forEach((client) => client.release());
      await publisher.end();
    }
  });
});
