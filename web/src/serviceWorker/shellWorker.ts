import { strategyFor } from './policy';

export const CACHE_PREFIX = 'seedbed-';
export const SHELL_PAGE = '/index.html';

export interface ShellWorkerOptions {
  caches: CacheStorage;
  fetch: (request: Request | string, init?: RequestInit) => Promise<Response>;
  origin: string;
  /** Build files to keep for offline start: index.html and everything it may load. */
  files: string[];
  /** Changes with every build; names the cache so that old builds can be dropped. */
  version: string;
}

/**
 * Spec 1 §4 service worker: the application shell is kept so the app starts offline;
 * pages come from the network when it answers; server data is never stored.
 */
export function createShellWorker({ caches, fetch, origin, files, version }: ShellWorkerOptions) {
  const shellCache = `${CACHE_PREFIX}shell-${version}`;
  const staticCache = `${CACHE_PREFIX}static`;

  async function install(): Promise<void> {
    const cache = await caches.open(shellCache);
    // The page is fetched past the HTTP cache: it names the build's files and must match them.
    await cache.addAll(files.map((file) => (file === SHELL_PAGE ? new Request(new URL(file, origin), { cache: 'reload' }) : file)));
  }

  async function activate(): Promise<void> {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`) && name !== shellCache).map((name) => caches.delete(name)));
  }

  async function page(request: Request): Promise<Response> {
    try {
      return await fetch(request);
    } catch (error) {
      // Every path of the app is the same page; the router picks the screen once it runs.
      const cached = await caches.match(SHELL_PAGE, { cacheName: shellCache });
      if (cached) return cached;
      throw error;
    }
  }

  async function immutable(request: Request): Promise<Response> {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(shellCache).then((cache) => cache.put(request, copy));
    }
    return response;
  }

  async function latest(request: Request): Promise<Response> {
    try {
      const response = await fetch(request);
      if (response.ok) {
        const copy = response.clone();
        void caches.open(staticCache).then((cache) => cache.put(request, copy));
      }
      return response;
    } catch (error) {
      // The shell holds public/ files from install; the static cache anything fetched since.
      const cached = await caches.match(request);
      if (cached) return cached;
      throw error;
    }
  }

  /** The answer to give, or undefined to let the browser fetch it untouched. */
  function handle(request: Request): Promise<Response> | undefined {
    switch (strategyFor({ method: request.method, url: request.url, mode: request.mode, origin })) {
      case 'page':
        return page(request);
      case 'immutable':
        return immutable(request);
      case 'static':
        return latest(request);
      default:
        return undefined;
    }
  }

  return { install, activate, handle, shellCache };
}
