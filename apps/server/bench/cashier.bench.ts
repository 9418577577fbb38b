// `npm run bench:cashier [-- --orders=4000 --seconds=10]`: gateway deposit settlements per second
// (signed PayMongo webhooks into the server running as a child process on PostgreSQL, 16 clients,
// every order notified twice, as a gateway's retries do), beside pgbench TPC-B with 16 clients on
// the same PostgreSQL server in the same run. Target: settlements at least 40 % of TPC-B's
// transactions. The books are audited after the run; a wrong book exits 1, a slow run does not.
// Creates and drops its own databases on 127.0.0.1:5432.
import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { auditCashier } from '../test/cashier-audit.js';
import { startFakePaymongo } from '../test/fake-paymongo.js';
import { stageLedgerLoad } from './ledger-books.js';
import {
  ADMIN_URL,
  cleanUpOnInterrupt,
  createScratchDatabase,
  postgresVersion,
  serverChild,
} from './ledger-server.js';
import { post } from './seamless-client.js';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '4000' }, seconds: { type: 'string', default: '10' } },
});
const ORDERS = Number(values.orders);
const PGBENCH_SECONDS = Number(values.seconds);
const CLIENTS = 16;
const PLAYERS = 2_000;
const PGBENCH_SCALE = 16;
const TARGET = 0.4;
const SECRET_KEY = 'sk_test_bench000000000000';
const WEBHOOK_SECRET = 'whsk_bench_secret_0000';

const run = promisify(execFile);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function pgbench(args: string[], database: string, timeoutMs: number) {
  const url = new URL(ADMIN_URL);
  return run(
    'pgbench',
    [...args, '-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres', database],
    {
      env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
      timeout: timeoutMs,
    },
  );
}

async function main() {
  cleanUpOnInterrupt();
  if (![ORDERS, PGBENCH_SECONDS].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--orders and --seconds take positive whole numbers');
  const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, ${await postgresVersion()}`;
  const reference = await createScratchDatabase('bench_cashier_pgbench');
  const ours = await createScratchDatabase('bench_cashier');
  const database = openDatabase({ url: ours.url, dataDir: '' });
  const gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const server = await serverChild(ours.url, {
    PAYMONGO_BASE_URL: gateway.origin,
    PAYMONGO_SECRET_KEY: SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  try {
    await database.migrate();
    log(`staging ${PLAYERS} players and ${ORDERS} pending gateway orders…`);
    const stage = await stageLedgerLoad(database.db, {
      players: PLAYERS,
      fundCentavos: 100_000,
      concurrency: CLIENTS,
    });
    const memberIds = stage.players.map((p) => Number(p.playerId));
    // The orders as the deposit call leaves them (setup, not timed): one checkout session each.
    const { rows } = await database.db.execute(sql`
      insert into deposit_orders (member_id, request_id, method, gateway, amount, currency, gateway_ref, expires_at)
      select (${`{${memberIds.join(',')}}`}::bigint[])[1 + (g % ${PLAYERS})], 'bench-' || g, 'gcash', 'PAYMONGO',
        10000 + (g % 50) * 100, 'PHP', 'cs_bench_' || g, now() + interval '1 hour'
      from generate_series(1, ${ORDERS}::int) g returning id, gateway_ref, amount`);
    for (const r of rows)
      gateway.sessions.set(String(r.gateway_ref), {
        id: String(r.gateway_ref),
        amount: Number(r.amount),
        reference: String(r.id),
        methods: ['gcash'],
        successUrl: '',
        cancelUrl: '',
      });
    const events = rows.map((r) => gateway.paidEvent(String(r.gateway_ref)));
    log(`pgbench -i -s ${PGBENCH_SCALE}…`);
    await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE)], reference.name, 300_000);
    await server.start();

    // A gateway's side over a keep-alive agent: each event signed as it is sent.
    const webhook = new URL(`${server.origin}/gateway/paymongo/webhook`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const raws = events.map((event) => JSON.stringify(event));
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < raws.length) {
          const raw = raws[next++] as string;
          // The second delivery finds the order paid: a gateway's retry, answered without a credit.
          for (let copy = 0; copy < 2; copy++) {
            const headers = {
              'content-type': 'application/json',
              'paymongo-signature': gateway.signature(raw),
            };
            const answer = await post(agent, webhook, headers, raw).catch(() => null);
            if (answer?.status !== 200) failures++;
          }
        }
      }),
    );
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    const settlements = ORDERS / seconds;
    log(`pgbench -c ${CLIENTS} -T ${PGBENCH_SECONDS}…`);
    const { stdout } = await pgbench(
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS)],
      reference.name,
      (PGBENCH_SECONDS + 60) * 1000,
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);

    const problems = await auditCashier(database.db, memberIds, new Map());
    const paid = await database.db.execute(
      sql`select count(*) as n from deposit_orders where status = 'paid'`,
    );
    if (Number(paid.rows[0]?.n) !== ORDERS) problems.push(`${paid.rows[0]?.n} of ${ORDERS} orders paid`);
    if (failures) problems.push(`${failures} notifications not answered 200`);

    const ratio = settlements / tps;
    console.log(`machine: ${machine}`);
    console.log(
      `deposit settlements: ${settlements.toFixed(1)}/s (${ORDERS} orders, each notified twice, ${CLIENTS} clients, ${seconds.toFixed(1)} s)`,
    );
    console.log(
      `pgbench TPC-B: ${tps.toFixed(1)} tps (${CLIENTS} clients, scale ${PGBENCH_SCALE}, ${PGBENCH_SECONDS} s)`,
    );
    console.log(
      `ratio: ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET * 100} %: ${ratio >= TARGET ? 'met' : 'not met'})`,
    );
    console.log(
      `books: ${problems.length ? problems.join('; ') : 'every order paid once, balances match the orders, sums zero'}`,
    );
    if (problems.length) process.exitCode = 1;
  } finally {
    await server.stop();
    await gateway.close();
    await database.close();
    await ours.drop();
    await reference.drop();
  }
}

await main();
