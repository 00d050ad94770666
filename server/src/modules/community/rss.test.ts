import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { countStatements } from '../../../test/statements.ts';
import { readTenantFeeds } from './rss-schedule.ts';

const FEED_FIELDS = '_id url title siteUrl enabled lastFetchedAt lastError itemCount createdAt';
const LIST = `query { rssFeeds { ${FEED_FIELDS} } }`;
const SUBSCRIBE = `mutation ($url: String!) { subscribeRssFeed(url: $url) { ${FEED_FIELDS} } }`;
const ENABLE = `mutation ($id: ID!, $on: Boolean!) { setRssFeedEnabled(feedId: $id, enabled: $on) { _id enabled } }`;
const REFRESH = `mutation ($id: ID!) { refreshRssFeed(feedId: $id) { _id lastError lastFetchedAt itemCount } }`;
const DELETE = 'mutation ($id: ID!) { deleteRssFeed(feedId: $id) }';
const DELETE_ITEM = 'mutation ($id: ID!) { deleteRssFeedItem(itemId: $id) }';
const FEED = 'query { newsFeed(limit: 50) { results { _id kind content subjectId data author { _id } } } }';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toUTCString();

interface Item {
  guid: string;
  title: string;
  daysAgo: number;
  description?: string;
}
const rss = (title: string, items: Item[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://site.example.org/</link>${items
    .map(
      (i) =>
        `<item><guid>${i.guid}</guid><title>${i.title}</title><link>https://site.example.org/${i.guid}</link><pubDate>${ago(i.daysAgo)}</pubDate><description><![CDATA[${i.description ?? `<p>About ${i.title}</p>`}]]></description></item>`,
    )
    .join('')}</channel></rss>`;

let server: TestServer;
let files: Server;
let base: string;
/** What each path serves, and the requests each received. */
const served = new Map<string, { status?: number; type?: string; body: string; etag?: string }>();
const hits = new Map<string, IncomingHttpHeaders[]>();
let unique = 0;
const path = (name: string) => `/${name}-${++unique}.xml`;

beforeAll(async () => {
  server = await startTestServer({ RSS_FETCH_INTERVAL_MS: '0' });
  files = createServer((request, response) => {
    const url = request.url ?? '';
    hits.set(url, [...(hits.get(url) ?? []), request.headers]);
    const file = served.get(url);
    if (!file) return void response.writeHead(404).end();
    if (file.etag && request.headers['if-none-match'] === file.etag) return void response.writeHead(304).end();
    response.writeHead(file.status ?? 200, { 'content-type': file.type ?? 'application/rss+xml', ...(file.etag ? { etag: file.etag } : {}) }).end(file.body);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.stop();
  files.closeAllConnections();
  await new Promise((resolve) => files.close(resolve));
});

async function setUp() {
  const tenant = await buildTenant(server);
  const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
  const as =
    (person: { token: string }) =>
    (query: string, variables: Record<string, unknown> = {}) =>
      gql(server, query, variables, { tenant: tenant.slug, token: person.token });
  return { tenant, staff: as(staff), founder: as(founder), staffUser: staff };
}

const serve = (name: string, items: Item[], extra: { etag?: string } = {}) => {
  const at = path(name);
  served.set(at, { body: rss(`${name} news`, items), ...extra });
  return `${base}${at}`;
};

const rows = async (text: string, params: unknown[]) => (await server.services.pool.query(text, params)).rows;
const postsOf = (tenant: Tenant) =>
  rows(`SELECT subject_id, content, data->>'title' AS title, created_at FROM community_posts WHERE incubator_id = $1 AND kind = 'RSS' ORDER BY created_at`, [tenant.incubator.id]);

describe('subscribing to a feed', () => {
  it('reads it at once, takes its title and posts its recent items; the feed shows them as RSS posts', async () => {
    const { tenant, staff, founder } = await setUp();
    const url = serve('startup', [
      { guid: 'a', title: 'Alpha', daysAgo: 1 },
      { guid: 'b', title: 'Beta', daysAgo: 3 },
    ]);
    const answer = await staff(SUBSCRIBE, { url });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.subscribeRssFeed).toMatchObject({ url, title: 'startup news', siteUrl: 'https://site.example.org/', enabled: true, lastError: null, itemCount: 2 });
    expect(answer.data.subscribeRssFeed.lastFetchedAt).toBeTruthy();

    const posts = await postsOf(tenant);
    expect(posts.map((p) => p.title)).toEqual(['Beta', 'Alpha']);
    // Posted at the items' own dates.
    expect(Math.abs(new Date(posts[1].created_at).getTime() - (Date.now() - DAY))).toBeLessThan(5_000);
    const feed = await founder(FEED);
    const rssPosts = feed.data.newsFeed.results.filter((p: { kind: string }) => p.kind === 'RSS');
    expect(rssPosts.map((p: { data: { title: string } }) => p.data.title)).toEqual(['Alpha', 'Beta']);
    expect(rssPosts[0]).toMatchObject({ author: null, data: { link: 'https://site.example.org/a', feedId: answer.data.subscribeRssFeed._id, feedTitle: 'startup news' } });

    // The founder reads the list (NEWS_FEED:VIEW) but changes nothing.
    expect((await founder(LIST)).data.rssFeeds).toHaveLength(1);
  });

  it('posts only the 10 newest items of the last 60 days on the first read', async () => {
    const { tenant, staff } = await setUp();
    const items = [...Array.from({ length: 12 }, (_, i) => ({ guid: `new-${i}`, title: `New ${i}`, daysAgo: i + 1 })), { guid: 'old', title: 'Old', daysAgo: 90 }];
    const answer = await staff(SUBSCRIBE, { url: serve('many', items) });
    expect(answer.data.subscribeRssFeed.itemCount).toBe(10);
    expect((await postsOf(tenant)).map((p) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `New ${9 - i}`));
  });

  it('refuses an address that cannot be read or gives no feed, saying why, and keeps nothing', async () => {
    const { tenant, staff } = await setUp();
    const page = path('page');
    served.set(page, { type: 'text/html', body: '<!doctype html><html><body><h1>Welcome</h1></body></html>' });
    const malformed = path('malformed');
    served.set(malformed, { body: '<<<this is not xml' });
    const failing = path('failing');
    served.set(failing, { status: 500, body: 'boom' });
    const cases: Array<[string, string]> = [
      [`${base}${page}`, 'No RSS or Atom feed was found at this address.'],
      [`${base}${malformed}`, 'No RSS or Atom feed was found at this address.'],
      [`${base}${failing}`, 'The site answered with an error, or sent us round in circles.'],
      [`${base}/missing.xml`, 'The site answered with an error, or sent us round in circles.'],
      ['http://unknown-host.invalid/feed.xml', 'This address cannot be reached: it does not exist or leads inside a private network.'],
    ];
    for (const [url, message] of cases) {
      const answer = await staff(SUBSCRIBE, { url });
      expect(answer.errors?.[0]?.extensions?.code, url).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0]?.extensions?.fields, url).toEqual([{ field: 'url', message }]);
    }
    for (const url of ['', '   ', 'mailto:news@example.org', 'x'.repeat(3_000)]) {
      const answer = await staff(SUBSCRIBE, { url });
      expect(answer.errors?.[0]?.extensions?.code, url).toBe('VALIDATION_ERROR');
    }
    expect(await rows('SELECT count(*)::int AS n FROM rss_feeds WHERE incubator_id = $1', [tenant.incubator.id])).toEqual([{ n: 0 }]);
    expect(await postsOf(tenant)).toEqual([]);
  });

  it('refuses an address already followed, in the reader’s language', async () => {
    const { staff } = await setUp();
    const url = serve('twice', [{ guid: 'a', title: 'A', daysAgo: 1 }]);
    expect((await staff(SUBSCRIBE, { url })).errors).toBeUndefined();
    const again = await staff(SUBSCRIBE, { url });
    expect(again.errors?.[0]?.extensions?.fields).toEqual([{ field: 'url', message: 'The news feed already follows this address.' }]);
  });

  it('sanitises what items say: no script, handler or javascript link survives', async () => {
    const { tenant, staff } = await setUp();
    const url = serve('unsafe', [
      {
        guid: 'x',
        title: 'Unsafe <script>alert(1)</script>',
        daysAgo: 1,
        description:
          '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a><script>alert(2)</script><iframe src="https://evil.example"></iframe><img src=x onerror=alert(3)></p>',
      },
    ]);
    expect((await staff(SUBSCRIBE, { url })).errors).toBeUndefined();
    const [post] = await postsOf(tenant);
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(post.content).toContain('Read');
    // A title is plain text: no markup reaches it.
    expect(post.title).toMatch(/^Unsafe[^<>]*$/);
  });
});

describe('reading feeds again', () => {
  it('posts only new items, sends the validators back, and never posts an item twice', async () => {
    const { tenant, staff } = await setUp();
    const url = serve('again', [{ guid: 'a', title: 'A', daysAgo: 2 }], { etag: '"1"' });
    const id = (await staff(SUBSCRIBE, { url })).data.subscribeRssFeed._id;
    const at = new URL(url).pathname;

    // Unchanged: the server answers 304 to the etag it gave.
    const same = await staff(REFRESH, { id });
    expect(same.data.refreshRssFeed).toMatchObject({ lastError: null, itemCount: 1 });
    expect(hits.get(at)!.at(-1)!['if-none-match']).toBe('"1"');

    served.set(at, {
      body: rss('again news', [
        { guid: 'b', title: 'B', daysAgo: 1 },
        { guid: 'a', title: 'A', daysAgo: 2 },
      ]),
      etag: '"2"',
    });
    expect((await staff(REFRESH, { id })).data.refreshRssFeed.itemCount).toBe(2);
    // Read again by the schedule and by hand, with no etag to stop it: nothing is posted twice.
    served.set(at, { body: served.get(at)!.body });
    await staff(REFRESH, { id });
    await readTenantFeeds(server.services, tenant.incubator, new Date(Date.now() + DAY));
    expect((await postsOf(tenant)).map((p) => p.title)).toEqual(['A', 'B']);
  });

  it('keeps a failed read in lastError without refusing the refresh', async () => {
    const { staff } = await setUp();
    const url = serve('flaky', [{ guid: 'a', title: 'A', daysAgo: 1 }]);
    const id = (await staff(SUBSCRIBE, { url })).data.subscribeRssFeed._id;
    served.set(new URL(url).pathname, { status: 503, body: '' });
    const failed = await staff(REFRESH, { id });
    expect(failed.errors).toBeUndefined();
    expect(failed.data.refreshRssFeed).toMatchObject({ lastError: 'BAD_STATUS', itemCount: 1 });
    served.set(new URL(url).pathname, { type: 'text/html', body: '<html></html>' });
    expect((await staff(REFRESH, { id })).data.refreshRssFeed.lastError).toBe('NOT_A_FEED');
  });

  it('reads enabled feeds of the tenant on schedule, never disabled ones, and nothing without the newsFeed flag', async () => {
    const { tenant, staff } = await setUp();
    const onUrl = serve('on', [{ guid: 'a', title: 'On A', daysAgo: 1 }]);
    const offUrl = serve('off', [{ guid: 'a', title: 'Off A', daysAgo: 1 }]);
    await staff(SUBSCRIBE, { url: onUrl });
    const offId = (await staff(SUBSCRIBE, { url: offUrl })).data.subscribeRssFeed._id;
    expect((await staff(ENABLE, { id: offId, on: false })).data.setRssFeedEnabled.enabled).toBe(false);
    const onPath = new URL(onUrl).pathname;
    const offPath = new URL(offUrl).pathname;
    served.set(onPath, { body: rss('on news', [{ guid: 'b', title: 'On B', daysAgo: 0 }]) });
    served.set(offPath, { body: rss('off news', [{ guid: 'b', title: 'Off B', daysAgo: 0 }]) });
    const offHits = hits.get(offPath)!.length;

    // Not due yet: both were read a moment ago.
    expect(await readTenantFeeds(server.services, tenant.incubator)).toBe(0);
    expect(await readTenantFeeds(server.services, tenant.incubator, new Date(Date.now() + DAY))).toBe(1);
    expect(hits.get(offPath)!.length).toBe(offHits);
    expect((await postsOf(tenant)).map((p) => p.title).sort()).toEqual(['Off A', 'On A', 'On B']);
    // A disabled feed is not read by hand either.
    expect((await staff(REFRESH, { id: offId })).errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');

    await changeAsOwner(server, `UPDATE incubators SET feature_flags = feature_flags || '{"newsFeed": false}'::jsonb WHERE id = $1`, [tenant.incubator.id]);
    const [incubator] = await rows('SELECT * FROM incubators WHERE id = $1', [tenant.incubator.id]);
    const off = { ...tenant.incubator, featureFlags: incubator.feature_flags };
    expect(await readTenantFeeds(server.services, off, new Date(Date.now() + 2 * DAY))).toBe(0);
    expect((await staff(LIST)).errors?.[0]?.extensions?.code).toBe('FEATURE_DISABLED');
  });
});

describe('removing', () => {
  it('removes one item for good: its post goes, the next read does not bring it back', async () => {
    const { tenant, staff, founder } = await setUp();
    const url = serve('items', [
      { guid: 'a', title: 'Keep', daysAgo: 2 },
      { guid: 'b', title: 'Drop', daysAgo: 1 },
    ]);
    const id = (await staff(SUBSCRIBE, { url })).data.subscribeRssFeed._id;
    const drop = (await postsOf(tenant)).find((p) => p.title === 'Drop')!;
    expect((await founder(DELETE_ITEM, { id: drop.subject_id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await staff(DELETE_ITEM, { id: drop.subject_id })).data.deleteRssFeedItem).toBe(true);
    expect((await postsOf(tenant)).map((p) => p.title)).toEqual(['Keep']);
    expect((await staff(REFRESH, { id })).data.refreshRssFeed.itemCount).toBe(1);
    expect((await postsOf(tenant)).map((p) => p.title)).toEqual(['Keep']);
    expect((await staff(DELETE_ITEM, { id: drop.subject_id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('unsubscribes with every post of the feed', async () => {
    const { tenant, staff } = await setUp();
    const keep = serve('kept', [{ guid: 'a', title: 'Kept', daysAgo: 1 }]);
    const gone = serve('gone', [
      { guid: 'a', title: 'Gone A', daysAgo: 1 },
      { guid: 'b', title: 'Gone B', daysAgo: 2 },
    ]);
    await staff(SUBSCRIBE, { url: keep });
    const id = (await staff(SUBSCRIBE, { url: gone })).data.subscribeRssFeed._id;
    expect((await staff(DELETE, { id })).data.deleteRssFeed).toBe(true);
    expect((await postsOf(tenant)).map((p) => p.title)).toEqual(['Kept']);
    expect((await staff(LIST)).data.rssFeeds.map((f: { url: string }) => f.url)).toEqual([keep]);
    expect(await rows('SELECT count(*)::int AS n FROM rss_feed_items WHERE incubator_id = $1', [tenant.incubator.id])).toEqual([{ n: 1 }]);
  });
});

describe('who may do what', () => {
  const RSS_KEYS = ['RSS_FEED:SUBSCRIBE', 'RSS_FEED:EDIT', 'RSS_FEED:DELETE', 'RSS_FEED_ITEM:DELETE'];

  /** A staff role holding only `key` of the feed keys. */
  async function holderOf(key: string) {
    const setup = await setUp();
    const url = serve('perm', [
      { guid: 'a', title: 'A', daysAgo: 1 },
      { guid: 'b', title: 'B', daysAgo: 2 },
    ]);
    const feedId = (await setup.staff(SUBSCRIBE, { url })).data.subscribeRssFeed._id;
    const itemId = (await postsOf(setup.tenant))[0].subject_id;
    await changeAsOwner(
      server,
      `UPDATE roles SET permissions = (SELECT coalesce(jsonb_agg(p), '[]'::jsonb) FROM jsonb_array_elements(permissions) p WHERE p->>'key' NOT LIKE 'RSS_FEED%')
                                      || jsonb_build_array(jsonb_build_object('key', $2::text, 'criteria', 'ALL'))
        WHERE id = $1`,
      [setup.staffUser.user.roleId, key],
    );
    return { ...setup, feedId, itemId };
  }

  it.each(RSS_KEYS)('%s allows its own operation and no other', async (key) => {
    const { staff, feedId, itemId } = await holderOf(key);
    const attempts: Record<string, () => Promise<{ errors?: Array<{ extensions?: Record<string, unknown> }> }>> = {
      'RSS_FEED:SUBSCRIBE': () => staff(SUBSCRIBE, { url: serve('other', [{ guid: 'z', title: 'Z', daysAgo: 1 }]) }),
      'RSS_FEED:EDIT': () => staff(ENABLE, { id: feedId, on: false }),
      'RSS_FEED_ITEM:DELETE': () => staff(DELETE_ITEM, { id: itemId }),
      'RSS_FEED:DELETE': () => staff(DELETE, { id: feedId }),
    };
    for (const [other, attempt] of Object.entries(attempts)) {
      const answer = await attempt();
      if (other === key) expect(answer.errors, other).toBeUndefined();
      else expect(answer.errors?.[0]?.extensions?.code, other).toBe('FORBIDDEN');
    }
    expect((await staff(REFRESH, { id: feedId })).errors?.[0]?.extensions?.code).toBe(
      // EDIT switched the feed off above: a feed switched off is not read by hand.
      key === 'RSS_FEED:EDIT' ? 'VALIDATION_ERROR' : 'FORBIDDEN',
    );
  });

  it('answers NOT_FOUND for another organisation’s feeds and items, and for malformed ids', async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const feedId = (await theirs.staff(SUBSCRIBE, { url: serve('theirs', [{ guid: 'a', title: 'A', daysAgo: 1 }]) })).data.subscribeRssFeed._id;
    const itemId = (await postsOf(theirs.tenant))[0].subject_id;
    for (const id of [feedId, 'not-an-id']) {
      expect((await mine.staff(ENABLE, { id, on: false })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await mine.staff(REFRESH, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await mine.staff(DELETE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    for (const id of [itemId, 'not-an-id']) expect((await mine.staff(DELETE_ITEM, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await mine.staff(LIST)).data.rssFeeds).toEqual([]);
    expect((await theirs.staff(LIST)).data.rssFeeds).toHaveLength(1);
  });

  it('needs a signed-in person', async () => {
    const { tenant } = await setUp();
    const answer = await gql(server, LIST, {}, { tenant: tenant.slug });
    expect(answer.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

it('lists feeds with their item counts in the same few queries however many feeds there are', async () => {
  const { staff } = await setUp();
  await staff(SUBSCRIBE, { url: serve('one', [{ guid: 'a', title: 'A', daysAgo: 1 }]) });
  const few = await countStatements(server.services, () => staff(LIST));
  for (const name of ['two', 'three', 'four'])
    await staff(SUBSCRIBE, {
      url: serve(name, [
        { guid: 'a', title: 'A', daysAgo: 1 },
        { guid: 'b', title: 'B', daysAgo: 2 },
      ]),
    });
  const many = await countStatements(server.services, () => staff(LIST));
  expect(many.result.data.rssFeeds.map((f: { itemCount: number }) => f.itemCount)).toEqual([1, 2, 2, 2]);
  expect(many.statements).toBe(few.statements);
});

it('serves the demo’s own feed, which reads as a feed', async () => {
  const response = await fetch(`${server.url}/demo/news.xml`);
  expect(response.headers.get('content-type')).toContain('application/rss+xml');
  const { parseFeedText } = await import('./rss-parse.ts');
  const feed = parseFeedText(await response.text());
  expect(feed?.title).toBe('Startup ecosystem news');
  expect(feed?.items.length).toBeGreaterThanOrEqual(8);
});
