import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellWorker } from './shellWorker';

const origin = 'https://demo.seedbed.example';
const files = ['/assets/index-abc.js', '/assets/index-abc.css', '/favicon.svg', '/index.html'];

/** An in-memory CacheStorage, enough for the worker: entries keyed by absolute URL. */
function fakeCaches(fetchFn: (request: Request | string) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), origin).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      async addAll(requests: Array<RequestInfo>) {
        for (const request of requests) store.set(key(request), await fetchFn(request instanceof Request ? request : new Request(key(request))));
      },
      async put(request: RequestInfo, response: Response) {
        store.set(key(request), response);
      },
    } as unknown as Cache;
  };
  return {
    stores,
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      async match(request: RequestInfo, options?: { cacheName?: string }) {
        const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
        for (const name of names) {
          const hit = stores.get(name)?.get(key(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    } as unknown as CacheStorage,
  };
}

/** A page load; scripts cannot construct one, so the mode is set on a plain request. */
const page = (path: string) => Object.defineProperty(new Request(origin + path), 'mode', { value: 'navigate' });

let network: ReturnType<typeof vi.fn<(request: Request | string) => Promise<Response>>>;
let storage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  network = vi.fn(async (request: Request | string) => new Response(`network ${typeof request === 'string' ? request : new URL(request.url).pathname}`));
  storage = fakeCaches((request) => network(request));
});

function worker(version = 'v1') {
  return createShellWorker({ caches: storage.caches, fetch: (request) => network(request), origin, files, version });
}

describe('shell worker', () => {
  it('keeps the shell on install, the page fetched past the HTTP cache', async () => {
    await worker().install();
    const shell = storage.stores.get('seedbed-shell-v1')!;
    expect([...shell.keys()].sort()).toEqual(files.map((file) => origin + file).sort());
    const pageRequest = network.mock.calls.map(([request]) => request).find((request) => request instanceof Request && request.url.endsWith('/index.html')) as Request;
    expect(pageRequest.cache).toBe('reload');
  });

  it('serves pages from the network while it answers', async () => {
    const sw = worker();
    await sw.install();
    const response = await sw.handle(page('/login'))!;
    expect(await response.text()).toBe('network /login');
  });

  it('falls back to the kept page offline, for any path', async () => {
    const sw = worker();
    await sw.install();
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    for (const path of ['/login', '/startups/42']) {
      const response = await sw.handle(page(path))!;
      expect(await response.text()).toBe('network /index.html');
    }
  });

  it('fails like the network when offline before any install', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(worker().handle(page('/login'))).rejects.toThrow('Failed to fetch');
  });

  it('serves build files from the cache first', async () => {
    const sw = worker();
    await sw.install();
    network.mockClear();
    const response = await sw.handle(new Request(`${origin}/assets/index-abc.js`))!;
    expect(await response.text()).toBe('network /assets/index-abc.js');
    expect(network).not.toHaveBeenCalled();
  });

  it('never answers for server data', () => {
    const sw = worker();
    expect(sw.handle(new Request(`${origin}/graphql`, { method: 'POST', body: '{}' }))).toBeUndefined();
    expect(sw.handle(new Request(`${origin}/api/files/1/k/a.png`))).toBeUndefined();
    expect(sw.handle(new Request(`${origin}/auth/local`, { method: 'POST' }))).toBeUndefined();
  });

  it('keeps the last copy of other site files for offline use', async () => {
    const sw = worker();
    await (await sw.handle(new Request(`${origin}/brand/logo.svg`))!).text();
    await vi.waitFor(() => expect(storage.stores.get('seedbed-static')?.size).toBe(1));
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await sw.handle(new Request(`${origin}/brand/logo.svg`))!).text()).toBe('network /brand/logo.svg');
  });

  it('serves public files kept at install when offline', async () => {
    const sw = worker();
    await sw.install();
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await sw.handle(new Request(`${origin}/favicon.svg`))!).text()).toBe('network /favicon.svg');
  });

  it('drops the shells of older builds when a new one activates', async () => {
    await worker('v1').install();
    const next = worker('v2');
    await next.install();
    await next.activate();
    expect([...storage.stores.keys()]).toEqual(['seedbed-shell-v2']);
  });
});
