// `npm run bench:web`: the web figures of /work/shared/BENCHMARKS.md, each beside its reference from
// the same run:
//   - first-load JS of /m/ and of the other public pages (gzip) against a bare React 19 app built
//     with the same Vite config, and what each dependency costs the home's;
//   - Lighthouse mobile (default profile), median of 3, for /m/, /m/login, /m/help, /m/rng, /m/vip,
//     /m/message and /m/activity, on the 1,000-game catalogue fixture; and the LCP of /m/ and /m/login
//     against a second server that sends the frame alone, without the server's first screen.
// Prints one line per figure, `name: value (reference value, ratio, target)`, and writes the same
// as JSON to bench/results/web-<timestamp>.json. Progress goes to stderr.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadComposition } from './bench/composition.mjs';
import { measureFirstLoad, measureReferenceApp } from './bench/first-load.mjs';
import { lighthouseMedian, stopAllLighthouse } from './bench/lighthouse.mjs';
import { startServer, stopAllServers } from './bench/server.mjs';
import { abort, bytesAndKb, kb, log, trackedTempDirs, withTimeout } from './bench/util.mjs';
import { buildIfChanged } from './start.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(repoRoot); // buildIfChanged and the server use paths relative to the repo

const FIRST_LOAD_TARGET = 1.6;
const FIRST_LOAD_TARGET_OTHER = 1.8;
const LIGHTHOUSE_PAGES = ['/m/', '/m/login', '/m/help', '/m/rng', '/m/vip', '/m/message', '/m/activity'];
/** The home first; then the other public pages, each in a new browser context. */
const FIRST_LOAD_PAGES = [...LIGHTHOUSE_PAGES, '/m/register'];
const LIGHTHOUSE_RUNS = 3;
/** Measured again on a server that sends the frame alone, as every page was before issue 17. */
const FRAME_ONLY_PAGES = ['/m/', '/m/login'];
const LIGHTHOUSE_TARGETS = { score: 98, lcpS: 1.8, tbtMs: 50, cls: 0.01 };
const WHOLE_RUN_LIMIT_MS = 32 * 60_000; // after the build; about 2 minutes per Lighthouse page

let cleaningUp = null;

function cleanup() {
  abort.requested = true;
  cleaningUp ??= (async () => {
    await stopAllLighthouse().catch((error) => log(`stopping Lighthouse: ${error.message}`));
    await stopAllServers().catch((error) => log(`stopping the server: ${error.message}`));
    for (const dir of trackedTempDirs()) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(code));
  });
}

const figures = [];
function figure(entry) {
  figures.push(entry);
  console.log(entry.line);
}

