import type { VipTier } from '@app/contracts';

export interface TierGroup {
  name: string;
  /** 0 for the lowest named tier, counting up: picks the badge's colour. */
  rank: number;
  levels: VipTier[];
}

/** The levels under each tier name, lowest first: the operator names runs of levels (BRONZE 1–3 …). */
export function tierGroups(tiers: readonly VipTier[]): TierGroup[] {
  const groups: TierGroup[] = [];
  for (const tier of [...tiers].sort((a, b) => a.level - b.level)) {
    const last = groups.at(-1);
    if (last && last.name === tier.name) last.levels.push(tier);
    else groups.push({ name: tier.name, rank: groups.length, levels: [tier] });
  }
  return groups;
}
