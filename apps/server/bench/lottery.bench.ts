// `npm run bench:lottery [-- --tickets=100000 --players=2000 --seconds=10]`: settles one house draw
// holding `tickets` sub-orders — every ticket judged and every win paid through the ledger in the
// draw's one transaction — and prints tickets settled per second beside pgbench TPC-B tps (16
// clients) on a sibling database of the same PostgreSQL server, in the same run; the target is 5×.
// The tickets and their stakes are made beforehand in SQL (setup, not timed). The books are checked
// afterwards: a wrong book exits 1, a slow run only says the target is not met.
// Creates and drops its own databases on 127.0.0.1:5432.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { LOTTERY_PICK3, lotteryNumbers, lotteryOdds, lotteryPayoutCentavos } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { lotterySubOrders } from '../src/db/schema/index.js';
import { localBus } from '../src/modules/live/index.js';
import { settleDraw } from '../src/modules/lottery/index.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';
import { pgbench, pgbenchTps, seedPlayers } from './cashier-stage.js';
import { cleanUpOnInterrupt, createScratchDatabase, postgresVersion } from './ledger-server.js';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '100000' },
    players: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
  },
});
const TICKETS = Number(values.tickets);
const PLAYERS = Number(values.players);
const PGBENCH_SECONDS = Number(values.seconds);
const SUBS_PER_ORDER = 20;
const CLIENTS = 16;
const PGBENCH_SCALE = 16;
const TARGET = 5;
const UNIT = 100;
const SEED = 'e'.repeat(64);

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/** The n-th ticket: straight, rambolito, first and last digit bets in turn, on spread picks. */
function ticket(n: number): { betType: 'straight' | 'rambolito' | 'first' | 'last'; pick: string } {
  const three = String((n * 7_919) % 1_000).padStart(3, '0');
  const kinds = [
    { betType: 'straight' as const, pick: three },
    { betType: 'rambolito' as const, pick: ['012', '345', '679', '113'][n % 4] ?? '012' },
    { betType: 'first' as const, pick: String(n % 10) },
    { betType: 'last' as const, pick: String((n * 3) % 10) },
  ];
  return kinds[n % kinds.length] ?? { betType: 'straight', pick: three };
}

