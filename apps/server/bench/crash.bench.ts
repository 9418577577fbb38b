// `npm run bench:crash [-- --players=1000 --rounds=20 --seconds=10]`: `players` simulated players on
// the built server (as `npm start` runs it) on a new PostgreSQL database, each with its live socket
// subscribed to Crash, play `rounds` real rounds: every player bets the moment betting opens, half
// with an automatic cash-out at 2.00×, and the other half cash out by hand together at 1.10×, when
// their socket's curve says so. Bets and hand cash-outs answered per second of those bursts are
// printed beside pgbench TPC-B tps (16 clients) on a sibling database of the same server, in the
// same run (target ≥ 40 %), with the server's peak RSS (target ≤ 250 MB) and the CPU the players (this
// process), the server and its PostgreSQL backends spent in the bursts, from /proc: on a machine the
// three share, that says whose work a slow burst was. The books are checked
// afterwards: an open bet, a bet paid twice or a book off zero exits 1; a slow run only says the
// target is not met. Creates and drops its own databases on 127.0.0.1:5432 (BENCH_DB_PREFIX before
// their names, BENCH_PORTS=8800-8899 for the server's port on a shared machine).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CRASH_GAME_CODE, CRASH_RULES, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { openDatabase } from '../src/db/client.js';
import { importCatalogue } from '../src/modules/games/index.js';
import { houseCatalogueFeed } from '../src/modules/house/index.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';
import { REPO_ROOT } from '../src/paths.js';
import { pgbench, pgbenchTps, seedPlayers } from './cashier-stage.js';
import {
  burst,
  closeConnections,
  type Heard,
  openSeat,
  RoundWatch,
  type Seat,
  tally,
} from './crash-players.js';
import {
  backendCpuSeconds,
  cleanUpOnInterrupt,
  cpuSeconds,
  createScratchDatabase,
  postgresVersion,
  rssMb,
  serverChild,
} from './ledger-server.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
  },
});
const PLAYERS = Number(values.players);
const ROUNDS = Number(values.rounds);
const PGBENCH_SECONDS = Number(values.seconds);
const CLIENTS = 16;
const PGBENCH_SCALE = 16;
const TARGET_RATIO = 0.4;
const TARGET_RSS_MB = 250;
const AUTO_CASHOUT_CENTS = 200;
const HAND_CASHOUT_CENTS = 110;

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

