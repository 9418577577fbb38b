import { cashierEndpoints } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export interface RecordsFilter {
  startDate: string;
  endDate: string;
  pageNum: number;
}

/** Records change by the operator's hand, so each visit asks again (`staleTime: 0`). */
export const cashierRecordsKey = [...MEMBER_SCOPE, 'cashier', 'records'] as const;

/** The member's deposits (R-WALLET-11, spelling of the call kept) in a date range, paged. */
export const useDepositRecords = (filter: RecordsFilter) =>
  useQuery({
    queryKey: [...cashierRecordsKey, 'deposits', filter],
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.depositReport, { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: HANDLES_ERRORS,
  });

/** The member's withdrawals (R-WALLET-15) in a date range, paged. */
export const useWithdrawRecords = (filter: RecordsFilter) =>
  useQuery({
    queryKey: [...cashierRecordsKey, 'withdrawals', filter],
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.withdrawReport, { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: HANDLES_ERRORS,
  });
