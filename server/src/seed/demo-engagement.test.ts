import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let incubator: IncubatorRow;

beforeAll(async () => {
  server = await startTestServer();
  incubator = await createDemoTenant(server.services, `demo-${randomUUID().slice(0, 8)}`);
}, 180_000);
afterAll(() => server.stop());

async function as(email: string) {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: incubator.slug });
  return (query: string, variables: Record<string, unknown> = {}) => gql(server, query, variables, { tenant: incubator.slug, token: answer.body.token });
}

describe('the demo’s saved views and engagement', () => {
  it('offers a shared view on each list, and each applies to the demo’s own records', async () => {
    const staff = await as('staff@demo.test');
    const views = async (list: string) => (await staff(`query($list: SavedViewList!) { savedViews(list: $list) { name shared filters } }`, { list })).data.savedViews;
    const [shortlist] = await views('applications');
    const [mentors] = await views('users');
    const [fintech] = await views('startups');
    expect([shortlist.name, mentors.name, fintech.name]).toEqual(['Shortlist to review', 'Mentors', 'Fintech in cohort 2026']);
    const { filter, sort } = JSON.parse(fintech.filters);
    const startups = (await staff('query($filter: StartupFilter, $sort: StartupSort) { startups(filter: $filter, sort: $sort) { results { name } } }', { filter, sort })).data
      .startups;
    expect(startups.results.map((s: any) => s.name)).toEqual(['CarbonLedger', 'LedgerLeaf']);
    const people = JSON.parse(mentors.filters);
    const users = (await staff('query($filter: UsersFilter) { users(filter: $filter) { results { email } } }', { filter: people.filter })).data.users;
    expect(users.results.map((u: any) => u.email)).toContain('mentor@demo.test');
    const pending = JSON.parse(shortlist.filters);
    const applications = (await staff('query($filter: ApplicationFilter) { applications(filter: $filter) { totalCount } }', { filter: pending.filter })).data.applications;
    expect(applications.totalCount).toBeGreaterThan(0);
  });

  it('draws a year of GreenLoop’s engagement for the programme', async () => {
    const staff = await as('staff@demo.test');
    const [greenLoop] = (await staff('{ startups(filter: { search: "GreenLoop" }) { results { _id } } }')).data.startups.results;
    const to = new Date().toISOString().slice(0, 10);
    const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4, 8)}01`;
    const answer = await staff(
      'query($id: ID!, $from: String, $to: String) { startupEngagement(startupId: $id, from: $from, to: $to, interval: MONTH) { team { signIns } totals { signIns tasksDone posts } founders { person { fullName } } } }',
      { id: greenLoop._id, from, to },
    );
    const engagement = answer.data.startupEngagement;
    expect(engagement.founders.map((f: any) => f.person.fullName).sort()).toEqual(['Ana Costa', 'Emre Yilmaz']);
    expect(engagement.team.filter((p: any) => p.signIns > 0).length).toBeGreaterThanOrEqual(12);
    expect(engagement.totals.signIns).toBeGreaterThan(100);
  });
});
