import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

export const depositPromosQueryKey = [...MEMBER_SCOPE, 'cashier', 'depositPromos'] as const;

/**
 * The deposit promotions the member may join now and the bonus already running (R-API-89,
 * R-PROMO-14), titled in the chosen language. A deposit paid or a bet settled moves the bonus on,
 * so each visit asks again (`staleTime: 0`).
 */
export function useDepositPromos(enabled = true) {
  const language = usePreferences((s) => s.language);
  return useQuery({
    queryKey: [...depositPromosQueryKey, language],
    queryFn: ({ signal }) =>
      callEndpoint(promotionsEndpoints.depositPromoList, { query: { language }, signal }),
    enabled,
    staleTime: 0,
    meta: HANDLES_ERRORS,
  });
}
