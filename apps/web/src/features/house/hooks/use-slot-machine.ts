import {
  type FairnessState,
  type HouseSessionValue,
  type HouseSpinValue,
  type SlotDefinition,
  totalBetCentavos,
} from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { spinSlot } from '../api/spin';
import { newSpinId } from '../lib/spin-id';
import { useGameBalance } from './use-game-balance';

export type SlotProblem = { kind: 'funds' } | { kind: 'expired' };
export type SlotPhase = 'idle' | 'spinning' | 'result';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
/** The reels turn at least this long, then land left to right this far apart. */
const MIN_SPIN_MS = 650;
const LAND_STAGGER_MS = 170;

/** The first window a game shows: the top of each strip, so the reels are never empty. */
function openingWindow(def: SlotDefinition): string[][] {
  return def.reels.map((strip) =>
    Array.from({ length: def.rows }, (_, row) => strip[row % strip.length] ?? ''),
  );
}

/**
 * One slot machine: the bet, the balance, the spin with its reel landing, and what went wrong
 * (insufficient funds, an expired launch token). The balance also goes into the wallet query, so the
 * site's balance is right when the player closes the game.
 */
export function useSlotMachine(def: SlotDefinition, token: string, session: HouseSessionValue) {
  const [betIndex, setBetIndex] = useState(0);
  const { balance, setBalance, showBalance } = useGameBalance(session);
  const [phase, setPhase] = useState<SlotPhase>('idle');
  const [landed, setLanded] = useState(def.reels.length);
  const [reelWindow, setReelWindow] = useState(() => openingWindow(def));
  const [result, setResult] = useState<HouseSpinValue | null>(null);
  const [fairness, setFairness] = useState<FairnessState>(session.fairness);
  const [problem, setProblem] = useState<SlotProblem | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const lineBet = def.lineBetsCentavos[betIndex] ?? def.lineBetsCentavos[0] ?? 1;
  const totalBet = totalBetCentavos(def, lineBet);

  const spin = useCallback(async () => {
    if (phase === 'spinning') return;
    const before = balance;
    const calm = reducedMotion();
    setProblem(null);
    setResult(null);
    setPhase('spinning');
    setLanded(0);
    setBalance(Math.max(0, before - totalBet));
    const started = performance.now();
    try {
      const answer = await spinSlot({ token, spinId: newSpinId(), lineBetCentavos: lineBet });
      if (!calm) await sleep(Math.max(0, MIN_SPIN_MS - (performance.now() - started)));
      if (!alive.current) return;
      setReelWindow(answer.window);
      for (let reel = 1; reel <= def.reels.length; reel++) {
        setLanded(reel);
        if (!calm) await sleep(LAND_STAGGER_MS);
      }
      if (!alive.current) return;
      setResult(answer);
      setFairness({
        serverSeedHash: answer.serverSeedHash,
        clientSeed: answer.clientSeed,
        nonce: answer.nonce + 1,
      });
      showBalance(answer.balanceCentavos);
    } catch (error) {
      if (!alive.current) return;
      setLanded(def.reels.length);
      setBalance(before);
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
        const known = error.value?.balance;
        if (typeof known === 'number') showBalance(known);
        setProblem({ kind: 'funds' });
      } else if (error instanceof ApiError && error.code === 'TOKEN_EXPIRED') {
        setProblem({ kind: 'expired' });
      } else {
        notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
      }
    }
    if (alive.current) setPhase('result');
  }, [phase, balance, totalBet, token, lineBet, def.reels.length, showBalance, setBalance]);

  return {
    betIndex,
    setBetIndex,
    lineBet,
    totalBet,
    balance,
    phase,
    landed,
    reelWindow,
    result,
    fairness,
    problem,
    clearProblem: () => setProblem(null),
    spin,
  };
}
