import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount';

const limits = { min: 100, max: 50_000 };

describe('amountProblem', () => {
  it('R-WALLET-17 accepts positive amounts with at most two decimals within the limits', () => {
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem(' 250.50 ', limits)).toBeNull();
    expect(amountProblem('50000', limits)).toBeNull();
  });

  it('R-WALLET-17 refuses empty, malformed, negative, three-decimal and out-of-range amounts', () => {
    expect(amountProblem('', limits)).toBe('cashier_amount_required');
    for (const text of ['abc', '-5', '1e3', '100.005', '12,5'])
      expect(amountProblem(text, limits), text).toBe('cashier_amount_format');
    expect(amountProblem('99.99', limits)).toBe('cashier_amount_range');
    expect(amountProblem('50000.01', limits)).toBe('cashier_amount_range');
  });

  it('R-WALLET-17 refuses a withdrawal above the withdrawable balance', () => {
    expect(amountProblem('300', { ...limits, available: 299.99 })).toBe('cashier_amount_above_available');
    expect(amountProblem('299.99', { ...limits, available: 299.99 })).toBeNull();
  });
});
