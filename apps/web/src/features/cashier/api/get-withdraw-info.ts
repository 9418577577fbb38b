import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

export const withdrawInfoQueryKey = [...MEMBER_SCOPE, 'cashier', 'withdrawInfo'] as const;

/** The withdrawable balance, the turnover still needed, the limits and the running bonus (its title in the chosen language). */
export function useWithdrawInfo(enabled = true) {
  const language = usePreferences((s) => s.language);
  return useQuery({
    queryKey: [...withdrawInfoQueryKey, language],
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.withdrawInfo, { query: { language }, signal }),
    enabled,
    // The operator pays and returns requests out of band: the figures are asked again on every visit.
    staleTime: 0,
    meta: HANDLES_ERRORS,
  });
}
