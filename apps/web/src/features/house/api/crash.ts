import { type BodyOf, houseEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** Opens Crash with its launch token: player, balance, the round, its bets and the player's own bet. */
export const useCrashSession = (token: string) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'house', 'crash', 'session', token],
    queryFn: ({ signal }) => callEndpoint(houseEndpoints.crashSession, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: HANDLES_ERRORS,
  });

/** The room as it is now: asked for when the live socket has been silent too long. */
export const fetchCrashState = () => callEndpoint(houseEndpoints.crashState, {});

export type CrashBetBody = BodyOf<typeof houseEndpoints.crashBet>;
export const placeCrashBet = (body: CrashBetBody) => callEndpoint(houseEndpoints.crashBet, { body });
export const cashOutCrash = (token: string, roundId: number) =>
  callEndpoint(houseEndpoints.crashCashout, { body: { token, roundId } });

/**
 * Every bet of a round, for a player who opens the whole list (the live socket carries only the
 * largest stakes); asked again every few seconds while the list stays open.
 */
export const useCrashBets = (roundId: number | null, open: boolean) =>
  useQuery({
    queryKey: ['house', 'crash', 'bets', roundId],
    queryFn: ({ signal }) =>
      callEndpoint(houseEndpoints.crashBets, { query: { roundId: roundId ?? 0 }, signal }),
    enabled: open && roundId !== null,
    refetchInterval: 3_000,
    retry: false,
    meta: HANDLES_ERRORS,
  });

/** A crashed round's hash, salt and chain neighbours, for the verify page. */
export const useCrashVerify = (roundId: number | null) =>
  useQuery({
    queryKey: ['house', 'crash', 'verify', roundId],
    queryFn: ({ signal }) =>
      callEndpoint(houseEndpoints.crashVerify, { query: { roundId: roundId ?? 0 }, signal }),
    enabled: roundId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: HANDLES_ERRORS,
  });
