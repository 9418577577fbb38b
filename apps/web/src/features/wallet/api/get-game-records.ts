import { gamesEndpoints, type Language, WALLET_POLICY } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import type { DateRange } from '../lib/date-range';

export interface GameRecordFilter extends DateRange {
  /** '' for every vendor. */
  vendor: string;
  pageNum: number;
}

export const getGameRecords = (filter: GameRecordFilter, language: Language, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.gameRecords, {
    query: { ...filter, pageSize: WALLET_POLICY.recordsPageSize, language },
    signal,
  });

/** The member's game rounds of a vendor and period, paged (R-GAMES-48, R-API-73). */
export function useGameRecords(filter: GameRecordFilter) {
  const { language } = useTranslation();
  return useQuery({
    queryKey: [...MEMBER_SCOPE, 'gameRecords', filter, language],
    queryFn: ({ signal }) => getGameRecords(filter, language, signal),
    placeholderData: keepPreviousData,
  });
}
