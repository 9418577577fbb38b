import { useQuery } from '@tanstack/react-query';
import { getGameList } from '../../games/api/get-game-list';
import { useMerchant } from '../../games/hooks/use-merchant';
import { EMPTY_FILTER, gameListBody } from '../../games/lib/filters';

/** How many launchable games the active catalogue holds: the total of an unfiltered list (R-HOME-41). */
export function useGamesTotal() {
  const { merchant, ready } = useMerchant();
  return useQuery({
    queryKey: ['games', 'total', merchant],
    queryFn: async ({ signal }) =>
      (await getGameList(gameListBody('ALL', EMPTY_FILTER, 1, merchant, 1), signal)).total,
    staleTime: 10 * 60_000,
    meta: { handlesErrors: true },
    enabled: ready,
  });
}
