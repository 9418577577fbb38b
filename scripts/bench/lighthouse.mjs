// Lighthouse mobile (the default profile: no --preset, so Moto G Power, simulated slow 4G, 4x CPU),
// performance only, through the CLI. Chromium is launched here with chrome-launcher (the launcher
// Lighthouse itself uses, so the same default flags) and handed to the CLI with --port: both then
// run in process groups whose leaders we know, so a stuck run is stopped whole and leaves nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_FLAG } from '../chromium.mjs';
import { log, sleep, throwIfAborted, trackTempDir, untrackTempDir } from './util.mjs';

/** Runs in progress: their stop() and a promise settled once they have cleaned up. */
const running = new Map();

/** Stops every Lighthouse run still going and waits (bounded) until each has cleaned up. */
export async function stopAllLighthouse() {
  await Promise.all(
    [...running].map(([stop, finished]) => Promise.race([stop().then(() => finished), sleep(20_000)])),
  );
}

function killGroup(pid, signal) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

const exitOf = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** chrome-launcher as Lighthouse resolves it (it is Lighthouse's dependency, not ours). */
async function loadChromeLauncher(repoRoot) {
  const fromLighthouse = createRequire(path.join(repoRoot, 'node_modules/lighthouse/package.json'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

/** One Lighthouse run of `url`; resolves to the parsed LHR, rejects on error or after timeoutMs. */
export async function lighthouseOnce({ repoRoot, url, timeoutMs = 90_000 }) {
  const tmp = trackTempDir(mkdtempSync(path.join(os.tmpdir(), 'bench-web-lh-')));
  const profileDir = path.join(tmp, 'profile');
  mkdirSync(profileDir);
  const outFile = path.join(tmp, 'report.json');
  let chrome = null;
  let chromeExit = null;
  let child = null;
  let childExit = null;
  let stopRequested = false;
  // Idempotent; called again in `finally`, so a Chromium that finished starting after a first call
  // is stopped too.
  const stop = async () => {
    stopRequested = true;
    if (child) {
      killGroup(child.pid, 'SIGTERM');
      if (!(await Promise.race([childExit, sleep(3_000).then(() => null)]))) killGroup(child.pid, 'SIGKILL');
      await Promise.race([childExit, sleep(3_000)]);
    }
    if (chrome) {
      killGroup(chrome.pid, 'SIGKILL'); // what chrome-launcher's kill() does, without its tmp handling
      await Promise.race([chromeExit, sleep(5_000)]);
    }
  };
  let finish;
  running.set(
    stop,
    new Promise((resolve) => {
      finish = resolve;
    }),
  );
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), timeoutMs);
  });
  try {
    throwIfAborted();
    const { launch } = await loadChromeLauncher(repoRoot);
    const launched = await Promise.race([
      launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [HEADLESS_FLAG, ...CHROMIUM_FLAGS],
        userDataDir: profileDir,
        handleSIGINT: false,
        logLevel: 'silent',
      }),
      deadline,
    ]);
    if (launched.timedOut) throw new Error(`Chromium did not start within ${timeoutMs / 1000} s`);
    chrome = launched;
    chromeExit = exitOf(chrome.process);
    if (stopRequested) throw new Error('stopped');

    child = spawn(
      path.join(repoRoot, 'node_modules/.bin/lighthouse'),
      [
        url,
        `--port=${chrome.port}`,
        '--output=json',
        `--output-path=${outFile}`,
        '--only-categories=performance',
        '--quiet',
      ],
      {
        cwd: repoRoot,
        detached: true, // its own process group, stopped whole on time-out
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, TMPDIR: tmp },
      },
    );
    childExit = exitOf(child);
    if (stopRequested) throw new Error('stopped');
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });

    const outcome = await Promise.race([childExit, deadline]);
    if (outcome.timedOut) throw new Error(`gave up after ${timeoutMs / 1000} s`);
    if (outcome.error) throw outcome.error;
    if (outcome.code !== 0 || !existsSync(outFile)) {
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      throw new Error(`lighthouse exited with ${outcome.code ?? outcome.signal}${tail ? `: ${tail}` : ''}`);
    }
    const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
    await stop();
    running.delete(stop);
    rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
    untrackTempDir(tmp);
    finish();
  }
}

const summarize = (lhr) => {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: score == null ? null : Math.round(score * 100),
    lcpS: audit('largest-contentful-paint') == null ? null : audit('largest-contentful-paint') / 1000,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpS: audit('first-contentful-paint') == null ? null : audit('first-contentful-paint') / 1000,
    speedIndexS: audit('speed-index') == null ? null : audit('speed-index') / 1000,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings?.formFactor,
    throttlingMethod: lhr.configSettings?.throttlingMethod,
    warnings: lhr.runWarnings ?? [],
  };
};

/**
 * `runs` good runs of `url` (a failed run is retried, at most `maxFailures` times in all); returns
 * the runs and the median run by score.
 */
export async function lighthouseMedian({ repoRoot, url, runs = 3, maxFailures = 2, timeoutMs = 90_000 }) {
  const good = [];
  const failures = [];
  while (good.length < runs) {
    throwIfAborted();
    const n = good.length + failures.length + 1;
    const started = Date.now();
    try {
      const run = summarize(await lighthouseOnce({ repoRoot, url, timeoutMs }));
      if (run.score == null) throw new Error('no performance score');
      good.push(run);
      log(
        `lighthouse ${url} run ${n}: score ${run.score}, LCP ${run.lcpS.toFixed(2)} s, ` +
          `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      throwIfAborted();
      failures.push(error.message);
      log(`lighthouse ${url} run ${n} failed: ${error.message}`);
      if (failures.length > maxFailures) {
        throw new Error(`Lighthouse failed ${failures.length} times on ${url}: ${failures.join('; ')}`);
      }
    }
  }
  const byScore = [...good].sort((a, b) => a.score - b.score || b.lcpS - a.lcpS);
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  const spread = (key) => {
    const values = good.map((run) => run[key]);
    return { min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    url,
    median,
    spread: { score: spread('score'), lcpS: spread('lcpS'), tbtMs: spread('tbtMs'), cls: spread('cls') },
    runs: good,
    failures,
  };
}
