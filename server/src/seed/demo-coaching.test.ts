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
}, 180_000);
afterAll(() => server.stop());

async function signIn(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  expect(answer.status, email).toBe(200);
  return answer.body.token;
}

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

const PORTFOLIO = '{ coachingPortfolio(limit: 50) { results { startup { _id name } sessionsCount hoursRemainingMinutes nextSession { _id } lastSession { _id } } } }';

describe('the demo’s coaching', () => {
  it('has past and coming sessions whose rows keep the services’ rules', async () => {
    const sessions = await query('SELECT starts_at < now() AS past, count(*)::int AS n FROM coaching_sessions WHERE incubator_id = :tenant GROUP BY 1 ORDER BY 1');
    expect(sessions).toEqual([
      { past: false, n: 6 },
      { past: true, n: 12 },
    ]);
    // Every person's row carries its session's start; every session holds its host's time, once.
    expect(
      await query(
        'SELECT count(*)::int AS n FROM coaching_session_people p JOIN coaching_sessions s ON s.id = p.session_id WHERE s.incubator_id = :tenant AND p.starts_at <> s.starts_at',
      ),
    ).toEqual([{ n: 0 }]);
    expect(await query("SELECT count(*)::int AS n FROM calendar_holds WHERE incubator_id = :tenant AND source = 'coaching'")).toEqual([{ n: 18 }]);
    const notes = await query(
      "SELECT count(*)::int AS n FROM coaching_sessions WHERE incubator_id = :tenant AND starts_at < now() AND editor <> '' AND estimated_duration IS NOT NULL",
    );
    expect(notes).toEqual([{ n: 12 }]);
    const evaluations = await query("SELECT count(*)::int AS n FROM form_submissions WHERE incubator_id = :tenant AND subject_kind = 'coachingSession' AND status = 'submitted'");
    expect(evaluations[0].n).toBeGreaterThan(10);
    expect(await query('SELECT status FROM coaching_invites WHERE incubator_id = :tenant ORDER BY status')).toEqual([{ status: 'EXPIRED' }, { status: 'PENDING' }]);
    const slots = await query('SELECT user_id, count(*)::int AS n FROM availability_slots WHERE incubator_id = :tenant GROUP BY user_id');
    expect(slots.map((s) => s.n)).toEqual([8, 8]);
  });

  it("shows the coach a portfolio with sessions and the startups' hours", async () => {
    const answer = await gql(server, PORTFOLIO, {}, { tenant: slug, token: await signIn('coach@demo.test') });
    expect(answer.errors).toBeUndefined();
    const results = answer.data.coachingPortfolio.results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r: any) => r.nextSession && r.lastSession && r.sessionsCount > 1)).toBe(true);
    expect(results.some((r: any) => r.hoursRemainingMinutes !== null)).toBe(true);
  });

  it('gives three startups coaching hours and suggests mentors to the staff', async () => {
    const token = await signIn('staff@demo.test');
    const staffView = (await gql(server, PORTFOLIO, {}, { tenant: slug, token })).data.coachingPortfolio.results;
    expect(staffView.filter((r: any) => r.hoursRemainingMinutes !== null)).toHaveLength(3);
    const suggestions = await gql(
      server,
      'query($id: ID!) { mentorSuggestions(startupId: $id) { mentor { _id } score reasons { kind } } }',
      { id: staffView[0].startup._id },
      { tenant: slug, token },
    );
    expect(suggestions.errors).toBeUndefined();
    expect(suggestions.data.mentorSuggestions.length).toBeGreaterThan(0);
  });
});
