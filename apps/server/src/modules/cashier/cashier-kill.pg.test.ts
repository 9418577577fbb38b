// The cashier killed halfway, in the PostgreSQL suite: the server runs as its own process, as
// `npm start` runs it, under a burst of gateway notifications, withdrawals, cancellations and the
// operator's confirmations; SIGKILL arrives in the middle. Started again, it takes every retry with
// the same keys and events, and the books must match the orders: nothing paid twice, nothing lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerChild, serverChild } from '../../../bench/ledger-server.js';
import { auditCashier, vendorHoldings } from '../../../test/cashier-audit.js';
import {
  type Answer,
  call,
  cashierPlayer,
  joinFirstPromo,
  key,
  untilAnswered,
} from '../../../test/cashier-load.js';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { openKillDatabase, type ScratchDatabase } from '../../../test/kill-database.js';
import { addTransferVendor } from '../../../test/transfer-wallet.js';
import type { Database } from '../../db/client.js';
import { runOpsCommand } from '../../ops/commands.js';
import { adjustBalance } from '../wallet/index.js';

const PLAYERS = 6;
const SECRET_KEY = 'sk_test_killed00000000000';
const WEBHOOK_SECRET = 'whsk_killed_secret_000';
const STRIPE = { secretKey: 'sk_test_killstripe000000', webhookSecret: 'whsec_killed_stripe_00' };

