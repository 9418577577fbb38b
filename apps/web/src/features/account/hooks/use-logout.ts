import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dropSessionQueries } from '../../../shared/lib/query-scopes';
import { dismissNotice, notifyLoading } from '../../../shared/stores/notices';
import { clearSession } from '../../../shared/stores/session';
import { useUi } from '../../../shared/stores/ui';
import { logout } from '../api/logout';

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
 * remembered username and download-bar choice stay (R-AUTH-33).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const loading = notifyLoading('logging_out');
    try {
      await logout();
    } catch {
      // Signing out here must not depend on the server being reachable.
    } finally {
      dismissNotice(loading);
      // Marked first, so that a member-only screen leads home too rather than to /m/login.
      useUi.getState().setSignedOut(true);
      clearSession();
      navigate('/home');
      clearSessionStorage();
      dropSessionQueries(queryClient);
    }
  };
}
