// The parts of `npm run bench:cashier`: players with sessions, gateway deposit orders made through
// the real API, signed PayMongo notifications delivered over keep-alive sockets, the books checked
// against the orders afterwards, and pgbench on a sibling database.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { cashierEndpoints, GATEWAY_CODES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/session/index.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';
import type { startFakePaymongo } from '../test/fake-paymongo.js';
import { ADMIN_URL } from './ledger-server.js';
import { post } from './seamless-client.js';

type FakePaymongo = Awaited<ReturnType<typeof startFakePaymongo>>;
export interface Player {
  memberId: number;
  token: string;
}

/** Runs `task(0 … count - 1)`, `clients` at a time. */
export async function pool(clients: number, count: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/**
 * `count` real members of age (a deposit asks for the date of birth), each logged in (a session
 * row, as a login leaves it), with nothing in the wallet.
 */
export async function seedPlayers(db: Db, count: number): Promise<Player[]> {
  const prefix = `cash${randomBytes(3).toString('hex')}_`;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into members (username, birth_date)
    select ${prefix} || g, date '1990-05-17' from generate_series(1, ${count}::int) g returning id`);
  const players = rows.map((row) => ({
    memberId: Number(row.id),
    token: randomBytes(32).toString('base64url'),
  }));
  const until = new Date(Date.now() + 24 * 3_600_000);
  for (let i = 0; i < players.length; i += 1_000)
    await db.insert(sessions).values(
      players.slice(i, i + 1_000).map((p) => ({
        tokenHash: hashToken(p.token),
        memberId: p.memberId,
        device: 'bench',
        ip: '127.0.0.1',
        idleExpiresAt: until,
        absoluteExpiresAt: until,
      })),
    );
  return players;
}

/**
 * `count` pending gateway orders through `POST MCS2_depositPaymentGateway`, as the cashier page
 * makes them (order, then the gateway's checkout session): the checkout session id of each.
 */
export async function createOrders(origin: string, players: Player[], count: number, clients: number) {
  const url = new URL(cashierEndpoints.depositPaymentGateway.path, origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const checkouts: string[] = [];
  await pool(clients, count, async (i) => {
    const player = players[i % players.length] as Player;
    const body = JSON.stringify({
      amount: 100 + (i % 97) + 0.25,
      method: 'gcash',
      gatewayCode: GATEWAY_CODES.MOBILE,
      requestId: `bench-order-${i}`,
    });
    const headers = {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      token: player.token,
    };
    const answer = await post(agent, url, headers, body);
    const value = answer.value as unknown as { redirectUrl?: string; field?: string } | null;
    if (!answer.success || !value?.redirectUrl)
      throw new Error(`deposit ${i}: HTTP ${answer.status} ${answer.code} ${value?.field ?? ''}`);
    checkouts[i] = new URL(value.redirectUrl).pathname.split('/').pop() as string;
  });
  agent.destroy();
  return checkouts;
}

/** Each checkout's `checkout_session.payment.paid` event, as PayMongo builds it. */
export const paidEvents = (gateway: FakePaymongo, checkouts: string[]) =>
  checkouts.map((id) => JSON.stringify(gateway.paidEvent(id)));

/**
 * Every event POSTed once to the webhook, signed as it is sent, `clients` at a time over
 * keep-alive sockets: the seconds it took and how many were not answered 200.
 */
export async function deliver(origin: string, gateway: FakePaymongo, raws: string[], clients: number) {
  const url = new URL('/gateway/paymongo/webhook', origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  let failures = 0;
  const started = performance.now();
  await pool(clients, raws.length, async (i) => {
    const raw = raws[i] as string;
    const headers = { 'content-type': 'application/json', 'paymongo-signature': gateway.signature(raw) };
    const answer = await post(agent, url, headers, raw).catch(() => null);
    if (answer?.status !== 200 || !answer.success) failures++;
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { seconds, failures };
}

export interface Check {
  ok: boolean;
  line: string;
}

/** The books after the run: every order paid once, each balance the sum of its orders, the ledger at zero. */
export async function checkBooks(db: Db, players: Player[], orders: number): Promise<Check[]> {
  const ids = `{${players.map((p) => p.memberId).join(',')}}`;
  const n = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0]?.n);
  const paid = await n(sql`select count(*) as n from deposit_orders where status = 'paid'`);
  const all = await n(sql`select count(*) as n from deposit_orders`);
  const offCredits = await n(sql`
    select count(*) as n from deposit_orders o where o.status <> 'paid' or 1 <> (
      select count(*) from ledger_transfers t
      where t.scope = 'deposit' and t.idempotency_key = o.gateway || ':' || o.payment_ref
        and t.member_id = o.member_id and t.amount = o.paid_amount and o.paid_amount = o.amount)`);
  const credits = await n(sql`select count(*) as n from ledger_transfers where kind = 'deposit'`);
  const outcomes = await db.execute<{ outcome: string; n: string }>(
    sql`select outcome, count(*) as n from gateway_notifications group by outcome order by outcome`,
  );
  const outcome = (name: string) => Number(outcomes.rows.find((r) => r.outcome === name)?.n ?? 0);
  const offBalances = await n(sql`
    select count(*) as n from unnest(${ids}::bigint[]) m(id)
    where (select coalesce(sum(balance), 0) from ledger_accounts a where a.member_id = m.id)
      <> (select coalesce(sum(paid_amount), 0) from deposit_orders o where o.member_id = m.id and o.status = 'paid')`);
  const totals = await ledgerTotals(db);
  const zero = totals.balanceSum === 0 && totals.entrySum === 0 && totals.accountsOffEntries === 0;
  return [
    {
      ok: paid === orders && all === orders,
      line: `${paid} of ${orders} orders paid (${all} orders in all)`,
    },
    {
      ok: offCredits === 0 && credits === orders,
      line: `${credits} deposit credits; orders without exactly one credit of their amount: ${offCredits}`,
    },
    {
      ok: outcome('credited') === orders && outcome('duplicate') === orders && outcome('refused') === 0,
      line: `notifications: ${outcomes.rows.map((r) => `${r.n} ${r.outcome}`).join(', ')}`,
    },
    {
      ok: offBalances === 0,
      line: `members whose balance is not the sum of their paid orders: ${offBalances} of ${players.length}`,
    },
    {
      ok: zero && totals.negativePlayers === 0,
      line: `ledgerTotals: balanceSum ${totals.balanceSum}, entrySum ${totals.entrySum}, accountsOffEntries ${totals.accountsOffEntries}, negativePlayers ${totals.negativePlayers}`,
    },
  ];
}

const run = promisify(execFile);

/** pgbench on `database` of the benchmark server; its stdout. */
export async function pgbench(args: string[], database: string, timeoutMs: number) {
  const url = new URL(ADMIN_URL);
  const { stdout } = await run(
    'pgbench',
    [...args, '-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres', database],
    { env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) }, timeout: timeoutMs },
  );
  return stdout;
}

/** TPC-B transactions per second with `clients` clients for `seconds`. */
export async function pgbenchTps(database: string, clients: number, seconds: number) {
  const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds)];
  const stdout = await pgbench(args, database, (seconds + 60) * 1000);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}
