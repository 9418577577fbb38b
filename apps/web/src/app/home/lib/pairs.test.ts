import { describe, expect, it } from 'vitest';
import { pairs } from './pairs';

describe('pairs (R-HOME-25 two matches per slide)', () => {
  it('groups two by two, the last alone when odd', () => {
    expect(pairs([])).toEqual([]);
    expect(pairs([1])).toEqual([[1]]);
    expect(pairs([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(pairs([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
