import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { readTenantFeeds } from '../modules/community/rss-schedule.ts';
import { createDemoTenant } from './demo.ts';
import { DEMO_NEWS_PATH } from './demo-news.ts';

let server: TestServer;
let incubator: IncubatorRow;

beforeAll(async () => {
  server = await startTestServer();
  incubator = await createDemoTenant(server.services, `demo-${randomUUID().slice(0, 8)}`);
}, 180_000);
afterAll(() => server.stop());

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '$1'), [incubator.id])).rows;

describe('the demo’s RSS feed', () => {
  it('follows the server’s own feed, subscribed by the programme manager, its items already posted', async () => {
    const feeds = await query(`SELECT f.url, f.title, f.enabled, f.last_error, u.email FROM rss_feeds f JOIN users u ON u.id = f.created_by WHERE f.incubator_id = :tenant`);
    expect(feeds).toEqual([
      { url: `${server.services.config.baseUrl}${DEMO_NEWS_PATH}`, title: 'Startup ecosystem news', enabled: true, last_error: null, email: 'staff@demo.test' },
    ]);
    const posts = await query(
      `SELECT p.data->>'title' AS title, p.created_at, p.visibility, p.author_id, i.post_id = p.id AS linked
         FROM community_posts p JOIN rss_feed_items i ON i.id = p.subject_id
        WHERE p.incubator_id = :tenant AND p.kind = 'RSS' ORDER BY p.created_at DESC`,
    );
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(posts.length).toBeLessThanOrEqual(10);
    for (const post of posts) {
      expect(post).toMatchObject({ visibility: 'EVERYONE', author_id: null, linked: true });
      expect(Date.now() - new Date(post.created_at).getTime()).toBeLessThan(45 * 86_400_000);
    }
    expect(posts[0].title).toBe('Climate-tech funding rebounds as early-stage rounds grow');
  });

  it('is read again at its address by the schedule without posting anything twice', async () => {
    const before = await query(`SELECT count(*)::int AS n FROM community_posts WHERE incubator_id = :tenant AND kind = 'RSS'`);
    expect(await readTenantFeeds(server.services, incubator, new Date(Date.now() + 86_400_000))).toBe(1);
    expect(await query(`SELECT last_error FROM rss_feeds WHERE incubator_id = :tenant`)).toEqual([{ last_error: null }]);
    expect(await query(`SELECT count(*)::int AS n FROM community_posts WHERE incubator_id = :tenant AND kind = 'RSS'`)).toEqual(before);
  });
});