async function main() {
  cleanUpOnInterrupt();
  if (![TICKETS, PLAYERS, PGBENCH_SECONDS].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--tickets, --players and --seconds take positive whole numbers');
  const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${await postgresVersion()}`;
  const reference = await createScratchDatabase('bench_lottery_pgbench');
  const ours = await createScratchDatabase('bench_lottery');
  const database = openDatabase({ url: ours.url, dataDir: '' });
  const { db } = database;
  try {
    await database.migrate();
    log(`pgbench -i -s ${PGBENCH_SCALE}…`);
    await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)], reference.name, 300_000);
    log(`seeding ${PLAYERS} funded players, one draw and ${TICKETS} tickets with their stakes (not timed)…`);
    const players = await seedPlayers(db, PLAYERS);
    await db.execute(sql`
      select count(*) from members m, lateral ledger_post('operator', 'bench-fund-' || m.id, 'adjust',
        ledger_house_account('adjust:PHP:0', 'PHP'), ledger_member_account(m.id, 'PHP'), 100000000, m.id, null, null)
      where m.id between ${players[0]?.memberId ?? 0} and ${players.at(-1)?.memberId ?? 0}`);
    await db.execute(
      sql`insert into lottery_games (code) values (${LOTTERY_PICK3.code}) on conflict do nothing`,
    );
    const { rows: drawRows } = await db.execute(sql`
      insert into lottery_draws (game_code, draw_no, closes_at, draw_at, server_seed, commitment)
      values (${LOTTERY_PICK3.code}, 1, now(), now() + interval '1 hour', ${SEED}, encode(sha256(${SEED}::bytea), 'hex'))
      returning id`);
    const drawId = Number(drawRows[0]?.id);
    const orders = Math.ceil(TICKETS / SUBS_PER_ORDER);
    const { rows: orderRows } = await db.execute(sql`
      insert into lottery_orders (member_id, client_order_id, draw_id, currency, total_centavos)
      select ${players[0]?.memberId ?? 0}::bigint + (g % ${PLAYERS}), 'bench-' || g, ${drawId}, 'PHP', 0
      from generate_series(0, ${orders - 1}::int) g returning id, member_id`);
    const numbers = await lotteryNumbers(SEED, LOTTERY_PICK3.code, 1, 3);
    let expectedWins = 0;
    let winners = 0;
    let batch: (typeof lotterySubOrders.$inferInsert)[] = [];
    for (let n = 0; n < TICKETS; n++) {
      const order = orderRows[Math.floor(n / SUBS_PER_ORDER)];
      const { betType, pick } = ticket(n);
      const odds = lotteryOdds(LOTTERY_PICK3, betType, pick);
      if (!order || odds === undefined) throw new Error(`ticket ${n} is not a bet`);
      const multiplier = 1 + (n % 3);
      const win = lotteryPayoutCentavos(LOTTERY_PICK3, betType, pick, UNIT * multiplier, numbers);
      expectedWins += win;
      if (win > 0) winners++;
      batch.push({
        orderId: Number(order.id),
        drawId,
        memberId: Number(order.member_id),
        currency: 'PHP',
        betType,
        pick,
        pickKey: [...pick].sort().join(''),
        unitCentavos: UNIT,
        multiplier,
        stakeCentavos: UNIT * multiplier,
        odds,
      });
      if (batch.length === 5_000 || n === TICKETS - 1) {
        await db.insert(lotterySubOrders).values(batch);
        batch = [];
      }
    }
    await db.execute(sql`update lottery_orders o set total_centavos =
      (select sum(stake_centavos) from lottery_sub_orders s where s.order_id = o.id) where o.draw_id = ${drawId}`);
    await db.execute(sql`
      select count(*) from lottery_sub_orders s, lateral ledger_post('lottery', 'sub-' || s.id || '-bet', 'bet',
        ledger_member_account(s.member_id, 'PHP'), ledger_house_account('lottery:PHP:0', 'PHP'),
        s.stake_centavos, s.member_id, 'lottery-draw-' || s.draw_id, null)
      where s.draw_id = ${drawId}`);
    await db.execute(sql`update lottery_draws set draw_at = now() where id = ${drawId}`);
    await db.execute(sql`analyze`);

    log(`settling the draw…`);
    const started = performance.now();
    const settled = await settleDraw({ db, bus: localBus() }, drawId);
    const seconds = (performance.now() - started) / 1000;
    if (!settled) throw new Error('the draw was not settled');
    const ticketsPerSecond = TICKETS / seconds;
    log(`pgbench TPC-B, ${CLIENTS} clients, ${PGBENCH_SECONDS} s…`);
    const tps = await pgbenchTps(reference.name, CLIENTS, PGBENCH_SECONDS);

    const { rows: check } = await db.execute(sql`
      select
        (select count(*)::int from lottery_sub_orders where draw_id = ${drawId} and status = 'pending') as pending,
        (select coalesce(sum(payout_centavos), 0)::bigint from lottery_sub_orders where draw_id = ${drawId}) as paid,
        (select count(*)::int from ledger_transfers where scope = 'lottery' and kind = 'win') as wins`);
    const books = await ledgerTotals(db);
    const checks = [
      { ok: Number(check[0]?.pending) === 0, line: `tickets left pending: ${check[0]?.pending}` },
      {
        ok: Number(check[0]?.paid) === expectedWins,
        line: `paid ${check[0]?.paid} centavos, expected ${expectedWins}`,
      },
      {
        ok: Number(check[0]?.wins) === winners,
        line: `win transfers ${check[0]?.wins}, winning tickets ${winners}`,
      },
      {
        ok: books.balanceSum === 0 && books.entrySum === 0,
        line: `books: balances ${books.balanceSum}, entries ${books.entrySum}`,
      },
    ];
    const ratio = ticketsPerSecond / tps;
    console.log(`machine: ${machine}`);
    console.log(
      `one draw of ${TICKETS} tickets over ${PLAYERS} players (${winners} winners), numbers ${numbers}`,
    );
    console.log(`settled in ${seconds.toFixed(2)} s: ${ticketsPerSecond.toFixed(0)} tickets/s`);
    console.log(
      `pgbench TPC-B scale ${PGBENCH_SCALE}, ${CLIENTS} clients, ${PGBENCH_SECONDS} s: ${tps.toFixed(0)} tps`,
    );
    console.log(
      `ratio tickets/s ÷ tps = ${ratio.toFixed(1)}× (target ≥ ${TARGET}×: ${ratio >= TARGET ? 'met' : 'not met'})`,
    );
    for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.line}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await database.close();
    await ours.drop();
    await reference.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
