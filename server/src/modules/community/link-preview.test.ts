import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { caller, CREATE, ok, type Person, POST, UPDATE } from './feed-fixtures.ts';
import { firstLink, readPreview } from './link-preview.ts';

let server: TestServer;
let site: http.Server;
let origin: string;
let tenant: Tenant;
let writer: Person;
let call: ReturnType<typeof caller>;

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Fallback title</title>
  <meta property="og:title" content="GreenLoop raises its seed round">
  <meta property="og:description" content="Reusable packaging for  food delivery,   now in three cities.">
  <meta property="og:image" content="/cover.png"><meta property="og:site_name" content="Startup News">
  <script>document.title = 'not read'</script></head><body><h1>Story</h1></body></html>`;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    // The page answers slowly, so that the post's own answer is seen to come first.
    if (request.url === '/story') setTimeout(() => send(200, 'text/html; charset=utf-8', PAGE), 300);
    else if (request.url === '/plain') send(200, 'text/html', '<html><head><title>Only a title</title><meta name="description" content="And a description"></head></html>');
    else if (request.url === '/file.pdf') send(200, 'application/pdf', '%PDF-1.4');
    else send(404, 'text/html', '<title>Missing</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server);
  writer = await buildSignedInUser(tenant, { roleType: 'cofounder' });
});
afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => site.close(resolve));
});

/** The post's preview once it is stored (or null when none came within `ms`). */
async function previewOf(id: string, ms = 4000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const preview = ok(await call(POST, { id }, writer.token, tenant)).post.linkPreview;
    if (preview || Date.now() > deadline) return preview;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('reading a page', () => {
  it('finds the first link of a post, in a link or in the text', () => {
    expect(firstLink('<p>See <a href="https://a.test/x?y=1&amp;z=2">this</a> and https://b.test</p>')).toBe('https://a.test/x?y=1&z=2');
    expect(firstLink('<p>Read https://b.test/news. Then call.</p>')).toBe('https://b.test/news');
    expect(firstLink('<p>No link, only mailto:me@x.test</p>')).toBeNull();
  });

  it('reads Open Graph first, then the title and description, cut and folded', () => {
    expect(readPreview(PAGE, 'https://news.test/story')).toEqual({
      url: 'https://news.test/story',
      title: 'GreenLoop raises its seed round',
      description: 'Reusable packaging for food delivery, now in three cities.',
      image: 'https://news.test/cover.png',
      siteName: 'Startup News',
    });
    expect(readPreview(`<title>${'Long '.repeat(100)}</title>`, 'https://x.test')?.title).toHaveLength(200);
    expect(readPreview('<meta property="og:image" content="javascript:alert(1)"><title>T</title>', 'https://x.test')).toEqual({
      url: 'https://x.test',
      title: 'T',
      siteName: 'x.test',
    });
    expect(readPreview('<p>Nothing to say</p>', 'https://x.test')).toBeNull();
  });
});

describe('link previews', () => {
  it('are read after the post is written, stored, and pushed live', async () => {
    const live = await liveSubscription(server, { tenant: tenant.slug, token: writer.token }, 'subscription { newsFeedUpdated { type postId post { linkPreview { title } } } }');
    try {
      const created = ok(await call(CREATE, { data: { content: `<p>Big news: <a href="${origin}/story">our round</a></p>` } }, writer.token, tenant)).createPost;
      expect(created.linkPreview).toBeNull();
      expect(await previewOf(created._id)).toEqual({
        url: `${origin}/story`,
        title: 'GreenLoop raises its seed round',
        description: 'Reusable packaging for food delivery, now in three cities.',
        image: `${origin}/cover.png`,
        siteName: 'Startup News',
      });
      expect((await eventAt(live, 0)).data?.newsFeedUpdated.type).toBe('ADDED');
      expect((await eventAt(live, 1)).data?.newsFeedUpdated).toEqual({ type: 'UPDATED', postId: created._id, post: { linkPreview: { title: 'GreenLoop raises its seed round' } } });
    } finally {
      await live.close();
    }
  });

  it('follow the first link through edits, and leave none when the page fails', async () => {
    const id = ok(await call(CREATE, { data: { content: `<p>${origin}/plain</p>` } }, writer.token, tenant)).createPost._id;
    expect(await previewOf(id)).toMatchObject({ title: 'Only a title', description: 'And a description', siteName: '127.0.0.1' });
    const edited = ok(await call(UPDATE, { postId: id, data: { content: `<p>Moved: ${origin}/missing</p>` } }, writer.token, tenant)).updatePost;
    expect(edited.linkPreview).toBeNull();
    expect(await previewOf(id, 1000)).toBeNull();
    ok(await call(UPDATE, { postId: id, data: { content: `<p>A file: ${origin}/file.pdf</p>` } }, writer.token, tenant));
    expect(await previewOf(id, 1000)).toBeNull();
    ok(await call(UPDATE, { postId: id, data: { content: '<p>Unreachable: http://127.0.0.1:9/nothing</p>' } }, writer.token, tenant));
    expect(await previewOf(id, 1000)).toBeNull();
  });
});
