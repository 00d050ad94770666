import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../test/harness.ts';
import { signIn } from '../../test/factories.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { sendDueDeliveries, signature } from '../modules/api/delivery.ts';
import { DEMO_API_TOKEN } from './demo-api.ts';
import { DEMO_WEBHOOK_PATH, DEMO_WEBHOOK_SECRET, isSignedDelivery } from './demo-webhook-receiver.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let incubator: IncubatorRow;

beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_SEND_INTERVAL_MS: '0' });
  incubator = await createDemoTenant(server.services, `demo-${randomUUID().slice(0, 8)}`);
}, 180_000);
afterAll(() => server.stop());

describe('the demo’s API examples', () => {
  it('shows the admin their tokens and a webhook with a week of deliveries', async () => {
    const tenant = { incubator, slug: incubator.slug, server };
    const token = await signIn(tenant, { user: null as never, email: 'admin@demo.test', password: DEMO_PASSWORD });
    const call = (query: string, variables = {}) => gql(server, query, variables, { tenant: incubator.slug, token });
    const tokens = (await call('{ apiTokens { name organisation scopes lastUsedAt } }')).data.apiTokens;
    expect(tokens).toEqual([
      { name: 'Reporting spreadsheet', organisation: false, scopes: ['read:startups', 'read:metrics', 'read:applications'], lastUsedAt: expect.any(String) },
      { name: 'Zapier', organisation: true, scopes: ['read:*', 'write:integrations'], lastUsedAt: expect.any(String) },
    ]);
    const hooks = (await call('{ webhooks { _id url enabled eventKinds } }')).data.webhooks;
    const hook = hooks.find((h: { url: string }) => h.url.includes('zapier'));
    expect(hook).toMatchObject({ enabled: false, eventKinds: ['startup.created', 'application.submitted'] });
    const log = (await call('query L($id: ID!) { webhookDeliveries(webhookId: $id) { results { status replayOf } } }', { id: hook._id })).data.webhookDeliveries.results;
    expect(log.map((d: { status: string }) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'SUCCEEDED', 'SUCCEEDED']);
    expect(log[1].replayOf).toEqual(expect.any(String));
  });

  it('answers the request the start prints with the reporting token, and nothing beyond its scopes', async () => {
    const call = (query: string) => gql(server, query, {}, { tenant: incubator.slug, token: DEMO_API_TOKEN });
    const { data, errors } = await call('{ startups { results { name stage } } }');
    expect(errors).toBeUndefined();
    expect(data.startups.results.length).toBeGreaterThan(5);
    const refused = await call('{ myTasksPaginated(limit: 1) { totalCount } }');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('delivers its live webhook to the server itself, which checks the signature', async () => {
    const tenant = { incubator, slug: incubator.slug, server };
    const token = await signIn(tenant, { user: null as never, email: 'admin@demo.test', password: DEMO_PASSWORD });
    const call = (query: string, variables = {}) => gql(server, query, variables, { tenant: incubator.slug, token });
    const hooks = (await call('{ webhooks { _id url enabled } }')).data.webhooks;
    const live = hooks.find((h: { url: string }) => h.url.endsWith(DEMO_WEBHOOK_PATH));
    expect(live).toMatchObject({ enabled: true });
    expect((await call('query S($id: ID!) { webhookSecret(id: $id) }', { id: live._id })).data.webhookSecret).toBe(DEMO_WEBHOOK_SECRET);

    await sendDueDeliveries(server.services, incubator);
    const log = (await call('query L($id: ID!) { webhookDeliveries(webhookId: $id) { results { eventKind status responseStatus } } }', { id: live._id })).data.webhookDeliveries
      .results;
    expect(log).toEqual([{ eventKind: 'webhook.test', status: 'SUCCEEDED', responseStatus: 200 }]);

    // The receiver refuses what the secret did not sign, or signed long ago.
    const body = JSON.stringify({ kind: 'startup.created' });
    const now = Math.floor(Date.now() / 1000);
    expect(isSignedDelivery(signature(DEMO_WEBHOOK_SECRET, now, body), body)).toBe(true);
    expect(isSignedDelivery(signature('whsec_other', now, body), body)).toBe(false);
    expect(isSignedDelivery(signature(DEMO_WEBHOOK_SECRET, now - 3600, body), body)).toBe(false);
    const forged = await fetch(`${server.url}${DEMO_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'seedbed-signature': signature('whsec_other', now, body) },
      body,
    });
    expect(forged.status).toBe(401);
  });
});
