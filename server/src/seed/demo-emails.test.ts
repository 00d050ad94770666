import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer({ PLANNED_ACTIONS_INTERVAL_MS: '0' });
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 240_000);
afterAll(() => server.stop());

async function tokenOf(email: string): Promise<string> {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  return answer.body.token;
}

describe('the demo’s campaigns', () => {
  it('has a sent campaign with its figures, a draft, a scheduled one, and a planned task and feedback request', async () => {
    const token = await tokenOf('staff@demo.test');
    const { data, errors } = await gql(
      server,
      `{ emails { results { subject status recipientCount tracking { recipients delivered opened bounced } } }
         plannedActions(filter: { statuses: [PLANNED] }) { results { kind title } } }`,
      {},
      { tenant: slug, token },
    );
    expect(errors).toBeUndefined();
    const bySubject = Object.fromEntries(data.emails.results.map((e: any) => [e.subject, e]));
    const sent = bySubject['Demo Day logistics'];
    expect(sent.status).toBe('SENT');
    expect(sent.recipientCount).toBeGreaterThan(3);
    expect(sent.tracking.recipients).toBe(sent.recipientCount);
    expect(bySubject['Mentor office hours in March'].status).toBe('DRAFT');
    expect(bySubject['Monthly metrics are due on Friday'].status).toBe('SCHEDULED');
    expect(data.plannedActions.results.map((a: any) => a.kind).sort()).toEqual(['EMAIL', 'FEEDBACK_REQUEST', 'TASK']);
  });

  it('is the staff’s: a founder is refused', async () => {
    const { errors } = await gql(server, '{ emails { results { _id } } }', {}, { tenant: slug, token: await tokenOf('founder@demo.test') });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
