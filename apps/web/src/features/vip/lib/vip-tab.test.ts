import { describe, expect, it } from 'vitest';
import { formatPesos, vipTabOf } from './vip-tab';

describe('vipTabOf', () => {
  it('R-VIP-01 opens the Overview unless tab=levels or tab=host', () => {
    expect(vipTabOf(null)).toBe('overview');
    expect(vipTabOf('levels')).toBe('levels');
    expect(vipTabOf('host')).toBe('host');
    expect(vipTabOf('LEVELS')).toBe('overview');
    expect(vipTabOf('')).toBe('overview');
  });
});

describe('formatPesos', () => {
  it('R-VIP-02 groups thousands and keeps at most two decimals', () => {
    expect(formatPesos(500_000)).toBe('₱500,000');
    expect(formatPesos(12_500.5)).toBe('₱12,500.5');
    expect(formatPesos(0.726)).toBe('₱0.73');
  });
});
