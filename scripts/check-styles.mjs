// `npm run lint` runs this: the style rules of ARCHITECTURE.md "Styles" that no CSS linter states.
//   1. Only styles/ holds global sheets (tokens, reset, shell, primitives); every other sheet is a CSS
//      Module beside the components it styles.
//   2. Colours are written as literals only in the token sheets (styles/tokens.css, styles/tokens/*.css).
//   3. Every class of a module is used, and its typing (name.module.css.d.ts, which makes a misspelt
//      class a type error) is up to date.
// `node scripts/check-styles.mjs features/house app/home` reports only for those folders;
// `--write` first writes the typings of every module.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../apps/web/src');
const write = process.argv.includes('--write');
const only = process.argv
  .slice(2)
  .filter((arg) => arg !== '--write')
  .map((folder) => path.join(ROOT, folder));
const inScope = (file) => only.length === 0 || only.some((folder) => file.startsWith(folder + path.sep));

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const files = [...filesUnder(ROOT)];
const sheets = files.filter((file) => file.endsWith('.css'));
const sources = files.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const rel = (file) => path.relative(ROOT, file);
const problems = [];

const isGlobalSheet = (file) => rel(file).startsWith(`styles${path.sep}`);
const isTokenSheet = (file) =>
  /^styles\/(tokens\.css|tokens\/[\w-]+\.css)$/.test(rel(file).split(path.sep).join('/'));

const LITERAL_COLOUR =
  /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*[^;{}]*\b(?:white|black|red|green|blue|yellow|orange|purple|gold|silver|gray|grey|pink)\b/;

/** The sheet without comments and url(…), so neither counts as a selector or a colour. */
const cssText = (file) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/url\([^)]*\)/g, 'url()');

const camel = (name) => name.replace(/-+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());

/** The local classes of a module: every `.name` in a selector, outside :global(…). */
function classesOf(text) {
  const found = new Set();
  for (const [selector] of text.matchAll(/[^{};]+(?=\{)/g)) {
    if (selector.trim().startsWith('@')) continue;
    const local = selector.replace(/:global\([^)]*\)/g, '');
    for (const [, name] of local.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(camel(name));
  }
  return found;
}

for (const sheet of sheets.filter(inScope)) {
  const text = cssText(sheet);
  if (!isGlobalSheet(sheet) && !sheet.endsWith('.module.css')) {
    problems.push(`${rel(sheet)}: a global sheet outside styles/; make it a CSS Module (name.module.css)`);
  }
  if (!isTokenSheet(sheet)) {
    text.split('\n').forEach((line, index) => {
      if (LITERAL_COLOUR.test(line)) {
        problems.push(
          `${rel(sheet)}:${index + 1}: a literal colour; name it in styles/tokens.css or styles/tokens/`,
        );
      }
    });
  }
}

// Global class names: those the sheets of styles/ define. A module reaches one only through
// :global(.name), and a component names one only as a string; either must exist.
const globalClasses = new Set();
for (const sheet of sheets.filter(isGlobalSheet)) {
  for (const [selector] of cssText(sheet).matchAll(/[^{};]+(?=\{)/g)) {
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) globalClasses.add(name);
  }
}
for (const sheet of sheets.filter((file) => file.endsWith('.module.css') && inScope(file))) {
  for (const [, inner] of cssText(sheet).matchAll(/:global\(([^)]*)\)/g)) {
    for (const [, name] of inner.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      if (!globalClasses.has(name))
        problems.push(`${rel(sheet)}: :global(.${name}) is not a class of styles/`);
    }
  }
}
const CLASS_STRING = /className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g;
for (const source of sources.filter(inScope)) {
  const text = readFileSync(source, 'utf8');
  for (const match of text.matchAll(CLASS_STRING)) {
    // A name glued to a placeholder (`notice-${tone}`) is built at run time: only whole names count.
    const literal = (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, '\0');
    for (const name of literal.split(/\s+/).filter((word) => word && !word.includes('\0'))) {
      if (!globalClasses.has(name))
        problems.push(`${rel(source)}: className "${name}" is not a class of styles/`);
    }
  }
}

// Which classes of each module its importers take: `s.name`, `s['name']`, and `s[`prefix${…}`]`.
const used = new Map();
const IMPORT = /import\s+\*\s+as\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.module\.css)['"]/g;
for (const source of sources) {
  const text = readFileSync(source, 'utf8');
  for (const [, name, specifier] of text.matchAll(IMPORT)) {
    const sheet = path.resolve(path.dirname(source), specifier);
    const entry = used.get(sheet) ?? used.set(sheet, { exact: new Map(), prefixes: new Set() }).get(sheet);
    const access = new RegExp(
      `\\b${name}(?:\\.(\\w+)|\\[\\s*'([\\w-]+)'\\s*\\]|\\[\\s*\`([\\w-]*)\\$\\{)`,
      'g',
    );
    for (const [, dotted, quoted, prefix] of text.matchAll(access)) {
      if (prefix !== undefined) entry.prefixes.add(camel(prefix).replace(/-+$/, ''));
      else entry.exact.set(camel(dotted ?? quoted), source);
    }
  }
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

/** The typing of a module: exactly its classes, so TypeScript refuses any other. */
const typingOf = (sheet, classes) =>
  [
    `// Written by scripts/check-styles.mjs --write from ${path.basename(sheet)}; do not edit.`,
    ...[...classes].sort().map((name) => `export declare const ${name}: string;`),
    '',
  ].join('\n');

for (const sheet of sheets.filter((file) => file.endsWith('.module.css'))) {
  const classes = classesOf(cssText(sheet));
  // A class is a named export of its module, so it cannot be a reserved word (`new`, `delete`).
  for (const name of classes) {
    if (RESERVED.has(name)) problems.push(`${rel(sheet)}: .${name} is a reserved word; name it otherwise`);
  }
  const typing = typingOf(sheet, classes);
  const typingFile = `${sheet}.d.ts`;
  if (write) writeFileSync(typingFile, typing);
  else if (!existsSync(typingFile) || readFileSync(typingFile, 'utf8') !== typing) {
    problems.push(`${rel(typingFile)}: out of date; run node scripts/check-styles.mjs --write`);
  }
  const entry = used.get(sheet) ?? { exact: new Map(), prefixes: new Set() };
  for (const [name, source] of entry.exact) {
    if (!classes.has(name) && inScope(source))
      problems.push(`${rel(source)}: takes .${name}, which ${rel(sheet)} does not define`);
  }
  if (!inScope(sheet)) continue;
  for (const name of classes) {
    const byPrefix = [...entry.prefixes].some((prefix) => prefix && name.startsWith(prefix));
    if (!entry.exact.has(name) && !byPrefix)
      problems.push(`${rel(sheet)}: .${name} is defined but no component uses it`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck-styles: ${problems.length} problem(s)`);
  process.exit(1);
}
