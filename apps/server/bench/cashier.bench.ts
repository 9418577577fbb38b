// `npm run bench:cashier [-- --orders=1500 --rounds=3 --seconds=10 --players=2000]`: gateway deposit
// settlements per second — signed PayMongo `checkout_session.payment.paid` webhooks into the server
// running as a child process on PostgreSQL, 16 clients, every order notified twice as a gateway's
// retries do — beside pgbench TPC-B with 16 clients on a sibling database of the same PostgreSQL
// server, in the same run. The orders are made beforehand through the real deposit API against a
// fake PayMongo in this process (setup, not timed). Rounds alternate ours and pgbench so both see the
// same machine; the ratio is the median of the rounds' ratios, against a target of 40 %. The books
// are checked afterwards: a wrong book exits 1, a slow run only says the target is not met.
// Creates and drops its own databases on 127.0.0.1:5432.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.js';
import { startFakePaymongo } from '../test/fake-paymongo.js';
import {
  checkBooks,
  createOrders,
  deliver,
  paidEvents,
  pgbench,
  pgbenchTps,
  seedPlayers,
} from './cashier-stage.js';
import { cleanUpOnInterrupt, createScratchDatabase, postgresVersion, serverChild } from './ledger-server.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1500' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    players: { type: 'string', default: '2000' },
  },
});
const ORDERS_PER_ROUND = Number(values.orders);
const ROUNDS = Number(values.rounds);
const PGBENCH_SECONDS = Number(values.seconds);
const PLAYERS = Number(values.players);
const CLIENTS = 16;
/** TPC-B's scale is at least its client count, so that branches do not all queue on one row. */
const PGBENCH_SCALE = 16;
const TARGET = 0.4;
/** The deposit API takes 10 orders a minute from one member. */
const ORDERS_PER_PLAYER = 10;
/** Orders notified (twice) before the first round, untimed, so that round 1 meets a warm server. */
const WARMUP_ORDERS = 200;
const SECRET_KEY = 'sk_test_bench000000000000';
const WEBHOOK_SECRET = 'whsk_bench_secret_0000';

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pad = (cells: (string | number)[]) => cells.map((c, i) => String(c).padStart(i ? 16 : 8)).join('');

async function main() {
  cleanUpOnInterrupt();
  if (![ORDERS_PER_ROUND, ROUNDS, PGBENCH_SECONDS, PLAYERS].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--orders, --rounds, --seconds and --players take positive whole numbers');
  const orders = WARMUP_ORDERS + ORDERS_PER_ROUND * ROUNDS;
  if (orders > PLAYERS * ORDERS_PER_PLAYER)
    throw new Error(`${orders} orders need at least ${Math.ceil(orders / ORDERS_PER_PLAYER)} players`);
  const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${await postgresVersion()}`;
  const reference = await createScratchDatabase('bench_cashier_pgbench');
  const ours = await createScratchDatabase('bench_cashier');
  const database = openDatabase({ url: ours.url, dataDir: '' });
  const gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const server = await serverChild(ours.url, {
    PAYMONGO_BASE_URL: gateway.origin,
    PAYMONGO_SECRET_KEY: SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Every order is made from 127.0.0.1: the per-IP ceiling is not what is measured.
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    await database.migrate();
    log(`pgbench -i -s ${PGBENCH_SCALE}…`);
    await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)], reference.name, 300_000);
    log(`seeding ${PLAYERS} players with sessions…`);
    const players = await seedPlayers(database.db, PLAYERS);
    await server.start();
    log(`creating ${orders} pending gateway orders through the deposit API (not timed)…`);
    const created = performance.now();
    const checkouts = await createOrders(server.origin, players, orders, CLIENTS);
    log(`  ${(orders / ((performance.now() - created) / 1000)).toFixed(0)} orders/s`);
    const warmup = paidEvents(gateway, checkouts.splice(0, WARMUP_ORDERS));
    let failures = 0;
    for (let copy = 0; copy < 2; copy++)
      failures += (await deliver(server.origin, gateway, warmup, CLIENTS)).failures;
    await pgbenchTps(reference.name, CLIENTS, 3);

    const rows: { settlements: number; firsts: number; repeats: number; tps: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slice = checkouts.slice(round * ORDERS_PER_ROUND, (round + 1) * ORDERS_PER_ROUND);
      const raws = paidEvents(gateway, slice);
      // The same signed event again, as a gateway's retry sends it: answered without a credit.
      const first = await deliver(server.origin, gateway, raws, CLIENTS);
      const repeat = await deliver(server.origin, gateway, raws, CLIENTS);
      failures += first.failures + repeat.failures;
      const tps = await pgbenchTps(reference.name, CLIENTS, PGBENCH_SECONDS);
      rows.push({
        settlements: slice.length / (first.seconds + repeat.seconds),
        firsts: slice.length / first.seconds,
        repeats: slice.length / repeat.seconds,
        tps,
      });
      log(
        `round ${round + 1}: ${slice.length} orders notified in ${first.seconds.toFixed(1)} s, ` +
          `again in ${repeat.seconds.toFixed(1)} s; pgbench ${tps.toFixed(0)} tps`,
      );
    }

    const checks = await checkBooks(database.db, players, orders);
    checks.push({ ok: failures === 0, line: `notifications not answered 200: ${failures} of ${2 * orders}` });

    const ratios = rows.map((r) => r.settlements / r.tps);
    const ratio = median(ratios);
    console.log(`machine: ${machine}`);
    console.log(
      `${CLIENTS} clients each side; ${ORDERS_PER_ROUND} orders a round over ${PLAYERS} players, each order notified twice (${WARMUP_ORDERS} more to warm up); ` +
        `pgbench TPC-B scale ${PGBENCH_SCALE}, ${PGBENCH_SECONDS} s a round`,
    );
    console.log(pad(['round', 'settlements/s', 'first/s', 'repeat/s', 'pgbench tps', 'ratio']));
    const med = (key: keyof (typeof rows)[number]) => median(rows.map((r) => r[key]));
    const line = (label: string | number, r: (typeof rows)[number], x: number) =>
      pad([
        label,
        ...[r.settlements, r.firsts, r.repeats, r.tps].map((v) => v.toFixed(1)),
        `${(x * 100).toFixed(1)} %`,
      ]);
    for (const [i, r] of rows.entries()) console.log(line(i + 1, r, ratios[i] ?? 0));
    const medians = {
      settlements: med('settlements'),
      firsts: med('firsts'),
      repeats: med('repeats'),
      tps: med('tps'),
    };
    console.log(line('median', medians, ratio));
    console.log(
      `settlements/s: orders over the time of both notifications; ratio = settlements/s ÷ pgbench tps, ` +
        `${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET * 100} %: ${ratio >= TARGET ? 'met' : 'not met'})`,
    );
    console.log(
      `duplicates: a repeated notification costs ${((medians.firsts / medians.repeats) * 100).toFixed(0)} % of a first one`,
    );
    console.log('checks:');
    for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.line}`);
    if (checks.some((check) => !check.ok)) process.exitCode = 1;
  } finally {
    await server.stop();
    await gateway.close();
    await database.close();
    await Promise.allSettled([ours.drop(), reference.drop()]);
  }
}

await main();
