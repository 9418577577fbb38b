// Helpers of cashier.pg.test.ts: the audit of the cashier's books against its orders and what each
// player was given and bet, the cashier's calls over HTTP, and a gateway in front of the fake
// PayMongo that can hold the server's checkout calls, so a kill lands inside one for certain.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';
import { freshIp, SAME_ORIGIN } from './accounts.js';
import { type Answer, call, type cashierPlayer, key, signedBet } from './cashier-load.js';
import type { startFakePaymongo } from './fake-paymongo.js';
import { txId, type Vendor } from './wallet.js';

/** What the test itself gave a player (operator credits) and saw acknowledged (bets), centavos. */
export interface Known {
  credited: number;
  bets: number;
}

/**
 * Every way the books disagree with the orders, named: empty when nothing was credited, held or
 * returned twice and nothing was lost. Balances are checked against figures the test knows, deposit
 * credits per order key, holds and returns per withdrawal.
 */
export async function auditBooks(db: DbOrTx, known: Map<number, Known>): Promise<string[]> {
  const problems: string[] = [];
  const totals = await ledgerTotals(db);
  for (const key of ['balanceSum', 'entrySum', 'negativePlayers', 'accountsOffEntries'] as const)
    if (totals[key] !== 0) problems.push(`books: ${key} is ${totals[key]}`);
  const ids = sql`array[${sql.join(
    [...known.keys()].map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
  const count = (kind: string) =>
    sql`(select count(*) from ledger_transfers t where t.member_id = m.id and t.kind = ${kind})`;
  const sum = (kind: string) =>
    sql`(select coalesce(sum(t.amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = ${kind})`;
  const members = await db.execute(sql`
    select m.id, ${sum('adjust')} as adjusted, ${sum('bet')} as bets, ${count('deposit')} as credits,
      ${count('withdraw')} as holds, ${count('withdraw_return')} as returns,
      (select coalesce(sum(balance), 0) from ledger_accounts a where a.member_id = m.id and a.currency = 'PHP') as balance,
      (select coalesce(sum(o.paid_amount), 0) from deposit_orders o where o.member_id = m.id and o.status = 'paid') as deposited,
      (select count(*) from deposit_orders o where o.member_id = m.id and o.status = 'paid') as paid_orders,
      (select coalesce(sum(w.amount), 0) from withdrawal_requests w where w.member_id = m.id and w.status in ('pending', 'paid')) as withdrawn,
      (select count(*) from withdrawal_requests w where w.member_id = m.id) as requests,
      (select count(*) from withdrawal_requests w where w.member_id = m.id and w.status in ('rejected', 'cancelled')) as returned
    from members m where m.id = any(${ids})`);
  if (members.rows.length !== known.size)
    problems.push(`${members.rows.length} of ${known.size} members found`);
  for (const r of members.rows) {
    const n = (column: string) => Number(r[column]);
    const who = `member ${r.id}`;
    const { credited, bets } = known.get(Number(r.id)) ?? { credited: 0, bets: 0 };
    const expected = credited + n('deposited') - bets - n('withdrawn');
    if (n('balance') !== expected) problems.push(`${who}: balance ${n('balance')}, orders say ${expected}`);
    if (n('adjusted') !== credited)
      problems.push(`${who}: operator credits ${n('adjusted')}, gave ${credited}`);
    if (n('bets') !== bets) problems.push(`${who}: bets ${n('bets')} in the ledger, ${bets} acknowledged`);
    if (n('credits') !== n('paid_orders'))
      problems.push(`${who}: ${n('credits')} deposit credits for ${n('paid_orders')} paid orders`);
    if (n('holds') !== n('requests'))
      problems.push(`${who}: ${n('holds')} holds for ${n('requests')} withdrawals`);
    if (n('returns') !== n('returned'))
      problems.push(`${who}: ${n('returns')} returns for ${n('returned')} withdrawals rejected or cancelled`);
  }

  // Each order: its own credit (the key deposit_settle or the operator's confirm uses), once, of what was paid.
  const orders = await db.execute(sql`
    select o.id, o.status, o.paid_amount, count(t.id) as credits, coalesce(sum(t.amount), 0) as credited
    from deposit_orders o
    left join ledger_transfers t on t.scope = 'deposit' and t.kind = 'deposit' and t.idempotency_key =
      case when o.gateway is null then 'manual:' || o.id else o.gateway || ':' || o.payment_ref end
    where o.member_id = any(${ids}) group by o.id`);
  for (const o of orders.rows) {
    const paid = o.status === 'paid';
    if (Number(o.credits) !== (paid ? 1 : 0) || (paid && Number(o.credited) !== Number(o.paid_amount)))
      problems.push(
        `order ${o.id} (${o.status}): ${o.credits} credits of ${o.credited} for ${o.paid_amount} paid`,
      );
  }

  // Each withdrawal: one hold of its amount under its key, and a return of it iff rejected or cancelled.
  const withdrawals = await db.execute(sql`
    select w.id, w.status,
      (select count(*) from ledger_transfers t where t.scope = 'withdraw' and t.kind = 'withdraw'
        and t.idempotency_key = 'hold:' || w.member_id || ':' || w.request_id
        and t.id = w.hold_transfer_id and t.amount = w.amount) as holds,
      (select count(*) from ledger_transfers t where t.kind = 'withdraw_return'
        and t.reverses_id = w.hold_transfer_id) as returns,
      (select count(*) from ledger_transfers t where t.kind = 'withdraw_return'
        and t.id = w.return_transfer_id and t.amount = w.amount) as recorded_returns
    from withdrawal_requests w where w.member_id = any(${ids})`);
  for (const w of withdrawals.rows) {
    const returns = w.status === 'rejected' || w.status === 'cancelled' ? 1 : 0;
    if (Number(w.holds) !== 1) problems.push(`withdrawal ${w.id}: ${w.holds} holds of its amount`);
    if (Number(w.returns) !== returns || Number(w.recorded_returns) !== returns)
      problems.push(`withdrawal ${w.id} (${w.status}): ${w.returns} returns, ${w.recorded_returns} recorded`);
  }
  const reused = await db.execute(sql`
    select member_id, request_id, count(*) as n from withdrawal_requests
    where member_id = any(${ids}) group by member_id, request_id having count(*) > 1`);
  for (const r of reused.rows)
    problems.push(`request ${r.request_id} of member ${r.member_id}: ${r.n} withdrawals`);
  return problems;
}

type Node = { origin: string };
type Player = Awaited<ReturnType<typeof cashierPlayer>>;

/** The player's, gateway's and vendor's calls, each a function so that one left unanswered can be sent again as it was. */
export function cashierCalls(gateway: Awaited<ReturnType<typeof startFakePaymongo>>, vendor: Vendor) {
  const post = (node: Node, p: Player, path: string, body: Record<string, unknown>) => () =>
    call(node.origin, 'POST', path, body, p.token);
  return {
    withdraw: (node: Node, p: Player, requestId: string, amount: number) =>
      post(node, p, '/wps/transaction/withdraw', {
        bankCardId: p.cardId,
        amount,
        paymentPassword: '482913',
        requestId,
      }),
    cancel: (node: Node, p: Player, withdrawalId: string) => () =>
      cancelOver(node.origin, p.token, withdrawalId),
    gatewayOrder: (node: Node, p: Player, amount: number, requestId = key('gw')) =>
      post(node, p, '/wps/relay/MCS2_depositPaymentGateway', {
        amount,
        method: 'gcash',
        gatewayCode: 3,
        requestId,
      }),
    manualOrder: (node: Node, p: Player, amount: number, requestId = key('man')) =>
      post(node, p, '/wps/relay/MCS2_depositManualTransfer', {
        amount,
        depositorName: 'Race Player',
        transferRef: requestId,
        requestId,
      }),
    /** One delivery of a signed event, as PayMongo makes it. */
    notify: (node: Node, event: unknown) => (): Promise<Answer> =>
      gateway.deliver(`${node.origin}/gateway/paymongo/webhook`, event).then(
        (statuses) => ({ status: statuses.at(-1) ?? 0, body: null }),
        () => ({ status: 0, body: null }),
      ),
    /** A bet of `amount` centavos in a round of its own; sent again, it is a replay of itself. */
    bet: (node: Node, p: Player, launch: string, amount: number) => {
      const body = { playerId: String(p.memberId), token: launch, transactionId: txId(), roundId: txId('r') };
      return () => signedBet(node.origin, vendor, { ...body, gameId: vendor.gameId, amount });
    },
  };
}

/** The vendor's launch token for the member, from the launch URL the site answers. */
export async function launchOver(origin: string, token: string, vendor: { code: string; nodeId: number }) {
  const launched = await call(
    origin,
    'GET',
    `/wps/game/launchGame?vendor=${vendor.code}&nodeId=${vendor.nodeId}`,
    undefined,
    token,
  );
  const url = launched.body?.value?.url;
  if (typeof url !== 'string') throw new Error(`launch: ${JSON.stringify(launched.body)}`);
  return new URL(url, origin).searchParams.get('token') ?? '';
}

/** The player's cancel of a withdrawal as the page sends it: a POST without a body; 0 when no answer came. */
export async function cancelOver(origin: string, token: string, withdrawalId: string): Promise<Answer> {
  try {
    const res = await fetch(`${origin}/wps/transaction/withdraw/${withdrawalId}/cancel`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, token, 'x-forwarded-for': freshIp() },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * A pass-through to the fake gateway at `target` that, while `holding`, keeps the server's calls
 * unanswered (counted in `held`): the server is then between writing an order and storing its
 * checkout. `release()` passes everything through again and drops what was held.
 */
export async function holdingGateway(target: string, onHeld: () => void = () => {}) {
  const waiting: http.ServerResponse[] = [];
  const state = { holding: false, held: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.holding) {
        state.held += 1;
        waiting.push(response);
        onHeld();
        return;
      }
      const headers = { ...request.headers };
      delete headers.host;
      delete headers['content-length'];
      fetch(`${target}${request.url}`, {
        method: request.method ?? 'GET',
        headers: headers as Record<string, string>,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      })
        .then(async (res) =>
          response.writeHead(res.status, { 'content-type': 'application/json' }).end(await res.text()),
        )
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    release() {
      state.holding = false;
      for (const response of waiting.splice(0)) response.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
