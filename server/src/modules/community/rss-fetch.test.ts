import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureOutbound } from '../../core/outbound.ts';
import { readFeed, RssReadError } from './rss-fetch.ts';
import { parseFeedText, RSS_SUMMARY_MAX, RSS_TITLE_MAX } from './rss-parse.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Ecosystem &amp; news</title>
  <link>https://news.example.org/</link>
  <item>
    <title>First &lt;b&gt;story&lt;/b&gt;</title>
    <link>https://news.example.org/first</link>
    <guid isPermaLink="false">item-1</guid>
    <pubDate>Tue, 01 Apr 2025 08:00:00 GMT</pubDate>
    <description><![CDATA[<p>Hello <strong>world</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p><a href="javascript:alert(3)">bad</a>]]></description>
  </item>
  <item>
    <title>No guid</title>
    <link>/second</link>
    <description>Plain text</description>
  </item>
  <item>
    <title>Nothing but a title</title>
    <pubDate>not a date</pubDate>
  </item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom news</title>
  <link rel="self" href="https://atom.example.org/feed.xml"/>
  <link rel="alternate" href="https://atom.example.org/"/>
  <id>urn:feed</id>
  <updated>2025-04-02T10:00:00Z</updated>
  <entry>
    <title type="html">An &lt;em&gt;entry&lt;/em&gt;</title>
    <link rel="self" href="https://atom.example.org/entries/1.xml"/>
    <link rel="alternate" href="https://atom.example.org/entries/1"/>
    <id>urn:entry:1</id>
    <published>2025-03-30T09:00:00Z</published>
    <updated>2025-04-02T10:00:00Z</updated>
    <summary type="html">&lt;p&gt;Summary &lt;script&gt;steal()&lt;/script&gt;kept&lt;/p&gt;</summary>
  </entry>
</feed>`;

const RDF = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://rdf.example.org/"><title>RDF news</title><link>https://rdf.example.org/</link></channel>
  <item rdf:about="https://rdf.example.org/a"><title>RDF item</title><link>https://rdf.example.org/a</link><dc:date>2025-03-01T12:00:00Z</dc:date></item>
</rdf:RDF>`;

