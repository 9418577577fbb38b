// What each dependency costs the first load: the build's chunk composition (written by the
// chunk-composition plugin of apps/web/vite.config.ts) grouped by package, or by folder for our own
// code. A chunk's gzip bytes are shared among its modules by their rendered (minified) bytes, so the
// figures are an attribution, not a measurement of each module compressed alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `react-dom`, `@tanstack/query-core`, `packages/contracts`, `web features/games`, `web app`… */
export function dependencyOf(moduleId) {
  const id = moduleId.replace(/^\0/, '').split('?')[0];
  const inModules = id.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = id.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const packages = /\/packages\/([^/]+)\//.exec(id);
  if (packages) return `packages/${packages[1]}`;
  const web = /\/apps\/web\/src\/([^/]+)(?:\/([^/]+))?/.exec(id);
  if (web) {
    const [, top, sub] = web;
    return top === 'features' && sub ? `web features/${sub}` : `web ${top.replace(/\.[tj]sx?$/, '')}`;
  }
  return id.startsWith('(') ? id : 'other';
}

/**
 * `chunks`: the first load's files as `measureFirstLoad` returns them ({ file: '/m/assets/x.js', gzip }).
 * Returns one row per dependency, largest first: { dependency, rawBytes, gzip, share }.
 */
export function firstLoadComposition({ webDir, chunks, compositionFile = 'chunk-composition.json' }) {
  const file = path.join(webDir, compositionFile);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site with apps/web/vite.config.ts`);
  const composition = JSON.parse(readFileSync(file, 'utf8'));
  const rows = new Map();
  for (const chunk of chunks) {
    const modules = composition[chunk.file.replace(/^\/m\//, '')];
    if (!modules)
      throw new Error(`${chunk.file} is not in ${compositionFile}: the build and the site differ`);
    const raw = Object.values(modules).reduce((sum, bytes) => sum + bytes, 0);
    for (const [id, bytes] of Object.entries(modules)) {
      const dependency = dependencyOf(id);
      const row = rows.get(dependency) ?? { dependency, rawBytes: 0, gzip: 0 };
      row.rawBytes += bytes;
      row.gzip += raw > 0 ? (chunk.gzip * bytes) / raw : 0;
      rows.set(dependency, row);
    }
  }
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return [...rows.values()]
    .map((row) => ({ ...row, gzip: Math.round(row.gzip), share: total > 0 ? row.gzip / total : 0 }))
    .sort((a, b) => b.gzip - a.gzip);
}
