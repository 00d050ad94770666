import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 240_000);
afterAll(() => server.stop());

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

describe('the demo’s news feed', () => {
  it('has posts by every side over the last weeks, a pinned announcement, previews, a programme-only and a role-only post', async () => {
    const authors = await query(`
      SELECT DISTINCT r.type FROM community_posts p JOIN users u ON u.id = p.author_id JOIN roles r ON r.id = u.role_id
       WHERE p.incubator_id = :tenant AND p.root_id IS NULL ORDER BY 1`);
    expect(authors.map((a) => a.type)).toEqual(expect.arrayContaining(['admin', 'applicant', 'coach', 'cofounder', 'community_member', 'expert', 'mentor', 'staff', 'subadmin']));
    const [span] = await query(
      `SELECT min(created_at) < now() - interval '14 days' AS weeks, max(created_at) <= now() AS past FROM community_posts WHERE incubator_id = :tenant AND kind = 'POST'`,
    );
    expect(span).toEqual({ weeks: true, past: true });
    expect(await query(`SELECT count(*)::int AS n FROM community_posts WHERE incubator_id = :tenant AND is_pinned AND pinned_at IS NOT NULL`)).toEqual([{ n: 1 }]);
    const previews = await query(`SELECT link_preview->>'title' AS title FROM community_posts WHERE incubator_id = :tenant AND link_preview IS NOT NULL`);
    expect(previews).toHaveLength(2);
    const audiences = await query(
      `SELECT visibility, count(*)::int AS n FROM community_posts WHERE incubator_id = :tenant AND root_id IS NULL AND kind = 'POST' GROUP BY 1 ORDER BY 1`,
    );
    expect(audiences.map((a) => a.visibility)).toEqual(['EVERYONE', 'PROGRAM', 'ROLES']);
  });

  it('keeps the feed’s counts: reactions and replies as many as their rows, a mention recorded and told', async () => {
    const counts = await query(`
      SELECT p.id FROM community_posts p
       WHERE p.incubator_id = :tenant
         AND (p.reply_count <> (SELECT count(*) FROM community_posts c WHERE c.root_id = p.id)
           OR (SELECT coalesce(sum(value::int), 0) FROM jsonb_each_text(p.reaction_counts)) <> (SELECT count(*) FROM community_reactions r WHERE r.post_id = p.id))`);
    expect(counts).toEqual([]);
    const [reactions] = await query(
      `SELECT count(*)::int AS n, count(DISTINCT reaction)::int AS kinds, count(DISTINCT user_id)::int AS people FROM community_reactions WHERE incubator_id = :tenant`,
    );
    expect(reactions.n).toBeGreaterThan(40);
    expect(reactions.kinds).toBe(6);
    expect(reactions.people).toBeGreaterThan(15);
    expect((await query(`SELECT count(*)::int AS n FROM community_posts WHERE incubator_id = :tenant AND root_id IS NOT NULL AND parent_id <> root_id`))[0].n).toBeGreaterThan(0);
    expect(await query(`SELECT count(*)::int AS n FROM community_mentions WHERE incubator_id = :tenant`)).toEqual([{ n: 1 }]);
    expect(
      await query(`SELECT count(*)::int AS n FROM notifications WHERE incubator_id = :tenant AND notification_type = 'alikePeopleNoteCreated' AND url LIKE '/community/post/%'`),
    ).toEqual([{ n: 1 }]);
  });

  it('places the published events the feed can show as programme items', async () => {
    const items = await query(`
      SELECT p.visibility, e.status, e.series_id IS NOT NULL AS series FROM community_posts p JOIN incubator_events e ON e.id = p.subject_id
       WHERE p.incubator_id = :tenant AND p.kind = 'EVENT' ORDER BY 1`);
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.status === 'PUBLISHED')).toBe(true);
    expect(items.map((item) => item.visibility)).toEqual(expect.arrayContaining(['EVERYONE', 'PROGRAM', 'ROLES']));
    // The weekly office hour is one item, for its next occurrence.
    expect(items.filter((item) => item.series)).toHaveLength(1);
  });
});
