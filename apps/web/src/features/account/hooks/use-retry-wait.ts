import { TIMING } from '@app/contracts';
import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/sms-countdown';

export interface RetryWait {
  /** Seconds left, ticking down to 0. */
  seconds: number;
  /** The wait as the server gave it: what a screen reader hears, once rather than every second. */
  given: number;
}

/** The server's growing login delay (S-04), counted down while the player reads it. */
export function useRetryWait() {
  const [deadline, setDeadline] = useState(0);
  const [wait, setWait] = useState<RetryWait>({ seconds: 0, given: 0 });

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const left = secondsLeft(deadline, Date.now());
      setWait((current) => ({ ...current, seconds: left }));
      if (left === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, TIMING.countdownTickMs);
    return () => clearInterval(timer);
  }, [deadline]);

  const waitFor = (seconds: number) => {
    setWait({ seconds, given: seconds });
    setDeadline(Date.now() + seconds * 1000);
  };
  return { wait, waitFor };
}
