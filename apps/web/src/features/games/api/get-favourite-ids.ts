import { gamesEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { roleOf, useSession } from '../../../shared/stores/session';

export const getFavouriteIds = (signal?: AbortSignal) =>
  callEndpoint(gamesEndpoints.favouriteIds, { signal });

export const favouriteIdsKey = [...MEMBER_SCOPE, 'favouriteIds'] as const;

/** The member's favourite nodeIds as strings (R-GAMES-32); loaded once a session exists. */
export const favouriteIdsQuery = queryOptions({
  queryKey: favouriteIdsKey,
  queryFn: ({ signal }) => getFavouriteIds(signal),
  staleTime: 5 * 60_000,
});

export function useFavouriteIds(): readonly string[] {
  const isMember = roleOf(useSession((s) => s.session)) !== 'guest';
  return useQuery({ ...favouriteIdsQuery, enabled: isMember }).data ?? [];
}
