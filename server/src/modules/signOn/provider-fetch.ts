import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { checkOutboundAddress, isPrivateAddress, OutboundError } from '../../core/outbound.ts';

/**
 * The identity provider's address is typed by an organisation admin, so every request made to it
 * (discovery, keys, the token endpoint) follows the outside-read rules of core/outbound.ts: no
 * private, loopback or link-local address unless OUTBOUND_ALLOW_PRIVATE, checked again as the
 * name resolves (DNS rebinding); bounded in time and size. openid-client calls this in place of
 * fetch; it never follows redirects (the library asks for 'manual').
 */

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error || !addresses.length) return callback(new OutboundError('BAD_ADDRESS'), '');
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return callback(new OutboundError('BAD_ADDRESS', undefined, { privateAddress: true }), '');
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

interface FetchOptions {
  body?: unknown;
  headers?: Record<string, string>;
  method?: string;
  signal?: AbortSignal;
}

function bodyBytes(body: unknown): Buffer | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new OutboundError('BAD_ADDRESS');
}

/** A fetch for openid-client that keeps to the outside-read rules. */
export function providerFetch(allowPrivate: boolean) {
  return (address: string, options: FetchOptions = {}): Promise<Response> => {
    const url = checkOutboundAddress(address, { allowPrivate });
    const client = url.protocol === 'https:' ? https : http;
    const body = bodyBytes(options.body);
    const headers: Record<string, string> = { 'user-agent': 'Seedbed/1.0 (+single sign-on)', ...options.headers };
    if (body) headers['content-length'] = String(body.length);
    const signal = options.signal ? AbortSignal.any([AbortSignal.timeout(TIMEOUT_MS), options.signal]) : AbortSignal.timeout(TIMEOUT_MS);
    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        request.destroy();
        reject(error instanceof OutboundError ? error : new OutboundError('UNREACHABLE'));
      };
      const request = client.request(url, { method: options.method ?? 'GET', headers, agent: false, lookup: guardedLookup(allowPrivate) as never, signal }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) fail(new OutboundError('TOO_LARGE'));
          else chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          if (settled) return;
          settled = true;
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (Array.isArray(value)) for (const v of value) answerHeaders.append(name, v);
            else if (value !== undefined) answerHeaders.set(name, value);
          }
          const status = response.statusCode ?? 502;
          const nullBody = status === 204 || status === 304;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      });
      request.on('error', (error) => fail(signal.aborted ? new OutboundError('TIMEOUT') : error));
      if (body) request.write(body);
      request.end();
    });
  };
}
