// The cashier's money flows against real server processes on one PostgreSQL database (`npm run
// test:pg`): first every flow of ten players at once over two nodes, then a burst at one node that is
// SIGKILLed in its middle, restarted, and sent again whatever got no answer. Afterwards the books
// are audited against the orders (test/cashier-books.ts): nothing paid twice, nothing lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ServerChild, serverChild } from '../../../bench/ledger-server.js';
import { disableRegisterCaptcha } from '../../../test/accounts.js';
import {
  auditBooks,
  cashierCalls,
  holdingGateway,
  type Known,
  launchOver,
} from '../../../test/cashier-books.js';
import { type Answer, cashierPlayer, key, untilAnswered } from '../../../test/cashier-load.js';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import type { TestApp } from '../../../test/harness.js';
import { addExternalVendor, type Vendor } from '../../../test/wallet.js';
import { type Database, openDatabase } from '../../db/client.js';
import { seedDemo } from '../../db/seed/demo.js';
import { runOpsCommand } from '../../ops/commands.js';
import { adjustBalance } from '../wallet/index.js';

const SECRET_KEY = 'sk_test_cashierpg0000000';
const WEBHOOK_SECRET = 'whsk_cashier_pg_secret';
const CREDIT = 500_000;
/** Turnover bet before the races, more than every deposit they make, so no withdrawal waits on wagering. */
const WAGERED = 200_000;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
let gateway: Awaited<ReturnType<typeof startFakePaymongo>>;
let proxy: Awaited<ReturnType<typeof holdingGateway>>;
let vendor: Vendor;
let nodes: ServerChild[] = [];
/** What each player was credited by the operator and had acknowledged as bets. */
const known = new Map<number, Known>();
let killWhenDue = () => {};
let calls: ReturnType<typeof cashierCalls>;

const db = () => database.db;
/** The operator's command; a refusal (a decision that lost its race) comes back as its message. */
const ops = (...args: string[]) =>
  runOpsCommand(db(), args).then(
    () => 'done',
    (error: Error) => error.message,
  );
/** A decision's result: done, refused because another came first, or whatever else happened. */
const decided = (d: string) => (d === 'done' ? d : /NOT_CANCELLABLE|CONFLICT/u.test(d) ? 'refused' : d);
const sessionOf = (answer: Answer) => String(answer.body?.value?.redirectUrl).split('/').pop() ?? '';
const idOf = (answer: Answer, field: string) => String(answer.body?.value?.[field]);
const statusOf = async (table: 'deposit_orders' | 'withdrawal_requests', id: string) =>
  (await db().execute(sql`select status from ${sql.identifier(table)} where id = ${id}`)).rows[0]?.status;

/** A player on `node`, credited, with one pending withdrawal and the turnover that covers the deposits to come. */
async function stagedPlayer(node: ServerChild, index: number, withdrawn: number) {
  const { withdraw, bet } = calls;
  const p = await cashierPlayer(node.origin, index, db());
  await adjustBalance(db(), p.memberId, CREDIT, `credit-${p.memberId}`);
  const pending = await withdraw(node, p, key('w0'), withdrawn)();
  const launch = await launchOver(node.origin, p.token, vendor);
  const wagered = await bet(node, p, launch, WAGERED)();
  if (pending.status !== 200 || wagered.status !== 200)
    throw new Error(`staging: ${JSON.stringify([pending.body, wagered.body])}`);
  known.set(p.memberId, { credited: CREDIT, bets: WAGERED });
  return { p, launch, pendingId: idOf(pending, 'withdrawalId') };
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('the cashier race test runs on PostgreSQL: npm run test:pg');
  process.env.BENCH_PG_URL ??= process.env.TEST_DATABASE_URL;
  scratch = await createScratchDatabase('cashier_pg');
  database = openDatabase({ url: scratch.url, dataDir: '' });
  await database.migrate();
  await seedDemo(database.db);
  await disableRegisterCaptcha(database);
  vendor = await addExternalVendor({ db: database.db } as TestApp, 'CASHPG');
  gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  calls = cashierCalls(gateway, vendor);
  proxy = await holdingGateway(gateway.origin, () => killWhenDue());
  const env = {
    PAYMONGO_SECRET_KEY: SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TRUST_PROXY: 'true',
  };
  // Two nodes for the races; the third reaches the gateway through the proxy and is killed.
  nodes = await Promise.all(
    [gateway.origin, gateway.origin, proxy.origin].map((origin) =>
      serverChild(scratch.url, { ...env, PAYMONGO_BASE_URL: origin }),
    ),
  );
  await Promise.all(nodes.map((node) => node.start()));
}, 120_000);
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await proxy?.close();
  await gateway?.close();
  await database?.close();
  await scratch?.drop();
});