const fmt = {
  score: (v) => String(v),
  lcpS: (v) => `${v.toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const range = (key, { min, max }) => {
  const [a, b] = [fmt[key](min), fmt[key](max)];
  const unit = / (s|ms)$/.exec(a)?.[0] ?? '';
  return unit ? `${a.slice(0, -unit.length)}–${b}` : `${a}–${b}`;
};

async function main() {
  const startedAt = new Date();

  // 1. Build the site and the server if their sources changed.
  buildIfChanged({ quiet: true });

  const watchdog = setTimeout(() => {
    log(`the whole run took longer than ${WHOLE_RUN_LIMIT_MS / 60_000} min: giving up`);
    cleanup().finally(() => process.exit(1));
  }, WHOLE_RUN_LIMIT_MS);
  watchdog.unref();

  const cpus = os.cpus();
  const machine = {
    cores: cpus.length,
    model: cpus[0]?.model?.trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
  const database = 'embedded PGlite (fresh temp DATA_DIR, demo data)';
  console.log(
    `machine: ${machine.cores} cores, ${machine.model}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}; ` +
      `database: ${database}`,
  );

  // 2a. Reference: a bare React 19 app with the site's Vite config.
  log('building the reference app (bare React 19)…');
  const reference = await withTimeout(measureReferenceApp({ repoRoot }), 180_000, 'the reference build');

  // 2b. Our first loads, on our server: /m/ within 1.6×, every other public page within 1.8×.
  const server = await startServer({ cwd: repoRoot, preferredPort: 8291 });
  log(`measuring the first load of ${FIRST_LOAD_PAGES.join(', ')}…`);
  const firstLoads = await withTimeout(
    measureFirstLoad({
      origin: server.origin,
      distDir: path.join(repoRoot, 'apps/web/dist'),
      pathnames: FIRST_LOAD_PAGES,
    }),
    300_000,
    'the first-load measurement',
  );
  for (const firstLoad of firstLoads) {
    const { pathname } = firstLoad;
    const target = pathname === '/m/' ? FIRST_LOAD_TARGET : FIRST_LOAD_TARGET_OTHER;
    const ratio = firstLoad.total / reference.total;
    const composition = firstLoadComposition({
      webDir: path.join(repoRoot, 'apps/web'),
      chunks: firstLoad.chunks,
    });
    figure({
      name: `first-load JS of ${pathname} (gzip)`,
      value: firstLoad.total,
      unit: 'bytes',
      reference: { name: 'bare React 19 app, same Vite config', value: reference.total, unit: 'bytes' },
      ratio,
      target: { ratioMax: target },
      met: ratio <= target,
      details: {
        device: firstLoad.device,
        chunks: firstLoad.chunks,
        composition,
        referenceChunks: reference.chunks,
      },
      line:
        `first-load JS of ${pathname} (gzip): ${bytesAndKb(firstLoad.total)} ` +
        `(bare React 19 app ${bytesAndKb(reference.total)}, ${ratio.toFixed(2)}×, target ≤ ${target}×)`,
    });
    if (pathname !== '/m/') continue;
    // What each dependency costs the home's first load, largest first.
    console.log('first-load JS of /m/ by dependency (gzip bytes shared out by minified bytes):');
    for (const row of composition) {
      console.log(
        `  ${row.dependency.padEnd(34)} ${kb(row.gzip).padStart(9)} ${(row.share * 100).toFixed(1).padStart(5)} %`,
      );
    }
  }

  // 3. Lighthouse mobile, median of 3 per page.
  const firstScreenLcp = new Map();
  for (const page of LIGHTHOUSE_PAGES) {
    const url = `${server.origin}${page}`;
    log(`lighthouse ${page}: ${LIGHTHOUSE_RUNS} runs…`);
    const result = await lighthouseMedian({ repoRoot, url, runs: LIGHTHOUSE_RUNS, timeoutMs: 90_000 });
    const { median, spread } = result;
    firstScreenLcp.set(page, median.lcpS);
    const rows = [
      [
        'score',
        'score',
        median.score,
        `≥ ${LIGHTHOUSE_TARGETS.score}`,
        median.score >= LIGHTHOUSE_TARGETS.score,
      ],
      ['LCP', 'lcpS', median.lcpS, `≤ ${LIGHTHOUSE_TARGETS.lcpS} s`, median.lcpS <= LIGHTHOUSE_TARGETS.lcpS],
      [
        'TBT',
        'tbtMs',
        median.tbtMs,
        `≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms`,
        median.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs,
      ],
      ['CLS', 'cls', median.cls, `≤ ${LIGHTHOUSE_TARGETS.cls}`, median.cls <= LIGHTHOUSE_TARGETS.cls],
    ];
    for (const [label, key, value, target, met] of rows) {
      const details =
        key === 'score'
          ? {
              runs: result.runs,
              failedRuns: result.failures,
              profile: `${median.formFactor}, ${median.throttlingMethod} throttling, Lighthouse ${median.lighthouseVersion}`,
            }
          : undefined;
      figure({
        name: `lighthouse mobile ${page} ${label}`,
        value,
        unit: { score: 'score', lcpS: 's', tbtMs: 'ms', cls: 'unitless' }[key],
        reference: null,
        median: `run with the median score of ${result.runs.length}`,
        spread: spread[key],
        target,
        met,
        details,
        line:
          `lighthouse mobile ${page} ${label}: ${fmt[key](value)} ` +
          `(median of ${result.runs.length}, spread ${range(key, spread[key])}, target ${target})`,
      });
    }
  }

  // 3b. What the server's first screen is worth: the same pages with the frame alone, same run.
  const frameServer = await startServer({
    cwd: repoRoot,
    preferredPort: 8292,
    env: { RENDER_FIRST_SCREENS: 'false' },
  });
  for (const page of FRAME_ONLY_PAGES) {
    log(`lighthouse ${page}, frame only: ${LIGHTHOUSE_RUNS} runs…`);
    const { median, runs } = await lighthouseMedian({
      repoRoot,
      url: `${frameServer.origin}${page}`,
      runs: LIGHTHOUSE_RUNS,
      timeoutMs: 90_000,
    });
    const rendered = firstScreenLcp.get(page);
    figure({
      name: `lighthouse mobile ${page} LCP, first screen from the server against the frame alone`,
      value: rendered,
      unit: 's',
      reference: { name: 'the frame alone (RENDER_FIRST_SCREENS=false)', value: median.lcpS, unit: 's' },
      ratio: rendered / median.lcpS,
      median: `run with the median score of ${runs.length}`,
      target: null,
      met: null,
      line:
        `lighthouse mobile ${page} LCP with the first screen from the server: ${rendered.toFixed(2)} s ` +
        `(frame alone ${median.lcpS.toFixed(2)} s, ${(rendered / median.lcpS).toFixed(2)}×)`,
    });
  }
  await frameServer.stop();

  // 4. The same figures as JSON.
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/:/g, '-');
  const file = path.join(resultsDir, `web-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: 'web',
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine,
        database,
        figures: figures.map(({ line, ...rest }) => ({ ...rest, line })),
      },
      null,
      2,
    )}\n`,
  );
  log(`wrote ${path.relative(repoRoot, file)}`);
  // A comparison without a target (met: null) is not a miss.
  const missed = figures.filter((f) => f.met === false).map((f) => f.name);
  log(missed.length ? `targets missed: ${missed.join(', ')}` : 'every target met');
}

try {
  await main();
  await cleanup();
} catch (error) {
  log(abort.requested ? `stopped: ${error.message}` : `failed: ${error.stack ?? error.message}`);
  await cleanup();
  process.exitCode = 1;
}
