import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { buildCommunity, caller, type Community, notificationsOf, ok, POST, post, REACT, reply, UNREACT } from './feed-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let people: Community;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server);
  people = await buildCommunity(tenant);
});
afterAll(() => server.stop());

async function storedReactions(on: Tenant, postId: string) {
  return withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select()
      .from(schema.communityReactions)
      .where(and(eq(schema.communityReactions.incubatorId, on.incubator.id), eq(schema.communityReactions.postId, postId))),
  );
}

const reactionsOf = async (postId: string, token: string) => ok(await call(POST, { id: postId }, token, tenant)).post.reactions;

describe('reactions', () => {
  it('count one of each kind per person, however many times it is sent at once', async () => {
    const id = await post(server, tenant, people.founderA, { content: '<p>React twenty times</p>' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(REACT, { postId: id, reaction: 'FIRE' }, people.founderB.token, tenant)));
    for (const answer of answers) ok(answer);
    expect(await reactionsOf(id, people.founderB.token)).toEqual([{ reaction: 'FIRE', count: 1, viewerReacted: true }]);
    expect(await storedReactions(tenant, id)).toHaveLength(1);
  });

  it('count every person once when twenty react at once, with two kinds each', async () => {
    const own = await buildTenant(server);
    const author = await buildSignedInUser(own, { roleType: 'staff' });
    const crowd = [];
    for (let i = 0; i < 20; i++) crowd.push(await buildSignedInUser(own, { roleType: i % 2 ? 'cofounder' : 'mentor' }));
    const id = await post(server, own, author, { content: '<p>Everyone react</p>' });
    // Twenty at once, three times: everyone's LIKE, everyone's ROCKET, then each of them again.
    for (const kinds of [['LIKE'], ['ROCKET'], ['LIKE', 'ROCKET']]) {
      const answers = await Promise.all(crowd.map((person, i) => call(REACT, { postId: id, reaction: kinds[i % kinds.length] }, person.token, own)));
      for (const answer of answers) ok(answer);
    }
    const seen = ok(await call(POST, { id }, author.token, own)).post.reactions;
    expect(seen).toEqual([
      { reaction: 'LIKE', count: 20, viewerReacted: false },
      { reaction: 'ROCKET', count: 20, viewerReacted: false },
    ]);
    expect(await storedReactions(own, id)).toHaveLength(40);
    // The author hears of each person once.
    const told = await notificationsOf(own, 'newReaction');
    expect(told).toHaveLength(20);
    expect(new Set(told.map((n) => n.sender_id)).size).toBe(20);
    expect(told.every((n) => n.user_id === author.user.id && n.url === `/community/post/${id}`)).toBe(true);
  });

  it('are taken back one at a time, and never below nothing', async () => {
    const id = await post(server, tenant, people.founderA, { content: '<p>Take it back</p>' });
    ok(await call(REACT, { postId: id, reaction: 'HEART' }, people.founderB.token, tenant));
    ok(await call(REACT, { postId: id, reaction: 'HEART' }, people.staff.token, tenant));
    ok(await call(REACT, { postId: id, reaction: 'CHECK' }, people.staff.token, tenant));
    const removed = await Promise.all(Array.from({ length: 5 }, () => call(UNREACT, { postId: id, reaction: 'HEART' }, people.staff.token, tenant)));
    expect(ok(removed[0]).removeReaction._id).toBe(id);
    expect(await reactionsOf(id, people.staff.token)).toEqual([
      { reaction: 'HEART', count: 1, viewerReacted: false },
      { reaction: 'CHECK', count: 1, viewerReacted: true },
    ]);
    ok(await call(UNREACT, { postId: id, reaction: 'CHECK' }, people.staff.token, tenant));
    ok(await call(UNREACT, { postId: id, reaction: 'CHECK' }, people.staff.token, tenant));
    expect(await reactionsOf(id, people.staff.token)).toEqual([{ reaction: 'HEART', count: 1, viewerReacted: false }]);
    expect((await call(REACT, { postId: id, reaction: 'KISS' }, people.staff.token, tenant)).errors).toBeDefined();
  });
});

describe('reaction notifications', () => {
  it('tell the author once per person, never of their own, with the thread’s post as link', async () => {
    const own = await buildTenant(server);
    const p = await buildCommunity(own);
    const id = await post(server, own, p.founderA, { content: '<p>Our first customer!</p>' });
    ok(await call(REACT, { postId: id, reaction: 'HOORAY' }, p.coach.token, own));
    ok(await call(UNREACT, { postId: id, reaction: 'HOORAY' }, p.coach.token, own));
    ok(await call(REACT, { postId: id, reaction: 'HOORAY' }, p.coach.token, own));
    ok(await call(REACT, { postId: id, reaction: 'ROCKET' }, p.coach.token, own));
    ok(await call(REACT, { postId: id, reaction: 'LIKE' }, p.founderA.token, own));
    const answer = await reply(server, own, p.founderB, id, '<p>Bravo</p>');
    ok(await call(REACT, { postId: answer, reaction: 'LIKE' }, p.coach.token, own));
    expect(await notificationsOf(own, 'newReaction')).toEqual([
      { user_id: p.founderA.user.id, message_key: 'communityPost.reaction', url: `/community/post/${id}`, sender_id: p.coach.user.id },
      { user_id: p.founderB.user.id, message_key: 'communityPost.reactionToReply', url: `/community/post/${id}`, sender_id: p.coach.user.id },
    ]);
  });
});
