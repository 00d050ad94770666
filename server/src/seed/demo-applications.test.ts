import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@seedbed/contracts/applications';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 180_000);
afterAll(() => server.stop());

async function signIn(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  expect(answer.status, email).toBe(200);
  return answer.body.token;
}

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

describe('the demo’s application funnels', () => {
  it('holds sixty applications in every status, over two funnels', async () => {
    const funnels = await query('SELECT name, slug, status FROM funnels WHERE incubator_id = :tenant ORDER BY name');
    expect(funnels).toEqual([
      { name: 'Autumn 2026 Cohort', slug: 'autumn-2026', status: 'closed' },
      { name: 'Spring 2027 Accelerator', slug: 'spring-2027', status: 'open' },
    ]);
    const statuses = await query('SELECT status, count(*)::int AS n FROM applications WHERE incubator_id = :tenant GROUP BY status');
    expect(statuses.reduce((sum, row) => sum + row.n, 0)).toBe(60);
    expect(statuses.map((row) => row.status).sort()).toEqual([...APPLICATION_STATUSES].sort());
    const rounds = await query(
      `SELECT f.name AS funnel, r.name, r.meeting, r.assignment, jsonb_array_length(r.criteria) AS criteria FROM funnel_rounds r JOIN funnels f ON f.id = r.funnel_id
       WHERE r.incubator_id = :tenant AND f.slug = 'spring-2027' ORDER BY r.position`,
    );
    expect(rounds.map((r) => r.name)).toEqual(['Application', 'Interview', 'Final committee']);
    expect(rounds[0]).toMatchObject({ assignment: 'random', criteria: 3 });
    expect(rounds[1].meeting).toBe(true);
  });

  it('keeps the invariants: counters, scores and decisions agree with the rows behind them', async () => {
    const counters = await query(
      `SELECT a.id FROM applications a
       WHERE a.incubator_id = :tenant AND a.evaluations_done <> (SELECT count(*) FROM application_evaluations e WHERE e.application_id = a.id AND e.round_id = a.round_id AND e.status = 'submitted')`,
    );
    expect(counters).toEqual([]);
    const scores = await query(
      `SELECT a.id FROM applications a
       WHERE a.incubator_id = :tenant AND a.score IS DISTINCT FROM (SELECT avg(e.total) FROM application_evaluations e WHERE e.application_id = a.id AND e.round_id = a.round_id AND e.status = 'submitted')`,
    );
    expect(scores).toEqual([]);
    const pending = await query(`SELECT id FROM applications WHERE incubator_id = :tenant AND status = 'pending_decision' AND evaluations_done < evaluations_needed`);
    expect(pending).toEqual([]);
    const decided = await query(
      `SELECT a.status, d.decision FROM applications a LEFT JOIN application_decisions d ON d.application_id = a.id AND d.round_id = a.round_id
       WHERE a.incubator_id = :tenant AND a.status IN ('accepted', 'rejected', 'delay_rejected')`,
    );
    for (const row of decided) expect({ accepted: 'accept', rejected: 'reject', delay_rejected: 'delay_reject' }[row.status as string]).toBe(row.decision);
    const accepted = await query(`SELECT startup_id FROM applications WHERE incubator_id = :tenant AND status = 'accepted'`);
    expect(accepted.length).toBeGreaterThan(0);
    for (const row of accepted) expect(row.startup_id).not.toBeNull();
    const answers = await query(
      `SELECT count(*)::int AS n FROM applications a WHERE a.incubator_id = :tenant AND a.status <> 'draft'
       AND NOT EXISTS (SELECT 1 FROM form_submissions s WHERE s.subject_kind = 'application' AND s.subject_id = a.id AND s.status = 'submitted')`,
    );
    expect(answers[0].n).toBe(0);
    const comments = await query(`SELECT is_private, count(*)::int AS n FROM application_activities WHERE incubator_id = :tenant AND kind = 'comment' GROUP BY is_private`);
    expect(comments).toHaveLength(2);
  });

  it('gives the demo applicant one draft, half answered', async () => {
    const rows = await query(
      `SELECT a.status, a.name, s.status AS answers, s.answers AS saved FROM applications a JOIN users u ON u.id = a.applicant_id
       LEFT JOIN form_submissions s ON s.subject_kind = 'application' AND s.subject_id = a.id
       WHERE a.incubator_id = :tenant AND u.email = 'applicant@demo.test'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'draft', name: 'Tidewise', answers: 'draft' });
    expect(Object.keys(rows[0].saved).length).toBeGreaterThan(3);
  });

  it('gives the demo evaluator a queue with evaluations done and several to do, each a task', async () => {
    const queue = await query(
      `SELECT e.status, count(*)::int AS n FROM application_evaluations e JOIN users u ON u.id = e.evaluator_id
       WHERE e.incubator_id = :tenant AND u.email = 'evaluator@demo.test' GROUP BY e.status`,
    );
    const by = Object.fromEntries(queue.map((row) => [row.status, row.n]));
    expect(by.submitted).toBeGreaterThan(5);
    expect(by.assigned).toBeGreaterThan(3);
    const tasks = await query(
      `SELECT count(*)::int AS n FROM tasks t JOIN task_assignees a ON a.task_id = t.id JOIN users u ON u.id = a.user_id
       WHERE t.incubator_id = :tenant AND t.task_type = 'evaluation' AND u.email = 'evaluator@demo.test' AND NOT a.done`,
    );
    expect(tasks[0].n).toBeGreaterThan(3);
  });

  it('shows staff the spring funnel’s dashboard', async () => {
    const token = await signIn('staff@demo.test');
    const [spring] = await query(`SELECT id FROM funnels WHERE incubator_id = :tenant AND slug = 'spring-2027'`);
    const answer = await gql(
      server,
      'query D($id: ID) { applicationsDashboard(funnelId: $id) { total rounds { name entered submitted accepted rejected } evaluators { evaluator { fullName } assigned done } } }',
      { id: spring.id },
      { tenant: slug, token },
    );
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data.applicationsDashboard;
    expect(dashboard.total).toBe(47);
    expect(dashboard.rounds.map((r: { name: string }) => r.name)).toEqual(['Application', 'Interview', 'Final committee']);
    expect(dashboard.rounds[0].entered).toBe(47);
    expect(dashboard.evaluators.some((e: { evaluator: { fullName: string } }) => e.evaluator.fullName === 'Olena Kovalenko')).toBe(true);
  });
});
