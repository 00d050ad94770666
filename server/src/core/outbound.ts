import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Reading something from an outside address on behalf of a tenant (an RSS feed, a link's preview,
 * an outside calendar):
 * whoever types the address chooses where the server connects, so every read is bounded in time
 * and size and never reaches the server's own network (server-side request forgery).
 */

export type OutboundErrorCode = 'TIMEOUT' | 'TOO_LARGE' | 'BAD_STATUS' | 'BAD_ADDRESS' | 'NOT_HTTP' | 'UNREACHABLE';

/**
 * Why a read failed. BAD_ADDRESS: not an address, a name that does not resolve, or one that leads
 * inside the network (`privateAddress` then set); UNREACHABLE: the connection failed or broke;
 * BAD_STATUS: an answer other than 2xx / 304, or too many redirects (`status` says which).
 */
export class OutboundError extends Error {
  /** The address was refused for leading inside the network: a person can be told so, rather than that it failed. */
  readonly privateAddress: boolean;

  constructor(
    readonly code: OutboundErrorCode,
    readonly status?: number,
    options: { privateAddress?: boolean } = {},
  ) {
    super(`outbound ${code}${status ? ` ${status}` : ''}`);
    this.name = 'OutboundError';
    this.privateAddress = options.privateAddress ?? false;
  }
}

const refusedAsPrivate = () => new OutboundError('BAD_ADDRESS', undefined, { privateAddress: true });

export interface FetchLimitedOptions {
  /** For the whole read, redirects and a server that trickles its bytes included. */
  timeoutMs: number;
  /** Of the body once decompressed; whatever Content-Length says. */
  maxBytes: number;
  accept: string;
  /** Sent back (If-None-Match / If-Modified-Since) so that an unchanged resource answers 304 with no body. */
  etag?: string | null;
  lastModified?: string | null;
  /** Overrides the server's setting (`outboundAllowPrivate`) for this read. */
  allowPrivate?: boolean;
  /** Names the reader to the outside server; a feed reader's by default. */
  userAgent?: string;
  /** Ends the read early (the server stops). */
  signal?: AbortSignal;
}

export interface FetchedResource {
  status: number;
  /** The address finally read, after redirects. */
  url: string;
  /** The media type alone, lower-cased ('' when the answer named none). */
  contentType: string;
  /** Decoded from its charset; empty for a 304. */
  body: string;
  etag: string | null;
  lastModified: string | null;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface OutboundPolicy {
  outboundAllowPrivate: boolean;
  baseUrl: string;
}

let policy: OutboundPolicy = { outboundAllowPrivate: false, baseUrl: '' };

/**
 * Given the server's configuration at start. The object is kept, not copied: its `baseUrl` is
 * only known once the server listens on a port chosen by the system.
 */
export function configureOutbound(config: OutboundPolicy): void {
  policy = config;
}

// Never connected to: this network, loopback, private and shared networks, link-local (cloud
// metadata), unique-local, documentation, benchmarking, multicast and reserved ranges.
const privateNetworks = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  privateNetworks.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateNetworks.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is inside a network no outside read may reach (an IPv4 address written as IPv6 counts as itself). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateNetworks.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves the host and refuses it when any of its addresses is private, at the moment of
 * connecting, so that a name cannot resolve to a public address when checked and a private one
 * when used (DNS rebinding).
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error || !addresses.length) return callback(new OutboundError('BAD_ADDRESS'), '');
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return callback(refusedAsPrivate(), '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function parseAddress(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new OutboundError('BAD_ADDRESS');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('NOT_HTTP');
  if (url.username || url.password) throw new OutboundError('BAD_ADDRESS');
  return url;
}

/** The server's own public address is no one's inside network: the demo reads its own feed there. */
function isOwnOrigin(url: URL): boolean {
  if (!policy.baseUrl) return false;
  try {
    return new URL(policy.baseUrl).origin === url.origin;
  } catch {
    return false;
  }
}

function mayReachPrivate(url: URL, allowPrivate: boolean | undefined): boolean {
  return (allowPrivate ?? policy.outboundAllowPrivate) || isOwnOrigin(url);
}

/** An address naming a private IP (or localhost) is refused before any connection; a name is checked as it resolves. */
function checkLiteral(url: URL, allowPrivate: boolean): void {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) ? isPrivateAddress(host) : host === 'localhost' || host.endsWith('.localhost')) throw refusedAsPrivate();
}

/**
 * Refuses an address as fetchLimited would before connecting (not http(s), malformed, naming a
 * private IP or localhost), so that a form can say so when the address is typed; a name is only
 * checked when a read resolves it.
 */
export function checkOutboundAddress(address: string, options: { allowPrivate?: boolean } = {}): URL {
  const url = parseAddress(address.trim());
  checkLiteral(url, mayReachPrivate(url, options.allowPrivate));
  return url;
}

const header = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

/** The charset named by the answer, a byte order mark, an XML declaration or an HTML meta tag; utf-8 when none. */
function charsetOf(contentType: string | null, bytes: Buffer): string {
  const named = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (named) return named;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = bytes.subarray(0, 1024).toString('latin1');
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
}

function decode(bytes: Buffer, charset: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.toLowerCase());
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

