import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, FIELD_MESSAGE_KEYS, LANGUAGES, SLOT_DEFINITIONS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isCardRank } from '../features/house/lib/symbols';

const dir = path.dirname(new URL(import.meta.url).pathname);
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, string>;
const EN = load('EN');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('R-SYS-14 there is one file per language and no other', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    it(`R-SYS-19 ${language} has every EN key, no other, none empty, with the same placeholders`, () => {
      const messages = load(language);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(EN).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(EN[key] ?? ''));
      }
    });
  }

  it('R-ERR-34 every message key the server answers with has a text', () => {
    const serverKeys = Object.values(ERRORS).map((e) => e.message);
    expect(serverKeys.filter((key) => !(key in EN))).toEqual([]);
  });

  it('R-VAL-01 every message the shared field rules can answer has a text', () => {
    expect(FIELD_MESSAGE_KEYS.filter((key) => !(key in EN))).toEqual([]);
  });

  it('R-SYS-19 every slot and symbol the contracts name has a text', () => {
    const keys = SLOT_DEFINITIONS.flatMap((slot) => [
      slot.nameKey,
      ...slot.reels
        .flat()
        .filter((symbol) => !isCardRank(symbol))
        .map((symbol) => `house_sym_${symbol.toLowerCase()}`),
    ]);
    expect(keys.filter((key) => !(key in EN))).toEqual([]);
  });
});
