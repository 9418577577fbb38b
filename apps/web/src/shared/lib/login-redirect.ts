/** Where a guest was going when a guard sent them to /m/login; login brings them back (R-AUTH-17). */
export interface LoginRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/** The path to return to after login: the route that sent the player, else /m/home. */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/home';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
