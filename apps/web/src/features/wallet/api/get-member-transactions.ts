import { type MemberTransactionPage, type TxCode, WALLET_POLICY } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DateRange } from '../lib/date-range';

export interface TransactionFilter extends DateRange {
  txCode: TxCode | 'ALL';
  pageNum: number;
}

/** The member's ledger movements of a period and type, paged (R-WALLET-19, R-API-86). */
export const useMemberTransactions = (filter: TransactionFilter) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'transactions', filter],
    queryFn: ({ signal }) =>
      apiGet<MemberTransactionPage>(
        '/wps/relay/ODS2_MemberTransaction',
        { ...filter, pageSize: WALLET_POLICY.recordsPageSize },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
