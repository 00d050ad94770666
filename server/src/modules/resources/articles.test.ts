import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import {
  ARTICLE,
  ARTICLES,
  CREATE_ARTICLE,
  CREATE_RESOURCE,
  CREATE_SECTION,
  DELETE_ARTICLE,
  PUBLISH,
  UNPUBLISH,
  UPDATE_ARTICLE,
  announcements,
  caller,
  codeOf,
  eventKinds,
  fieldsOf,
  insertFile,
  ok,
  storedFile,
  storedResources,
} from './test-support.ts';

/** Articles: written and sanitised, published and announced once, listed for their managers, deleted with what holds them. */

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  call = caller(server, tenant);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  await setFlags(server, tenant, { newsFeed: true });
});
afterAll(() => server.stop());

const create = async (title = 'Term sheets explained') => ok(await call(CREATE_ARTICLE, { title }, staff.token)).createArticle;
const update = (id: string, data: Record<string, unknown>, token = staff.token) => call(UPDATE_ARTICLE, { id, data }, token);

describe('writing an article', () => {
  it('starts a draft by its author, refused to those without ARTICLES:EDIT', async () => {
    const article = await create('  Pitch decks  ');
    expect(article).toMatchObject({ title: 'Pitch decks', summary: '', content: '', cover: null, status: 'DRAFT', publishedAt: null, author: { _id: staff.user.id } });
    expect(await eventKinds(tenant, article._id)).toEqual(['resources.articleCreated']);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    expect(codeOf(await update(article._id, { title: 'Mine' }, coach.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(PUBLISH, { id: article._id }, coach.token))).toBe('FORBIDDEN');
    expect(codeOf(await call(ARTICLES, {}, coach.token))).toBe('FORBIDDEN');
    const theirs = await buildSignedInUser(other, { roleType: 'staff' });
    for (const id of [article._id, 'nope']) expect(codeOf(await call(UPDATE_ARTICLE, { id, data: { title: 'Theirs' } }, theirs.token, { on: other }))).toBe('NOT_FOUND');
  });

  it('keeps no script, handler or outside picture, only the article’s own images', async () => {
    const article = await create();
    const own = await insertFile(tenant, staff.user.id, { reference: { kind: 'article', id: article._id } });
    const other = await create('Other');
    const elsewhere = await insertFile(tenant, staff.user.id, { reference: { kind: 'article', id: other._id } });
    const content = [
      '<h2 onclick="steal()">Term sheets</h2><script>alert(1)</script><style>p{}</style>',
      '<p style="color:red">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.org">that</a>.</p>',
      `<img src="${own.url}" alt="Chart" onerror="steal()"><img src="https://tracker.example/p.png"><img src="${elsewhere.url}">`,
      '<iframe src="https://evil.example"></iframe><p>End</p>',
    ].join('');
    const saved = ok(await update(article._id, { content, summary: ' What every founder should know. ' })).updateArticle;
    expect(saved.summary).toBe('What every founder should know.');
    expect(saved.content).not.toMatch(/script|onclick|onerror|style|javascript|iframe|tracker|evil/);
    expect(saved.content).toContain(`<img src="${own.url}" alt="Chart" />`);
    expect(saved.content).not.toContain(elsewhere.url);
    expect(saved.content).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">that</a>');
    expect(ok(await update(article._id, { content: '<p></p>' })).updateArticle.content).toBe('');
  });

  it('takes a cover only from the article’s own pictures, and refuses what is too long', async () => {
    const article = await create();
    const own = await insertFile(tenant, staff.user.id, { reference: { kind: 'article', id: article._id } });
    const loose = await insertFile(tenant, staff.user.id);
    expect(ok(await update(article._id, { cover: own.url })).updateArticle.cover).toBe(own.url);
    expect(fieldsOf(await update(article._id, { cover: loose.url }))).toEqual(['cover']);
    expect(fieldsOf(await update(article._id, { cover: 'https://example.org/a.png' }))).toEqual(['cover']);
    expect(ok(await update(article._id, { cover: null })).updateArticle.cover).toBeNull();
    for (const [data, field] of [
      [{ title: ' ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ summary: 'x'.repeat(501) }, 'summary'],
      [{ content: 'x'.repeat(200_001) }, 'content'],
    ] as const) {
      const answer = await update(article._id, data);
      expect(codeOf(answer), field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), field).toEqual([field]);
    }
    expect(ok(await call(ARTICLE, { id: article._id }, staff.token)).article.title).toBe('Term sheets explained');
  });
});

describe('its files', () => {
  it('are listed by its readers and attached by its managers only', async () => {
    const article = await create('With pictures');
    await insertFile(tenant, staff.user.id, { reference: { kind: 'article', id: article._id } });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const list = (token: string) => rest(server, 'GET', `/api/attachments/reference/article/${article._id}`, undefined, { tenant: tenant.slug, token });
    expect((await list(staff.token)).status).toBe(200);
    expect((await list(founder.token)).status).toBe(404);
    ok(await call(PUBLISH, { id: article._id }, staff.token));
    expect((await list(founder.token)).status).toBe(200);
  });
});

describe('publishing', () => {
  it('announces the first publication once in the news feed, and takes it back when unpublished', async () => {
    const article = await create('Welcome to the programme');
    ok(await update(article._id, { summary: 'Start here.' }));
    const published = ok(await call(PUBLISH, { id: article._id }, staff.token)).publishArticle;
    expect(published).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    ok(await call(PUBLISH, { id: article._id }, staff.token));
    const posts = await announcements(tenant, article._id);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      kind: 'ARTICLE',
      visibility: 'EVERYONE',
      authorId: staff.user.id,
      data: { title: 'Welcome to the programme', summary: 'Start here.', cover: null },
    });
    // The announcement follows the article's title and summary.
    ok(await update(article._id, { title: 'Welcome aboard' }));
    expect((await announcements(tenant, article._id))[0].data).toMatchObject({ title: 'Welcome aboard', summary: 'Start here.' });

    expect(ok(await call(UNPUBLISH, { id: article._id }, staff.token)).unpublishArticle.status).toBe('DRAFT');
    expect(await announcements(tenant, article._id)).toEqual([]);
    // Published again: readable again, but people were already told once.
    ok(await call(PUBLISH, { id: article._id }, staff.token));
    expect(await announcements(tenant, article._id)).toEqual([]);
    expect(await eventKinds(tenant, article._id)).toEqual([
      'resources.articleCreated',
      'resources.articleUpdated',
      'resources.articlePublished',
      'resources.articleUpdated',
      'resources.articleUnpublished',
      'resources.articlePublished',
    ]);
  });

  it('announces nothing when the plan has no news feed', async () => {
    await setFlags(server, tenant, { newsFeed: false });
    try {
      const article = await create('Quiet one');
      ok(await call(PUBLISH, { id: article._id }, staff.token));
      expect(await announcements(tenant, article._id)).toEqual([]);
    } finally {
      await setFlags(server, tenant, { newsFeed: true });
    }
  });
});

