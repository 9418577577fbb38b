import { describe, expect, it } from 'vitest';
import { helpIndexOf } from './use-help-index';

const items = ['about', 'terms', 'privacy'].map((key) => ({ key, title: key.toUpperCase(), content: '' }));

describe('the active help item', () => {
  it('R-HELP-02 R-CONST-28 comes from query i, 0 by default and for anything invalid or out of range', () => {
    expect(helpIndexOf(items, null, '')).toBe(0);
    expect(helpIndexOf(items, '2', '')).toBe(2);
    for (const bad of ['abc', '-1', '1.5', '3', '99', '']) expect(helpIndexOf(items, bad, ''), bad).toBe(0);
  });

  it('R-HELP-08 #terms opens the terms item, by key or title, else i applies', () => {
    expect(helpIndexOf(items, null, '#terms')).toBe(1);
    expect(helpIndexOf(items, '2', '#TERMS')).toBe(1);
    expect(helpIndexOf(items, '2', '#nothing')).toBe(2);
    expect(helpIndexOf([items[0]!], null, '#terms')).toBe(0);
  });
});
