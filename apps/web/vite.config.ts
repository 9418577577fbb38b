import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Most visits land on home, whose screen is a lazy chunk: hint it (and what it imports) from the
 * HTML so it downloads beside the entry instead of after it.
 */
function preloadLandingScreen(screen: string): Plugin {
  return {
    name: 'preload-landing-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(screen));
        if (!landing) throw new Error(`preload-landing-screen: no chunk for ${screen}`);
        const files = [landing.fileName, ...landing.imports].filter((file) => !html.includes(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/m/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  base: '/m/',
  plugins: [react(), preloadLandingScreen('/src/features/home/HomeScreen.tsx'), precompress()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contracts are constants and pure functions (see its index.ts). Said so, a module the entry
      // only reaches through the package's index (the account rules) stays with the screens using it.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      output: {
        // Everything the first load needs in one chunk. Left alone, the bundler cuts it into a dozen
        // chunks by which lazy screens share each module, and the extra files and cross-chunk
        // imports cost about 5 KB gzip on /m/.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080' },
  },
});
