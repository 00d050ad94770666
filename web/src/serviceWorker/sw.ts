// The service worker itself, built to /sw.js by ./vitePlugin.ts, which writes the two
// constants declared below in place of their names. It must import nothing the application
// also uses, so that the build keeps it a single classic script.
import { createShellWorker } from './shellWorker';

// Only the parts of the worker scope this file uses: the DOM typings the project compiles
// against do not include the worker ones, and the two cannot be loaded together.
interface WaitableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface RequestEvent extends WaitableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: RequestEvent) => void): void;
}

declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

const scope = self as unknown as WorkerScope;

const worker = createShellWorker({
  caches: scope.caches,
  fetch: (request, init) => scope.fetch(request, init),
  origin: scope.location.origin,
  files: __SHELL_FILES__,
  version: __SHELL_VERSION__,
});

scope.addEventListener('install', (event) => {
  // A new build takes over at once; the page reloads when it sees one installed (./register.ts).
  event.waitUntil(worker.install().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(worker.activate().then(() => scope.clients.claim()));
});

scope.addEventListener('fetch', (event) => {
  const answer = worker.handle(event.request);
  if (answer) event.respondWith(answer);
});
