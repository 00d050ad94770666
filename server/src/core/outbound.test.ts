import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkOutboundAddress, configureOutbound, fetchLimited, isPrivateAddress, OutboundError } from './outbound.ts';

// Names of these tests' own resolve as listed (none: no such name); any other as usual.
const names: Record<string, string | null> = { 'inside.test': '127.0.0.1', 'nowhere.test': null };
vi.mock('node:dns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: object, callback: (error: Error | null, addresses: unknown) => void) => {
    if (!(hostname in names)) return actual.lookup(hostname, options, callback as never);
    const address = names[hostname];
    if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    return callback(null, [{ address, family: 4 }]);
  };
  return { ...actual, default: { ...actual, lookup }, lookup };
});

let server: Server;
let base: string;
const opened = new Set<import('node:net').Socket>();

const limits = { timeoutMs: 1_000, maxBytes: 10_000, accept: '*/*', allowPrivate: true };

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', etag: '"v1"', 'last-modified': 'Tue, 01 Apr 2025 10:00:00 GMT' });
      return res.end('héllo');
    }
    if (path === '/conditional') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' });
      return res.end('<rss/>');
    }
    if (path === '/slow') {
      // A byte every 100 ms, for ever: each chunk comes well within any idle timeout.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('y'.repeat(50_000));
    }
    if (path === '/lying') {
      // Claims a small body, then streams far more without a length (chunked).
      res.writeHead(200, { 'content-type': 'text/plain', 'x-claimed-length': '10' });
      for (let i = 0; i < 20; i++) res.write('z'.repeat(1_000));
      return res.end();
    }
    if (path === '/lying-length') {
      // A Content-Length far below what comes: the socket is written raw past it.
      req.socket.write(`HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n\r\n${'w'.repeat(50_000)}`);
      return req.socket.end();
    }
    if (path === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      return res.end(gzipSync(Buffer.alloc(5_000_000, 'a')));
    }
    if (path === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      res.writeHead(301, { location: left > 0 ? `/hop/${left - 1}` : '/ok' });
      return res.end();
    }
    if (path === '/to-ftp') {
      res.writeHead(302, { location: 'ftp://example.org/file' });
      return res.end();
    }
    if (path === '/agent') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(req.headers['user-agent'] ?? '');
    }
    if (path === '/fail') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      return res.end('boom');
    }
    if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' });
      return res.end(Buffer.from('<t>caf\xe9 cr\xe8me</t>', 'latin1'));
    }
    if (path === '/declared') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(Buffer.concat([Buffer.from('<?xml version="1.0" encoding="windows-1252"?><t>'), Buffer.from([0x80, 0x20, 0x93, 0x71, 0x94]), Buffer.from('</t>')]));
    }
    if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': 'gzip' });
      return res.end(gzipSync(Buffer.from('compressed ✓')));
    }
    res.writeHead(404);
    res.end();
  });
  server.on('connection', (socket) => {
    opened.add(socket);
    socket.on('close', () => opened.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => configureOutbound({ outboundAllowPrivate: false, baseUrl: '' }));

afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchLimited', () => {
  it('reads a body with its status, final address, media type and validators', async () => {
    const read = await fetchLimited(`${base}/hop/1`, limits);
    expect(read).toEqual({
      status: 200,
      url: `${base}/ok`,
      contentType: 'text/plain',
      body: 'héllo',
      etag: '"v1"',
      lastModified: 'Tue, 01 Apr 2025 10:00:00 GMT',
    });
  });

  it('sends the validators back and gives an empty body for a 304', async () => {
    const read = await fetchLimited(`${base}/conditional`, { ...limits, etag: '"v1"' });
    expect(read.status).toBe(304);
    expect(read.body).toBe('');
    expect((await fetchLimited(`${base}/conditional`, limits)).body).toBe('<rss/>');
  });

  it('gives up on a server that trickles bytes past the timeout', async () => {
    const started = Date.now();
    const error = await failure(fetchLimited(`${base}/slow`, { ...limits, timeoutMs: 500 }));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts off a body past maxBytes, whatever its length claims', async () => {
    expect((await failure(fetchLimited(`${base}/huge`, limits))).code).toBe('TOO_LARGE');
    expect((await failure(fetchLimited(`${base}/lying`, limits))).code).toBe('TOO_LARGE');
    // Node's parser stops at a lying Content-Length: what is read stays within the limit either way.
    const short = await fetchLimited(`${base}/lying-length`, limits).catch((e: OutboundError) => e);
    if (short instanceof OutboundError) expect(['TOO_LARGE', 'UNREACHABLE']).toContain(short.code);
    else expect(short.body.length).toBeLessThanOrEqual(limits.maxBytes);
  });

  it('counts decompressed bytes, so a small gzip bomb is cut off', async () => {
    expect((await failure(fetchLimited(`${base}/bomb`, limits))).code).toBe('TOO_LARGE');
    expect((await fetchLimited(`${base}/gzip`, limits)).body).toBe('compressed ✓');
  });

  it('follows at most 3 redirects and refuses a loop', async () => {
    expect((await fetchLimited(`${base}/hop/2`, limits)).url).toBe(`${base}/ok`);
    const tooMany = await failure(fetchLimited(`${base}/hop/3`, limits));
    expect(tooMany.code).toBe('BAD_STATUS');
    expect((await failure(fetchLimited(`${base}/loop`, limits))).code).toBe('BAD_STATUS');
  });

  it('reports an error status', async () => {
    const error = await failure(fetchLimited(`${base}/fail`, limits));
    expect(error.code).toBe('BAD_STATUS');
    expect(error.status).toBe(500);
  });

  it('refuses other schemes, also when redirected to one', async () => {
    expect((await failure(fetchLimited('ftp://example.org/feed.xml', limits))).code).toBe('NOT_HTTP');
    expect((await failure(fetchLimited('file:///etc/passwd', limits))).code).toBe('NOT_HTTP');
    expect((await failure(fetchLimited(`${base}/to-ftp`, limits))).code).toBe('NOT_HTTP');
    expect((await failure(fetchLimited('not an address', limits))).code).toBe('BAD_ADDRESS');
  });

  it('refuses private, loopback, link-local and unique-local addresses unless allowed', async () => {
    const closed = { ...limits, allowPrivate: false };
    expect((await failure(fetchLimited(`${base}/ok`, closed))).code).toBe('BAD_ADDRESS');
    expect((await failure(fetchLimited(`http://localhost:${new URL(base).port}/ok`, closed))).code).toBe('BAD_ADDRESS');
    expect((await failure(fetchLimited('http://169.254.169.254/latest/meta-data/', closed))).code).toBe('BAD_ADDRESS');
    expect((await failure(fetchLimited('http://[::1]/', closed))).code).toBe('BAD_ADDRESS');
    expect((await failure(fetchLimited('http://[fd00::1]/', closed))).code).toBe('BAD_ADDRESS');
    expect((await failure(fetchLimited('http://[fd00::1]/', closed))).privateAddress).toBe(true);
    // The server's setting decides when the caller does not.
    const { allowPrivate: _, ...unsaid } = limits;
    expect((await failure(fetchLimited(`${base}/ok`, unsaid))).code).toBe('BAD_ADDRESS');
    configureOutbound({ outboundAllowPrivate: true, baseUrl: '' });
    expect((await fetchLimited(`${base}/ok`, unsaid)).body).toBe('héllo');
  });

  it('refuses a name that resolves inside the network when it connects, and tells it from a name that does not resolve', async () => {
    const inside = `http://inside.test:${new URL(base).port}/ok`;
    expect(await failure(fetchLimited(inside, { ...limits, allowPrivate: false }))).toMatchObject({ code: 'BAD_ADDRESS', privateAddress: true });
    expect((await fetchLimited(inside, limits)).body).toBe('héllo');
    expect(await failure(fetchLimited('http://nowhere.test/', limits))).toMatchObject({ code: 'BAD_ADDRESS', privateAddress: false });
    expect(await failure(fetchLimited('not an address', limits))).toMatchObject({ code: 'BAD_ADDRESS', privateAddress: false });
  });

  it('checks an address before any read as a read would', () => {
    const refusal = (address: string, allowPrivate?: boolean) => {
      try {
        checkOutboundAddress(address, { allowPrivate });
        return null;
      } catch (error) {
        return { code: (error as OutboundError).code, privateAddress: (error as OutboundError).privateAddress };
      }
    };
    expect(checkOutboundAddress(' https://example.org/feed ').href).toBe('https://example.org/feed');
    expect(refusal('http://10.0.0.1/x')).toEqual({ code: 'BAD_ADDRESS', privateAddress: true });
    expect(refusal('http://app.localhost/x')).toEqual({ code: 'BAD_ADDRESS', privateAddress: true });
    expect(refusal('http://10.0.0.1/x', true)).toBeNull();
    // A name is left to the read, which checks what it resolves to.
    expect(refusal('http://inside.test/x')).toBeNull();
    expect(refusal('ftp://example.org/x')).toEqual({ code: 'NOT_HTTP', privateAddress: false });
    expect(refusal('https://user:secret@example.org/x')).toEqual({ code: 'BAD_ADDRESS', privateAddress: false });
    configureOutbound({ outboundAllowPrivate: false, baseUrl: base });
    expect(refusal(`${base}/ok`, false)).toBeNull();
  });

  it('names the reader as the caller says, a feed reader by default', async () => {
    expect((await fetchLimited(`${base}/agent`, limits)).body).toBe('Seedbed/1.0 (+news feed reader)');
    expect((await fetchLimited(`${base}/agent`, { ...limits, userAgent: 'Seedbed calendar reader' })).body).toBe('Seedbed calendar reader');
  });

  it('reaches the server’s own public origin even when private addresses are refused', async () => {
    configureOutbound({ outboundAllowPrivate: false, baseUrl: base });
    expect((await fetchLimited(`${base}/ok`, { ...limits, allowPrivate: false })).status).toBe(200);
  });

  it('decodes the charset named by the answer or the XML declaration', async () => {
    expect((await fetchLimited(`${base}/latin1`, limits)).body).toBe('<t>café crème</t>');
    expect((await fetchLimited(`${base}/declared`, limits)).body).toContain('€ “q”');
  });

  it('knows which addresses are private', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '172.20.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fd12::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700::1111', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});
