import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from '../components/UpdatePrompt';

const WORKER_URL = '/m/sw.js';
const SCOPE = '/m/';

/** Offers the waiting version once; accepting activates it, and the page reloads on the switch. */
function offerUpdate(worker: ServiceWorker, accept: () => void): void {
  if (document.querySelector('[data-update-prompt]')) return;
  const host = document.createElement('div');
  host.dataset.updatePrompt = '';
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    createElement(UpdatePrompt, {
      onLater: close,
      onReload: () => {
        accept();
        worker.postMessage({ type: 'SKIP_WAITING' });
        close();
      },
    }),
  );
}

/** The hashed files this page fetched before the worker controlled it, for offline use. */
function loadedAssets(): string[] {
  const prefix = `${location.origin}/m/assets/`;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(prefix));
}

/**
 * Registers the worker scoped to /m/ (R-DL-18) and watches for a new version: a deploy installs a
 * new worker, which waits until the player agrees to reload (its caches hold the new build only).
 */
export async function start(): Promise<void> {
  const container = navigator.serviceWorker;
  // Refused in some private modes and when the browser blocks workers: the site simply stays a site.
  const registration = await container.register(WORKER_URL, { scope: SCOPE }).catch(() => null);
  if (!registration) return;
  let accepted = false;
  const accept = () => {
    accepted = true;
  };
  // Only a switch the player asked for reloads the page.
  container.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
  });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerUpdate(worker, accept);
    });
  };
  if (registration.waiting && container.controller) offerUpdate(registration.waiting, accept);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // An app left open for days still hears of a deploy when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  const ready = await container.ready;
  ready.active?.postMessage({ type: 'CACHE_URLS', urls: loadedAssets() });
}
