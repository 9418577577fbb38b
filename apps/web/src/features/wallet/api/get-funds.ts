import type { FundsValue } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DateRange } from '../lib/date-range';

/** Balance, deposits and withdrawals of a period (R-WALLET-20). */
export const useFunds = (range: DateRange) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'funds', range],
    queryFn: ({ signal }) => apiGet<FundsValue>('/wps/member/info/funds/consolidated', { ...range }, signal),
    meta: HANDLES_ERRORS,
  });