describe('reading a feed document', () => {
  it('reads RSS 2.0: titles as plain text, links resolved, guid or link or a hash, summaries sanitised', () => {
    const feed = parseFeedText(RSS, 'https://news.example.org/rss.xml')!;
    expect(feed.title).toBe('Ecosystem & news');
    expect(feed.siteUrl).toBe('https://news.example.org/');
    expect(feed.items.map((i) => [/^[0-9a-f]{64}$/.test(i.guid) ? 'hash' : i.guid, i.title, i.link])).toEqual([
      ['item-1', 'First story', 'https://news.example.org/first'],
      ['https://news.example.org/second', 'No guid', 'https://news.example.org/second'],
      ['hash', 'Nothing but a title', null],
    ]);
    const [first, second, third] = feed.items;
    expect(first.publishedAt?.toISOString()).toBe('2025-04-01T08:00:00.000Z');
    expect(first.summary).toContain('<strong>world</strong>');
    expect(first.summary).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(second.summary).toBe('Plain text');
    expect(third.publishedAt).toBeNull();
    // The hash is stable, so the same item is recognised on the next read.
    expect(parseFeedText(RSS)!.items[2].guid).toBe(third.guid);
  });

  it('reads Atom with the page link (not self), the publication date and an html summary sanitised', () => {
    const feed = parseFeedText(ATOM)!;
    expect(feed).toMatchObject({ title: 'Atom news', siteUrl: 'https://atom.example.org/' });
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({ guid: 'urn:entry:1', title: 'An entry', link: 'https://atom.example.org/entries/1' });
    expect(feed.items[0].publishedAt?.toISOString()).toBe('2025-03-30T09:00:00.000Z');
    expect(feed.items[0].summary).toBe('<p>Summary kept</p>');
  });

  it('reads RSS 1.0 (RDF)', () => {
    const feed = parseFeedText(RDF)!;
    expect(feed.title).toBe('RDF news');
    expect(feed.items).toMatchObject([{ guid: 'https://rdf.example.org/a', title: 'RDF item', link: 'https://rdf.example.org/a' }]);
    expect(feed.items[0].publishedAt?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it('finds no feed in an HTML page, garbage or an empty document', () => {
    expect(parseFeedText('<!doctype html><html><head><title>Home</title></head><body><p>Welcome</p></body></html>')).toBeNull();
    expect(parseFeedText('{"items": []}')).toBeNull();
    expect(parseFeedText('')).toBeNull();
    expect(parseFeedText('<rss><channel>')).toBeNull();
  });

  it('keeps what it can of a malformed feed, never a broken tag', () => {
    const feed = parseFeedText('<rss><channel><title>Broken</title><item><title>One</title><description>&lt;p&gt;unclosed <b>bold</description></item><item><title>Two')!;
    expect(feed.title).toBe('Broken');
    expect(feed.items.map((i) => i.title)).toEqual(['One', 'Two']);
    for (const item of feed.items) expect(item.summary).not.toMatch(/<[^>]*$/);
  });

  it('cuts titles and summaries to sane lengths, and drops links that are not http(s)', () => {
    const long = 'word '.repeat(5_000);
    const feed = parseFeedText(
      `<rss><channel><title>${long}</title><item><title>${long}</title><link>javascript:alert(1)</link><description>${long}</description></item></channel></rss>`,
    )!;
    expect(feed.title.length).toBeLessThanOrEqual(RSS_TITLE_MAX);
    expect(feed.items[0].title.length).toBeLessThanOrEqual(RSS_TITLE_MAX);
    expect(feed.items[0].summary.length).toBeLessThanOrEqual(RSS_SUMMARY_MAX);
    expect(feed.items[0].link).toBeNull();
  });
});

describe('reading a feed from its address', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // The feeds are served on this machine, as the test server's setting allows.
    configureOutbound({ outboundAllowPrivate: true, baseUrl: '' });
    server = createServer((request, response) => {
      const url = request.url ?? '';
      if (url === '/feed.xml') {
        if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
        return void response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"', 'last-modified': 'Wed, 02 Apr 2025 10:00:00 GMT' }).end(RSS);
      }
      if (url === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not a feed</body></html>');
      if (url === '/broken') return void response.writeHead(200, { 'content-type': 'application/xml' }).end('<<<>>> not xml at all');
      if (url === '/huge.xml') {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.write('<rss><channel><title>Huge</title>');
        const item = `<item><title>${'x'.repeat(1_000)}</title></item>`;
        for (let i = 0; i < 3_000; i++) response.write(item);
        return void response.end('</channel></rss>');
      }
      if (url === '/slow.xml') {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.write('<rss><channel><title>Slow</title>');
        const timer = setInterval(() => response.write(' '), 50);
        response.on('close', () => clearInterval(timer));
        return;
      }
      if (url === '/error') return void response.writeHead(500).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'read',
      (error: unknown) => (error instanceof RssReadError ? error.code : String(error)),
    );
  const open = { timeoutMs: 1_000 };

  it('reads a feed and its validators, and an unchanged feed as unchanged', async () => {
    const read = await readFeed(`${base}/feed.xml`, {}, open);
    expect(read).toMatchObject({ changed: true, etag: '"v1"', lastModified: 'Wed, 02 Apr 2025 10:00:00 GMT' });
    expect(read.changed && read.feed.items).toHaveLength(3);
    expect(await readFeed(`${base}/feed.xml`, { etag: '"v1"' }, open)).toEqual({ changed: false });
  });

  it('says why a read failed: not a feed, malformed, too large, too slow, an error status', async () => {
    expect(await code(readFeed(`${base}/page`, {}, open))).toBe('NOT_A_FEED');
    expect(await code(readFeed(`${base}/broken`, {}, open))).toBe('NOT_A_FEED');
    expect(await code(readFeed(`${base}/huge.xml`, {}, open))).toBe('TOO_LARGE');
    expect(await code(readFeed(`${base}/slow.xml`, {}, { timeoutMs: 400 }))).toBe('TIMEOUT');
    expect(await code(readFeed(`${base}/error`, {}, open))).toBe('BAD_STATUS');
    expect(await code(readFeed('gopher://example.org/feed', {}, open))).toBe('NOT_HTTP');
  });
});
