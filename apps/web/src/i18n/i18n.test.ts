import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERRORS, FIELD_MESSAGE_KEYS, LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

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

  it('R-SYS-19 every key the code uses exists in EN', () => {
    const src = path.resolve(dir, '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => /\.(ts|tsx)$/.test(f) && !f.includes('.test.'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join(src, file), 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([a-z][a-z0-9_]+)'/g)) used.add(match[1] as string);
      for (const match of code.matchAll(/(?:titleKey|labelKey|messageKey)[:=]\s*'([a-z][a-z0-9_]+)'/g))
        used.add(match[1] as string);
      for (const match of code.matchAll(/\broute\('[^']*',\s*'([a-z][a-z0-9_]+)'/g))
        used.add(match[1] as string);
      for (const match of code.matchAll(/notify(?:Loading)?\('([a-z][a-z0-9_]+)'/g))
        used.add(match[1] as string);
      for (const match of code.matchAll(/i18nKey="([a-z][a-z0-9_]+)"/g)) used.add(match[1] as string);
      for (const match of code.matchAll(/\{ key: '([a-z][a-z0-9_]+)' \}/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !(key in EN))).toEqual([]);
  });

  it('R-ERR-34 every message key the server answers with has a text', () => {
    const serverKeys = Object.values(ERRORS).map((e) => e.message);
    expect(serverKeys.filter((key) => !(key in EN))).toEqual([]);
  });

  it('R-VAL-01 every message the shared field rules can answer has a text', () => {
    expect(FIELD_MESSAGE_KEYS.filter((key) => !(key in EN))).toEqual([]);
  });
});
