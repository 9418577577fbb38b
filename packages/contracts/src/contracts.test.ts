import { describe, expect, it } from 'vitest';
import {
  computeSystemStatus,
  decodeServicePath,
  encodeServicePath,
  flagEmoji,
  LANGUAGE_COUNTRY,
  LANGUAGES,
  resolveLanguage,
  socialLocale,
} from './index.js';

describe('system status', () => {
  it('R-SYS-02 maintenance wins, a region rule alone is 2, neither is 0', () => {
    expect(computeSystemStatus(false, false)).toBe(0);
    expect(computeSystemStatus(true, false)).toBe(1);
    expect(computeSystemStatus(true, true)).toBe(1);
    expect(computeSystemStatus(false, true)).toBe(2);
  });
});

describe('languages', () => {
  it('R-SYS-14 supports EN, PT, TY, CN, VI, TH and JA', () => {
    expect(LANGUAGES).toEqual(['EN', 'PT', 'TY', 'CN', 'VI', 'TH', 'JA']);
  });

  it('R-SYS-16 maps languages to flag countries', () => {
    expect(LANGUAGE_COUNTRY).toMatchObject({
      EN: 'US',
      CN: 'CN',
      JA: 'JP',
      VI: 'VN',
      PT: 'BR',
      'PT-BR': 'BR',
      TY: 'PH',
      TH: 'TH',
    });
    expect(flagEmoji('PH')).toBe('🇵🇭');
  });

  it('R-SYS-17 maps languages to social embed locales, en_US otherwise', () => {
    expect(['EN', 'TY', 'CN', 'VI', 'TH', 'PT', 'JA'].map(socialLocale)).toEqual([
      'en_US',
      'tl_PH',
      'zh_CN',
      'vi_VN',
      'th_TH',
      'en_US',
      'en_US',
    ]);
  });

  it('R-API-11 trusts only supported codes, EN otherwise', () => {
    expect(resolveLanguage('ja')).toBe('JA');
    expect(resolveLanguage('PT-BR')).toBe('PT');
    expect(resolveLanguage('xx')).toBe('EN');
    expect(resolveLanguage(undefined)).toBe('EN');
  });
});

describe('customer-service path', () => {
  it('R-SYS-27 decodes with its last 8 characters as the key', () => {
    const url = 'https://chat.example.com/c?lang=th&ref=ไทย';
    const path = encodeServicePath(url, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(path).not.toContain('chat.example');
    expect(path).toHaveLength(path.length);
    expect(decodeServicePath(path)).toBe(url);
  });

  it('R-SYS-27 refuses what is not in the format or not a web link', () => {
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('!!!!notbase64!!!!ABCDEFGH')).toBeNull();
    const script = encodeServicePath('javascript:alert(1)', new Uint8Array(8));
    expect(decodeServicePath(script)).toBeNull();
  });
});
