import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { search } from '../search/test-support.ts';
import { setFlags } from '../startups/test-support.ts';
import { buildCommunity, type Community, post, reply } from './feed-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let people: Community;
let open: string;
let forA: string;
let forMentors: string;
let answer: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  await setFlags(server, tenant, { broadSearch: true });
  people = await buildCommunity(tenant);
  open = await post(server, tenant, people.founderA, { content: '<p>Looking for a <strong>compostable</strong> packaging supplier</p>' });
  forA = await post(server, tenant, people.founderA, { content: '<p>Compostable trays: our pilot results</p>', visibility: 'PROGRAM', programIds: [people.programA] });
  forMentors = await post(server, tenant, people.staff, { content: '<p>Compostable mentors briefing</p>', visibility: 'ROLES', roleTypes: ['mentor'] });
  answer = await reply(server, tenant, people.mentorA, forA, '<p>Try the compostable trays from Lyon</p>');
  await post(server, tenant, people.founderB, { content: '<p>Подшипники и 배송 물류 لوجستيات</p>' });
});
afterAll(() => server.stop());

const found = async (token: string, text: string, on = tenant) => (await search(on, token, text, { kinds: ['POST'] })).map((hit) => hit.id).sort();

describe('the posts the record search finds', () => {
  it('are the posts and replies the viewer may read, by a word’s beginning', async () => {
    expect(await found(people.staff.token, 'compost')).toEqual([open, forA, forMentors, answer].sort());
    expect(await found(people.founderA.token, 'compost')).toEqual([open, forA, answer].sort());
    expect(await found(people.mentorA.token, 'compost')).toEqual([open, forA, forMentors, answer].sort());
    expect(await found(people.founderB.token, 'compost')).toEqual([open]);
    expect(await found(people.member.token, 'compostable trays')).toEqual([]);
  });

  it('name the post, its author and where it opens: a reply within its thread', async () => {
    const hits = await search(tenant, people.founderA.token, 'lyon', { kinds: ['POST'] });
    expect(hits).toEqual([
      { kind: 'POST', id: answer, title: 'Try the compostable trays from Lyon', subtitle: 'Test mentor', url: `/community/post/${forA}?comment=${answer}`, image: null },
    ]);
    expect((await search(tenant, people.founderA.token, 'supplier', { kinds: ['POST'] }))[0].url).toBe(`/community/post/${open}`);
  });

  it('finds words of every script, never another tenant’s posts, and nothing without the feed', async () => {
    for (const word of ['подшип', '배송', 'لوجستيات']) expect((await found(people.member.token, word)).length, word).toBe(1);
    const other = await buildTenant(server, { plan: 'enterprise' });
    await setFlags(server, other, { broadSearch: true });
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    expect(await found(stranger.token, 'compost', other)).toEqual([]);
    await setFlags(server, tenant, { newsFeed: false });
    expect(await found(people.staff.token, 'compost')).toEqual([]);
    await setFlags(server, tenant, { newsFeed: true });
  });
});
