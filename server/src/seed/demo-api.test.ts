import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../test/harness.ts';
import { signIn } from '../../test/factories.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { DEMO_API_TOKEN } from './demo-api.ts';
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
    const [hook] = (await call('{ webhooks { _id url enabled eventKinds } }')).data.webhooks;
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
});
