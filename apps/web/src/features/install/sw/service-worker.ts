// The service worker, built by `serviceWorker()` in vite.config.ts into /m/sw.js with the list of
// files to precache and a version that changes with every build.
import { CACHE_PREFIX, SHELL_URL, type Strategy, strategyFor } from './sw-rules';

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// The DOM library has no worker scope types, and mixing in the WebWorker library would clash
// with it across the whole web project: only what this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  data: { type?: string; urls?: unknown };
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}

const scope = self as unknown as WorkerScope;
const SHELL_CACHE = `${CACHE_PREFIX}shell-${__VERSION__}`;
const RUNTIME_CACHE = `${CACHE_PREFIX}runtime-${__VERSION__}`;

scope.addEventListener('install', (event) => {
  // `reload` skips the HTTP cache, so a new version never precaches an older index.html.
  const requests = __PRECACHE__.map((url) => new Request(url, { cache: 'reload' }));
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(requests)));
});

// No clients.claim(): a page opened without a worker stays so until its next load, so nothing changes
// under a running page; the next load (or an offline reload) is served through this worker.
scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== SHELL_CACHE && key !== RUNTIME_CACHE)
            .map((key) => caches.delete(key)),
        ),
      ),
  );
});

scope.addEventListener('message', (event) => {
  if (event.data.type === 'SKIP_WAITING') event.waitUntil(scope.skipWaiting());
  // The chunks the page loaded before this worker controlled it, so that it also works offline.
  if (event.data.type === 'CACHE_URLS' && Array.isArray(event.data.urls)) {
    const urls = event.data.urls.filter(
      (url): url is string =>
        typeof url === 'string' &&
        strategyFor({ method: 'GET', url, mode: 'no-cors' }, scope.location.origin) === 'asset',
    );
    event.waitUntil(caches.open(RUNTIME_CACHE).then((cache) => cache.addAll(urls)));
  }
});

async function fromNetworkKeeping(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(RUNTIME_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

// The server varies on Origin (CORS) and Accept-Encoding; a module script asks with an Origin the
// precache request did not have, and the cached bodies are the same either way.
const MATCH = { ignoreVary: true };

async function answer(request: Request, strategy: Exclude<Strategy, 'bypass'>): Promise<Response> {
  if (strategy === 'asset') return (await caches.match(request, MATCH)) ?? fromNetworkKeeping(request);
  try {
    // Pages and small files always come fresh while online: a cached shell is only for offline.
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(strategy === 'page' ? SHELL_URL : request, MATCH);
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin);
  if (strategy !== 'bypass') event.respondWith(answer(event.request, strategy));
});
