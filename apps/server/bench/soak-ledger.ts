// `npm run soak:ledger [-- --seconds=120 --seed=1 --clients=16 --players=200]`: the bank test for
// longer, with crash-restart (issue 5, S-21). The server runs as a child process on a fresh
// PostgreSQL database and is killed with SIGKILL at seeded random moments under load, then started
// again; the clients send every unanswered call again with the same transaction id and body. At the
// end the books are audited against every answer: 0 lost, 0 duplicated, the invariants hold, or the
// command exits non-zero. The database is dropped at the end either way.
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { auditLedger, auditLines, auditPassed, stageLedgerLoad } from './ledger-books.js';
import { runLedgerLoad, seededRandom } from './ledger-load.js';
import { cleanUpOnInterrupt, createScratchDatabase, serverChild } from './ledger-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '120' },
    seed: { type: 'string', default: process.env.SOAK_SEED ?? '1' },
    clients: { type: 'string', default: '16' },
    players: { type: 'string', default: '200' },
  },
});
const SECONDS = Number(values.seconds);
const SEED = Number(values.seed);
const CLIENTS = Number(values.clients);
const PLAYERS = Number(values.players);
/** Time between kills, in ms: long enough for some load on each life of the server. */
const KILL_GAP_MIN_MS = 3_000;
const KILL_GAP_SPAN_MS = 9_000;
const FUND_CENTAVOS = 50_000;

const log = (line: string) => process.stderr.write(`[soak] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<boolean> {
  cleanUpOnInterrupt();
  if (![SECONDS, SEED, CLIENTS, PLAYERS].every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('--seconds, --seed, --clients and --players take positive whole numbers');
  }
  const scratch = await createScratchDatabase('soak_ledger');
  const database = openDatabase({ url: scratch.url, dataDir: '' });
  let server: Awaited<ReturnType<typeof serverChild>> | undefined;
  try {
    await database.migrate();
    const stage = await stageLedgerLoad(database.db, { players: PLAYERS, fundCentavos: FUND_CENTAVOS });
    server = await serverChild(scratch.url);
    await server.start();
    log(`${PLAYERS} players, ${CLIENTS} clients, ${SECONDS} s, seed ${SEED}, server on ${server.origin}`);

    const loadDone = new AbortController();
    const load = runLedgerLoad({
      origin: server.origin,
      vendorCode: stage.vendorCode,
      secret: stage.secret,
      gameId: stage.gameId,
      players: stage.players,
      clients: CLIENTS,
      seconds: SECONDS,
      seed: SEED,
      tag: `soak${SEED}`,
      retryForMs: 120_000,
    }).finally(() => loadDone.abort());

    const random = seededRandom(SEED ^ 0x5eed);
    const endAt = Date.now() + SECONDS * 1000;
    const maxKills = Math.ceil((SECONDS * 1000) / KILL_GAP_MIN_MS);
    let kills = 0;
    const restartMs: number[] = [];
    while (kills < maxKills && !loadDone.signal.aborted) {
      const gap = KILL_GAP_MIN_MS + random() * KILL_GAP_SPAN_MS;
      if (Date.now() + gap > endAt - 1_000) break;
      await sleep(gap);
      await server.kill('SIGKILL');
      kills += 1;
      const down = Date.now();
      await sleep(random() * 1_000);
      await server.start();
      restartMs.push(Date.now() - down);
      log(`kill ${kills}: down ${restartMs.at(-1)} ms`);
    }
    const result = await load;
    const audit = await auditLedger(database.db, stage, result.calls);
    const { counts } = result;
    const ok =
      auditPassed(audit) &&
      result.unexpected.length === 0 &&
      result.replayMismatches.length === 0 &&
      result.unanswered.length === 0;
    console.log(`soak: ${SECONDS} s, seed ${SEED}, ${CLIENTS} clients, ${PLAYERS} players`);
    console.log(`kills (SIGKILL under load): ${kills}, restarts median ${median(restartMs)} ms`);
    console.log(
      `rounds: ${counts.rounds}, bets ${counts.bets} (refused ${counts.refusedBets}), wins ${counts.wins} ` +
        `(zero ${counts.zeroWins}), rollbacks ${counts.rollbacks}, rollbacks of unknown ids ${counts.unknownRollbacks}, ` +
        `racing rollbacks ${counts.racingRollbacks}, replays ${counts.replays}`,
    );
    console.log(`calls sent again after a failure: ${counts.retries}`);
    for (const line of auditLines(audit)) console.log(line);
    console.log(`unexpected answers: ${result.unexpected.length}`);
    console.log(`replays answered differently: ${result.replayMismatches.length}`);
    console.log(`calls never answered: ${result.unanswered.length}`);
    for (const line of [...result.unexpected, ...result.replayMismatches, ...result.unanswered].slice(
      0,
      20,
    )) {
      console.log(`  ${line}`);
    }
    console.log(ok ? 'soak: passed' : 'soak: FAILED');
    return ok;
  } finally {
    await server?.stop();
    await database.close();
    await scratch.drop();
  }
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
