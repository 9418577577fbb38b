import { houseEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const openHouseSession = (token: string, signal?: AbortSignal) =>
  callEndpoint(houseEndpoints.openSession, { body: { token }, signal });

/** Opens the game with its launch token: player, currency, balance and the fairness commitment. */
export const useHouseSession = (token: string) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'house', 'session', token],
    queryFn: ({ signal }) => openHouseSession(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: HANDLES_ERRORS,
  });
