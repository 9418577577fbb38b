// The build's knowledge of the lazy screens' chunks: the landing screen's preloads in index.html, and,
// for the server's render of first screens, each screen's chunks and styles and its source file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The server's render of first screens (`vite build --ssr`) and the map of each screen's chunks, in a
 * folder of `dist/` that the server never serves.
 */
export const SERVER_RENDER_DIR = 'ssr';
const FIRST_SCREEN_ASSETS_FILE = 'first-screen-assets.json';

/** Every chunk a chunk imports, however deep, itself first, and the styles they import. */
function chunkClosure(chunks: OutputChunk[], first: OutputChunk): { scripts: string[]; styles: string[] } {
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const next of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(next);
  };
  visit(first.fileName);
  const styles = [...needed].flatMap((file) => [
    ...(chunks.find((c) => c.fileName === file)?.viteMetadata?.importedCss ?? []),
  ]);
  return { scripts: [...needed], styles: [...new Set(styles)] };
}

/**
 * Most visits land on home, whose screen is a lazy chunk: hint it (and what it imports) from the
 * HTML so it downloads beside the entry instead of after it.
 */
export function preloadLandingScreen(screen: string): Plugin {
  return {
    name: 'preload-landing-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(screen));
        if (!landing) throw new Error(`preload-landing-screen: no chunk for ${screen}`);
        // Every chunk the screen imports: a chunk missed here would be fetched only after its
        // importer ran, and would not be in the service worker's shell for offline use. Their
        // styles too: the screen's import waits for them, so offline it fails without them.
        const closure = chunkClosure(chunks, landing);
        const scripts = closure.scripts.filter((file) => !html.includes(file));
        const styles = closure.styles.filter((file) => !html.includes(file));
        return [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/m/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/m/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The scripts and styles of every lazy screen, by its source file, so the server can link them into a
 * first screen it rendered (ARCHITECTURE.md "The first screen as HTML").
 */
export function firstScreenAssets(root: string): Plugin {
  let outDir = '';
  return {
    name: 'first-screen-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const screens: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const chunk of chunks) {
        if (chunk.isDynamicEntry && chunk.facadeModuleId)
          screens[path.relative(root, chunk.facadeModuleId)] = chunkClosure(chunks, chunk);
      }
      mkdirSync(path.join(outDir, SERVER_RENDER_DIR), { recursive: true });
      writeFileSync(path.join(outDir, SERVER_RENDER_DIR, FIRST_SCREEN_ASSETS_FILE), JSON.stringify(screens));
    },
  };
}

/**
 * The server's render of a first screen links the screen's chunk and styles, so each lazy screen of
 * the route table carries its source file (`src/…`), the key of `firstScreenAssets`.
 */
export function screenSources(root: string): Plugin {
  return {
    name: 'screen-sources',
    apply: 'build',
    async transform(code, id) {
      if (!id.endsWith('/src/app/route-table.ts')) return null;
      let tagged = code;
      for (const [loader, specifier] of code.matchAll(/\(\) => import\(['"]([^'"]+)['"]\)/g)) {
        const resolved = await this.resolve(specifier as string, id);
        if (!resolved) throw new Error(`screen-sources: cannot resolve ${specifier}`);
        const source = JSON.stringify(path.relative(root, resolved.id));
        tagged = tagged.replace(loader, `Object.assign(${loader}, { source: ${source} })`);
      }
      return { code: tagged, map: null };
    },
  };
}
