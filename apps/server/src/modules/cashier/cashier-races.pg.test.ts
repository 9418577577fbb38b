// The cashier under races, in the PostgreSQL suite only (`npm run test:pg`): every money flow of a
// player at once against the real server, then the books audited against the orders. Nothing may
// be credited, held or returned twice, and nothing may be lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableRegisterCaptcha } from '../../../test/accounts.js';
import { auditCashier, vendorHoldings } from '../../../test/cashier-audit.js';
import {
  type Answer,
  call,
  cashierPlayer,
  joinFirstPromo,
  key,
  signedBet,
} from '../../../test/cashier-load.js';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import { startFakeQqpay } from '../../../test/fake-qqpay.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addTransferVendor } from '../../../test/transfer-wallet.js';
import { addExternalVendor, launchToken, txId, type Vendor } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { adjustBalance } from '../wallet/index.js';

const SECRET_KEY = 'sk_test_races000000000000';
const WEBHOOK_SECRET = 'whsk_races_secret_0000';
const STRIPE = { secretKey: 'sk_test_racestripe000000', webhookSecret: 'whsec_races_stripe_000' };
const QQPAY = { mchId: '1900000777', mchKey: 'qq_races_merchant_key_0000000000' };
const PLAYERS = 8;

let t: TestApp;
let origin = '';
let vendor: Vendor;
let gateway: Awaited<ReturnType<typeof startFakePaymongo>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let qq: Awaited<ReturnType<typeof startFakeQqpay>>;
let walletVendor: Awaited<ReturnType<typeof addTransferVendor>>;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the race test runs on PostgreSQL: npm run test:pg');
  gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  stripe = await startFakeStripe(STRIPE);
  qq = await startFakeQqpay(QQPAY);
  t = await startTestApp({
    env: {
      PAYMONGO_BASE_URL: gateway.origin,
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_BASE_URL: stripe.origin,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      QQPAY_BASE_URL: qq.origin,
      QQPAY_MCH_ID: QQPAY.mchId,
      QQPAY_KEY: QQPAY.mchKey,
      QQPAY_CNY_PER_PHP: '0.1236',
      TRANSFER_WALLET_TIMEOUT_MS: '2000',
    },
  });
  await disableRegisterCaptcha(t);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  vendor = await addExternalVendor(t, 'RACE');
  walletVendor = await addTransferVendor(t, 'RACEWALLET');
  // Half the transfers lose their answer or fail at the vendor: the reconciliation settles them.
  walletVendor.setMode('flaky');
});
afterAll(async () => {
  await t?.close();
  await walletVendor?.close();
  await gateway?.close();
  await stripe?.close();
  await qq?.close();
});

/** Runs the operator's command, keeping a refusal as its message (two decisions race, one loses). */
const ops = (...args: string[]) => runOpsCommand(t.db, args).catch((error: Error) => error.message);

