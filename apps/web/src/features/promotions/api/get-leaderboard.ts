import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, VIEWER_SCOPE } from '../../../shared/lib/query-scopes';

/** Per viewer: a logged-in answer carries the member's own rank, so a session change asks again. */
export const leaderboardQueryKey = [...VIEWER_SCOPE, 'promotions', 'leaderboard'] as const;

/** The running period's board (R-PROMO-07); asked again each minute while open, as scores move. */
export const useLeaderboard = () =>
  useQuery({
    queryKey: leaderboardQueryKey,
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.leaderboard, { signal }),
    refetchInterval: 60_000,
    meta: HANDLES_ERRORS,
  });
