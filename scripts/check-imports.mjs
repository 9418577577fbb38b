// `npm run lint` runs this after Biome: the module boundaries that Biome's rules cannot express.
// Biome's noImportCycles keeps the graph acyclic; this keeps it shaped as ARCHITECTURE.md's module map says.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every relative import of a file, resolved to a path under `root` without its extension. */
function importsOf(file, root) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    const target = path
      .relative(root, path.resolve(path.dirname(file), specifier))
      .replace(/\.(js|ts|tsx)$/, '');
    found.push({ specifier, target, lazy: match[2] !== undefined });
  }
  return found;
}

/** `modules/x/…` → `x` (server), `features/x/…` → `x` (web). */
const areaOf = (relative, folder) => {
  const [head, name] = relative.split(path.sep);
  return head === folder ? name : undefined;
};

/**
 * Server: a module reaches another only through its index.ts; route and plugin files are registered by
 * app.ts alone; the session module, which every other one uses, uses none.
 */
function serverProblems() {
  const root = path.join(ROOT, 'apps/server/src');
  const problems = [];
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file);
    const fromModule = areaOf(from, 'modules');
    for (const { specifier, target } of importsOf(file, root)) {
      const toModule = areaOf(target, 'modules');
      if (!toModule || toModule === fromModule) continue;
      const inner = target.split(path.sep).slice(2).join('/');
      const isPlugin = /(^|-)(routes|plugin)$/.test(inner);
      if (isPlugin && from !== 'app.ts') problems.push(`${from}: only app.ts registers ${specifier}`);
      else if (!isPlugin && inner !== 'index' && fromModule)
        problems.push(`${from}: import ${toModule} through its index.ts, not ${specifier}`);
      if (fromModule === 'session')
        problems.push(`${from}: the session module imports no other (${specifier})`);
    }
  }
  return problems;
}

/**
 * Web: shared/ stands below the features, and features below app/. A feature is reached through its
 * index.ts, but for the lazy chunks app/ cuts, which load a screen or overlay by its own file.
 */
function webProblems() {
  const root = path.join(ROOT, 'apps/web/src');
  const problems = [];
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file);
    const [layer, fromFeature] = from.split(path.sep);
    for (const { specifier, target, lazy } of importsOf(file, root)) {
      const [to, toFeature, ...inner] = target.split(path.sep);
      if (layer === 'shared' && (to === 'features' || to === 'app'))
        problems.push(`${from}: shared/ imports neither features/ nor app/ (${specifier})`);
      if (layer === 'features' && to === 'app')
        problems.push(`${from}: a feature never imports app/ (${specifier})`);
      const intoAnother = to === 'features' && (layer !== 'features' || toFeature !== fromFeature);
      // app/ and main.tsx cut the lazy chunks: a screen, the account overlays, the worker's client.
      const lazyChunk = lazy && (layer === 'app' || from === 'main.tsx');
      if (intoAnother && inner.length > 0 && inner.join('/') !== 'index' && !lazyChunk)
        problems.push(`${from}: import ${toFeature} through its index.ts, not ${specifier}`);
    }
  }
  return problems;
}

const problems = [...serverProblems(), ...webProblems()];
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `\n${problems.length} import(s) cross a module boundary (see ARCHITECTURE.md, "Module map").`,
  );
  process.exit(1);
}
console.log('check-imports: module boundaries hold');
