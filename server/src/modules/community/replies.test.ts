import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { buildCommunity, caller, codeOf, type Community, fieldsOf, notificationsOf, ok, post, REPLY, reply, THREAD } from './feed-fixtures.ts';

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

describe('threads', () => {
  it('keeps every reply under its post, however deep the chain, counted and paged oldest first', async () => {
    const root = await post(server, tenant, people.founderA, { content: '<p>Root</p>' });
    const first = await reply(server, tenant, people.founderB, root, '<p>1</p>');
    const second = await reply(server, tenant, people.staff, first, '<p>2</p>');
    const third = ok(await call(REPLY, { postId: root, parentId: second, content: '<p>3</p>' }, people.coach.token, tenant)).replyToPost;
    expect(third).toMatchObject({ rootId: root, parentId: second });
    const fourth = await reply(server, tenant, people.member, root, '<p>4</p>');
    const firstPage = ok(await call(THREAD, { id: root, limit: 3 }, people.applicant.token, tenant)).post;
    expect(firstPage.replyCount).toBe(4);
    expect(firstPage.replies.results.map((r: { _id: string }) => r._id)).toEqual([first, second, third._id]);
    expect(firstPage.replies.results.map((r: { parentId: string }) => r.parentId)).toEqual([root, first, second]);
    const next = ok(await call(THREAD, { id: root, limit: 3, cursor: firstPage.replies.next }, people.applicant.token, tenant)).post.replies;
    expect(next).toEqual({ next: null, results: [{ _id: fourth, parentId: root, rootId: root, content: '<p>4</p>' }] });
    // A reply's own replies field is empty: its thread is its post's.
    expect(ok(await call(THREAD, { id: first }, people.applicant.token, tenant)).post.replies.results).toEqual([]);
  });

  it('refuses a parent from another thread, and bad input, writing nothing', async () => {
    const one = await post(server, tenant, people.founderA, { content: '<p>One</p>' });
    const other = await post(server, tenant, people.founderA, { content: '<p>Other</p>' });
    const elsewhere = await reply(server, tenant, people.founderB, other, '<p>Elsewhere</p>');
    expect(fieldsOf(await call(REPLY, { postId: one, parentId: elsewhere, content: '<p>x</p>' }, people.founderB.token, tenant))).toEqual(['parentId']);
    expect(fieldsOf(await call(REPLY, { postId: one, parentId: 'nope', content: '<p>x</p>' }, people.founderB.token, tenant))).toEqual(['parentId']);
    expect(fieldsOf(await call(REPLY, { postId: one, content: '<p> </p>' }, people.founderB.token, tenant))).toEqual(['content']);
    expect(codeOf(await call(REPLY, { postId: one, content: `<p>${'x'.repeat(20_001)}</p>` }, people.founderB.token, tenant))).toBe('VALIDATION_ERROR');
    expect(ok(await call(THREAD, { id: one }, people.founderA.token, tenant)).post).toMatchObject({ replyCount: 0, replies: { results: [] } });
  });
});

describe('reply notifications', () => {
  it('tell the one answered, the post’s author and the others of the thread, with the right links', async () => {
    const own = await buildTenant(server);
    const p = await buildCommunity(own);
    const root = await post(server, own, p.founderA, { content: '<p>We closed our pilot!</p>' });
    const byCoach = await reply(server, own, p.coach, root, '<p>Congratulations</p>');
    const byMentor = await reply(server, own, p.mentorA, byCoach, '<p>Agreed with the coach</p>');
    const byFounderB = await reply(server, own, p.founderB, root, '<p>Well done</p>');

    const replies = await notificationsOf(own, 'newNoteReply');
    expect(replies).toEqual(
      expect.arrayContaining([
        { user_id: p.founderA.user.id, message_key: 'communityPost.reply', url: `/community/post/${root}/${byCoach}`, sender_id: p.coach.user.id },
        { user_id: p.coach.user.id, message_key: 'communityPost.replyToReply', url: `/community/post/${root}/${byMentor}`, sender_id: p.mentorA.user.id },
        { user_id: p.founderA.user.id, message_key: 'communityPost.replyInThread', url: `/community/post/${root}/${byMentor}`, sender_id: p.mentorA.user.id },
        { user_id: p.founderA.user.id, message_key: 'communityPost.reply', url: `/community/post/${root}/${byFounderB}`, sender_id: p.founderB.user.id },
      ]),
    );
    expect(replies).toHaveLength(4);
    const siblings = await notificationsOf(own, 'siblingNoteReply');
    expect(siblings.map((n) => [n.user_id, n.url])).toEqual(
      expect.arrayContaining([
        [p.coach.user.id, `/community/post/${root}?comment=${byFounderB}`],
        [p.mentorA.user.id, `/community/post/${root}?comment=${byFounderB}`],
      ]),
    );
    expect(siblings).toHaveLength(2);
  });

  it('tells only people who may still read the thread, never the replier', async () => {
    const own = await buildTenant(server);
    const p = await buildCommunity(own);
    const root = await post(server, own, p.founderA, { content: '<p>For A</p>', visibility: 'PROGRAM', programIds: [p.programA] });
    await reply(server, own, p.mentorA, root, '<p>From the mentor</p>');
    await reply(server, own, p.founderA, root, '<p>From the author</p>');
    // The mentor leaves programme A: the next reply does not reach them.
    await withTenant(server.services.pool, own.incubator.id, (db) =>
      db.delete(schema.userPrograms).where(and(eq(schema.userPrograms.userId, p.mentorA.user.id), eq(schema.userPrograms.programId, p.programA))),
    );
    await reply(server, own, p.staff, root, '<p>From the staff</p>');
    const siblings = await notificationsOf(own, 'siblingNoteReply');
    expect(siblings.map((n) => n.user_id)).toEqual([p.mentorA.user.id]);
    const replies = await notificationsOf(own, 'newNoteReply');
    expect(replies.every((n) => n.user_id === p.founderA.user.id)).toBe(true);
    expect(replies).toHaveLength(2);
  });
});
