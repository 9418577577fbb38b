import type { QueryClient } from '@tanstack/react-query';
import { setSessionExpiredHandler } from '../shared/lib/api-client';
import { dropSessionQueries } from '../shared/lib/query-scopes';
import { notify } from '../shared/stores/notices';
import { clearSession } from '../shared/stores/session';
import { useUi } from '../shared/stores/ui';

/**
 * A call answered 401 SESSION_EXPIRED (idle, or replaced by a login elsewhere) or
 * SESSION_TIME_LIMIT (the player's own session-time limit, issue 16): forget the session and what
 * we knew of the member, say which, and offer the login modal on the same page (R-AUTH-41, R-AUTH-10).
 */
export function installSessionExpiryHandler(queryClient: QueryClient): void {
  setSessionExpiredHandler((reason) => {
    clearSession();
    dropSessionQueries(queryClient);
    // A long toast: the login modal opens over it, and the reason is worth reading (R-CONST-09).
    notify(reason === 'SESSION_TIME_LIMIT' ? 'err_session_time_limit' : 'err_session_expired', {
      tone: 'error',
      length: 'long',
    });
    useUi.getState().showAccountOverlay('login');
  });
}
