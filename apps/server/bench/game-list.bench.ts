// `npm run bench:api` (second figure): GCSGAME_gameList with filters on the 1,000-game fixture,
// through the real server on PostgreSQL, beside a trivial JSON route on a bare Fastify server in the
// same process (BENCHMARKS.md). Then the server's resident memory under 200 keep-alive clients of
// the same calls, the server started as `npm start` starts it (the built apps/server/dist/main.js
// with scripts/server-flags.mjs) on the same database. Creates and drops its own database on
// 127.0.0.1:5432. Prints `name: value (reference value, ratio, target)` and writes
// bench/results/game-list-<time>.json.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { REPO_ROOT } from '../src/paths.js';
import { importFixture } from '../test/fixtures/catalogue.js';
import { rssMb, serverChild } from './ledger-server.js';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const TARGET = 0.5;
const RSS_CLIENTS = 200;
const RSS_SECONDS = 15;
const RSS_TARGET_MB = 200;

const log = (line: string) => process.stderr.write(`${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

/** Filtered pages the category screens ask for (R-GAMES-27), in turn. */
const BODIES = [
  { gameType: 'RNG', pageNo: 2, pageSize: 24, platform: 'html5', clientType: 2, language: 'EN' },
  { gameType: 'RNG', gameName: 'lucky', pageNo: 1, pageSize: 24 },
  { gameType: 'RNG', vassalage: 'JILI', gameClassify: 'SLOT', pageNo: 1, pageSize: 24 },
  { gameType: 'RNG', isNew: 1, minBet: 0.5, pageNo: 1, pageSize: 24 },
  { gameType: 'FISH', minBet: 0.1, pageNo: 1, pageSize: 24 },
];

async function requestsPerSecond(url: string, options: Partial<autocannon.Options>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * The peak resident set of the server as `npm start` runs it, on `databaseUrl`, while `RSS_CLIENTS`
 * keep-alive clients send `requests` for `RSS_SECONDS`; sampled from /proc every 250 ms.
 */
async function peakRssUnderLoad(databaseUrl: string, requests: autocannon.Request[]) {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const server = await serverChild(
    databaseUrl,
    {
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-site'),
    },
    SERVER_NODE_FLAGS,
    ['apps/server/dist/main.js'],
  );
  try {
    await server.start();
    const pid = server.pid();
    if (pid === undefined) throw new Error('the server did not start');
    let peak = rssMb(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 250);
    try {
      const result = await autocannon({
        url: server.origin,
        connections: RSS_CLIENTS,
        duration: RSS_SECONDS,
        requests,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`under ${RSS_CLIENTS} clients: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return { peakMb: Math.max(peak, rssMb(pid)), requestsPerSecond: result.requests.average };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await server.stop();
  }
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_games_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

async function main() {
  await withDatabase(async (databaseUrl) => {
    const database = openDatabase({ url: databaseUrl, dataDir: '' });
    await database.migrate();
    const report = await importFixture(database.db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SYSTEM_CACHE_MS: '2000',
    });
    const app = await buildApp({ config, database, webDistDir: path.join(os.tmpdir(), 'no-site') });
    // Our plugin stack around an empty answer: how much of the gap is the stack, not the list.
    app.post('/wps/bench/floor', async () => ({ success: true, value: null, code: null, message: 'ok' }));
    const reference = Fastify({ logger: false });
    let closed: Promise<unknown> | undefined;
    const closeBoth = () => {
      closed ??= Promise.allSettled([reference.close(), app.close()]);
      return closed;
    };
    reference.get('/ping', async () => ({ success: true, value: { pong: true }, code: null, message: 'ok' }));
    try {
      const ours = await app.listen({ host: '127.0.0.1', port: 0 });
      const theirs = await reference.listen({ host: '127.0.0.1', port: 0 });
      const listUrl = `${ours}/wps/relay/GCSGAME_gameList`;
      const gameList: Partial<autocannon.Options> = {
        requests: BODIES.map((body) => ({
          method: 'POST',
          path: '/wps/relay/GCSGAME_gameList',
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify(body),
        })),
      };
      const check = await fetch(listUrl, { method: 'POST', ...gameList.requests?.[1] } as RequestInit);
      const page = (await check.json()) as { value: { total: number } };
      log(`${report.imported.games} games imported; "lucky" matches ${page.value.total}`);
      log('warming up…');
      await requestsPerSecond(listUrl, gameList, WARMUP_SECONDS);
      await requestsPerSecond(`${theirs}/ping`, {}, WARMUP_SECONDS);
      const floor = await requestsPerSecond(
        `${ours}/wps/bench/floor`,
        { ...gameList, requests: gameList.requests?.map((r) => ({ ...r, path: '/wps/bench/floor' })) },
        ROUND_SECONDS,
      );
      log(`our plugin stack around an empty POST: ${floor.toFixed(0)} req/s`);
      const lists: number[] = [];
      const pings: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        lists.push(await requestsPerSecond(listUrl, gameList, ROUND_SECONDS));
        pings.push(await requestsPerSecond(`${theirs}/ping`, {}, ROUND_SECONDS));
        log(`round ${round}: ${lists.at(-1)?.toFixed(0)} lists/s, ${pings.at(-1)?.toFixed(0)} trivial/s`);
      }
      const ratio = median(lists) / median(pings);
      const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${database.kind}`;
      console.log(`machine: ${machine}`);
      console.log(
        `game list (GCSGAME_gameList, 24 games, filters on): ${median(lists).toFixed(0)} req/s ±${spread(lists).toFixed(0)} ` +
          `(trivial JSON route ${median(pings).toFixed(0)} req/s ±${spread(pings).toFixed(0)}, ratio ${(ratio * 100).toFixed(0)} %, target ≥ ${TARGET * 100} %)`,
      );
      // Closed before the server child starts, so that it measures alone.
      await closeBoth();
      log(`the server as npm start runs it, under ${RSS_CLIENTS} keep-alive clients for ${RSS_SECONDS} s…`);
      const rss = await peakRssUnderLoad(databaseUrl, gameList.requests ?? []);
      console.log(
        `server RSS under ${RSS_CLIENTS} keep-alive clients (game list, ${rss.requestsPerSecond.toFixed(0)} req/s): ` +
          `${rss.peakMb} MB peak (target ≤ ${RSS_TARGET_MB} MB, ratio ${(rss.peakMb / RSS_TARGET_MB).toFixed(2)})`,
      );
      const dir = path.join(REPO_ROOT, 'bench', 'results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `game-list-${new Date().toISOString().replaceAll(':', '-')}.json`),
        JSON.stringify(
          {
            machine,
            connections: CONNECTIONS,
            roundSeconds: ROUND_SECONDS,
            rounds: ROUNDS,
            lists,
            pings,
            ratio,
            target: TARGET,
            rss: { clients: RSS_CLIENTS, seconds: RSS_SECONDS, ...rss, targetMb: RSS_TARGET_MB },
          },
          null,
          2,
        ),
      );
    } finally {
      // Each is closed even when another fails, so the database can be dropped afterwards.
      await closeBoth();
      await database.close();
    }
  });
}

await main();
