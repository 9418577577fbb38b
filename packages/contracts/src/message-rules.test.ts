import { describe, expect, it } from 'vitest';
import { badgeText, chatLanguage } from './message-rules.js';

describe('message rules', () => {
  it('R-MSG-16 R-CONST-13 shows no badge at 0, the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });

  it('R-MSG-12 upper-cases the chat language and normalises Chinese variants to CN', () => {
    expect(chatLanguage('en')).toBe('EN');
    expect(chatLanguage('ty')).toBe('TY');
    for (const zh of ['zh', 'zh-CN', 'zh-TW', 'zh_Hant', 'cn', 'CN']) expect(chatLanguage(zh)).toBe('CN');
  });
});
