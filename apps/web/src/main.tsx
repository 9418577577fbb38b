import { FIRST_SCREEN_ELEMENT_ID } from '@app/contracts';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client';
import { routeFor } from './app/route-table';
import { AppRouter } from './app/router';
import { installSessionExpiryHandler } from './app/session-expiry';
import { applyTheme } from './app/theme';
import { verifyStoredSession } from './features/account';
import { initI18n } from './i18n';
import { statusQuery } from './shared/api/get-status';
import { rememberLaunchFlags } from './shared/lib/platform';
import { rememberPreferenceCookies } from './shared/lib/preference-cookies';
import { usePreferences } from './shared/stores/preferences';
import { shouldVerifyStoredSession, useSession } from './shared/stores/session';
import './styles/tokens.css';
import './styles/reset.css';
import './styles/primitives.css';
import './styles/shell.css';
import './styles/forms.css';

// "/" and "/m" are home too (R-NAV-01); the router lives under /m/.
if (!window.location.pathname.startsWith('/m/')) {
  window.history.replaceState(null, '', `/m/${window.location.search}${window.location.hash}`);
}

rememberLaunchFlags(new URLSearchParams(window.location.search));
const preferences = usePreferences.getState();
applyTheme(preferences.theme);
const pageHints = () => ({ ...usePreferences.getState(), member: useSession.getState().session !== null });
rememberPreferenceCookies(pageHints());
usePreferences.subscribe((state, previous) => {
  if (state.theme !== previous.theme) applyTheme(state.theme);
  if (state.theme !== previous.theme || state.language !== previous.language)
    rememberPreferenceCookies(pageHints());
});
useSession.subscribe((state, previous) => {
  if ((state.session === null) !== (previous.session === null)) rememberPreferenceCookies(pageHints());
});

// A guest's first screen may come rendered by the server, with the data behind it (issue 17): the
// app adopts both. A stored session renders the member's own screen instead.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const firstScreen =
  root.hasAttribute('data-first-screen') && useSession.getState().session === null
    ? document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent
    : undefined;

// The status gates every screen: ask for it, and for this path's screen, while the language loads.
const queryClient = createQueryClient();
if (firstScreen) hydrate(queryClient, JSON.parse(firstScreen) as DehydratedState);
installSessionExpiryHandler(queryClient);
void queryClient.prefetchQuery(statusQuery);
if (shouldVerifyStoredSession()) void verifyStoredSession(queryClient);
void routeFor(window.location.pathname.replace(/^\/m/, '') || '/')?.screen?.();
await initI18n(preferences.language);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  </StrictMode>
);
// A transition either way, so that React renders or adopts the first screen in slices that yield to
// the browser instead of one long task (Lighthouse TBT on /m/: 1,509 ms → 904 ms, median of 3 each).
if (firstScreen) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  const page = createRoot(root);
  startTransition(() => page.render(app));
}

// Installable app (R-DL-18): the worker and its update prompt load after the page, in their own chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const startWorker = () =>
    void import('./features/install/lib/service-worker-client').then((m) => m.start());
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}