describe('the cashier on PostgreSQL, two nodes and a kill', () => {
  it('S-21 notifications twice and out of order, racing decisions, one withdrawal key sent thrice, cancel against approve and reject, bets: each settles once', async () => {
    const [a, b] = nodes as [ServerChild, ServerChild];
    const { withdraw, cancel, gatewayOrder, manualOrder, notify, bet } = calls;
    const staged = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stagedPlayer(i % 2 ? b : a, i, 100)),
    );
    const results = await Promise.all(
      staged.map(async ({ p, launch, pendingId }, i) => {
        const sessions = [
          sessionOf(await gatewayOrder(a, p, 200)()),
          sessionOf(await gatewayOrder(b, p, 350)()),
        ];
        const manual = await manualOrder(b, p, 300)();
        const manualId = idOf(manual, 'orderId');
        const [first, second] = sessions.map((s) => gateway.paidEvent(s));
        const sameKey = key('w1');
        const bets = Array.from({ length: 4 }, (_, n) => bet(n % 2 ? a : b, p, launch, 1_000));
        const [delivered, manualDecisions, sameKeyAnswers, decisions, betAnswers] = await Promise.all([
          // The later order's event first, each delivered to both nodes at once.
          (async () => [
            ...(await Promise.all([notify(a, second)(), notify(b, second)()])),
            ...(await Promise.all([notify(b, first)(), notify(a, first)()])),
          ])(),
          Promise.all([
            ops('deposit', 'confirm', manualId, '--by', 'a'),
            ops('deposit', 'confirm', manualId, '--by', 'b'),
            ops('deposit', 'reject', manualId, '--reason', 'race', '--by', 'c'),
          ]),
          Promise.all([
            withdraw(a, p, sameKey, 150)(),
            withdraw(b, p, sameKey, 150)(),
            withdraw(a, p, sameKey, 150)(),
          ]),
          Promise.all([
            cancel(b, p, pendingId)().then((answer) =>
              answer.status === 200 ? 'done' : String(answer.body?.code),
            ),
            ops('withdraw', 'approve', pendingId, '--ref', `PAY${i}`, '--by', 'a'),
            ops('withdraw', 'reject', pendingId, '--reason', 'race', '--by', 'b'),
          ]),
          Promise.all(bets.map((send) => send())),
        ]);
        return {
          manual,
          manualId,
          pendingId,
          delivered,
          manualDecisions,
          sameKeyAnswers,
          decisions,
          betAnswers,
        };
      }),
    );

    for (const [i, r] of results.entries()) {
      const p = (staged[i] as (typeof staged)[number]).p;
      expect(r.manual.status).toBe(200);
      expect(r.delivered.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(r.betAnswers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      (known.get(p.memberId) as Known).bets += 4 * 1_000;
      // The three sends of one key are one withdrawal, whichever node took them.
      expect(r.sameKeyAnswers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(r.sameKeyAnswers.map((answer) => idOf(answer, 'withdrawalId'))).size).toBe(1);
      // Each decision race had one winner, the others were refused, and the stored status is the winner's.
      expect(r.manualDecisions.map(decided).sort()).toEqual(['done', 'refused', 'refused']);
      const rejected = r.manualDecisions[2] === 'done';
      expect(await statusOf('deposit_orders', r.manualId)).toBe(rejected ? 'rejected' : 'paid');
      expect(r.decisions.map(decided).sort()).toEqual(['done', 'refused', 'refused']);
      expect(await statusOf('withdrawal_requests', r.pendingId)).toBe(
        ['cancelled', 'paid', 'rejected'][r.decisions.indexOf('done')],
      );
    }
    const ids = staged.map(({ p }) => p.memberId);
    const paid = await db().execute(
      sql`select count(*) as n from deposit_orders where gateway is not null and status = 'paid' and member_id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(Number(paid.rows[0]?.n)).toBe(2 * staged.length);
    expect(await auditBooks(db(), new Map(ids.map((id) => [id, known.get(id) as Known])))).toEqual([]);
  }, 120_000);

  it('S-21 SIGKILL in the middle of a burst, every unanswered request sent again to a new process: nothing paid twice, nothing lost', async () => {
    const node = nodes[2] as ServerChild;
    const { withdraw, cancel, gatewayOrder, manualOrder, notify, bet } = calls;
    const staged = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const s = await stagedPlayer(node, 100 + i, 120);
        const sessions = [];
        for (const amount of [150, 250]) sessions.push(sessionOf(await gatewayOrder(node, s.p, amount)()));
        const manualId = idOf(await manualOrder(node, s.p, 500)(), 'orderId');
        return { ...s, events: sessions.map((id) => gateway.paidEvent(id)), manualId };
      }),
    );

    // The burst: each request a function, so what got no answer can be sent again as it was.
    const burst = staged.flatMap(({ p, launch, pendingId, events }) => {
      const sameKey = key('w1');
      return [
        ...events.flatMap((event) => [notify(node, event), notify(node, event)]),
        manualOrder(node, p, 220),
        withdraw(node, p, sameKey, 200),
        withdraw(node, p, sameKey, 200),
        cancel(node, p, pendingId),
        ...Array.from({ length: 3 }, () => bet(node, p, launch, 1_000)),
      ];
    });
    const checkouts = staged.map(({ p }) => gatewayOrder(node, p, 180));
    // The new gateway orders go first, so their checkout calls reach the gateway early in the burst.
    const sends = [...checkouts, ...burst];
    // SIGKILL once half the burst has its answers and a checkout call is held at the gateway, so the
    // kill lands with requests in flight and an order written whose checkout is not yet stored.
    let answered = 0;
    let killed: Promise<void> | undefined;
    killWhenDue = () => {
      if (!killed && answered >= burst.length / 2 && proxy.state.held > 0) killed = node.kill('SIGKILL');
    };
    proxy.state.holding = true;
    const first = await Promise.all([
      Promise.all(
        sends.map((send) =>
          send().then((answer) => {
            if (answer.status !== 0) answered += 1;
            killWhenDue();
            return answer;
          }),
        ),
      ),
      Promise.all(staged.map(({ manualId }) => ops('deposit', 'confirm', manualId, '--by', 'kill'))),
    ]);
    expect(killed).toBeDefined();
    await killed;
    proxy.release();
    const [answers, confirms] = first;
    expect(confirms.every((c) => c === 'done')).toBe(true);
    expect(answers.slice(0, checkouts.length).every((answer) => answer.status === 0)).toBe(true);

    await node.start();
    const unanswered = answers.flatMap((answer, i) => (answer.status === 0 ? [i] : []));
    console.log(
      `cashier kill test: ${unanswered.length} of ${sends.length} requests had no answer and were sent again`,
    );
    await Promise.all(
      unanswered.map(async (i) => {
        answers[i] = await untilAnswered(sends[i] as () => Promise<Answer>);
      }),
    );

    // Every request has its answer now: the webhooks, the orders and the bets all taken.
    const perPlayer = burst.length / staged.length;
    for (const [i, { p, pendingId }] of staged.entries()) {
      const mine = answers.slice(checkouts.length + i * perPlayer, checkouts.length + (i + 1) * perPlayer);
      expect(mine.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const [w1, w1Again, cancelled] = mine.slice(5, 8) as [Answer, Answer, Answer];
      expect([w1.status, w1Again.status]).toEqual([200, 200]);
      expect(idOf(w1Again, 'withdrawalId')).toBe(idOf(w1, 'withdrawalId'));
      // A cancel whose answer was lost is refused when sent again; either way it is cancelled.
      expect(['done', 'refused']).toContain(
        decided(cancelled.status === 200 ? 'done' : JSON.stringify(cancelled)),
      );
      expect(await statusOf('withdrawal_requests', pendingId)).toBe('cancelled');
      expect(mine.slice(8).map((answer) => answer.status)).toEqual([200, 200, 200]);
      (known.get(p.memberId) as Known).bets += 3 * 1_000;
    }
    const made = answers.slice(0, checkouts.length);
    expect(made.map((answer) => answer.status)).toEqual(staged.map(() => 200));

    // PayMongo sends again what it had no 2xx for (here, every event once more); the new orders are paid.
    for (const { events } of staged)
      for (const event of events) expect(await notify(node, event)()).toMatchObject({ status: 200 });
    for (const answer of made) {
      const event = gateway.paidEvent(sessionOf(answer));
      expect(await Promise.all([notify(node, event)(), notify(node, event)()])).toMatchObject([
        { status: 200 },
        { status: 200 },
      ]);
    }
    const ids = staged.map(({ p }) => p.memberId);
    const orders = await db().execute(
      sql`select status, count(*) as n from deposit_orders where member_id = any(${`{${ids.join(',')}}`}::bigint[]) group by status order by status`,
    );
    expect(orders.rows.map((r) => [r.status, Number(r.n)])).toEqual([
      ['paid', 4 * staged.length],
      ['pending', staged.length],
    ]);
    expect(await auditBooks(db(), new Map(ids.map((id) => [id, known.get(id) as Known])))).toEqual([]);
  }, 180_000);
});
