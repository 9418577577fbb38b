import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import { startFakeStripe } from '../../../test/fake-stripe.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

const PAYMONGO = { secretKey: 'sk_test_cashier0000000000', webhookSecret: 'whsk_cashier_test_secret' };
const STRIPE = { secretKey: 'sk_test_stripe00000000000', webhookSecret: 'whsec_stripe_test_secret' };
const WALLET_CALLS = {
  alipay: 'MCS2_DepositAlipay',
  qq: 'MCS2_DepositQQ',
  wechat: 'MCS2_depositWechat',
} as const;

let t: TestApp;
let paymongo: Awaited<ReturnType<typeof startFakePaymongo>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let webhookUrl = '';

beforeAll(async () => {
  paymongo = await startFakePaymongo(PAYMONGO);
  stripe = await startFakeStripe(STRIPE);
  t = await startTestApp({
    env: {
      PAYMONGO_BASE_URL: paymongo.origin,
      PAYMONGO_SECRET_KEY: PAYMONGO.secretKey,
      PAYMONGO_WEBHOOK_SECRET: PAYMONGO.webhookSecret,
      STRIPE_BASE_URL: stripe.origin,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      PUBLIC_URL: 'https://perla.example',
    },
  });
  webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/gateway/stripe/webhook`;
});
afterAll(async () => {
  await t.close();
  await Promise.all([paymongo.close(), stripe.close()]);
});

let requestCounter = 0;
const newRequestId = () => `wal-${Date.now()}-${++requestCounter}`;

function deposit(
  app: TestApp,
  token: string,
  method: keyof typeof WALLET_CALLS,
  body: Record<string, unknown>,
) {
  return app.app.inject({
    method: 'POST',
    url: `/wps/relay/${WALLET_CALLS[method]}`,
    headers: { token, ...SAME_ORIGIN },
    payload: { gatewayCode: 3, requestId: newRequestId(), ...body },
  });
}

const balanceOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: { token } })).json().value.sumBalance as number;
const orderOf = async (token: string, orderId: string) =>
  (await t.app.inject({ url: `/wps/cashier/deposits/${orderId}`, headers: { token } })).json().value;
const count = async (query: ReturnType<typeof sql>) => Number((await t.db.execute(query)).rows[0]?.n);

/** A member with a pending wallet deposit of `pesos`, and Stripe's session for it. */
async function pendingDeposit(method: 'alipay' | 'wechat', pesos: number) {
  const member = await fundedMember(t, 0);
  const res = await deposit(t, member.token, method, { amount: pesos });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, redirectUrl } = res.json().value as { orderId: string; redirectUrl: string };
  return { member, orderId, redirectUrl, sessionId: redirectUrl.split('/').pop() ?? '' };
}

describe('Alipay, QQ and WeChat deposits through a second gateway (Stripe)', () => {
  it('R-WALLET-07 R-API-88 lists each configured gateway under its own vendor with its methods and limits, QQ nowhere', async () => {
    const member = await fundedMember(t, 0);
    const res = await t.app.inject({
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { token: member.token },
    });
    const vendors = res.json().value as { vendor: string; methods: { method: string }[] }[];
    expect(vendors.map((v) => [v.vendor, v.methods.map((m) => m.method)])).toEqual([
      ['PAYMONGO', ['qrph', 'gcash', 'paymaya', 'card']],
      ['STRIPE', ['alipay', 'wechat']],
      ['BANK', ['manual']],
    ]);
    expect(vendors[1]?.methods[0]).toEqual({ method: 'alipay', minAmount: 100, maxAmount: 50_000 });
  });

  it('R-API-91 DepositAlipay creates a pending Alipay order with a Stripe checkout and returns its page; a retry answers the same', async () => {
    const member = await fundedMember(t, 0);
    const requestId = newRequestId();
    const first = await deposit(t, member.token, 'alipay', { amount: 250.5, requestId });
    expect(first.statusCode, first.body).toBe(200);
    const { orderId, redirectUrl } = first.json().value;
    expect(redirectUrl).toMatch(new RegExp(`^${stripe.origin}/pay/cs_test_`));
    expect(stripe.sessions.get(redirectUrl.split('/').pop())).toMatchObject({
      amount: 25_050,
      currency: 'php',
      reference: orderId,
      methods: ['alipay'],
      successUrl: `https://perla.example/m/voucherCenter?orderId=${orderId}`,
    });
    expect((await deposit(t, member.token, 'alipay', { amount: 250.5, requestId })).json().value).toEqual({
      orderId,
      redirectUrl,
    });
    expect(await orderOf(member.token, orderId)).toMatchObject({
      method: 'alipay',
      status: 'pending',
      paidAmount: null,
    });
    const [row] = (await t.db.execute(sql`select gateway from deposit_orders where id = ${Number(orderId)}`))
      .rows;
    expect(row?.gateway).toBe('STRIPE');
  });

  it('R-API-91 a signed Alipay payment credits exactly the amount once, however often and in whatever order it comes', async () => {
    const { member, orderId, sessionId } = await pendingDeposit('alipay', 500);
    // Out of order: a pending completion and an unrelated event first, then the payment, twice over.
    expect(await stripe.deliver(webhookUrl, stripe.paidEvent(sessionId, { status: 'unpaid' }))).toEqual([
      200,
    ]);
    expect(await stripe.deliver(webhookUrl, stripe.otherEvent('payment_intent.created'))).toEqual([200]);
    expect(await balanceOf(member.token)).toBe(0);
    const event = stripe.paidEvent(sessionId);
    expect(await stripe.deliver(webhookUrl, event)).toEqual([200]);
    expect(await stripe.deliver(webhookUrl, event)).toEqual([200]);
    const async = stripe.paidEvent(sessionId, { type: 'checkout.session.async_payment_succeeded' });
    expect(await stripe.deliver(webhookUrl, async)).toEqual([200]);
    expect(await balanceOf(member.token)).toBe(500);
    expect(await orderOf(member.token, orderId)).toMatchObject({
      status: 'paid',
      amount: 500,
      paidAmount: 500,
    });
    expect(
      await count(
        sql`select count(*)::int as n from ledger_transfers where scope = 'deposit' and member_id = ${member.memberId}`,
      ),
    ).toBe(1);
  });

  it('R-API-94 depositWechat opens a WeChat Pay checkout (its QR code on the hosted page); ten copies of the payment credit it once', async () => {
    const { member, orderId, redirectUrl, sessionId } = await pendingDeposit('wechat', 120);
    expect(stripe.sessions.get(sessionId)?.methods).toEqual(['wechat_pay']);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('data-testid="gateway-qr"');
    const event = stripe.paidEvent(sessionId);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => stripe.deliver(webhookUrl, event)));
    expect(statuses.flat()).toEqual(Array(10).fill(200));
    expect(await balanceOf(member.token)).toBe(120);
    expect(await orderOf(member.token, orderId)).toMatchObject({
      method: 'wechat',
      status: 'paid',
      paidAmount: 120,
    });
  });

  it('a wallet deposit whose method no configured gateway declares (QQ Wallet today) is refused, creating nothing', async () => {
    const member = await fundedMember(t, 0);
    const res = await deposit(t, member.token, 'qq', { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DEPOSIT_METHOD_UNAVAILABLE', value: { field: 'method' } });
    expect(
      await count(sql`select count(*)::int as n from deposit_orders where member_id = ${member.memberId}`),
    ).toBe(0);
  });

  it('R-API-94 refuses the amount rules of R-WALLET-17 before the gateway is called', async () => {
    const member = await fundedMember(t, 0);
    const before = stripe.sessions.size;
    for (const amount of [100.123, 99, 50_001, -5]) {
      const res = await deposit(t, member.token, 'wechat', { amount });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect(stripe.sessions.size).toBe(before);
  });

  it("R-API-91 S-14 Stripe notifications are refused, change nothing and are recorded: no, bad or stale signature, wrong mode, unknown order, other amount or currency, PayMongo's signature", async () => {
    const { member, orderId, sessionId } = await pendingDeposit('alipay', 200);
    const refused = sql`select count(*)::int as n from gateway_notifications where gateway = 'STRIPE' and outcome = 'refused'`;
    const before = await count(refused);
    const paid = stripe.paidEvent(sessionId);
    const raw = (event: unknown) => JSON.stringify(event);
    const cases: [string | null, unknown, string][] = [
      [null, paid, 'BAD_SIGNATURE'],
      [stripe.signature(raw(paid), { secret: 'not-the-secret' }), paid, 'BAD_SIGNATURE'],
      [
        stripe.signature(raw(paid), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        paid,
        'BAD_SIGNATURE',
      ],
      [`t=${Math.floor(Date.now() / 1000)}`, paid, 'BAD_SIGNATURE'],
      [paymongo.signature(raw(paid), { secret: STRIPE.webhookSecret }), paid, 'BAD_SIGNATURE'],
      ...[
        [stripe.paidEvent(sessionId, { livemode: true }), 'BAD_SIGNATURE'],
        [stripe.paidEvent('cs_test_unknown'), 'VALIDATION_ERROR'],
        [stripe.paidEvent(sessionId, { amount: 20_001 }), 'VALIDATION_ERROR'],
        [stripe.paidEvent(sessionId, { currency: 'usd' }), 'VALIDATION_ERROR'],
      ].map(
        ([event, code]) => [stripe.signature(raw(event)), event, code as string] as [string, unknown, string],
      ),
    ];
    for (const [header, event, code] of cases) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(header === null ? {} : { 'stripe-signature': header }),
        },
        body: raw(event),
      });
      expect(res.status, header ?? 'none').toBe(code === 'BAD_SIGNATURE' ? 401 : 400);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    // Stripe's signed event at PayMongo's address is not PayMongo's.
    const misrouted = await fetch(webhookUrl.replace('stripe', 'paymongo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signature(raw(paid)) },
      body: raw(paid),
    });
    expect(misrouted.status).toBe(400);
    expect(await balanceOf(member.token)).toBe(0);
    expect(await orderOf(member.token, orderId)).toMatchObject({ status: 'pending' });
    expect((await count(refused)) - before).toBe(cases.length);
  });

  it('S-21 the books balance after every wallet deposit', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});

