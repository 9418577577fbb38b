import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useGuestGame } from '../../features/games';
import type { LoginRedirectState } from '../../shared/lib/login-redirect';
import { notify } from '../../shared/stores/notices';
import { roleOf, useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import type { Guard } from '../route-table';

/**
 * Member-only screens send guests to /m/login (R-ROLE-03), and /m/changePsw sends them home
 * (R-AUTH-46); guest-only screens send real members home, while a trial account may still log in or
 * register a real one (R-ROLE-07). While the login modal is open after an expired session, the
 * screen waits in place for it instead (R-AUTH-10); after sign-out it leads home (R-AUTH-32).
 * The router applies navigations as transitions while the session store updates at once, so the
 * guard sees "no session" on the old screen before the navigation home arrives.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const role = roleOf(useSession((s) => s.session));
  const loginModalOpen = useUi((s) => s.accountOverlay === 'login');
  const signedOut = useUi((s) => s.signedOut);
  const setSignedOut = useUi((s) => s.setSignedOut);
  // The game chosen before the login is about to open, or opening, in the sign-in screen's place.
  const gameAhead = useGuestGame((s) => s.launching || s.pending !== null);
  const { pathname, search, hash } = useLocation();
  const needsSession = guard === 'member' || guard === 'memberElseHome';
  // A screen open to guests is showing: whatever sign-out was leaving has been left.
  useEffect(() => {
    if (!needsSession && signedOut) setSignedOut(false);
  }, [needsSession, signedOut, setSignedOut]);
  if (needsSession && role === 'guest') {
    if (loginModalOpen) return null;
    if (guard === 'memberElseHome' || signedOut) return <Navigate to="/home" replace />;
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <LoginFirst state={state} />;
  }
  // No stop at home on the way: the session can start (and render) before the screen's own
  // after-sign-in step takes the pending game, and a stop at home would drop it.
  if (guard === 'guestOnly' && role === 'member' && !gameAhead) return <Navigate to="/home" replace />;
  return children;
}

/** A guest sent to log in from a member-only screen is told why (R-ERR-14). */
function LoginFirst({ state }: { state: LoginRedirectState }) {
  useEffect(() => {
    notify('in_logged_login');
  }, []);
  return <Navigate to="/login" replace state={state} />;
}
