// `npm run bench:ledger [-- --seconds=10 --rounds=3]`: bet + win transfers per second through the
// seamless-wallet endpoints (the server as a child process on PostgreSQL, 16 signed-HTTP vendor
// clients, 10,000 players), beside pgbench TPC-B with 16 clients on the same PostgreSQL server in
// the same run (BENCHMARKS.md) — first with the bets spread over 16 house accounts, then with every
// bet on one hot house account. Rounds alternate ours and pgbench so that both see the same
// machine; the ratio is the median of the rounds' ratios. Prints `name: value (reference value, ratio, target)` and writes
// bench/results/ledger-<time>.json. Creates and drops its own databases on 127.0.0.1:5432.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { REPO_ROOT } from '../src/paths.js';
import { stageLedgerLoad } from './ledger-books.js';
import { runLedgerLoad } from './ledger-load.js';
import {
  ADMIN_URL,
  cleanUpOnInterrupt,
  createScratchDatabase,
  postgresVersion,
  serverChild,
} from './ledger-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '5' },
    players: { type: 'string', default: '10000' },
  },
});
const ROUND_SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const WARMUP_SECONDS = Number(values.warmup);
const PLAYERS = Number(values.players);
const CLIENTS = 16;
/** TPC-B's scale is at least its client count, so that branches do not all queue on one row. */
const PGBENCH_SCALE = 16;
/** Enough that no bet is refused: the figure is of money moving. */
const FUND_CENTAVOS = 1_000_000_000;
const MODES = [
  { name: 'spread', label: 'bets over 16 house accounts', shards: 16, target: 0.4 },
  { name: 'hot', label: 'every bet on one house account', shards: 1, target: 0.35 },
] as const;

const run = promisify(execFile);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

/** pgbench's connection options for a database of the benchmark server. */
function pgbenchArgs(database: string): string[] {
  const url = new URL(ADMIN_URL);
  return [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    database,
  ];
}
const pgbenchEnv = () => ({ ...process.env, PGPASSWORD: decodeURIComponent(new URL(ADMIN_URL).password) });

async function pgbenchTps(database: string, seconds: number): Promise<number> {
  const { stdout } = await run(
    'pgbench',
    ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), ...pgbenchArgs(database)],
    { env: pgbenchEnv(), timeout: (seconds + 60) * 1000 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

async function main() {
  cleanUpOnInterrupt();
  if (![ROUND_SECONDS, ROUNDS, WARMUP_SECONDS, PLAYERS].every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('--seconds, --rounds, --warmup and --players take positive whole numbers');
  }
  const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${await postgresVersion()}`;
  const reference = await createScratchDatabase('bench_pgbench');
  const ours = await createScratchDatabase('bench_ledger');
  const database = openDatabase({ url: ours.url, dataDir: '' });
  const results: Record<
    string,
    { transfers: number[]; tps: number[]; ratios: number[]; ratio: number; target: number }
  > = {};
  try {
    log(`pgbench -i -s ${PGBENCH_SCALE}…`);
    await run('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), ...pgbenchArgs(reference.name)], {
      env: pgbenchEnv(),
      timeout: 300_000,
    });
    await database.migrate();
    log(`staging ${PLAYERS} players…`);
    const stage = await stageLedgerLoad(database.db, {
      players: PLAYERS,
      fundCentavos: FUND_CENTAVOS,
      concurrency: CLIENTS,
    });
    let tag = 0;
    for (const mode of MODES) {
      const server = await serverChild(ours.url, { LEDGER_HOUSE_SHARDS: String(mode.shards) });
      try {
        await server.start();
        // Only bets and paying wins: every call of the figure moves money.
        const load = async (seconds: number) => {
          tag += 1;
          const result = await runLedgerLoad({
            origin: server.origin,
            vendorCode: stage.vendorCode,
            secret: stage.secret,
            gameId: stage.gameId,
            players: stage.players,
            clients: CLIENTS,
            seconds,
            seed: tag,
            tag: `bench${tag}`,
            maxRoundsPerClient: seconds * 5_000,
            rollbackRate: 0,
            zeroWinRate: 0,
            unknownRollbackRate: 0,
            racingRollbackRate: 0,
            replayRate: 0,
            record: false,
            retryForMs: 5_000,
          });
          const problems = [...result.unexpected, ...result.unanswered];
          if (problems.length > 0 || result.counts.refusedBets > 0 || result.counts.retries > 0) {
            throw new Error(
              `the load met ${problems.length} unexpected answers, ${result.counts.refusedBets} refused bets, ` +
                `${result.counts.retries} retries: ${problems.slice(0, 3).join('; ')}`,
            );
          }
          return result.counts.transfers / (result.elapsedMs / 1000);
        };
        log(`${mode.name}: warming up…`);
        await load(WARMUP_SECONDS);
        await pgbenchTps(reference.name, WARMUP_SECONDS);
        const transfers: number[] = [];
        const tps: number[] = [];
        for (let round = 1; round <= ROUNDS; round++) {
          transfers.push(await load(ROUND_SECONDS));
          tps.push(await pgbenchTps(reference.name, ROUND_SECONDS));
          log(
            `${mode.name} round ${round}: ${transfers.at(-1)?.toFixed(0)} transfers/s, pgbench ${tps.at(-1)?.toFixed(0)} tps`,
          );
        }
        // Each round's ratio is of two runs back to back, under the same load from the machine's
        // other users; their median is steadier than the ratio of the two medians.
        const ratios = transfers.map((t, i) => t / (tps[i] ?? Number.NaN));
        results[mode.name] = { transfers, tps, ratios, ratio: median(ratios), target: mode.target };
      } finally {
        await server.stop();
      }
    }
    console.log(`machine: ${machine}`);
    for (const mode of MODES) {
      const r = results[mode.name];
      if (!r) continue;
      console.log(
        `bet + win through the seamless wallet, ${mode.label} (${CLIENTS} clients, ${PLAYERS} players): ` +
          `${median(r.transfers).toFixed(0)} transfers/s ±${spread(r.transfers).toFixed(0)} ` +
          `(pgbench TPC-B ${CLIENTS} clients ${median(r.tps).toFixed(0)} tps ±${spread(r.tps).toFixed(0)}, ` +
          `ratio ${(r.ratio * 100).toFixed(0)} % ±${(spread(r.ratios) * 100).toFixed(0)}, target ≥ ${mode.target * 100} %)`,
      );
    }
    const dir = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `ledger-${new Date().toISOString().replaceAll(':', '-')}.json`),
      JSON.stringify(
        {
          machine,
          clients: CLIENTS,
          players: PLAYERS,
          pgbenchScale: PGBENCH_SCALE,
          warmupSeconds: WARMUP_SECONDS,
          roundSeconds: ROUND_SECONDS,
          rounds: ROUNDS,
          modes: results,
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    await Promise.allSettled([ours.drop(), reference.drop()]);
  }
}

await main();
