import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import {
  firstScreenAssets,
  preloadLandingScreen,
  SERVER_RENDER_DIR,
  screenSources,
} from './build/screen-chunks';
import { splitMessages } from './build/split-messages';

/** Beside `dist/`, so that the server never serves it. */
export const CHUNK_COMPOSITION_FILE = 'chunk-composition.json';

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
 * Writes, beside `dist/` (never served), how many bytes of each emitted chunk come from each source
 * file, read from the chunk's source map, so `npm run bench:web` can say what each dependency costs the
 * first load. The maps are then deleted: the site ships none.
 */
function chunkComposition(): Plugin {
  /** Bytes the bundler wrote that come from no source file (its module glue). */
  const UNMAPPED = '(bundler glue)';
  let outDir = '';
  return {
    name: 'chunk-composition',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (!output.map) {
          chunks[output.fileName] = { [UNMAPPED]: output.code.length };
          continue;
        }
        const folder = path.dirname(path.join(outDir, output.fileName));
        const sources = output.map.sources.map((source) => path.resolve(folder, source));
        const { mappings } = output.map;
        const lines = output.code.split('\n');
        const bytes: Record<string, number> = {};
        decode(mappings).forEach((segments, line) => {
          const length = lines[line]?.length ?? 0;
          segments.forEach((segment, i) => {
            const source = segment.length > 1 ? (sources[segment[1] ?? 0] ?? '?') : UNMAPPED;
            const end = segments[i + 1]?.[0] ?? length;
            bytes[source] = (bytes[source] ?? 0) + end - segment[0];
          });
        });
        chunks[output.fileName] = bytes;
        rmSync(path.join(outDir, `${output.fileName}.map`), { force: true });
      }
      writeFileSync(path.join(outDir, '..', CHUNK_COMPOSITION_FILE), JSON.stringify(chunks));
    },
  };
}

/** Small files of public/ that the installed app shows even offline. */
const PUBLIC_SHELL_FILES = ['manifest.webmanifest', 'logo-mark.svg', 'icons/icon-192.png'];

/**
 * Builds the service worker into /m/sw.js (R-DL-18): the app shell (index.html and the scripts,
 * preloads and styles it names, a few public files) is its precache list; lazy chunks are cached
 * when first used. Its version is a hash of index.html and every file name of the build (hashed by
 * content), so any change makes a new worker, which the page offers to switch to.
 */
function serviceWorker(source: string): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('service-worker: no index.html in the build');
      // Exactly what the page loads before anything lazy: its scripts, preloads and styles.
      const loaded = [...String(html.source).matchAll(/(?:src|href)="\/m\/(assets\/[^"]+)"/g)].map(
        (m) => m[1],
      );
      // The page loads the worker's client after `load`, also when it starts offline.
      const client = files.find(
        (f) => f.type === 'chunk' && f.facadeModuleId?.endsWith('service-worker-client.ts'),
      );
      if (!client) throw new Error('service-worker: no chunk for the service-worker client');
      const shell = ['index.html', ...new Set(loaded), client.fileName, ...PUBLIC_SHELL_FILES];
      const names = files.map((f) => f.fileName).sort();
      const version = createHash('sha256')
        .update(names.join('\n'))
        .update(html.source)
        .digest('hex')
        .slice(0, 12);
      const built = await esbuild({
        entryPoints: [source],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2022',
        define: {
          __PRECACHE__: JSON.stringify(shell.map((file) => `/m/${file}`)),
          __VERSION__: JSON.stringify(version),
        },
      });
      const code = built.outputFiles[0]?.text;
      if (!code) throw new Error('service-worker: empty build');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

/**
 * An endpoint description names its access, tags and schemas for the server (packages/contracts
 * endpoints/); the browser needs only its method, path and encoding, and the types come from the
 * source. Dropping the server's part at build time keeps the descriptions from growing the bundle.
 */
function browserEndpoints(): Plugin {
  const SERVER_ONLY = /^\s*(access|tags|params|query|body|response)(: [^\n]*)?,\n/gm;
  return {
    name: 'browser-endpoints',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/packages/contracts/src/endpoints/')) return null;
      return { code: code.replace(SERVER_ONLY, ''), map: null };
    },
  };
}

/**
 * CSS Modules (ARCHITECTURE.md "Styles"): a feature's classes are local to it. In the build a class is
 * a short hash of its file and name, so the names the first load carries as JavaScript stay small;
 * `vite dev` keeps the readable name in front for the inspector.
 */
const cssModules = (command: 'build' | 'serve') => {
  // Four characters of the hash, one more only where two classes would meet.
  const taken = new Map<string, string>();
  const shortName = (name: string, filename: string) => {
    const key = `${path.relative(import.meta.dirname, filename)}:${name}`;
    const hash = createHash('sha256').update(key).digest('base64url');
    for (let length = 4; ; length += 1) {
      const candidate = `_${hash.slice(0, length)}`;
      const owner = taken.get(candidate);
      if (owner === undefined || owner === key) {
        taken.set(candidate, key);
        return candidate;
      }
    }
  };
  return {
    localsConvention: 'camelCaseOnly' as const,
    generateScopedName: command === 'build' ? shortName : '[name]_[local]_[hash:base64:4]',
  };
};

const ROOT = import.meta.dirname;

/**
 * The server's build (`vite build --ssr`, after the browser's): the app as a module the server imports
 * to render first screens (src/entry-server.tsx). The same CSS Modules names; no assets of its own.
 */
const serverRenderConfig = (): UserConfig => ({
  css: { modules: cssModules('build') },
  plugins: [browserEndpoints(), react(), screenSources(ROOT)],
  // Self-contained, and React's production build whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'node20',
    outDir: `dist/${SERVER_RENDER_DIR}`,
    ssr: 'src/entry-server.tsx',
    // The browser's build emptied dist/ and left the screens' map here.
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
  },
});

const browserConfig = (command: 'build' | 'serve'): UserConfig => ({
  base: '/m/',
  css: { modules: cssModules(command) },
  plugins: [
    browserEndpoints(),
    splitMessages(path.resolve(import.meta.dirname, 'src/i18n/EN.json')),
    react(),
    preloadLandingScreen('/src/app/home/HomeScreen.tsx'),
    firstScreenAssets(ROOT),
    serviceWorker(path.resolve(import.meta.dirname, 'src/features/install/sw/service-worker.ts')),
    precompress(),
    chunkComposition(),
  ],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // Read and deleted by chunkComposition: no map is shipped or referenced.
    sourcemap: 'hidden',
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

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild ? serverRenderConfig() : browserConfig(command),
);
