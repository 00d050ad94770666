import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';
import { buildCommunity, caller, codeOf, type Community, DELETE, FEED, feedIds, fieldsOf, ok, PIN, POST, post, REACT, REPLY, reply, THREAD } from './feed-fixtures.ts';

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

describe('who reads which post', () => {
  let everyone: string;
  let programA: string;
  let programB: string;
  let roles: string;
  let replyInA: string;

  beforeAll(async () => {
    everyone = await post(server, tenant, people.founderA, { content: '<p>Hello everyone</p>' });
    programA = await post(server, tenant, people.founderA, { content: '<p>Only for programme A</p>', visibility: 'PROGRAM', programIds: [people.programA] });
    programB = await post(server, tenant, people.staff, { content: '<p>Only for programme B</p>', visibility: 'PROGRAM', programIds: [people.programB] });
    roles = await post(server, tenant, people.staff, { content: '<p>Mentors and applicants</p>', visibility: 'ROLES', roleTypes: ['mentor', 'applicant'] });
    replyInA = await reply(server, tenant, people.mentorA, programA, '<p>A reply in A</p>');
  });

  const expectations: Array<[keyof Community, string[]]> = [
    ['staff', ['everyone', 'programA', 'programB', 'roles']],
    ['coach', ['everyone', 'programA', 'programB', 'roles']],
    ['subadmin', ['everyone', 'programA', 'programB', 'roles']],
    ['founderA', ['everyone', 'programA']],
    ['founderB', ['everyone', 'programB']],
    ['mentorA', ['everyone', 'programA', 'roles']],
    ['expertAdminB', ['everyone', 'programB']],
    ['applicant', ['everyone', 'roles']],
    ['member', ['everyone']],
  ];

  it.each(expectations)('%s reads exactly the posts meant for them, in the feed and one by one', async (who, readable) => {
    const person = people[who] as Community['staff'];
    const ids = { everyone, programA, programB, roles };
    const expected = readable.map((name) => ids[name as keyof typeof ids]);
    const seen = await feedIds(server, tenant, person.token);
    expect(seen.filter((id) => Object.values(ids).includes(id)).sort()).toEqual([...expected].sort());
    for (const [name, id] of Object.entries(ids)) {
      const answer = await call(POST, { id }, person.token, tenant);
      if (readable.includes(name)) expect(ok(answer).post._id).toBe(id);
      else expect(codeOf(answer), `${who} reads ${name}`).toBe('NOT_FOUND');
    }
  });

  it('gives replies the readers of their post: by id, in the thread, and for replying or reacting', async () => {
    expect(ok(await call(POST, { id: replyInA }, people.founderA.token, tenant)).post).toMatchObject({ _id: replyInA, rootId: programA, parentId: programA });
    const thread = ok(await call(THREAD, { id: programA }, people.staff.token, tenant)).post;
    expect(thread.replies.results.map((r: { _id: string }) => r._id)).toEqual([replyInA]);
    for (const outsider of [people.founderB, people.member, people.expertAdminB]) {
      expect(codeOf(await call(POST, { id: replyInA }, outsider.token, tenant))).toBe('NOT_FOUND');
      expect(codeOf(await call(REPLY, { postId: replyInA, content: '<p>Let me in</p>' }, outsider.token, tenant))).toBe('NOT_FOUND');
      expect(codeOf(await call(REACT, { postId: replyInA, reaction: 'LIKE' }, outsider.token, tenant))).toBe('NOT_FOUND');
    }
  });

  it('answers NOT_FOUND for another tenant’s posts and for malformed ids, and leaves them alone', async () => {
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    for (const id of [everyone, replyInA, 'not-an-id']) {
      expect(codeOf(await call(POST, { id }, stranger.token, other))).toBe('NOT_FOUND');
      expect(codeOf(await call(REACT, { postId: id, reaction: 'LIKE' }, stranger.token, other))).toBe('NOT_FOUND');
      expect(codeOf(await call(REPLY, { postId: id, content: '<p>Hi</p>' }, stranger.token, other))).toBe('NOT_FOUND');
      expect(codeOf(await call(DELETE, { postId: id }, stranger.token, other))).toBe('NOT_FOUND');
      expect(codeOf(await call(PIN, { postId: id, pinned: true }, stranger.token, other))).toBe('NOT_FOUND');
    }
    expect(await feedIds(server, other, stranger.token)).toEqual([]);
    expect(ok(await call(POST, { id: everyone }, people.founderA.token, tenant)).post.reactions).toEqual([]);
  });

  it('filters by author, kind and programme within what the viewer reads', async () => {
    const byFounder = await feedIds(server, tenant, people.staff.token, { authorId: people.founderA.user.id });
    expect(byFounder.sort()).toEqual([everyone, programA].sort());
    expect(await feedIds(server, tenant, people.founderB.token, { authorId: people.founderA.user.id })).toEqual([everyone]);
    expect(await feedIds(server, tenant, people.staff.token, { programId: people.programB })).toEqual([programB]);
    expect(await feedIds(server, tenant, people.founderA.token, { programId: people.programB })).toEqual([]);
    expect(await feedIds(server, tenant, people.staff.token, { kind: 'EVENT' })).toEqual([]);
    expect(fieldsOf(await call(FEED, { filter: { authorId: 'nope' } }, people.staff.token, tenant))).toEqual(['filter.authorId']);
    expect(codeOf(await call(FEED, { cursor: 'garbage' }, people.staff.token, tenant))).toBe('VALIDATION_ERROR');
  });
});

