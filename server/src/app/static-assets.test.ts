import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/src/build/precompress.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// A folder laid out as `npm run build` writes it, precompressed by the build's own step.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-web-'));
const shellHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const entryScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = "the value number ${i}";`).join('\n');
const smallStyle = 'body{margin:0}';
const files: Record<string, string> = {
  'index.html': shellHtml,
  'assets/index-abc123.js': entryScript,
  'assets/small-def456.css': smallStyle,
  'sw.js': `self.addEventListener('fetch', () => {});\n${'// keeps the shell\n'.repeat(100)}`,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
};

let server: TestServer;

beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  await precompressDir(dist);
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body arrives as the server sent it (fetch would decompress it and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  expect(encoding).toBeUndefined();
  return answer.body.toString();
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('built files', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('accept-encoding "%s": the script is sent as %s, and is the built file once decoded', async (accept, expected) => {
    const answer = await get('/assets/index-abc123.js', accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    if (expected) expect(answer.body.length).toBeLessThan(entryScript.length / 3);
    expect(decoded(answer)).toBe(entryScript);
  });

  it('keeps hashed assets for a year, compressed or not', async () => {
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(IMMUTABLE);
    const small = await get('/assets/small-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['cache-control']).toBe(IMMUTABLE);
    // Too small to be worth a compressed copy: the file itself.
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(smallStyle);
  });

  it('asks the browser to check every file without a hash in its name each time: the service worker, index.html, public files', async () => {
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decoded(worker)).toBe(files['sw.js']);
    const index = await get('/index.html', { 'accept-encoding': 'gzip' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(decoded(index)).toBe(shellHtml);
    const icon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(decoded(icon)).toBe(files['favicon.svg']);
  });

  it('has no address for the compressed copies themselves', async () => {
    expect((await get('/assets/index-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/index-abc123.js.gz')).status).toBe(404);
  });
});

describe('the shell on client-side routes', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('accept-encoding "%s": /tasks is the shell, sent as %s, never cached, under the page policy', async (accept, expected) => {
    const answer = await get('/tasks', accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(decoded(answer)).toBe(shellHtml);
  });

  it('still refuses API paths and missing files with 404', async () => {
    expect((await get('/api/nothing-here', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await get('/auth/nothing-here', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await get('/auth/linkedin-elsewhere', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('serves the shell at the sign-on pages under /auth/ (spec 1 §2.1 /auth/url, /auth/callback; spec 3 §7 /auth/linkedin)', async () => {
    for (const page of ['/auth/url?provider=x&returnTo=%2F', '/auth/callback?code=c&state=s', '/auth/linkedin', '/auth/linkedin/callback?code=c&state=s']) {
      const answer = await get(page, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(shellHtml);
    }
    const missing = await get('/assets/gone-000000.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
