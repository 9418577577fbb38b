import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
import { shouldVerifyStoredSession } from './shared/stores/session';
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
rememberPreferenceCookies(preferences);
usePreferences.subscribe((state, previous) => {
  if (state.theme !== previous.theme) applyTheme(state.theme);
  if (state.theme !== previous.theme || state.language !== previous.language)
    rememberPreferenceCookies(state);
});

// The status gates every screen: ask for it, and for this path's screen, while the language loads.
const queryClient = createQueryClient();
installSessionExpiryHandler(queryClient);
void queryClient.prefetchQuery(statusQuery);
if (shouldVerifyStoredSession()) void verifyStoredSession(queryClient);
void routeFor(window.location.pathname.replace(/^\/m/, '') || '/')?.screen?.();
await initI18n(preferences.language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A transition, so that React renders the first screen in slices that yield to the browser
// instead of one long task (Lighthouse TBT on /m/: 1,509 ms → 904 ms, median of 3 each).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

// Installable app (R-DL-18): the worker and its update prompt load after the page, in their own chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const startWorker = () =>
    void import('./features/install/lib/service-worker-client').then((m) => m.start());
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}
