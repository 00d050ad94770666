import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 120_000);
afterAll(() => server.stop());

async function signIn(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  expect(answer.status, email).toBe(200);
  return answer.body.token;
}

describe('the demo’s data collection', () => {
  it('greets the demo founder with the questionnaire, then their one pending period', async () => {
    const token = await signIn('founder@demo.test');
    const me = await gql(server, '{ currentUser { startups { _id name } } }', {}, { tenant: slug, token });
    const greenLoop = me.data.currentUser.startups.find((s: { name: string }) => s.name === 'GreenLoop');
    const pending = await gql(
      server,
      'query P($id: ID!) { pendingDataForm(startupId: $id) { id type date } startup(id: $id) { initialCategorizationComplete } }',
      { id: greenLoop._id },
      { tenant: slug, token },
    );
    expect(pending.errors).toBeUndefined();
    expect(pending.data.pendingDataForm.type).toBe('CATEGORIZATION');
    expect(pending.data.startup.initialCategorizationComplete).toBe(false);
    const form = await gql(
      server,
      'query F($id: ID!) { dataForMetricsForm(startupId: $id) { from submittedAt data { id value } } }',
      { id: greenLoop._id },
      { tenant: slug, token },
    );
    expect(form.errors).toBeUndefined();
    expect(form.data.dataForMetricsForm).toHaveLength(1);
    expect(form.data.dataForMetricsForm[0].data).toHaveLength(12);
  });

  it('shows staff two years of a programme’s values, some late, a few missing', async () => {
    const token = await signIn('staff@demo.test');
    const collections = await gql(server, '{ dataCollections { totalCount results { program { name } metrics { _id } startsOn } } }', {}, { tenant: slug, token });
    expect(collections.errors).toBeUndefined();
    expect(collections.data.dataCollections.results[0].program.name).toBe('Climate Accelerator 2026');
    expect(collections.data.dataCollections.results[0].metrics).toHaveLength(12);
    const rows = await server.services.pool.query(
      `SELECT count(*) FILTER (WHERE submitted_at IS NOT NULL) AS submitted, count(*) FILTER (WHERE submitted_at > (due_date + 1)::timestamptz) AS late,
              count(*) FILTER (WHERE submitted_at IS NULL AND period_to < current_date - 40) AS missing
       FROM metric_periods WHERE incubator_id = (SELECT id FROM incubators WHERE slug = $1)`,
      [slug],
    );
    const { submitted, late, missing } = rows.rows[0];
    expect(Number(submitted)).toBeGreaterThan(80);
    expect(Number(late)).toBeGreaterThan(5);
    expect(Number(missing)).toBeGreaterThan(2);
  });
});
