import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const bankCardsQueryKey = [...MEMBER_SCOPE, 'cashier', 'bankCards'] as const;

/** The member's payout accounts, masked (R-API-98). */
export const useBankCards = (enabled = true) =>
  useQuery({
    queryKey: bankCardsQueryKey,
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.bankCards, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
