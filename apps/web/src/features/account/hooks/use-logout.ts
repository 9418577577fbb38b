import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dropSessionQueries } from '../../../shared/lib/query-scopes';
import { dismissNotice, notifyLoading } from '../../../shared/stores/notices';
import { clearSession } from '../../../shared/stores/session';
import { useUi } from '../../../shared/stores/ui';
import { logout } from '../api/logout';
import { logoutEverywhere } from '../api/logout-everywhere';
import { forgetRememberedDevice } from '../lib/remembered-login';

function clearSessionStorage() {
  try {
    sessionStorage.clear();
  } catch {
    // Nothing kept there can be read either.
  }
}

/**
 * Confirmed sign-out (R-AUTH-31, R-AUTH-32): a loading notice while the server ends the session,
 * then, whether or not it answered, this device forgets the session, the member and the trial user
 * (both are member queries) and the whole sessionStorage, and goes home. The theme, language,
 * remembered username and download-bar choice stay (R-AUTH-33). The server kills this device's
 * remember token with the session, so the one-tap login goes too (H-7); `everywhere` ends every
 * session of the member and forgets every remembered device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
    const loading = notifyLoading('logging_out');
    try {
      await (everywhere ? logoutEverywhere() : logout());
    } catch {
      // Signing out here must not depend on the server being reachable.
    } finally {
      dismissNotice(loading);
      // Marked first, so that a member-only screen leads home too rather than to /m/login.
      useUi.getState().setSignedOut(true);
      clearSession();
      forgetRememberedDevice();
      navigate('/home');
      clearSessionStorage();
      dropSessionQueries(queryClient);
    }
  };
}
