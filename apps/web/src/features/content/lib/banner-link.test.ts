import { describe, expect, it } from 'vitest';
import { bannersFor, bannerTarget } from './banner-link';

describe('banner taps', () => {
  it('R-HOME-19 a /m/ path stays inside, another URL opens outside, empty does nothing', () => {
    expect(bannerTarget('/m/activity?id=3')).toEqual({ kind: 'inside', to: '/activity?id=3' });
    expect(bannerTarget('https://example.com/x')).toEqual({ kind: 'outside', href: 'https://example.com/x' });
    expect(bannerTarget('  ')).toEqual({ kind: 'none' });
    expect(bannerTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });

  it('R-HOME-17 a banner to sign-up or login is for guests only, sign-up only while registration is open', () => {
    const banners = [
      { url: '/m/register' },
      { url: '/m/login?next=/m/vip' },
      { url: '/m/help' },
      { url: 'https://example.com/register' },
    ];
    const urls = (visitor: { signedIn: boolean; canRegister: boolean }) =>
      bannersFor(banners, visitor).map((b) => b.url);
    expect(urls({ signedIn: false, canRegister: true })).toEqual(banners.map((b) => b.url));
    expect(urls({ signedIn: false, canRegister: false })).toEqual([
      '/m/login?next=/m/vip',
      '/m/help',
      'https://example.com/register',
    ]);
    expect(urls({ signedIn: true, canRegister: true })).toEqual(['/m/help', 'https://example.com/register']);
  });
});