describe('the cashier killed halfway (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerChild;
  let gateway: Awaited<ReturnType<typeof startFakePaymongo>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let walletVendor: Awaited<ReturnType<typeof addTransferVendor>>;

  beforeAll(async () => {
    ({ scratch, database } = await openKillDatabase('cashier_kill'));
    gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    stripe = await startFakeStripe(STRIPE);
    walletVendor = await addTransferVendor(database, 'KILLWALLET');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await gateway?.close();
    await stripe?.close();
    await walletVendor?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('S-21 R-API-91 R-API-94 retried after SIGKILL, every deposit is credited once, every withdrawal held once, every vendor transfer applied once', async () => {
    server = await serverChild(scratch.url, {
      PAYMONGO_BASE_URL: gateway.origin,
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_BASE_URL: stripe.origin,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      TRUST_PROXY: 'true',
      TRANSFER_WALLET_TIMEOUT_MS: '2000',
    });
    await server.start();
    const { origin } = server;
    const webhook = `${origin}/gateway/paymongo/webhook`;
    const stripeWebhook = `${origin}/gateway/stripe/webhook`;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, i, database.db)),
    );
    for (const p of players)
      await adjustBalance(database.db, p.memberId, 100_000, `kill-credit-${p.memberId}`);

    // Before the burst: three PayMongo orders, an Alipay or WeChat order through Stripe, a manual order and a withdrawal to cancel, per player.
    const staged = await Promise.all(
      players.map(async (p) => {
        const sessions: string[] = [];
        const orderIds: number[] = [];
        for (const amount of [150, 250, 400]) {
          const made = await call(
            origin,
            'POST',
            '/wps/relay/MCS2_depositPaymentGateway',
            { amount, method: 'qrph', gatewayCode: 3, requestId: key('gw') },
            p.token,
          );
          sessions.push(String(made.body?.value?.redirectUrl).split('/').pop() ?? '');
          orderIds.push(Number(made.body?.value?.orderId));
        }
        const wallet = await call(
          origin,
          'POST',
          p.memberId % 2 === 0 ? '/wps/relay/MCS2_DepositAlipay' : '/wps/relay/MCS2_depositWechat',
          { amount: 275, gatewayCode: 3, requestId: key('wal') },
          p.token,
        );
        const walletSession = String(wallet.body?.value?.redirectUrl).split('/').pop() ?? '';
        const manual = await call(
          origin,
          'POST',
          '/wps/relay/MCS2_depositManualTransfer',
          { amount: 500, depositorName: 'Kill Player', transferRef: key('REF'), requestId: key('man') },
          p.token,
        );
        const toCancel = await call(
          origin,
          'POST',
          '/wps/transaction/withdraw',
          { bankCardId: p.cardId, amount: 120, paymentPassword: '482913', requestId: key('wd') },
          p.token,
        );
        // The demo deposit promotion joined for the ₱400 order, after the withdrawal to cancel.
        const bonusId = await joinFirstPromo(origin, p.token, orderIds[2] ?? 0);
        return {
          bonusId,
          events: sessions.map((s) => gateway.paidEvent(s)),
          walletEvent: stripe.paidEvent(walletSession),
          manualId: String(manual.body?.value?.orderId),
          cancelId: String(toCancel.body?.value?.withdrawalId),
          withdrawKeys: [key('wd'), key('wd')],
        };
      }),
    );

    // The burst, each request remembered so it can be sent again; SIGKILL lands in its middle.
    const retries: (() => Promise<Answer>)[] = [];
    const send = (request: () => Promise<Answer>) => {
      const sent = request().then((answer) => {
        if (answer.status === 0) retries.push(request);
        return answer;
      });
      return sent;
    };
    const notify = (event: unknown) => async (): Promise<Answer> => {
      const statuses = await gateway.deliver(webhook, event).catch(() => [0]);
      return { status: statuses.at(-1) ?? 0, body: null };
    };
    const notifyStripe = (event: unknown) => async (): Promise<Answer> => {
      const statuses = await stripe.deliver(stripeWebhook, event).catch(() => [0]);
      return { status: statuses.at(-1) ?? 0, body: null };
    };
    const burst = players.flatMap((p, i) => {
      const s = staged[i] as (typeof staged)[number];
      return [
        ...s.events.flatMap((event) => [send(notify(event)), send(notify(event))]),
        send(notifyStripe(s.walletEvent)),
        send(notifyStripe(s.walletEvent)),
        ...s.withdrawKeys.map((requestId) =>
          send(() =>
            call(
              origin,
              'POST',
              '/wps/transaction/withdraw',
              {
                bankCardId: p.cardId,
                amount: 200,
                paymentPassword: '482913',
                requestId,
                forfeitBonus: i % 2 === 1,
              },
              p.token,
            ),
          ),
        ),
        ...(i % 3 === 0
          ? [send(() => call(origin, 'POST', '/wps/bonus/forfeit', { bonusId: s.bonusId }, p.token))]
          : []),
        send(() =>
          call(origin, 'POST', `/wps/transaction/withdraw/${s.cancelId}/cancel`, undefined, p.token),
        ),
        // Money to and from the vendor's wallet, each key sent until answered.
        ...(
          [
            ['MAIN', 'KILLWALLET', 30],
            ['MAIN', 'KILLWALLET', 20],
            ['KILLWALLET', 'MAIN', 10],
          ] as const
        ).map(([from, to, amount]) => {
          const requestId = key('tr');
          return send(() =>
            call(origin, 'POST', '/wps/relay/GCS_walletTransfer', { from, to, amount, requestId }, p.token),
          );
        }),
      ];
    });
    const confirms = staged.map((s) =>
      runOpsCommand(database.db, ['deposit', 'confirm', s.manualId, '--by', 'kill']),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    await server.kill('SIGKILL');
    await Promise.all([...burst, ...confirms]);
    await server.start();
    console.log(
      `cashier kill test: ${retries.length} of ${burst.length} requests got no answer and were retried`,
    );
    for (const retry of retries) await untilAnswered(retry);
    // PayMongo keeps sending what it has not had a 2xx for; here, every event once more.
    for (const s of staged)
      for (const event of s.events) await gateway.deliver(webhook, event, { retries: 5 });
    // Stripe too.
    for (const s of staged) await stripe.deliver(stripeWebhook, s.walletEvent, { retries: 5 });
    // Transfers cut off by the kill are settled by asking the vendor.
    await runOpsCommand(database.db, ['transfer', 'reconcile', '--now']);
    expect(JSON.parse(await runOpsCommand(database.db, ['transfer', 'list']))).toEqual([]);
    const holdings = await vendorHoldings(database.db, 'KILLWALLET');
    for (const p of players)
      expect(walletVendor.balanceOf(String(p.memberId)), `member ${p.memberId}`).toBe(
        holdings.get(String(p.memberId)) ?? 0,
      );

    expect(
      await auditCashier(
        database.db,
        players.map((p) => p.memberId),
        new Map(),
      ),
    ).toEqual([]);
    const paid = await database.db.execute(
      sql`select count(*) as n from deposit_orders where status = 'paid'`,
    );
    expect(Number(paid.rows[0]?.n)).toBe(PLAYERS * 5);
  }, 180_000);
});
