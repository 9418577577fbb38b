import { type Game, LIMITS, type SiteCategory } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';
import { getFavouriteList } from '../api/get-favourite-list';
import { getGameList } from '../api/get-game-list';
import { getHotGames } from '../api/get-hot-games';
import { getRecentGames } from '../api/get-recent-games';
import { type GameFilter, gameListBody } from '../lib/filters';

interface Page {
  games: Game[];
  pageNum: number;
  totalPages: number;
  total: number;
}

const single = (games: Game[]): Page => ({ games, pageNum: 1, totalPages: 1, total: games.length });

/**
 * A category's games, page by page (R-GAMES-20 … R-GAMES-22): a new filter is a new list from page
 * 1; "more games" appends the next page. HOT, FAV and RECENT read their own calls (R-GAMES-33 … 35).
 */
export function useGameList(
  category: SiteCategory,
  filter: GameFilter,
  pageSize: number = LIMITS.gameListPageSize,
) {
  const language = usePreferences((s) => s.language);
  const { merchant, ready } = useMerchant();
  const member = category === 'FAV' || category === 'RECENT';
  const query = useInfiniteQuery({
    queryKey: [
      ...(member ? MEMBER_SCOPE : []),
      'games',
      'list',
      category,
      filter,
      pageSize,
      language,
      merchant,
    ],
    enabled: ready,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Page> => {
      if (category === 'HOT') return single((await getHotGames(language, merchant, signal)).list);
      if (category === 'RECENT') return single((await getRecentGames(language, signal)).list);
      if (category === 'FAV') {
        const page = await getFavouriteList(pageParam, language, signal);
        return {
          games: page.content,
          pageNum: page.pageNum,
          totalPages: page.totalPages,
          total: page.content.length,
        };
      }
      return getGameList(gameListBody(category, filter, pageParam, merchant, pageSize), signal);
    },
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  const last = pages[pages.length - 1];
  const games = pages.flatMap((p) => p.games);
  /** Nothing to show because the first page failed; later pages failing keep what is shown. */
  const failed = query.isError && pages.length === 0;
  return {
    games,
    pageNum: last?.pageNum ?? 0,
    totalPages: last?.totalPages ?? 0,
    total: pages[0]?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    failed,
    /** What a full list's GameGrid takes: the games, still loading, failed and Retry. */
    grid: {
      games,
      loading: query.isPending || query.isFetchingNextPage,
      failed,
      onRetry: () => void query.refetch(),
    },
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
