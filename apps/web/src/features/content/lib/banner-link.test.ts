import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('banner taps', () => {
  it('R-HOME-19 a /m/ path stays inside, another URL opens outside, empty does nothing', () => {
    expect(bannerTarget('/m/activity?id=3')).toEqual({ kind: 'inside', to: '/activity?id=3' });
    expect(bannerTarget('https://example.com/x')).toEqual({ kind: 'outside', href: 'https://example.com/x' });
    expect(bannerTarget('  ')).toEqual({ kind: 'none' });
    expect(bannerTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
