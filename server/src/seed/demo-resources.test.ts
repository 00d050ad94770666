import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 180_000);
afterAll(() => server.stop());

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

async function tokenOf(email: string): Promise<string> {
  const answer = await rest<{ token: string }>(server, 'POST', '/auth/local', { email, password: DEMO_PASSWORD }, { tenant: slug });
  return answer.body.token;
}

const SECTIONS = 'query { resourceSections { title resourceCount resources { kind title file { name } article { title } } } }';

describe('the demo’s resource library', () => {
  it('has three sections of articles, files and links, and five articles of which one is a draft', async () => {
    const articles = await query(`SELECT status, count(*)::int AS n FROM articles WHERE incubator_id = :tenant GROUP BY 1 ORDER BY 1`);
    expect(articles).toEqual([
      { status: 'DRAFT', n: 1 },
      { status: 'PUBLISHED', n: 4 },
    ]);
    const kinds = await query(
      `SELECT s.title, array_agg(r.kind ORDER BY r.position) AS kinds, array_agg(r.position ORDER BY r.position) AS places
         FROM resource_sections s JOIN resources r ON r.section_id = s.id WHERE s.incubator_id = :tenant GROUP BY s.title, s.position ORDER BY s.position`,
    );
    expect(kinds).toEqual([
      { title: 'Getting started', kinds: ['INTERNAL', 'FILE', 'LINK', 'LINK'], places: [0, 1, 2, 3] },
      { title: 'Fundraising', kinds: ['INTERNAL', 'INTERNAL', 'LINK'], places: [0, 1, 2] },
      { title: 'Founders only', kinds: ['INTERNAL', 'FILE'], places: [0, 1] },
    ]);
    // Files are stored and the resources' own; published articles are announced in the feed, in the past.
    const files = await query(
      `SELECT count(*)::int AS n FROM attachments a JOIN resources r ON r.attachment_id = a.id AND a.reference_id = r.id::text WHERE r.incubator_id = :tenant`,
    );
    expect(files).toEqual([{ n: 2 }]);
    const posts = await query(
      `SELECT count(*)::int AS n, bool_and(created_at < now() - interval '1 day') AS past FROM community_posts WHERE incubator_id = :tenant AND kind = 'ARTICLE'`,
    );
    expect(posts).toEqual([{ n: 4, past: true }]);
  });

  it('keeps "Founders only" for the Climate Accelerator’s co-founders', async () => {
    const read = async (email: string) =>
      (await gql(server, SECTIONS, {}, { tenant: slug, token: await tokenOf(email) })).data.resourceSections as Array<{ title: string; resourceCount: number }>;
    const climateFounder = await read('founder@demo.test');
    expect(climateFounder.map((s) => s.title)).toEqual(['Getting started', 'Fundraising', 'Founders only']);
    const healthFounder = await read('karim.benali@demo.test');
    expect(healthFounder.map((s) => s.title)).toEqual(['Getting started', 'Fundraising']);
    const mentor = await read('mentor@demo.test');
    expect(mentor.map((s) => s.title)).toEqual(['Getting started', 'Fundraising']);
    expect(mentor[0].resourceCount).toBe(4);
  });
});