describe('with only PayMongo configured', () => {
  it('R-API-91 R-API-94 hides Alipay and WeChat, refuses their deposits, and refuses notifications at the Stripe address', async () => {
    const only = await startTestApp({
      env: {
        PAYMONGO_BASE_URL: paymongo.origin,
        PAYMONGO_SECRET_KEY: PAYMONGO.secretKey,
        PAYMONGO_WEBHOOK_SECRET: PAYMONGO.webhookSecret,
      },
    });
    try {
      const member = await fundedMember(only, 0);
      const methods = await only.app.inject({
        url: '/wps/relay/MCS2_depositBanksByVendor',
        headers: { token: member.token },
      });
      expect(methods.json().value.map((vendor: { vendor: string }) => vendor.vendor)).toEqual([
        'PAYMONGO',
        'BANK',
      ]);
      for (const method of ['alipay', 'wechat'] as const)
        expect((await deposit(only, member.token, method, { amount: 100 })).json()).toMatchObject({
          code: 'DEPOSIT_METHOD_UNAVAILABLE',
        });
      const event = stripe.paidEvent('cs_test_any');
      const res = await only.app.inject({
        method: 'POST',
        url: '/gateway/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.signature(JSON.stringify(event)),
        },
        payload: JSON.stringify(event),
      });
      expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE', value: { field: 'stripe-signature' } });
    } finally {
      await only.close();
    }
  });
});
