import { walletEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DateRange } from '../lib/date-range';

export const getFunds = (range: DateRange, signal?: AbortSignal) =>
  callEndpoint(walletEndpoints.funds, { query: { ...range }, signal });

/** Balance, deposits and withdrawals of a period (R-WALLET-20). */
export const useFunds = (range: DateRange) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'funds', range],
    queryFn: ({ signal }) => getFunds(range, signal),
    meta: HANDLES_ERRORS,
  });
