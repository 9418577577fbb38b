import { useNow } from '../../../shared/hooks/use-now';

export interface Countdown {
  days: number;
  /** `HH:MM:SS` past the whole days. */
  clock: string;
  ended: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownTo(endsAt: string, now: number): Countdown {
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
    ended: left === 0,
  };
}

/** The time left to a period's end, ticking each second. */
export function useLeaderboardCountdown(endsAt: string): Countdown {
  return countdownTo(endsAt, useNow());
}
