/**
 * Crash: the published rules (house edge, limits, timing) and the multiplier curve. Pure numbers, no
 * zod and no Node API, so the game page draws the same curve the server judges cash-outs by.
 */
/** The game id of Crash in the in-house vendor's catalogue. */
export const CRASH_GAME_CODE = 'crash';

export const CRASH_RULES = {
  /** House edge in basis points: every cash-out target returns 99 % of the stake on average. */
  houseEdgeBp: 100,
  /** The highest crash point, in hundredths: 10,000.00×. */
  maxMultiplierCents: 1_000_000,
  /** The lowest automatic cash-out (1.01×): a target of 1.00× could never win anything. */
  minAutoCashoutCents: 101,
  minBetCentavos: 1_000,
  maxBetCentavos: 500_000,
  /** The most one bet can win in one round (stake included), whatever the multiplier. */
  maxWinCentavos: 5_000_000,
  bettingMs: 6_000,
  /** The pause after a crash before the next round opens for bets. */
  pauseMs: 3_000,
  /** m(t) = e^(growthPerMs · t), t in milliseconds since the round started, as bustabit. */
  growthPerMs: 0.00006,
  /** Hashes per chain; the chain's terminating hash is published before its first round. */
  chainLength: 10_000,
} as const;

export type CrashPhase = 'betting' | 'running' | 'crashed';

/** The multiplier shown and paid after `elapsedMs` of the running phase, in hundredths, rounded down. */
export function multiplierCentsAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_RULES.growthPerMs * elapsedMs));
}

/** The first whole millisecond at which the multiplier reaches `cents`: the moment the round crashes. */
export function crashElapsedMs(crashPointCents: number): number {
  if (crashPointCents <= 100) return 0;
  let elapsed = Math.ceil(Math.log(crashPointCents / 100) / CRASH_RULES.growthPerMs);
  // Math.log and Math.exp may disagree by one ulp; the curve itself is the definition.
  while (elapsed > 0 && multiplierCentsAt(elapsed - 1) >= crashPointCents) elapsed--;
  while (multiplierCentsAt(elapsed) < crashPointCents) elapsed++;
  return elapsed;
}

/** What a bet returns at a cash-out multiplier: stake × multiplier, down to the centavo, capped by the max win. */
export function crashPayoutCentavos(amountCentavos: number, cashoutCents: number): number {
  return Math.min(Math.floor((amountCentavos * cashoutCents) / 100), CRASH_RULES.maxWinCentavos);
}

/** "12.34×" style text of a multiplier in hundredths. */
export function formatMultiplier(cents: number): string {
  return `${(cents / 100).toFixed(2)}×`;
}
