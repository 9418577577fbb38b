/**
 * How the service worker answers a request. `bypass`: not handled at all, so the browser goes to
 * the network as if there were no worker (the API and the lottery gateway, S-19, and anything
 * outside /m/). `page`: the network, and the cached app shell when offline. `asset`: hashed files,
 * from the cache, else the network (and kept). `file`: the network, else a cached copy.
 */
export type Strategy = 'bypass' | 'page' | 'asset' | 'file';

export const NEVER_CACHED = ['/wps/', '/lgw/'] as const;

export function strategyFor(
  request: { method: string; url: string; mode: string },
  origin: string,
): Strategy {
  if (request.method !== 'GET') return 'bypass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'bypass';
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return 'bypass';
  if (request.mode === 'navigate') return 'page';
  if (!url.pathname.startsWith('/m/')) return 'bypass';
  if (url.pathname.startsWith('/m/assets/')) return 'asset';
  return 'file';
}

/** The shell every offline navigation falls back to. */
export const SHELL_URL = '/m/index.html';
export const CACHE_PREFIX = 'perlaplay-';
