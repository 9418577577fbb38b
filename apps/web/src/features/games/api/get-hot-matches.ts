import { gamesEndpoints, type Language, REQUEST_CONSTANTS } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { callEndpoint } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

export const getHotMatches = (language: Language, merchantCode: string, signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.hotMatches, {
    query: { language, platform: REQUEST_CONSTANTS.platform, merchantCode },
    signal,
  });

/** The upcoming events of the home (R-HOME-27), shape {list}. */
export const hotMatchesQuery = (language: Language, merchantCode: string) =>
  queryOptions({
    queryKey: ['games', 'hotMatches', language, merchantCode],
    queryFn: ({ signal }) => getHotMatches(language, merchantCode, signal),
    staleTime: 60_000,
  });

export function useHotMatches() {
  const language = usePreferences((s) => s.language);
  const { merchant, ready } = useMerchant();
  return useQuery({ ...hotMatchesQuery(language, merchant), enabled: ready });
}
