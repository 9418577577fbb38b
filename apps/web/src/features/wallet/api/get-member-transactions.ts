import { type TxCode, WALLET_POLICY, walletEndpoints } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DateRange } from '../lib/date-range';

export interface TransactionFilter extends DateRange {
  txCode: TxCode | 'ALL';
  pageNum: number;
}

export const getMemberTransactions = (filter: TransactionFilter, signal?: AbortSignal) =>
  callEndpoint(walletEndpoints.transactions, {
    query: { ...filter, pageSize: WALLET_POLICY.recordsPageSize },
    signal,
  });

/** The member's ledger movements of a period and type, paged (R-WALLET-19, R-API-86). */
export const useMemberTransactions = (filter: TransactionFilter) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'transactions', filter],
    queryFn: ({ signal }) => getMemberTransactions(filter, signal),
    placeholderData: keepPreviousData,
  });
