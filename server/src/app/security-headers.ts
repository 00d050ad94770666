import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../core/services.ts';
import { tenantOrigins } from '../modules/incubators/addresses.ts';
import { resolveIncubator, type RequestInfo } from '../core/request-context.ts';

/** Paths the server answers itself; every other GET is the web application. */
export const API_PREFIXES = ['/graphql', '/subscriptions', '/api/', '/auth/', '/user'];

/**
 * Pages of the web application under an API prefix: where single sign-on starts and returns (spec 1
 * §2.1), LinkedIn's included (/auth/linkedin, /auth/linkedin/callback, spec 3 §7).
 */
const APP_PAGES_UNDER_API = /^\/auth\/(?:url|callback|linkedin(?:\/callback)?)(?:[/?#]|$)/;

export const isApiPath = (url: string) => !APP_PAGES_UNDER_API.test(url) && API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** API answers are data, never a page: nothing may load from them, and no page may frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

// A host as a browser writes it in an origin; anything else is left out of the policy.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The web application's policy: its own scripts only (the shell has no inline script), inline
 * styles (Mantine writes them at run time), images from anywhere over https (organisation logos
 * may live on other hosts), the live-update websocket of the host the page came from, and the
 * two video players a programme page may embed (contracts/src/funnel-page.ts videoEmbedUrl).
 */
function appPolicy(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  const websocket = HOST.test(host) ? ` ${request.protocol === 'https' ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${websocket}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

const ONE_YEAR = 31_536_000;

/**
 * Headers on every answer. A Content-Security-Policy unless the route set its own (files do);
 * HSTS only when the request arrived over TLS — Fastify's `request.protocol` says so for the
 * socket, or for `x-forwarded-proto` when TRUST_PROXY=1 — since over plain http it means nothing
 * and on a development machine it would lock the browser out of http://localhost.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'SAMEORIGIN');
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', isApiPath(request.url) ? API_POLICY : appPolicy(request));
  }
  if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
}

/**
 * GraphQL's CORS: a page may call the API from the address the request came to or from one of
 * the tenant's own origins (its address under the base domain, its verified custom domain).
 * Any other origin gets no CORS headers, so the browser keeps the answer from it. Sign-in travels
 * as a bearer token, never a cookie, so no credentials are granted either way.
 */
export function graphqlCors(services: Services) {
  return async (request: Request, serverContext: unknown) => {
    const origin = request.headers.get('origin');
    if (!origin) return false;
    const own = new URL(request.url).origin;
    let allowed = [own];
    if (origin !== own) {
      const info = (serverContext as { info?: RequestInfo } | undefined)?.info;
      const incubator = await resolveIncubator(services, info?.host, info?.incubatorHeader).catch(() => null);
      allowed = incubator ? [own, ...tenantOrigins(services.config, incubator)] : [own];
    }
    if (!allowed.includes(origin)) return false;
    // Two entries or more: Yoga then answers the request's own origin with `Vary: Origin`.
    return { origin: [origin, ...allowed], credentials: false, methods: ['GET', 'POST'] };
  };
}
