import { useQuery } from '@tanstack/react-query';
import { EMPTY_FILTER, gameListBody, getGameList } from '../../../features/games';
import { useMerchant } from '../../../shared/hooks/use-merchant';

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
