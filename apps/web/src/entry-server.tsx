import type { Language, Theme } from '@app/contracts';
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient } from './app/query-client';
import { routeFor } from './app/route-table';
import { AppRoutes } from './app/router';
import { changeLanguage } from './i18n';
import { setApiTransport } from './shared/lib/api-client';
import { type ServerHtml, setServerHtml } from './shared/lib/server-html';
import { usePreferences } from './shared/stores/preferences';

/** What the server's page needs to paint a guest's first screen before the app's script has run. */
export interface FirstScreen {
  /** The markup of `#root`, which `hydrateRoot` adopts. */
  html: string;
  /** TanStack Query's state behind it, dehydrated, for the browser's cache before it hydrates. */
  state: unknown;
  /** The source module of the route's screen (`src/…`), whose chunk and styles the page must link. */
  screen: string | undefined;
}

export interface FirstScreenRequest {
  /** The path and query under /m/. */
  url: string;
  language: Language;
  theme: Theme;
  /** Answers the app's API calls from the server itself, as a guest. */
  transport: typeof fetch;
  /** Reads operator-written HTML (help, banners) where there is no DOMParser. */
  html: ServerHtml;
}

/** Each round of answers may reveal calls that wait on it (the games wait for the merchant code). */
const MAX_DATA_ROUNDS = 6;

/** A query the screen asked for, may ask for now, and has not been answered yet in this render. */
function waitingForData(query: Query, asked: Set<string>): boolean {
  if (asked.has(query.queryHash)) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false && typeof query.options.queryFn === 'function';
}

async function renderToText(node: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(node, {
    // Every boundary inline: React outlines a large one behind an inline script, which the CSP blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  // A part that failed would be left to the browser with an inline script, which the CSP blocks.
  if (failure) throw failure;
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

function app(url: string, queryClient: QueryClient) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url} basename="/m">
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  );
}

/**
 * Renders the guest view of a public route, with the data its first screen asks for: render, answer
 * every call the render asked for, and render again until nothing new is asked. One render at a time:
 * the language, the preferences and the API transport are module state, as in the browser.
 * `undefined` when the route is not one a guest's first screen is rendered for.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | undefined> {
  const pathname = new URL(request.url, 'http://site').pathname.replace(/^\/m(?=\/|$)/, '') || '/';
  const entry = routeFor(pathname);
  if (!entry?.screen || (entry.guard !== 'none' && entry.guard !== 'guestOnly')) return undefined;
  setApiTransport(request.transport);
  setServerHtml(request.html);
  await changeLanguage(request.language);
  usePreferences.setState({ theme: request.theme, language: request.language });
  const queryClient = createQueryClient();
  const asked = new Set<string>();
  let html = await renderToText(app(request.url, queryClient));
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const waiting = queryClient.getQueryCache().findAll({ predicate: (q) => waitingForData(q, asked) });
    if (waiting.length === 0) break;
    for (const query of waiting) asked.add(query.queryHash);
    // With the options the screen gave, so a list of pages fetches its first page as one.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    // A failed call stays pending on the server, as it starts in the browser: the screen's own
    // placeholders, then its own error state once the browser has asked again.
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
    html = await renderToText(app(request.url, queryClient));
  }
  const screen = (entry.screen as { source?: string }).source;
  return { html, state: dehydrate(queryClient), screen };
}
