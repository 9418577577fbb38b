import { useQueryClient } from '@tanstack/react-query';
import { consolidatedSettingsQuery } from '../../../shared/api/get-consolidated-settings';
import { dropSessionQueries } from '../../../shared/lib/query-scopes';
import { startSession } from '../../../shared/stores/session';
import { memberInfoQuery } from '../api/get-member-info';

/** What a login, a registration and a free trial all answer with. */
export interface SignedIn {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/**
 * Keeps the new session as MC_SESSION_INFO with autoLogin=1 (R-AUTH-15, R-AUTH-17), drops anything
 * known about a previous member, and fetches the member info, which is cached (R-AUTH-19).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return async ({ token, userName, type, firstTimeLogin }: SignedIn) => {
    // The merchant code is the site's one tenant (R-SYS-25); a login must not fail for want of it.
    const settings = await queryClient.ensureQueryData(consolidatedSettingsQuery).catch(() => undefined);
    startSession({ token, merchantCode: settings?.merchantCode ?? '', userName, type, firstTimeLogin });
    // After the session starts, so that the queries asked again at once carry the new token.
    dropSessionQueries(queryClient);
    void queryClient.prefetchQuery(memberInfoQuery);
  };
}
