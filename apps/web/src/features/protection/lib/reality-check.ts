const MINUTE = 60_000;

/**
 * When the next reality check is due: the first whole interval of play after `now`, counted from
 * the login, so a reload neither repeats a check nor moves the next one.
 */
export function nextCheckAt(startedAtMs: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE;
  const done = Math.max(0, Math.floor((now - startedAtMs) / interval));
  return startedAtMs + (done + 1) * interval;
}

/** Whole minutes played since the login. */
export const minutesPlayed = (startedAtMs: number, now: number) =>
  Math.max(0, Math.floor((now - startedAtMs) / MINUTE));
