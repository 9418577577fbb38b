import { type Language, LIMITS, type Winner } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

/** The latest real, settled wins (R-HOME-34, H-5): 20 fetched. */
export const rankListQuery = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'rankList', language],
    queryFn: ({ signal }) =>
      apiGet<{ list: Winner[] }>(
        '/wps/relay/GCSGAME_getRankList',
        { gameCategory: 'ALL', language, limitNum: LIMITS.winnerBoardRequest },
        signal,
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useRankList = () => useQuery(rankListQuery(usePreferences((s) => s.language)));
