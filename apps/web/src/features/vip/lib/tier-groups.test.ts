import type { VipTier } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { tierGroups } from './tier-groups';

const tier = (level: number, name: string): VipTier => ({
  level,
  name,
  turnover: level * 1000,
  dailySalary: level,
  monthlySalary: level * 10,
  weeklyCashbackPercent: 0,
  weeklyCashbackCap: 0,
});

describe('VIP tier groups', () => {
  it('R-VIP-02 every level lands once under its tier name, in level order, ranked from the lowest', () => {
    const groups = tierGroups([tier(2, 'BRONZE'), tier(0, 'NEW'), tier(1, 'BRONZE'), tier(3, 'SILVER')]);
    expect(groups.map((g) => [g.name, g.rank, g.levels.map((l) => l.level)])).toEqual([
      ['NEW', 0, [0]],
      ['BRONZE', 1, [1, 2]],
      ['SILVER', 2, [3]],
    ]);
  });
});