/** Undoes the answer's compression as it streams, so that the size limit counts what is really read (no zip bomb). */
function decompressed(response: http.IncomingMessage): Readable {
  const encoding = (header(response.headers['content-encoding']) ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function networkError(error: unknown): OutboundError {
  return error instanceof OutboundError ? error : new OutboundError('UNREACHABLE');
}

interface Attempt {
  url: URL;
  options: FetchLimitedOptions;
  signal: AbortSignal;
}

type Answer = { redirect: URL; status: number } | FetchedResource;

function requestOnce({ url, options, signal }: Attempt): Promise<Answer> {
  const allowPrivate = mayReachPrivate(url, options.allowPrivate);
  checkLiteral(url, allowPrivate);
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    accept: options.accept,
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': options.userAgent ?? 'Seedbed/1.0 (+news feed reader)',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      reject(networkError(error));
    };
    const onAbort = () => fail(new OutboundError('TIMEOUT'));
    const request = client.get(url, { agent: false, lookup: guardedLookup(allowPrivate) as never, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const location = header(response.headers.location);
      if (REDIRECTS.has(status) && location) {
        response.resume();
        settled = true;
        signal.removeEventListener('abort', onAbort);
        request.destroy();
        try {
          resolve({ redirect: parseAddress(location, url), status });
        } catch (error) {
          reject(error);
        }
        return;
      }
      const meta = {
        status,
        url: url.href,
        contentType: (header(response.headers['content-type']) ?? '').split(';')[0].trim().toLowerCase(),
        etag: header(response.headers.etag),
        lastModified: header(response.headers['last-modified']),
      };
      if (status === 304) {
        response.resume();
        settled = true;
        signal.removeEventListener('abort', onAbort);
        request.destroy();
        resolve({ ...meta, body: '' });
        return;
      }
      if (status < 200 || status >= 300) return fail(new OutboundError('BAD_STATUS', status));
      const body = decompressed(response);
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) fail(new OutboundError('TOO_LARGE'));
        else chunks.push(chunk);
      });
      body.on('error', fail);
      response.on('error', fail);
      response.on('aborted', () => fail(new OutboundError('UNREACHABLE')));
      body.on('end', () => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        const bytes = Buffer.concat(chunks);
        resolve({ ...meta, body: decode(bytes, charsetOf(header(response.headers['content-type']), bytes)) });
      });
    });
    request.on('error', fail);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Reads an http(s) address: at most 3 redirects, each address checked again; the body streamed and
 * cut off past `maxBytes`; everything within `timeoutMs`; the text decoded from its charset.
 * Addresses inside private, loopback, link-local or unique-local networks are refused
 * (BAD_ADDRESS) unless the server's `outboundAllowPrivate` says otherwise, except the server's own
 * public origin. A 304 (the `etag` / `lastModified` sent still hold) gives an empty body.
 */
export async function fetchLimited(address: string, options: FetchLimitedOptions): Promise<FetchedResource> {
  const signal = options.signal ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.signal]) : AbortSignal.timeout(options.timeoutMs);
  let url = parseAddress(address.trim());
  for (let redirects = 0; ; redirects++) {
    if (signal.aborted) throw new OutboundError('TIMEOUT');
    const answer = await requestOnce({ url, options, signal });
    if (!('redirect' in answer)) return answer;
    if (redirects >= MAX_REDIRECTS) throw new OutboundError('BAD_STATUS', answer.status);
    url = answer.redirect;
  }
}

export interface PostLimitedOptions {
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Of the answer kept: a receiver's answer is read for its first bytes only, the rest is dropped. */
  maxBytes: number;
  allowPrivate?: boolean;
  signal?: AbortSignal;
}

/** What a receiver answered: any status (a redirect is not followed), and the start of its body. */
export interface PostAnswer {
  status: number;
  body: string;
}

/**
 * Sends a POST (a webhook's delivery) under the rules of every outside read: the address checked
 * as it resolves (no private networks unless allowed, the server's own origin always), everything
 * within `timeoutMs`. The answer is returned whatever its status; only a failure to connect, a
 * refused address or the timeout throws (OutboundError).
 */
export function postLimited(address: string, options: PostLimitedOptions): Promise<PostAnswer> {
  const url = parseAddress(address.trim());
  const allowPrivate = mayReachPrivate(url, options.allowPrivate);
  checkLiteral(url, allowPrivate);
  const signal = options.signal ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.signal]) : AbortSignal.timeout(options.timeoutMs);
  const client = url.protocol === 'https:' ? https : http;
  const payload = Buffer.from(options.body);
  return new Promise<PostAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: unknown, answer?: PostAnswer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      request.destroy();
      if (answer) resolve(answer);
      else reject(networkError(error));
    };
    const onAbort = () => finish(new OutboundError('TIMEOUT'));
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(allowPrivate) as never,
        headers: { ...options.headers, 'content-length': String(payload.length), 'user-agent': 'Seedbed-Webhooks/1.0' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => finish(null, { status, body: decode(Buffer.concat(chunks), charsetOf(header(response.headers['content-type']), Buffer.concat(chunks))) });
        response.on('data', (chunk: Buffer) => {
          if (size >= options.maxBytes) return done();
          chunks.push(chunk.subarray(0, options.maxBytes - size));
          size += chunk.length;
        });
        response.on('end', done);
        response.on('error', (error) => (chunks.length ? done() : finish(error)));
      },
    );
    request.on('error', (error) => finish(error));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    request.end(payload);
  });
}