async function main() {
  cleanUpOnInterrupt();
  if (![PLAYERS, ROUNDS, PGBENCH_SECONDS].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--players, --rounds and --seconds take positive whole numbers');
  const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${await postgresVersion()}`;
  log('building the server…');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  const reference = await createScratchDatabase('bench_crash_pgbench');
  const ours = await createScratchDatabase('bench_crash');
  const database = openDatabase({ url: ours.url, dataDir: '' });
  const { db } = database;
  const seats: Seat[] = [];
  let server: Awaited<ReturnType<typeof serverChild>> | undefined;
  try {
    await database.migrate();
    log(`pgbench -i -s ${PGBENCH_SCALE}…`);
    await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)], reference.name, 300_000);
    log(`seeding Crash and ${PLAYERS} funded players with their launch tokens (not timed)…`);
    await importCatalogue(db, houseCatalogueFeed());
    const players = await seedPlayers(db, PLAYERS);
    await db.execute(sql`
      select count(*) from members m, lateral ledger_post('operator', 'bench-fund-' || m.id, 'adjust',
        ledger_house_account('adjust:PHP:0', 'PHP'), ledger_member_account(m.id, 'PHP'), 100000000, m.id, null, null)
      where m.id between ${players[0]?.memberId ?? 0} and ${players.at(-1)?.memberId ?? 0}`);
    const { rows: game } = await db.execute<{ node_id: number }>(
      sql`select node_id from games where vendor_code = ${HOUSE_VENDOR} and game_id = ${CRASH_GAME_CODE}`,
    );
    const launches = players.map(() => randomBytes(32).toString('base64url'));
    for (const [i, player] of players.entries())
      await db.execute(sql`
        insert into launch_tokens (token_hash, member_id, vendor_code, node_id, expires_at)
        values (${createHash('sha256')
          .update(launches[i] ?? '')
          .digest('hex')}, ${player.memberId},
                ${HOUSE_VENDOR}, ${Number(game[0]?.node_id)}, now() + interval '2 hours')`);

    server = await serverChild(
      ours.url,
      {
        RATE_LIMIT_PER_MINUTE: '100000000',
        LIVE_SESSION_CHECK_MS: '10000',
        ...(process.env.BENCH_SERVER_LOG ? { LOG_LEVEL: 'info' } : {}),
      },
      SERVER_NODE_FLAGS,
      ['apps/server/dist/main.js'],
    );
    await server.start();
    const pid = server.pid() ?? 0;
    let peakMb = rssMb(pid);
    const sampler = setInterval(() => {
      try {
        peakMb = Math.max(peakMb, rssMb(pid));
      } catch {
        // The server has ended: stopped by the bench after a failure, or by itself, which the
        // wait for the next round then reports.
      }
    }, 250);
    const watch = new RoundWatch();
    const heard: Heard = { messages: 0, watched: new Map() };
    log(`opening ${PLAYERS} live sockets…`);
    for (const [i, player] of players.entries())
      seats.push(
        await openSeat(server.origin, player, launches[i] ?? '', heard, i === 0 ? watch : undefined),
      );

    const bets: string[] = [];
    const cashouts: string[] = [];
    let busyMs = 0;
    // Whose CPU the bursts take: the players (this process), the server and its PostgreSQL backends.
    const cpu = { players: 0, server: 0, postgres: 0 };
    const cpuNow = () => ({
      players: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      server: cpuSeconds(pid),
      postgres: backendCpuSeconds(ours.name),
    });
    const timed = async <T>(run: () => Promise<T>) => {
      const before = cpuNow();
      const result = await run();
      const after = cpuNow();
      for (const key of ['players', 'server', 'postgres'] as const) cpu[key] += after[key] - before[key];
      return result;
    };
    const loadBefore = os.loadavg()[0] ?? 0;
    const hand = seats.filter((_, i) => i % 2 === 1);
    let last = 0;
    for (let n = 1; n <= ROUNDS; n++) {
      // The first round must be one that opened after the seats were ready: the round taking bets
      // while a thousand sockets connected may have little of its betting time left, and its
      // refused bets (and the cash-outs of bets never placed) are quick answers that made the rate
      // look better than the work.
      const round = await watch.until(
        (r) =>
          r.phase === 'betting' &&
          r.roundId > last &&
          (last > 0 || Date.parse(r.bettingEndsAt) - (Date.now() + watch.skewMs) > CRASH_RULES.bettingMs / 2),
        `round after #${last} taking bets`,
        60_000,
      );
      last = round.roundId;
      const origin = server.origin;
      const placed = await timed(() =>
        burst(seats, `${origin}/wps/house/crash/bet`, (seat, i) => ({
          token: seat.launch,
          betId: `r${round.roundId}-${i}`,
          amountCentavos: CRASH_RULES.minBetCentavos * (1 + (i % 10)),
          autoCashoutCents: i % 2 === 0 ? AUTO_CASHOUT_CENTS : null,
        })),
      );
      bets.push(...placed.codes);
      busyMs += placed.ms;
      const running = await watch.until(
        (r) => r.roundId === last && r.phase !== 'betting',
        `start of round #${last}`,
        60_000,
      );
      // The bets can take so long that the round has crashed before the hand cash-outs are due.
      let handOuts = 'no cash-outs (crashed during the bets)';
      if (running.phase === 'running' && running.startedAt) {
        // The curve reaches 1.10× this long after the start, on the server's clock.
        const at =
          Date.parse(running.startedAt) + Math.log(HAND_CASHOUT_CENTS / 100) / CRASH_RULES.growthPerMs;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - (Date.now() + watch.skewMs))));
        const out = await timed(() =>
          burst(hand, `${origin}/wps/house/crash/cashout`, (seat) => ({
            token: seat.launch,
            roundId: round.roundId,
          })),
        );
        cashouts.push(...out.codes);
        handOuts = `${hand.length} cash-outs in ${out.ms.toFixed(0)} ms`;
        busyMs += out.ms;
      }
      const crashed = await watch.until(
        (r) => r.roundId === last && r.phase === 'crashed',
        `crash of round #${last}`,
        120_000,
      );
      log(
        `round ${n}/${ROUNDS} (#${round.roundId}, ${((crashed.crashPointCents ?? 0) / 100).toFixed(2)}×): ` +
          `${PLAYERS} bets in ${placed.ms.toFixed(0)} ms, ${handOuts}`,
      );
    }
    const loadAfter = os.loadavg()[0] ?? 0;
    // The last round's bets settle with its crash; give the loop a moment to write them.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    clearInterval(sampler);
    for (const seat of seats) seat.socket.close();
    closeConnections();
    await server.stop();
    server = undefined;

    log(`pgbench TPC-B, ${CLIENTS} clients, ${PGBENCH_SECONDS} s…`);
    const tps = await pgbenchTps(reference.name, CLIENTS, PGBENCH_SECONDS);
    const { rows: check } = await db.execute(sql`
      select
        (select count(*)::int from crash_bets where status = 'open') as open,
        (select count(*)::int from crash_bets) as bets,
        (select count(*)::int from crash_bets where status = 'cashed') as cashed,
        (select count(*)::int from crash_bets
          where status = 'cashed' and cashout_cents = ${AUTO_CASHOUT_CENTS} and auto_cashout_cents is not null) as auto_cashed,
        (select count(*)::int from ledger_transfers where kind = 'win' and amount > 0 and round_ref like 'crash-%') as wins,
        (select count(*)::int from (select round_ref from ledger_transfers where kind = 'win' and amount > 0
          and round_ref like 'crash-%' group by round_ref having count(*) > 1) twice) as paid_twice`);
    const books = await ledgerTotals(db);
    const answered = bets.length + cashouts.length;
    const perSecond = answered / (busyMs / 1000);
    const ratio = perSecond / tps;
    const accepted = bets.filter((c) => c === 'ok').length;
    const checks = [
      {
        ok: Number(check[0]?.open) === 0,
        line: `bets left open after their round crashed: ${check[0]?.open}`,
      },
      {
        ok: Number(check[0]?.bets) === accepted,
        line: `bet rows ${check[0]?.bets}, bets accepted ${accepted}`,
      },
      {
        ok: Number(check[0]?.wins) === Number(check[0]?.cashed) && Number(check[0]?.paid_twice) === 0,
        line: `win transfers ${check[0]?.wins} for ${check[0]?.cashed} cashed bets, ${check[0]?.paid_twice} paid twice`,
      },
      {
        ok: books.balanceSum === 0 && books.entrySum === 0 && books.negativePlayers === 0,
        line: `books: balances ${books.balanceSum}, entries ${books.entrySum}, negative players ${books.negativePlayers}`,
      },
    ];
    console.log(`machine: ${machine}`);
    console.log(
      `${PLAYERS} players with live sockets, ${ROUNDS} rounds, ${heard.messages} socket messages heard; ` +
        `${check[0]?.auto_cashed} automatic cash-outs at ${(AUTO_CASHOUT_CENTS / 100).toFixed(2)}×`,
    );
    console.log(
      `one socket heard: ${[...heard.watched].map(([type, n]) => `${type} ${n}`).join(', ')} ` +
        `(${(heard.messages / PLAYERS / ROUNDS).toFixed(1)} messages a socket a round)`,
    );
    console.log(
      `bets: ${tally(bets)}; hand cash-outs at ${(HAND_CASHOUT_CENTS / 100).toFixed(2)}×: ${tally(cashouts)}`,
    );
    console.log(
      `${answered} bets and cash-outs answered in ${(busyMs / 1000).toFixed(2)} s of bursts: ${perSecond.toFixed(0)}/s`,
    );
    const perCall = (seconds: number) => `${((seconds / answered) * 1e6).toFixed(0)} µs`;
    console.log(
      `CPU in the bursts: players ${cpu.players.toFixed(1)} s, server ${cpu.server.toFixed(1)} s, ` +
        `PostgreSQL ${cpu.postgres.toFixed(1)} s (a call: ${perCall(cpu.players)}, ${perCall(cpu.server)}, ` +
        `${perCall(cpu.postgres)}); load average ${loadBefore.toFixed(1)} before the rounds, ${loadAfter.toFixed(1)} after`,
    );
    console.log(
      `pgbench TPC-B scale ${PGBENCH_SCALE}, ${CLIENTS} clients, ${PGBENCH_SECONDS} s: ${tps.toFixed(0)} tps`,
    );
    console.log(
      `ratio (bets+cash-outs)/s ÷ tps = ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET_RATIO * 100} %: ${ratio >= TARGET_RATIO ? 'met' : 'not met'})`,
    );
    console.log(
      `server peak RSS ${peakMb} MB (target ≤ ${TARGET_RSS_MB} MB: ${peakMb <= TARGET_RSS_MB ? 'met' : 'not met'})`,
    );
    for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.line}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    for (const seat of seats) seat.socket.terminate();
    await server?.stop();
    await database.close();
    await ours.drop();
    await reference.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