describe('the managers’ list', () => {
  it('filters by status and words, and pages by keyset without repeats', async () => {
    const mine = await buildTenant(server);
    const manager = await buildSignedInUser(mine, { roleType: 'staff' });
    const own = caller(server, mine);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(ok(await own(CREATE_ARTICLE, { title: `Guide ${i}` }, manager.token)).createArticle._id);
    ok(await own(PUBLISH, { id: made[1] }, manager.token));
    ok(await own(UPDATE_ARTICLE, { id: made[3], data: { summary: 'About valuation caps' } }, manager.token));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { results: Array<{ _id: string }>; next: string | null } = ok(await own(ARTICLES, { cursor, limit: 2 }, manager.token)).articles;
      seen.push(...page.results.map((a) => a._id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([made[3], made[1], made[4], made[2], made[0]]);
    expect(ok(await own(ARTICLES, { filter: { status: 'PUBLISHED' } }, manager.token)).articles.results.map((a: { _id: string }) => a._id)).toEqual([made[1]]);
    expect(ok(await own(ARTICLES, { filter: { search: 'valuat' } }, manager.token)).articles.results.map((a: { _id: string }) => a._id)).toEqual([made[3]]);
    expect(codeOf(await own(ARTICLES, { cursor: 'garbage' }, manager.token))).toBe('VALIDATION_ERROR');
  });
});

describe('deleting', () => {
  it('takes the resources holding the article, its files and its announcement with it', async () => {
    const article = await create('Cap tables');
    const picture = await insertFile(tenant, staff.user.id, { reference: { kind: 'article', id: article._id } });
    ok(await call(PUBLISH, { id: article._id }, staff.token));
    const section = ok(await call(CREATE_SECTION, { data: { title: 'Fundraising' } }, staff.token)).createResourceSection;
    ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'LINK', title: 'Before', url: 'https://example.org' } }, staff.token));
    const holder = ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'INTERNAL', title: 'Cap tables', articleId: article._id } }, staff.token)).createResource;
    ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'LINK', title: 'After', url: 'https://example.org' } }, staff.token));
    expect(await announcements(tenant, article._id)).toHaveLength(1);

    expect(ok(await call(DELETE_ARTICLE, { id: article._id }, staff.token)).deleteArticle).toBe(true);
    expect(codeOf(await call(ARTICLE, { id: article._id }, staff.token))).toBe('NOT_FOUND');
    expect((await storedResources(tenant, section._id)).map((r) => [r.title, r.position])).toEqual([
      ['Before', 0],
      ['After', 1],
    ]);
    expect(await announcements(tenant, article._id)).toEqual([]);
    expect(await storedFile(tenant, picture.id)).toBeNull();
    expect(await eventKinds(tenant, holder._id)).toEqual(['resources.created', 'resources.deleted']);
  });
});
