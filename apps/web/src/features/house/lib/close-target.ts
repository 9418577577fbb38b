export type CloseTarget = { kind: 'home' } | { kind: 'back'; path: string };

/**
 * Where the game's close control leads (SPEC §2, R-NAV-23 by analogy with /m/launchGame): home when
 * the launch asked for `pageBack`, else the page of the site the player came from, else home.
 */
export function closeTarget(search: URLSearchParams, referrer: string, origin: string): CloseTarget {
  if (search.has('pageBack')) return { kind: 'home' };
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return { kind: 'home' };
  }
  if (from.origin !== origin || !from.pathname.startsWith('/m/') || from.pathname.startsWith('/m/house/')) {
    return { kind: 'home' };
  }
  return { kind: 'back', path: `${from.pathname}${from.search}${from.hash}` };
}
