import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const withdrawBanksQueryKey = [...MEMBER_SCOPE, 'cashier', 'withdrawBanks'] as const;

/** The banks and e-wallets a withdrawal can be paid to (R-API-99). */
export const useWithdrawBanks = (enabled = true) =>
  useQuery({
    queryKey: withdrawBanksQueryKey,
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.withdrawBanks, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
