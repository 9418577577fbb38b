import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const withdrawInfoQueryKey = [...MEMBER_SCOPE, 'cashier', 'withdrawInfo'] as const;

/** The withdrawable balance, the turnover still needed and the limits. */
export const useWithdrawInfo = (enabled = true) =>
  useQuery({
    queryKey: withdrawInfoQueryKey,
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.withdrawInfo, { signal }),
    enabled,
    // The operator pays and returns requests out of band: the figures are asked again on every visit.
    staleTime: 0,
    meta: HANDLES_ERRORS,
  });
