#!/usr/bin/env node
// Merges new strings into the seven language files in one step, so that several people adding keys
// at once never overwrite each other: `node scripts/i18n-add.mjs strings.json`, where the file maps
// each key to its seven translations, { "key": { "EN": "…", "PT": "…", …, "JA": "…" } }.
// Existing keys are replaced in place; new ones are appended. A lock directory serialises writers.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['EN', 'PT', 'TY', 'CN', 'VI', 'TH', 'JA'];
const dir = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/src/i18n');
const lock = join(dir, '.lock');

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/i18n-add.mjs strings.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(source, 'utf8'));
for (const [key, texts] of Object.entries(additions)) {
  const missing = LANGUAGES.filter((lang) => typeof texts[lang] !== 'string' || !texts[lang].trim());
  if (missing.length) {
    console.error(`${key}: missing ${missing.join(', ')}`);
    process.exit(1);
  }
}

function acquire() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  throw new Error(`could not lock ${lock}; remove it if no other writer runs`);
}

acquire();
try {
  for (const lang of LANGUAGES) {
    const file = join(dir, `${lang}.json`);
    const strings = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(additions)) strings[key] = texts[lang];
    writeFileSync(`${file}.tmp`, `${JSON.stringify(strings, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
console.log(`added ${Object.keys(additions).length} keys to ${LANGUAGES.length} languages`);
