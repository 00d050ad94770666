/** How the worker answers a request. */
export type Strategy =
  /** Left to the browser: the worker does not touch it. */
  | 'bypass'
  /** A page load: the network's page when reachable, else the cached shell. */
  | 'page'
  /** A hashed build file: never changes, so the cached copy is served first. */
  | 'immutable'
  /** Any other file of the site (icons, brand images): the network first, the last copy offline. */
  | 'static';

/**
 * Answers and live data belong to the server alone: caching them would show stale data and
 * keep one user's data in the browser after sign-out.
 */
const SERVER_ONLY = ['/graphql', '/api', '/auth', '/subscriptions'];

export interface RequestFacts {
  method: string;
  url: string;
  mode?: string;
  /** The worker's own origin. */
  origin: string;
}

export function isServerOnly(pathname: string): boolean {
  // The server also answers every path that starts with '/user' itself (server/src/app/http.ts).
  return pathname.startsWith('/user') || SERVER_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function strategyFor({ method, url, mode, origin }: RequestFacts): Strategy {
  if (method !== 'GET') return 'bypass';
  const { origin: requestOrigin, pathname } = new URL(url);
  if (requestOrigin !== origin || isServerOnly(pathname)) return 'bypass';
  if (mode === 'navigate') return 'page';
  if (pathname.startsWith('/assets/')) return 'immutable';
  if (pathname === '/sw.js') return 'bypass';
  return 'static';
}
