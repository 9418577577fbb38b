import type { CrashSessionValue, WalletsValue } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { useSession } from '../../../shared/stores/session';
import { useLiveTopic, walletQueryKey } from '../../wallet';
import { type CrashBetBody, cashOutCrash, fetchCrashState, placeCrashBet } from '../api/crash';
import { crashFeedReducer, initialCrashFeed, isCrashEvent } from '../lib/crash-feed';
import { newSpinId } from '../lib/spin-id';
import { useGameBalance } from './use-game-balance';

/** With no live event for this long, the page asks for the room itself (a dropped socket, a sleeping tab). */
const SILENCE_MS = 8_000;

/**
 * The Crash room for one player: the round and bets from the live socket's `crash` topic (polling
 * only when it falls silent), the balance (also from the wallet's live events, which carry the
 * settlement's wins), and the bet and cash-out calls with their busy state.
 */
export function useCrashGame(token: string, session: CrashSessionValue) {
  const [feed, dispatch] = useReducer(crashFeedReducer, undefined, () =>
    initialCrashFeed(session, Date.now()),
  );
  const { balance, setBalance, showBalance } = useGameBalance(session);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const lastHeard = useRef(Date.now());
  const memberToken = useSession((s) => s.session?.token);

  useLiveTopic(memberToken, 'crash', (event) => {
    if (!isCrashEvent(event)) return;
    lastHeard.current = Date.now();
    dispatch({ kind: 'event', event, receivedAt: Date.now() });
  });

  // The wallet's live balance event also brings the automatic cash-outs paid at the settlement.
  const wallet = useQuery<WalletsValue>({ queryKey: walletQueryKey, enabled: false });
  const pushed = wallet.data?.sumBalance;
  useEffect(() => {
    if (pushed !== undefined) setBalance(Math.round(pushed * 100));
  }, [pushed, setBalance]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastHeard.current < SILENCE_MS || !navigator.onLine) return;
      lastHeard.current = Date.now();
      fetchCrashState()
        .then((state) => dispatch({ kind: 'snapshot', state, receivedAt: Date.now() }))
        .catch(() => {});
    }, 2_000);
    return () => clearInterval(timer);
  }, []);

  const act = useCallback(
    async (call: () => ReturnType<typeof cashOutCrash>) => {
      setBusy(true);
      try {
        const answer = await call();
        dispatch({ kind: 'mine', bet: answer.bet });
        showBalance(answer.balanceCentavos);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TOKEN_EXPIRED') setExpired(true);
        else notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [showBalance],
  );

  const bet = (amountCentavos: number, autoCashoutCents: number | null) => {
    const body: CrashBetBody = { token, betId: newSpinId(), amountCentavos, autoCashoutCents };
    return act(() => placeCrashBet(body));
  };
  const cashOut = () =>
    feed.myBet ? act(() => cashOutCrash(token, feed.myBet?.roundId ?? 0)) : Promise.resolve();

  return { feed, balance, busy, expired, bet, cashOut };
}
