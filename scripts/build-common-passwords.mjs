// Builds the S-02 list of common and breached passwords the server refuses, shipped in the repo so the check
// works offline: apps/server/src/modules/account/data/common-passwords.txt.
//
// Source: the "passwords" dictionary of @zxcvbn-ts/language-common (MIT; the zxcvbn password frequency
// list), taken from the unpacked npm package so the project does not depend on it:
//
//   cd /tmp && npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node scripts/build-common-passwords.mjs /tmp/package
//
// Output: one lowercase password per line, deduplicated, sorted by UTF-16 code units (locale-free, so the
// file is the same on every machine). Only passwords of 8 to 64 code points are kept: S-01 refuses any
// other length before this list is consulted.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_LENGTH = 8;
const MAX_LENGTH = 64;
const OUTPUT = fileURLToPath(
  new URL('../apps/server/src/modules/account/data/common-passwords.txt', import.meta.url),
);

const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: node scripts/build-common-passwords.mjs <unpacked @zxcvbn-ts/language-common dir>');
  process.exit(2);
}
// src/ holds the plain JSON array; dist/ only a compressed form.
const source = path.join(packageDir, 'src', 'passwords.json');
if (!existsSync(source)) {
  console.error(`${source} not found: expected an unpacked @zxcvbn-ts/language-common package`);
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const words = JSON.parse(readFileSync(source, 'utf8'));
if (!Array.isArray(words) || !words.every((word) => typeof word === 'string')) {
  console.error(`${source} is not an array of strings`);
  process.exit(1);
}

const kept = new Set();
for (const word of words) {
  const lower = word.toLowerCase();
  const length = [...lower].length;
  // A line break or other control character would split or corrupt a line of the output.
  if (length < MIN_LENGTH || length > MAX_LENGTH || /\p{Cc}/u.test(lower)) continue;
  kept.add(lower);
}
const sorted = [...kept].sort();
const text = `${sorted.join('\n')}\n`;
writeFileSync(OUTPUT, text);
console.log(
  `${pkg.name}@${pkg.version}: ${words.length} passwords, ${sorted.length} kept ` +
    `(${MIN_LENGTH}..${MAX_LENGTH} code points), ${Buffer.byteLength(text)} bytes → ${path.relative(process.cwd(), OUTPUT)}`,
);
