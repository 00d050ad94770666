import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildTenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription } from '../../../test/live.ts';
import { setGrant } from '../startups/test-support.ts';
import { buildCommunity, caller, DELETE, ok, post, REACT, reply, UPDATE } from './feed-fixtures.ts';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const LIVE = 'subscription { newsFeedUpdated { type postId rootId post { _id content visibility replyCount reactions { reaction count } } } }';
const update = (event: any) => {
  const u = event.data?.newsFeedUpdated;
  return u ? { type: u.type, postId: u.postId, rootId: u.rootId, post: u.post ? u.post._id : null } : event;
};

describe('newsFeedUpdated', () => {
  it('brings each subscriber the posts, replies, reactions, edits and deletions they may read, and nothing else', async () => {
    const on = await buildTenant(server);
    const p = await buildCommunity(on);
    const founderA = await liveSubscription(server, { tenant: on.slug, token: p.founderA.token }, LIVE);
    const founderB = await liveSubscription(server, { tenant: on.slug, token: p.founderB.token }, LIVE);
    const staff = await liveSubscription(server, { tenant: on.slug, token: p.staff.token }, LIVE);
    try {
      const forA = await post(server, on, p.founderA, { content: '<p>For A</p>', visibility: 'PROGRAM', programIds: [p.programA] });
      expect(update(await eventAt(founderA, 0))).toEqual({ type: 'ADDED', postId: forA, rootId: null, post: forA });
      expect(update(await eventAt(staff, 0))).toEqual({ type: 'ADDED', postId: forA, rootId: null, post: forA });

      const open = await post(server, on, p.staff, { content: '<p>For all</p>' });
      expect(update(await eventAt(founderB, 0))).toEqual({ type: 'ADDED', postId: open, rootId: null, post: open });
      expect(update(await eventAt(founderA, 1))).toEqual({ type: 'ADDED', postId: open, rootId: null, post: open });

      ok(await call(REACT, { postId: open, reaction: 'ROCKET' }, p.founderA.token, on));
      const reacted = await eventAt(founderB, 1);
      expect(update(reacted)).toEqual({ type: 'UPDATED', postId: open, rootId: null, post: open });
      expect((reacted as any).data.newsFeedUpdated.post.reactions).toEqual([{ reaction: 'ROCKET', count: 1 }]);

      const answer = await reply(server, on, p.founderB, open, '<p>A reply</p>');
      expect(update(await eventAt(staff, 3))).toEqual({ type: 'ADDED', postId: answer, rootId: open, post: answer });

      // Narrowed to programme A, the post leaves B's feed and changes in A's; widened again, it comes back to B.
      ok(await call(UPDATE, { postId: open, data: { content: '<p>For A now</p>', visibility: 'PROGRAM', programIds: [p.programA] } }, p.staff.token, on));
      expect(update(await eventAt(founderB, 3))).toEqual({ type: 'REMOVED', postId: open, rootId: null, post: null });
      expect(update(await eventAt(founderA, 4))).toEqual({ type: 'UPDATED', postId: open, rootId: null, post: open });
      ok(await call(UPDATE, { postId: open, data: { content: '<p>For all again</p>' } }, p.staff.token, on));
      expect(update(await eventAt(founderB, 4))).toEqual({ type: 'ADDED', postId: open, rootId: null, post: open });

      ok(await call(DELETE, { postId: forA }, p.founderA.token, on));
      expect(update(await eventAt(staff, 6))).toEqual({ type: 'REMOVED', postId: forA, rootId: null, post: null });

      expect(await eventsWithin(founderB, 800)).toEqual([]);
      expect(founderB.events.map(update).map((e: any) => [e.type, e.postId])).toEqual([
        ['ADDED', open],
        ['UPDATED', open],
        ['ADDED', answer],
        ['REMOVED', open],
        ['ADDED', open],
      ]);
    } finally {
      await founderA.close();
      await founderB.close();
      await staff.close();
    }
  });

  it('stops for a subscriber who lost NEWS_FEED:VIEW, and never crosses tenants', async () => {
    const on = await buildTenant(server);
    const other = await buildTenant(server);
    const p = await buildCommunity(on);
    const q = await buildCommunity(other);
    const founder = await liveSubscription(server, { tenant: on.slug, token: p.founderA.token }, LIVE);
    const stranger = await liveSubscription(server, { tenant: other.slug, token: q.staff.token }, LIVE);
    try {
      const first = await post(server, on, p.staff, { content: '<p>First</p>' });
      expect(update(await eventAt(founder, 0))).toMatchObject({ type: 'ADDED', postId: first });
      await setGrant(server, on, 'cofounder', 'NEWS_FEED:VIEW', 'NONE');
      await post(server, on, p.staff, { content: '<p>Second</p>' });
      expect(await eventsWithin(founder, 800)).toEqual([]);
      expect(stranger.events).toEqual([]);
    } finally {
      await founder.close();
      await stranger.close();
    }
  });
});
