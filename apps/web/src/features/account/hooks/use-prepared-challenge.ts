import type { ChallengePurpose } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { runChallenge } from './use-challenge';

/** A challenge lives 5 minutes on the server; one older than this is fetched again. */
const FRESH_MS = 4 * 60_000;

/**
 * Solves a challenge in the background while the player types, so the tap that needs it does not
 * wait for the proof of work; each solution is used once (R-AUTH-24).
 */
export function usePreparedChallenge(purpose: ChallengePurpose, enabled: boolean) {
  const prepared = useRef<{ at: number; payload: Promise<string> } | null>(null);

  const prepare = () => {
    const payload = runChallenge(purpose);
    payload.catch(() => undefined);
    prepared.current = { at: Date.now(), payload };
  };

  useEffect(() => {
    if (!enabled || prepared.current) return;
    const timer = setTimeout(prepare, 300);
    return () => clearTimeout(timer);
  });

  /** The prepared solution if it is still fresh and good, else a new one; throws when unsolvable. */
  return async (): Promise<string> => {
    const ready = prepared.current;
    prepared.current = null;
    if (ready && Date.now() - ready.at < FRESH_MS) {
      const payload = await ready.payload.catch(() => null);
      if (payload) return payload;
    }
    return runChallenge(purpose);
  };
}
