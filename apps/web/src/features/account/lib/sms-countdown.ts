import { TIMING } from '@app/contracts';

/**
 * When the send button is free again (R-AUTH-37, A-43): `expirationTime` if the server gave one,
 * else `expiredMinutes` × 60 s, else the default 60 s.
 */
export function countdownDeadline(
  value: { expirationTime?: string | null; expiredMinutes?: number | null } | null | undefined,
  now: number,
): number {
  const at = value?.expirationTime ? Date.parse(value.expirationTime) : Number.NaN;
  if (Number.isFinite(at)) return at;
  const minutes = value?.expiredMinutes;
  if (typeof minutes === 'number' && minutes > 0) return now + minutes * 60_000;
  return now + TIMING.smsCountdownDefaultSeconds * 1000;
}

/** Whole seconds left, shown on the button; 0 means it is idle again. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
