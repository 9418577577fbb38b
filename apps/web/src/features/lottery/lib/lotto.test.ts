import { describe, expect, it } from 'vitest';
import { luckyPick, matchedOf, oneIn, togglePick } from './lotto';

describe('lotto picks on the game page', () => {
  it('a lucky pick is 6 different numbers of 1..N, ascending, from crypto randomness', () => {
    for (const pool of [42, 45, 49, 55, 58])
      for (let i = 0; i < 200; i++) {
        const pick = luckyPick(pool);
        expect(pick).toHaveLength(6);
        expect(new Set(pick).size).toBe(6);
        expect(pick.every((n) => Number.isInteger(n) && n >= 1 && n <= pool)).toBe(true);
        expect([...pick].sort((a, b) => a - b)).toEqual(pick);
      }
  });

  it('skips the random words past the last whole multiple of the pool', () => {
    // 0xffffffff is past the limit and skipped; then 0, 1, … give 1, 2, … 6.
    const words = [0xffff_ffff, 0, 1, 1, 2, 3, 4, 5];
    const fill = (bytes: Uint32Array<ArrayBuffer>) => {
      bytes[0] = words.shift() ?? 0;
    };
    expect(luckyPick(42, fill)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('toggles numbers up to six, and reads chances and matches', () => {
    let picked: number[] = [];
    for (const n of [9, 3, 41, 7, 12, 25, 33]) picked = togglePick(picked, n);
    expect(picked).toEqual([3, 7, 9, 12, 25, 41]);
    expect(togglePick(picked, 9)).toEqual([3, 7, 12, 25, 41]);
    expect(oneIn('142800/5245786')).toBeCloseTo(36.735, 3);
    expect(matchedOf('03-07-12-25-33-41', ['01-03-07-20-33-40'])).toEqual(['03', '07', '33']);
  });
});
