/** Pure rules of the VIP club, shared by server and web (no zod here). */

import type { VipTier } from './system.js';

export interface VipStanding {
  /** The member's tier, or null when the operator has no tier table. */
  tier: VipTier | null;
  next: VipTier | null;
  /** Whole percent of the way from this tier's turnover to the next one's, 0 to 100; 100 at the top. */
  progress: number;
  /** Centavos of settled turnover still missing for the next tier; 0 at the top. */
  remainingCentavos: number;
}

const centavosOf = (tier: VipTier) => Math.round(tier.turnover * 100);

/**
 * Where a member stands: the highest tier their settled turnover (in centavos) reaches, or the level
 * the operator granted them when that is higher, and how far they are to the next tier. The
 * percentage is rounded down, so it never reads 100 before the next tier is actually reached.
 */
export function vipStanding(
  tiers: readonly VipTier[],
  turnoverCentavos: number,
  grantedLevel = 0,
): VipStanding {
  const ordered = [...tiers].sort((a, b) => a.level - b.level);
  const earned = ordered.filter((t) => centavosOf(t) <= turnoverCentavos).at(-1);
  const granted = ordered.filter((t) => t.level <= grantedLevel).at(-1);
  const tier =
    (earned && granted ? (earned.level >= granted.level ? earned : granted) : (earned ?? granted)) ?? null;
  const next = tier ? (ordered.find((t) => t.level > tier.level) ?? null) : (ordered[0] ?? null);
  if (!next) return { tier, next: null, progress: tier ? 100 : 0, remainingCentavos: 0 };
  const from = tier ? centavosOf(tier) : 0;
  const span = centavosOf(next) - from;
  const done = span > 0 ? Math.floor(((turnoverCentavos - from) / span) * 100) : 0;
  return {
    tier,
    next,
    progress: Math.min(99, Math.max(0, done)),
    remainingCentavos: Math.max(0, centavosOf(next) - turnoverCentavos),
  };
}

/** The VIP referral's weekly share for a level (R-VIP-03, R-CONST-20): 5% for VIP 4–9, 10% for 10–20. */
export function vipReferralPercent(level: number): number {
  if (level >= 10) return 10;
  if (level >= 4) return 5;
  return 0;
}

/** Whether a level has a personal VIP host (R-VIP-07, R-VIP-08). */
export function hasVipHost(level: number, hostFromLevel: number): boolean {
  return level >= hostFromLevel;
}
