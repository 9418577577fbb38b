import { protectionEndpoints, type RealityCheckMinutes } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getPlaySession = (signal?: AbortSignal) =>
  callEndpoint(protectionEndpoints.playSession, { signal });

export const playSessionQuery = () =>
  queryOptions({
    queryKey: [...MEMBER_SCOPE, 'play-session'],
    queryFn: ({ signal }) => getPlaySession(signal),
    // The figures are asked again when a check is due; the start and interval do not change alone.
    staleTime: Number.POSITIVE_INFINITY,
    meta: HANDLES_ERRORS,
  });

/** The login's start, the reality-check interval and the session's bets and wins. */
export const usePlaySession = (enabled: boolean) => useQuery({ ...playSessionQuery(), enabled });

/** Chooses the interval; the answer replaces the cached session, which reschedules the check. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes) =>
      callEndpoint(protectionEndpoints.setRealityCheck, { body: { minutes } }),
    onSuccess: (session) => queryClient.setQueryData(playSessionQuery().queryKey, session),
  });
}
