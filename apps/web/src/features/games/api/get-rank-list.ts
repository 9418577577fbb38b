import { gamesEndpoints, type Language, LIMITS } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

export const getRankList = (language: Language, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.rankList, {
    query: { gameCategory: 'ALL', language, limitNum: LIMITS.winnerBoardRequest },
    signal,
  });

/** The latest real, settled wins (R-HOME-34, H-5): 20 fetched. */
export const rankListQuery = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'rankList', language],
    queryFn: ({ signal }) => getRankList(language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useRankList = () => useQuery(rankListQuery(usePreferences((s) => s.language)));
