// `npm run bench:memory`: the server's resident memory (RSS), as `npm start` runs it (the built
// apps/server/dist/main.js with scripts/server-flags.mjs, demo data on a new database), on the embedded PGlite and on
// PostgreSQL side by side in one run: idle 10 s after it is ready, the peak under 200 keep-alive
// clients for 20 s of the player's everyday calls, and idle again after them. Prints each figure
// against the 200 MB target (issue 11) and writes bench/results/memory-<time>.json; exits 1 when a
// figure is over the target.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { REPO_ROOT } from '../src/paths.js';
import { createScratchDatabase, rssMb, type ServerChild, serverChild } from './ledger-server.js';

const TARGET_MB = 200;
const CLIENTS = 200;
const LOAD_SECONDS = 20;
const SETTLE_MS = 10_000;

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a player's phone asks for most: the status, the vendors, a page of games, the notices. */
const REQUESTS: autocannon.Request[] = [
  { method: 'GET', path: '/wps/system/status' },
  { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType?language=EN' },
  {
    method: 'POST',
    path: '/wps/relay/GCSGAME_gameList',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ gameType: 'RNG', pageNo: 1, pageSize: 20, platform: 'html5', language: 'EN' }),
  },
  { method: 'GET', path: '/wps/relay/MCSFE_getNotices?language=EN' },
];

interface Figures {
  idleMb: number;
  loadPeakMb: number;
  afterLoadMb: number;
  requests: number;
  non2xx: number;
}

async function measure(server: ServerChild): Promise<Figures> {
  await server.start();
  const pid = server.pid();
  if (pid === undefined) throw new Error('the server did not start');
  await sleep(SETTLE_MS);
  const idleMb = rssMb(pid);
  let loadPeakMb = idleMb;
  const sampler = setInterval(() => {
    loadPeakMb = Math.max(loadPeakMb, rssMb(pid));
  }, 250);
  const result = await autocannon({
    url: server.origin,
    connections: CLIENTS,
    duration: LOAD_SECONDS,
    requests: REQUESTS,
  });
  clearInterval(sampler);
  await sleep(SETTLE_MS);
  const afterLoadMb = rssMb(pid);
  await server.stop();
  return { idleMb, loadPeakMb, afterLoadMb, requests: result.requests.total, non2xx: result.non2xx };
}

async function main(): Promise<boolean> {
  log('building the server as npm start does…');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  // The per-address limit would answer most of one machine's 200 clients with 429.
  const env = {
    SEED_DEMO: 'true',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
  };
  const entry = ['apps/server/dist/main.js'];

  log('PGlite (embedded, a new data folder)…');
  const embedded = await measure(await serverChild('', env, SERVER_NODE_FLAGS, entry));
  log('PostgreSQL (a new database on 127.0.0.1:5432)…');
  const scratch = await createScratchDatabase('bench_memory');
  let postgres: Figures;
  try {
    postgres = await measure(await serverChild(scratch.url, env, SERVER_NODE_FLAGS, entry));
  } finally {
    await scratch.drop();
  }

  const rows = { embedded, postgres };
  let passed = true;
  for (const [name, figures] of Object.entries(rows)) {
    for (const key of ['idleMb', 'loadPeakMb', 'afterLoadMb'] as const) {
      const ratio = figures[key] / TARGET_MB;
      if (ratio > 1) passed = false;
      console.log(
        `${name} ${key}: ${figures[key]} MB (target ${TARGET_MB} MB, ratio ${ratio.toFixed(2)}${ratio > 1 ? ', OVER' : ''})`,
      );
    }
    console.log(
      `${name} load: ${figures.requests} requests from ${CLIENTS} clients, ${figures.non2xx} not 2xx`,
    );
  }
  const dir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `memory-${new Date().toISOString().replaceAll(':', '-')}.json`),
    `${JSON.stringify({ targetMb: TARGET_MB, clients: CLIENTS, loadSeconds: LOAD_SECONDS, ...rows }, null, 2)}\n`,
  );
  return passed;
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
