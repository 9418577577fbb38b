import { CRASH_RULES } from './rules.js';

const TWO_52 = 2n ** 52n;

/**
 * Exactly how many of the 2^52 equally likely draws give a crash point ≥ `targetCents`: C ≥ x holds
 * when 2^52 − r ≤ (10000 − edge) · 2^52 / (100 · x), since x is whole and the floor cannot cross it.
 */
export function drawsReaching(
  targetCents: number,
  edgeBp: number = CRASH_RULES.houseEdgeBp,
  maxCents: number = CRASH_RULES.maxMultiplierCents,
): bigint {
  if (targetCents <= 100) return TWO_52;
  if (targetCents > maxCents) return 0n;
  const limit = (BigInt(10_000 - edgeBp) * TWO_52) / (100n * BigInt(targetCents));
  return limit > TWO_52 ? TWO_52 : limit;
}

/** P(crash point ≥ target) as a number (the exact value is drawsReaching / 2^52). */
export function chanceToReach(targetCents: number): number {
  return Number(drawsReaching(targetCents)) / 2 ** 52;
}

/**
 * The return to player of cashing out at `targetCents` (automatic or by hand, it is the same bet),
 * as an exact fraction numerator / denominator, before the max-win cap.
 */
export function crashRtpFraction(targetCents: number): { numerator: bigint; denominator: bigint } {
  return { numerator: BigInt(targetCents) * drawsReaching(targetCents), denominator: 100n * TWO_52 };
}
