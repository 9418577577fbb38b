import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Messages = Record<string, string>;

const CORE_ID = '\0i18n-en-core';
const PLACEHOLDER = '"__I18N_EN_CORE__"';
/** The placeholder as the minifier leaves it (it may change the quotes). */
const MINIFIED_PLACEHOLDER = /(["'`])__I18N_EN_CORE__\1/;
/** Where the first load's EN object lives, so that a lazy chunk can add its own texts to it. */
const GLOBAL = 'globalThis.__MESSAGES_EN__';
/** A quoted identifier: every message key in code is such a literal (i18n keys are typed). */
const QUOTED_WORD = /["'`]([A-Za-z][A-Za-z0-9_]*)["'`$]/g;

const jsString = (messages: Messages) => JSON.stringify(JSON.stringify(messages));
const pick = (messages: Messages, keys: Iterable<string>): Messages =>
  Object.fromEntries([...keys].sort().map((key) => [key, messages[key] ?? '']));

function wordsIn(code: string): Set<string> {
  return new Set([...code.matchAll(QUOTED_WORD)].map((match) => match[1] ?? ''));
}

/**
 * EN is the fallback language and ships in the first load (R-SYS-19), but most of its 1,400 texts
 * belong to screens the first load does not show. In the build, the first load carries only the
 * texts its own code names, plus every key no chunk names literally (keys that arrive as data, or
 * are built from a prefix such as `house_sym_${symbol}`); each lazy chunk carries, at its top, the
 * texts it names that the first load lacks, so they arrive with the code that shows them. The dev
 * server and the tests load EN.json whole.
 */
export function splitMessages(enFile: string): Plugin {
  const source = path.resolve(enFile);
  let en: Messages = {};
  let enHash = '';
  const keysIn = (code: string) => [...wordsIn(code)].filter((word) => Object.hasOwn(en, word));
  return {
    name: 'split-messages',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const text = readFileSync(source, 'utf8');
      en = JSON.parse(text) as Messages;
      enHash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    },
    resolveId(id, importer) {
      if (!importer || !id.endsWith('.json')) return null;
      return path.resolve(path.dirname(importer), id) === source ? CORE_ID : null;
    },
    load(id) {
      if (id !== CORE_ID) return null;
      return `export default (${GLOBAL} = JSON.parse(${PLACEHOLDER}));`;
    },
    // A chunk's texts are written into it after its name is hashed: its name follows them too.
    augmentChunkHash(chunk) {
      if (chunk.moduleIds.includes(CORE_ID)) return enHash;
      const code = Object.values(chunk.modules)
        .map((module) => module.code ?? '')
        .join('\n');
      const keys = keysIn(code);
      return keys.length
        ? createHash('sha256')
            .update(jsString(pick(en, keys)))
            .digest('hex')
        : undefined;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const first = chunks.find((chunk) => MINIFIED_PLACEHOLDER.test(chunk.code));
      if (!first) return;
      // Each chunk's code is read once, before any of it is rewritten.
      const wordsOf = new Map(chunks.map((chunk) => [chunk, wordsIn(chunk.code)]));
      const named = new Set<string>();
      const prefixes = new Set<string>();
      for (const words of wordsOf.values()) {
        for (const word of words) {
          if (Object.hasOwn(en, word)) named.add(word);
          else if (word.endsWith('_')) prefixes.add(word);
        }
      }
      const keysOf = (chunk: (typeof chunks)[number]) =>
        [...(wordsOf.get(chunk) ?? [])].filter((word) => Object.hasOwn(en, word));
      const core = new Set(keysOf(first));
      for (const key of Object.keys(en)) {
        const built = [...prefixes].some((prefix) => key.startsWith(prefix));
        if (built || !named.has(key)) core.add(key);
      }
      const coreText = jsString(pick(en, core));
      first.code = first.code.replace(MINIFIED_PLACEHOLDER, () => coreText);
      for (const chunk of chunks) {
        if (chunk === first) continue;
        const missing = keysOf(chunk).filter((key) => !core.has(key));
        if (missing.length)
          chunk.code = `Object.assign(${GLOBAL},JSON.parse(${jsString(pick(en, missing))}));${chunk.code}`;
      }
    },
  };
}
