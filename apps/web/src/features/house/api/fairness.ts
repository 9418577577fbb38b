import { houseEndpoints } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getFairness = (signal?: AbortSignal) => callEndpoint(houseEndpoints.fairness, { signal });
export const rotateSeed = (clientSeed: string) =>
  callEndpoint(houseEndpoints.rotateSeed, { body: { clientSeed } });
export const getHouseRound = (roundId: string, signal?: AbortSignal) =>
  callEndpoint(houseEndpoints.round, { query: { roundId }, signal });

const fairnessKey = [...MEMBER_SCOPE, 'house', 'fairness'] as const;

/** The active commitment and the revealed seeds (H-3). */
export const useFairness = () =>
  useQuery({
    queryKey: fairnessKey,
    queryFn: ({ signal }) => getFairness(signal),
    staleTime: 0,
  });

/** Sets a new client seed: the active server seed is revealed and a new one committed. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (value) => {
      queryClient.setQueryData(fairnessKey, value);
      // A round of the rotated seed can now be verified.
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_SCOPE, 'house', 'round'] });
    },
  });
}

/** One in-house spin with what recomputing it needs. */
export const useHouseRound = (roundId: string) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'house', 'round', roundId],
    queryFn: ({ signal }) => getHouseRound(roundId, signal),
    enabled: roundId !== '',
    retry: false,
    meta: HANDLES_ERRORS,
  });
