import { describe, expect, it } from 'vitest';
import type { VipTier } from './system.js';
import { hasVipHost, vipReferralPercent, vipStanding } from './vip-rules.js';

const tier = (level: number, name: string, turnover: number): VipTier => ({
  level,
  name,
  turnover,
  dailySalary: 0,
  monthlySalary: 0,
  weeklyCashbackPercent: 0,
  weeklyCashbackCap: 0,
});
// Deliberately out of order: the rule must not depend on how the operator listed them.
const TIERS = [tier(2, 'SILVER', 5_000), tier(0, 'NEW', 0), tier(1, 'BRONZE', 1_000)];

describe('vipStanding', () => {
  it('R-HOME-02 R-API-131 puts a member without turnover at the first tier, 0% of the way', () => {
    expect(vipStanding(TIERS, 0)).toEqual({
      tier: TIERS[1],
      next: TIERS[2],
      progress: 0,
      remainingCentavos: 100_000,
    });
  });

  it('R-HOME-02 measures progress from the current tier to the next, rounded down', () => {
    // 1,000 → 5,000 pesos; 2,999.99 pesos played is 49.99…% of the way.
    const standing = vipStanding(TIERS, 299_999);
    expect(standing.tier?.name).toBe('BRONZE');
    expect(standing.next?.name).toBe('SILVER');
    expect(standing.progress).toBe(49);
    expect(standing.remainingCentavos).toBe(200_001);
  });

  it('R-HOME-02 reaches a tier at exactly its turnover, and never reads 100 before it', () => {
    expect(vipStanding(TIERS, 499_999).progress).toBe(99);
    expect(vipStanding(TIERS, 499_999).tier?.name).toBe('BRONZE');
    expect(vipStanding(TIERS, 500_000).tier?.name).toBe('SILVER');
  });

  it('R-HOME-02 gives the top tier 100% and nothing left to reach', () => {
    expect(vipStanding(TIERS, 9_000_000)).toEqual({
      tier: TIERS[0],
      next: null,
      progress: 100,
      remainingCentavos: 0,
    });
  });

  it('R-API-131 keeps a level the operator granted above what turnover reaches, progress clamped at 0', () => {
    const standing = vipStanding(TIERS, 10_000, 2);
    expect(standing.tier?.name).toBe('SILVER');
    expect(standing.progress).toBe(100);
    const bronze = vipStanding(TIERS, 10_000, 1);
    expect(bronze.tier?.name).toBe('BRONZE');
    expect(bronze.progress).toBe(0);
    expect(bronze.remainingCentavos).toBe(490_000);
  });

  it('R-API-131 a turnover above the granted level wins', () => {
    expect(vipStanding(TIERS, 600_000, 1).tier?.name).toBe('SILVER');
  });

  it('R-API-131 without a tier table there is no tier and no progress', () => {
    expect(vipStanding([], 123)).toEqual({ tier: null, next: null, progress: 0, remainingCentavos: 0 });
  });

  it('R-API-131 when the first tier needs turnover, a member below it counts towards it', () => {
    const standing = vipStanding([tier(1, 'BRONZE', 100)], 2_500);
    expect(standing).toEqual({
      tier: null,
      next: expect.objectContaining({ level: 1 }),
      progress: 25,
      remainingCentavos: 7_500,
    });
  });
});

describe('VIP referral and host', () => {
  it('R-VIP-03 R-CONST-20 pays 5% weekly for VIP 4 to 9 and 10% for VIP 10 to 20', () => {
    expect([0, 3, 4, 9, 10, 20].map(vipReferralPercent)).toEqual([0, 0, 5, 5, 10, 10]);
  });

  it('R-VIP-08 R-CONST-20 gives a personal host from the host level up', () => {
    expect(hasVipHost(6, 7)).toBe(false);
    expect(hasVipHost(7, 7)).toBe(true);
    expect(hasVipHost(20, 7)).toBe(true);
  });
});
