import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type TestServer } from '../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 60_000);
afterAll(() => server.stop());

async function signIn(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  expect(answer.status, email).toBe(200);
  return answer.body.token;
}

const ROLES = ['admin', 'admincoach', 'subadmin', 'staff', 'coach', 'mentor', 'expert', 'evaluator', 'founder', 'applicant', 'member'];
const TASKS = '{ myTasksPaginated(queryOptions: { completionStatus: "PENDING" }, limit: 50) { totalCount results { name taskType dueDate } } }';

describe('the demo tenant', () => {
  it('gives every role pending tasks to look at', async () => {
    for (const role of ROLES) {
      const answer = await gql(server, TASKS, {}, { tenant: slug, token: await signIn(`${role}@demo.test`) });
      expect(answer.errors, role).toBeUndefined();
      expect(answer.data.myTasksPaginated.totalCount, role).toBeGreaterThan(0);
    }
  });

  it('has a founder with team tasks, overdue ones and the automatic profile tasks', async () => {
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('founder@demo.test') })).data.myTasksPaginated;
    const types = results.map((t: any) => t.taskType);
    expect(types).toEqual(expect.arrayContaining(['normal', 'completeUserProfile', 'completeStartupProfile']));
    expect(results.map((t: any) => t.name)).toContain('Upload your pitch deck v3');
    expect(results.some((t: any) => new Date(t.dueDate) < new Date())).toBe(true);
  });

  it('leaves staff with complete profiles without the profile task', async () => {
    const { results } = (await gql(server, TASKS, {}, { tenant: slug, token: await signIn('staff@demo.test') })).data.myTasksPaginated;
    expect(results.map((t: any) => t.taskType)).not.toContain('completeUserProfile');
  });
});