describe('paging', () => {
  it('walks the whole feed newest first, each post once, however small the pages', async () => {
    const own = await buildTenant(server);
    const writer = await buildSignedInUser(own, { roleType: 'staff' });
    const written: string[] = [];
    for (let i = 0; i < 7; i++) written.push(await post(server, own, writer, { content: `<p>Post ${i}</p>` }));
    expect(await feedIds(server, own, writer.token, null, 3)).toEqual([...written].reverse());
    expect(await feedIds(server, own, writer.token, null, 50)).toEqual([...written].reverse());
  });
});

describe('pinned announcements', () => {
  it('are the staff side’s, five at most, newest pin first, apart from the other posts', async () => {
    const own = await buildTenant(server);
    const staff = await buildSignedInUser(own, { roleType: 'staff' });
    const founder = await buildSignedInUser(own, { roleType: 'cofounder' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await post(server, own, founder, { content: `<p>News ${i}</p>` }));
    expect(codeOf(await call(PIN, { postId: ids[0], pinned: true }, founder.token, own))).toBe('FORBIDDEN');
    for (const id of ids.slice(0, 5)) ok(await call(PIN, { postId: id, pinned: true }, staff.token, own));
    const limit = await call(PIN, { postId: ids[5], pinned: true }, staff.token, own);
    expect(codeOf(limit)).toBe('VALIDATION_ERROR');
    expect(limit.errors?.[0].message).toContain('5');
    const first = ok(await call(FEED, { limit: 10 }, founder.token, own)).newsFeed;
    expect(first.pinned.map((p: { _id: string }) => p._id)).toEqual(ids.slice(0, 5).reverse());
    expect(first.results.map((p: { _id: string }) => p._id)).toEqual([ids[5]]);
    ok(await call(PIN, { postId: ids[2], pinned: false }, staff.token, own));
    ok(await call(PIN, { postId: ids[5], pinned: true }, staff.token, own));
    const after = ok(await call(FEED, { limit: 10 }, founder.token, own)).newsFeed;
    expect(after.pinned[0]._id).toBe(ids[5]);
    expect(after.results.map((p: { _id: string }) => p._id)).toEqual([ids[2]]);
    const replyId = await reply(server, own, founder, ids[0], '<p>A reply</p>');
    expect(fieldsOf(await call(PIN, { postId: replyId, pinned: true }, staff.token, own))).toEqual(['postId']);
  });
});

describe('the plan and the permission', () => {
  it('refuses every read and write without the newsFeed flag (FEATURE_DISABLED) or NEWS_FEED:VIEW (FORBIDDEN)', async () => {
    const own = await buildTenant(server);
    const founder = await buildSignedInUser(own, { roleType: 'cofounder' });
    const staff = await buildSignedInUser(own, { roleType: 'staff' });
    const id = await post(server, own, staff, { content: '<p>Before</p>' });
    const operations: Array<[string, Record<string, unknown>]> = [
      [FEED, {}],
      [POST, { id }],
      [REACT, { postId: id, reaction: 'LIKE' }],
      [REPLY, { postId: id, content: '<p>Hi</p>' }],
      ['mutation { createPost(data: { content: "<p>Hi</p>" }) { _id } }', {}],
    ];
    await setGrant(server, own, 'cofounder', 'NEWS_FEED:VIEW', 'NONE');
    for (const [query, variables] of operations) expect(codeOf(await call(query, variables, founder.token, own)), query).toBe('FORBIDDEN');
    await setFlags(server, own, { newsFeed: false });
    for (const [query, variables] of operations) expect(codeOf(await call(query, variables, staff.token, own)), query).toBe('FEATURE_DISABLED');
  });
});