describe('the cashier under races (PostgreSQL)', () => {
  it('S-21 R-API-91 R-API-92 R-API-94 deposits through three gateways notified twice and out of order, decisions racing, withdrawals retried and cancelled, bets: nothing paid twice or lost', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, (_, i) => cashierPlayer(origin, i, t.db)),
    );
    for (const p of players) await adjustBalance(t.db, p.memberId, 100_000, `race-credit-${p.memberId}`);
    const acknowledgedBets = new Map<number, number>();
    const sameKeyAnswers: Answer[][] = [];
    const bonusAnswers: Answer[] = [];

    // Each player's orders, made before the races: two PayMongo deposits, an Alipay or WeChat one
    // through Stripe, a QQ Wallet one, and a manual one.
    const orders = await Promise.all(
      players.map(async (p) => {
        const gatewayOrder = (amount: number) =>
          call(
            origin,
            'POST',
            '/wps/relay/MCS2_depositPaymentGateway',
            { amount, method: 'gcash', gatewayCode: 3, requestId: key('gw') },
            p.token,
          );
        const [a, b] = [await gatewayOrder(200), await gatewayOrder(350)];
        const wallet = await call(
          origin,
          'POST',
          p.memberId % 2 === 0 ? '/wps/relay/MCS2_DepositAlipay' : '/wps/relay/MCS2_depositWechat',
          { amount: 180, gatewayCode: 3, requestId: key('wal') },
          p.token,
        );
        const qqOrder = await call(
          origin,
          'POST',
          '/wps/relay/MCS2_DepositQQ',
          { amount: 160, gatewayCode: 3, requestId: key('qq') },
          p.token,
        );
        const qqPrepay = String(qqOrder.body?.value?.redirectUrl).split('/').pop();
        const qqTradeNo = [...qq.orders.values()].find((o) => o.prepayId === qqPrepay)?.outTradeNo ?? '';
        const manual = await call(
          origin,
          'POST',
          '/wps/relay/MCS2_depositManualTransfer',
          { amount: 300, depositorName: 'Race Player', transferRef: key('REF'), requestId: key('man') },
          p.token,
        );
        const session = (answer: Answer) => String(answer.body?.value?.redirectUrl).split('/').pop() ?? '';
        return {
          sessions: [session(a), session(b)],
          walletSession: session(wallet),
          qqTradeNo,
          manualId: String(manual.body?.value?.orderId),
          bonusOrderId: Number(b.body?.value?.orderId),
        };
      }),
    );
    const webhook = `${origin}/gateway/paymongo/webhook`;
    const stripeWebhook = `${origin}/gateway/stripe/webhook`;
    const qqNotify = `${origin}/gateway/qqpay/notify`;

    await Promise.all(
      players.map(async (p, i) => {
        const { sessions, walletSession, qqTradeNo, manualId, bonusOrderId } = orders[
          i
        ] as (typeof orders)[number];
        const [first, second] = sessions.map((s) => gateway.paidEvent(s));
        const walletPaid = stripe.paidEvent(walletSession);
        const walletEvents = [
          // Stripe's events in no fixed order: completed but not yet paid, paid twice, paid later.
          stripe.paidEvent(walletSession, { status: 'unpaid' }),
          walletPaid,
          walletPaid,
          stripe.paidEvent(walletSession, { type: 'checkout.session.async_payment_succeeded' }),
        ];
        const qqPaid = qq.notification(qqTradeNo);
        // QQ Wallet's notifications: not yet paid, then the payment twice at once.
        const qqNotifications = [qq.notification(qqTradeNo, { trade_state: 'NOTPAY' }), qqPaid, qqPaid];
        const withdrawKey = key('wd');
        // Half the players keep their bonus through the races, refusing to forfeit it; half give it up.
        const keepsBonus = i % 2 === 0;
        const withdraw = (requestId: string, amount: number) =>
          call(
            origin,
            'POST',
            '/wps/transaction/withdraw',
            { bankCardId: p.cardId, amount, paymentPassword: '482913', requestId, forfeitBonus: !keepsBonus },
            p.token,
          );
        const launch = await launchToken(t, p.token, vendor.code, vendor.nodeId);
        const bet = async () => {
          const answer = await signedBet(origin, vendor, {
            playerId: String(p.memberId),
            token: launch,
            transactionId: txId(),
            roundId: txId('r'),
            gameId: vendor.gameId,
            amount: 1_000,
          });
          if (answer.status === 200)
            acknowledgedBets.set(p.memberId, (acknowledgedBets.get(p.memberId) ?? 0) + 1_000);
        };
        const second_withdrawal = await withdraw(key('wd2'), 100);
        const secondId = String(second_withdrawal.body?.value?.withdrawalId);
        // The demo deposit promotion joined for the second order: its bonus races with the rest.
        const bonusId = await joinFirstPromo(origin, p.token, bonusOrderId);
        const giveUp = () => call(origin, 'POST', '/wps/bonus/forfeit', { bonusId }, p.token);
        const moveKey = key('tr');
        const move = (from: string, to: string, amount: number, requestId = key('tr')) =>
          call(origin, 'POST', '/wps/relay/GCS_walletTransfer', { from, to, amount, requestId }, p.token);
        const transfers = [
          move('MAIN', 'RACEWALLET', 40, moveKey),
          move('MAIN', 'RACEWALLET', 40, moveKey),
          move('MAIN', 'RACEWALLET', 25),
          move('RACEWALLET', 'MAIN', 15),
          move('RACEWALLET', 'MAIN', 30),
        ];
        const [, , , , , , , ...rest] = await Promise.all([
          // The later payment first, each notification twice at once, then once more.
          gateway.deliver(webhook, second),
          gateway.deliver(webhook, first),
          gateway.deliver(webhook, second),
          gateway.deliver(webhook, first),
          ops('deposit', 'confirm', manualId, '--by', 'a'),
          ops('deposit', 'confirm', manualId, '--by', 'b'),
          ops('deposit', 'reject', manualId, '--reason', 'race', '--by', 'c'),
          withdraw(withdrawKey, 150),
          withdraw(withdrawKey, 150),
          withdraw(withdrawKey, 150),
          call(origin, 'POST', `/wps/transaction/withdraw/${secondId}/cancel`, undefined, p.token),
          call(origin, 'POST', `/wps/transaction/withdraw/${secondId}/cancel`, undefined, p.token),
          ops('withdraw', 'approve', secondId, '--ref', `R${i}`, '--by', 'a'),
          ops('withdraw', 'reject', secondId, '--reason', 'race', '--by', 'b'),
          ...Array.from({ length: 5 }, bet),
          ...transfers,
          ...walletEvents.map((event) => stripe.deliver(stripeWebhook, event)),
          ...qqNotifications.map((fields) => qq.deliver(qqNotify, fields)),
          ...(keepsBonus
            ? []
            : [giveUp(), giveUp()].map((answer) => answer.then((a) => bonusAnswers.push(a)))),
        ]);
        sameKeyAnswers.push(rest.slice(0, 3) as Answer[]);
        await gateway.deliver(webhook, first);
        await stripe.deliver(stripeWebhook, walletPaid);
        await qq.deliver(qqNotify, qqPaid);
      }),
    );

    // What the vendor left unclear is settled by asking it, twice over: the second pass finds nothing.
    walletVendor.setMode('normal');
    expect(JSON.parse(await ops('transfer', 'list')).length).toBeGreaterThan(0);
    await Promise.all([ops('transfer', 'reconcile', '--now'), ops('transfer', 'reconcile', '--now')]);
    expect(JSON.parse(await ops('transfer', 'reconcile', '--now')).checked).toBe(0);

    expect(
      await auditCashier(
        t.db,
        players.map((p) => p.memberId),
        acknowledgedBets,
      ),
    ).toEqual([]);
    // The vendor holds for each player exactly what our done orders say it was sent and paid out.
    const holdings = await vendorHoldings(t.db, 'RACEWALLET');
    for (const p of players)
      expect(walletVendor.balanceOf(String(p.memberId)), `member ${p.memberId}`).toBe(
        holdings.get(String(p.memberId)) ?? 0,
      );
    const moved = await t.db.execute(
      sql`select count(*) as n from vendor_transfer_orders where vendor_code = 'RACEWALLET' and status = 'done'`,
    );
    expect(Number(moved.rows[0]?.n)).toBeGreaterThan(0);
    // Each race had one winner: the four gateway orders paid, the manual order decided once, one
    // withdrawal per key, and the second request decided once.
    const { rows } = await t.db.execute(
      sql`select
        (select count(*) from deposit_orders where status = 'paid' and gateway is not null) as gateway_paid,
        (select count(*) from deposit_orders where gateway is null and status in ('paid', 'rejected')) as manual_decided,
        (select count(*) from withdrawal_requests) as requests,
        (select count(*) from withdrawal_requests where status = 'pending') as pending`,
    );
    expect(Number(rows[0]?.gateway_paid)).toBe(PLAYERS * 4);
    const qqPaidOrders = await t.db.execute(
      sql`select count(*) as n from deposit_orders where gateway = 'QQPAY' and status = 'paid' and paid_amount = 16000`,
    );
    expect(Number(qqPaidOrders.rows[0]?.n)).toBe(PLAYERS);
    const stripePaid = await t.db.execute(
      sql`select count(*) as n from deposit_orders where gateway = 'STRIPE' and status = 'paid' and paid_amount = 18000`,
    );
    expect(Number(stripePaid.rows[0]?.n)).toBe(PLAYERS);
    expect(bonusAnswers.map((a) => a.status).filter((status) => status !== 200)).toEqual([]);
    const kept = await t.db.execute(sql`select count(*) as n from member_bonuses where amount > 0`);
    expect(Number(kept.rows[0]?.n)).toBeGreaterThanOrEqual(PLAYERS / 2);
    expect(Number(rows[0]?.manual_decided)).toBe(PLAYERS);
    // Three sends of one key made one request, or were all refused because a deposit confirmed in
    // the same moment must first be wagered.
    let made = 0;
    for (const answers of sameKeyAnswers) {
      const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body?.value?.withdrawalId));
      const refusals = answers.filter((a) => a.status !== 200).map((a) => a.body?.code);
      expect(ids.size).toBeLessThanOrEqual(1);
      expect(refusals.every((code) => code === 'WAGERING_REQUIRED' || code === 'BONUS_ACTIVE')).toBe(true);
      made += ids.size;
    }
    expect(Number(rows[0]?.requests)).toBe(PLAYERS + made);
    expect(Number(rows[0]?.pending)).toBe(made);
  }, 120_000);
});
