import { AVATAR_COUNT, STORAGE_KEYS } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMethod } from '../../../shared/lib/platform';
import { defaultDialingCode } from '../hooks/use-dialing-code';
import { AFFILIATE_CODE_SESSION_KEY, clearAffiliateCode, takeAffiliateCode } from './affiliate-code';
import { avatarColours } from './avatars';
import { maskEmail } from './mask-email';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account helpers', () => {
  it('R-REG-14 an affiliate code from ?affiliateCode= or ?code= is kept for the visit until registration', () => {
    expect(takeAffiliateCode('?affiliateCode=AG1234')).toBe('AG1234');
    expect(sessionStorage.getItem(AFFILIATE_CODE_SESSION_KEY)).toBe('AG1234');
    expect(takeAffiliateCode('')).toBe('AG1234');
    expect(takeAffiliateCode('?code=XY9876')).toBe('XY9876');
    clearAffiliateCode();
    expect(takeAffiliateCode('')).toBe('');
  });

  it('R-REG-19 registerMethod: APP in the native app, WEBCLIP with the flag, PWA when installed, else H5', () => {
    const standalone = (matches: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone') }));
    standalone(false);
    expect(registerMethod()).toBe('H5');
    standalone(true);
    expect(registerMethod()).toBe('PWA');
    localStorage.setItem(STORAGE_KEYS.webClip, '1');
    expect(registerMethod()).toBe('WEBCLIP');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 GamingApp/3.1');
    expect(registerMethod()).toBe('APP');
    expect(registerMethod('OtherToken')).toBe('WEBCLIP');
  });

  it('R-AUTH-05 the dialling code follows the language when the site serves that country, else +63; English dials +63', () => {
    const countries = [
      { iso: 'PH', name: 'Philippines', dialingCode: '63', flag: '' },
      { iso: 'VN', name: 'Vietnam', dialingCode: '84', flag: '' },
      { iso: 'US', name: 'United States', dialingCode: '1', flag: '' },
    ];
    expect(defaultDialingCode(countries, 'VI')).toBe('84');
    expect(defaultDialingCode(countries, 'JA')).toBe('63');
    expect(defaultDialingCode(countries, 'TY')).toBe('63');
    expect(defaultDialingCode(countries, 'EN')).toBe('63');
    expect(defaultDialingCode([], 'EN')).toBe('63');
  });

  it('maps every icon id to one of the built-in avatars', () => {
    const seen = new Set(Array.from({ length: AVATAR_COUNT }, (_, icon) => avatarColours(icon).join()));
    expect(seen.size).toBe(AVATAR_COUNT);
    expect(avatarColours(AVATAR_COUNT)).toEqual(avatarColours(0));
    expect(avatarColours(-1)).toEqual(avatarColours(AVATAR_COUNT - 1));
    expect(avatarColours(Number.NaN)).toEqual(avatarColours(0));
  });

  it('shows enough of an email to recognise it', () => {
    expect(maskEmail('maria.santos@example.ph')).toBe('ma•••@example.ph');
    expect(maskEmail('a@b.ph')).toBe('a•••@b.ph');
  });
});

describe('the terms text', () => {
  it('R-REG-09 R-REG-10 R-VAL-19 every language says 21, never 18, and links the terms once', async () => {
    const { splitTermsText } = await import('../components/TermsAgreement');
    for (const language of ['EN', 'PT', 'TY', 'CN', 'VI', 'TH', 'JA']) {
      const messages = (await import(`../../../i18n/${language}.json`)).default as Record<string, string>;
      const [before, link, after] = splitTermsText(messages.register_terms ?? '');
      expect(link, language).not.toBe('');
      expect(`${before}${link}${after}`, language).toContain('21');
      for (const text of Object.values(messages)) expect(text, language).not.toMatch(/(^|\D)18(\D|$)/);
    }
  });
});
