import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, rest, type GqlAnswer, type TestServer } from '../../test/harness.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 90_000);
afterAll(() => server.stop());

const FEED = 'query F($cursor: String) { activityFeed(cursor: $cursor, limit: 100) { results { kind createdAt actor { fullName } summary } next } }';

type Row = { kind: string; createdAt: string; actor: { fullName: string } | null; summary: string };

describe("the demo tenant's activity feed", () => {
  it('tells a week of organisation changes and task work, made by real people through real services', async () => {
    const signIn = await rest<{ token: string }>(server, 'POST', '/auth/local', { email: 'admin@demo.test', password: DEMO_PASSWORD }, { tenant: slug });
    // The whole feed, page after page: every feature of the demo adds its own recent activity.
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const answer: GqlAnswer<{ activityFeed: { results: Row[]; next: string | null } }> = await gql(server, FEED, { cursor }, { tenant: slug, token: signIn.body.token });
      expect(answer.errors).toBeUndefined();
      rows.push(...answer.data!.activityFeed.results);
      cursor = answer.data!.activityFeed.next;
    } while (cursor);
    const summaries = rows.map((r) => r.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/changed the organisation's address and terms of service link$/),
        expect.stringMatching(/added the industry “Mobility”$/),
        expect.stringMatching(/invited Nadia Rahman as Mentor$/),
        expect.stringMatching(/created the task “.+”$/),
        expect.stringMatching(/completed the task “.+”$/),
      ]),
    );
    const days = new Set(rows.map((r) => r.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    // The admin set the organisation up before people started on tasks: older, so further down.
    const setUp = rows.findIndex((r) => r.kind === 'organisation.updated');
    const personTasks = rows.flatMap((r, i) => (r.kind === 'task.created' && r.actor ? [i] : []));
    expect(personTasks.length).toBeGreaterThan(5);
    expect(personTasks.every((i) => i < setUp)).toBe(true);
  });
});
