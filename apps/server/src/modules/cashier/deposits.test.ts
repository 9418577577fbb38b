import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

const SECRET_KEY = 'sk_test_cashier0000000000';
const WEBHOOK_SECRET = 'whsk_cashier_test_secret';

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startFakePaymongo>>;
let webhookUrl = '';

beforeAll(async () => {
  gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await startTestApp({
    env: {
      PAYMONGO_BASE_URL: gateway.origin,
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'https://perla.example',
    },
  });
  webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/gateway/paymongo/webhook`;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let requestCounter = 0;
const newRequestId = () => `req-${Date.now()}-${++requestCounter}`;

function deposit(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_depositPaymentGateway',
    headers: { token, ...SAME_ORIGIN },
    payload: { method: 'gcash', gatewayCode: 3, requestId: newRequestId(), ...body },
  });
}

async function balanceOf(token: string) {
  const res = await t.app.inject({ url: '/wps/wallets/gcs', headers: { token } });
  return res.json().value.sumBalance as number;
}

async function orderOf(token: string, orderId: string) {
  return (await t.app.inject({ url: `/wps/cashier/deposits/${orderId}`, headers: { token } })).json().value;
}

/** A member with a gateway order of `pesos`, and the gateway's session for it. */
async function pendingDeposit(pesos: number) {
  const member = await fundedMember(t, 0);
  const res = await deposit(member.token, { amount: pesos });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, redirectUrl } = res.json().value as { orderId: string; redirectUrl: string };
  const sessionId = redirectUrl.split('/').pop() ?? '';
  return { member, orderId, sessionId };
}

const notifications = async (outcome: string) =>
  Number(
    (await t.db.execute(sql`select count(*)::int as n from gateway_notifications where outcome = ${outcome}`))
      .rows[0]?.n,
  );

describe('deposits through the payment gateway', () => {
  it('R-WALLET-07 R-API-88 lists the gateway methods and the manual transfer by vendor with their limits', async () => {
    const member = await fundedMember(t, 0);
    const res = await t.app.inject({
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { token: member.token },
    });
    expect(res.json().value).toEqual([
      {
        vendor: 'PAYMONGO',
        methods: ['qrph', 'gcash', 'paymaya', 'card'].map((method) => ({
          method,
          minAmount: 100,
          maxAmount: 50_000,
        })),
      },
      {
        vendor: 'BANK',
        methods: [{ method: 'manual', minAmount: 100, maxAmount: 50_000 }],
        account: { bank: 'BDO Unibank', accountName: 'PerlaPlay Demo Inc.', accountNumber: '001234567890' },
      },
    ]);
  });

  it('R-WALLET-10 R-API-93 opens the gateway checkout for the order and returns its page; a retry answers the same order', async () => {
    const member = await fundedMember(t, 0);
    const requestId = newRequestId();
    const first = await deposit(member.token, { amount: 250.5, requestId });
    expect(first.statusCode, first.body).toBe(200);
    const { orderId, redirectUrl } = first.json().value;
    expect(redirectUrl).toMatch(new RegExp(`^${gateway.origin}/checkout/cs_`));
    const session = gateway.sessions.get(redirectUrl.split('/').pop());
    expect(session).toMatchObject({ amount: 25_050, reference: orderId, methods: ['gcash'] });
    const again = await deposit(member.token, { amount: 250.5, requestId });
    expect(again.json().value).toEqual({ orderId, redirectUrl });
    expect(gateway.sessions.size).toBeGreaterThan(0);
    const other = await deposit(member.token, { amount: 300, requestId });
    expect(other.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT', value: { field: 'requestId' } });
    expect(await orderOf(member.token, orderId)).toMatchObject({
      status: 'pending',
      amount: 250.5,
      paidAmount: null,
    });
  });

  it('R-WALLET-17 refuses amounts with more than two decimals, outside the limits, or a method not offered', async () => {
    const member = await fundedMember(t, 0);
    for (const [body, code, field] of [
      [{ amount: 100.005 }, 'VALIDATION_ERROR', 'amount'],
      [{ amount: -100 }, 'VALIDATION_ERROR', 'amount'],
      [{ amount: 99.99 }, 'AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: 50_000.01 }, 'AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: 100, method: 'alipay' }, 'VALIDATION_ERROR', 'method'],
      [{ amount: 100, gatewayCode: 2 }, 'VALIDATION_ERROR', 'gatewayCode'],
    ] as const) {
      const res = await deposit(member.token, body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code, value: { field } });
    }
    const orders = await t.db.execute(
      sql`select count(*)::int as n from deposit_orders where member_id = ${member.memberId}`,
    );
    expect(Number(orders.rows[0]?.n)).toBe(0);
  });

  it('R-ROLE-09 guests and trial accounts cannot deposit', async () => {
    const guest = await t.app.inject({ url: '/wps/relay/MCS2_depositBanksByVendor' });
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: {},
    });
    const refused = await deposit(trial.json().value.token, { amount: 100 });
    expect(refused.statusCode).toBe(403);
  });

  it('R-API-95 a gateway deposit with a joined promotion credits the bonus with the payment, once', async () => {
    const { member, orderId, sessionId } = await pendingDeposit(500);
    const offers = await t.app.inject({
      url: '/wps/relay/MCS2_depositPromoList',
      headers: { token: member.token },
    });
    const promoId = offers.json().value.list[0].promoId;
    const joined = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_acceptPromo',
      headers: { token: member.token, ...SAME_ORIGIN },
      payload: { promoId, orderId: Number(orderId) },
    });
    expect(joined.json().value).toMatchObject({ status: 'pending', orderId });
    const event = gateway.paidEvent(sessionId);
    expect(await gateway.deliver(webhookUrl, event)).toEqual([200]);
    expect(await gateway.deliver(webhookUrl, event)).toEqual([200]);
    // The demo promotion: 50 % of ₱500.
    expect(await balanceOf(member.token)).toBe(750);
    const current = (
      await t.app.inject({ url: '/wps/relay/MCS2_depositPromoList', headers: { token: member.token } })
    ).json().value.current;
    expect(current).toMatchObject({ status: 'active', amount: 250, locked: 250, wageringRequired: 2500 });
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0 });
  });

  it('S-14 a paid notification credits exactly the amount once, however often it comes; the order shows paid', async () => {
    const { member, orderId, sessionId } = await pendingDeposit(500);
    const event = gateway.paidEvent(sessionId);
    expect(await gateway.deliver(webhookUrl, event)).toEqual([200]);
    expect(await gateway.deliver(webhookUrl, event)).toEqual([200]);
    // The same payment in a second event (the gateway's retry with a new event id).
    const again = gateway.paidEvent(sessionId);
    again.data.attributes.data.attributes.payments = event.data.attributes.data.attributes.payments;
    expect(await gateway.deliver(webhookUrl, again)).toEqual([200]);
    expect(await balanceOf(member.token)).toBe(500);
    expect(await orderOf(member.token, orderId)).toMatchObject({
      status: 'paid',
      amount: 500,
      paidAmount: 500,
    });
    const transfers = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where scope = 'deposit' and member_id = ${member.memberId}`,
    );
    expect(Number(transfers.rows[0]?.n)).toBe(1);
    expect(await notifications('duplicate')).toBeGreaterThanOrEqual(2);
  });

  it('S-14 ten copies of one notification at once credit it once', async () => {
    const { member, sessionId } = await pendingDeposit(120);
    const event = gateway.paidEvent(sessionId);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => gateway.deliver(webhookUrl, event)));
    expect(statuses.flat()).toEqual(Array(10).fill(200));
    expect(await balanceOf(member.token)).toBe(120);
  });

  it('a notification of another kind, before or after the payment, is acknowledged and moves nothing', async () => {
    const { member, sessionId } = await pendingDeposit(150);
    expect(await gateway.deliver(webhookUrl, gateway.otherEvent('payment.failed'))).toEqual([200]);
    expect(await balanceOf(member.token)).toBe(0);
    await gateway.deliver(webhookUrl, gateway.paidEvent(sessionId));
    expect(await gateway.deliver(webhookUrl, gateway.otherEvent('payment.refunded'))).toEqual([200]);
    expect(await balanceOf(member.token)).toBe(150);
  });

  it('S-14 refuses, changes nothing and records: no, a bad or a stale signature, the wrong mode, an unknown order, another amount or currency', async () => {
    const { member, orderId, sessionId } = await pendingDeposit(200);
    const refusedBefore = await notifications('refused');
    const paid = gateway.paidEvent(sessionId);
    const cases: [Parameters<typeof gateway.deliver>[2], unknown, string][] = [
      [{ header: null }, paid, 'BAD_SIGNATURE'],
      [{ secret: 'not-the-secret' }, paid, 'BAD_SIGNATURE'],
      [{ timestamp: Math.floor(Date.now() / 1000) - 3600 }, paid, 'BAD_SIGNATURE'],
      [{ field: 'li' }, gateway.paidEvent(sessionId, { livemode: true }), 'BAD_SIGNATURE'],
      [{}, gateway.paidEvent('cs_unknown_session'), 'VALIDATION_ERROR'],
      [{}, gateway.paidEvent(sessionId, { amount: 20_001 }), 'VALIDATION_ERROR'],
      [{}, gateway.paidEvent(sessionId, { currency: 'USD' }), 'VALIDATION_ERROR'],
    ];
    for (const [sign, event, code] of cases) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sign?.header === null
            ? {}
            : { 'paymongo-signature': gateway.signature(JSON.stringify(event), sign) }),
        },
        body: JSON.stringify(event),
      });
      expect(res.status, JSON.stringify(sign)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    expect(await balanceOf(member.token)).toBe(0);
    expect(await orderOf(member.token, orderId)).toMatchObject({ status: 'pending' });
    expect((await notifications('refused')) - refusedBefore).toBe(cases.length);
  });

  it('the gateway being down fails the order with a clear error, and nothing is owed', async () => {
    const member = await fundedMember(t, 0);
    gateway.failNextCreate();
    const res = await deposit(member.token, { amount: 100 });
    expect(res.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE', value: { field: 'method' } });
    const report = await t.app.inject({
      url: '/wps/relay/MCS2_depositTransactioNReport',
      headers: { token: member.token },
    });
    expect(report.json().value.list).toEqual([expect.objectContaining({ status: 'failed', amount: 100 })]);
  });

  it("R-WALLET-11 R-API-96 S-20 the records list the member's own deposits with their status; another member's order is not found", async () => {
    const { member, orderId, sessionId } = await pendingDeposit(300);
    await gateway.deliver(webhookUrl, gateway.paidEvent(sessionId));
    const second = await deposit(member.token, { amount: 400 });
    const report = await t.app.inject({
      url: '/wps/relay/MCS2_depositTransactioNReport',
      headers: { token: member.token },
    });
    const value = report.json().value;
    expect(value).toMatchObject({ pageNum: 1, total: 2, totalPages: 1 });
    expect(value.list.map((o: { orderId: string; status: string }) => [o.orderId, o.status])).toEqual([
      [second.json().value.orderId, 'pending'],
      [orderId, 'paid'],
    ]);
    const stranger = await fundedMember(t, 0);
    const peek = await t.app.inject({
      url: `/wps/cashier/deposits/${orderId}`,
      headers: { token: stranger.token },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('S-21 the books balance after every deposit', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});

describe('with no gateway configured', () => {
  it('R-WALLET-07 shows no gateway method, refuses a gateway deposit, and keeps the manual transfer', async () => {
    const bare = await startTestApp();
    try {
      const member = await fundedMember(bare, 0);
      const methods = await bare.app.inject({
        url: '/wps/relay/MCS2_depositBanksByVendor',
        headers: { token: member.token },
      });
      expect(methods.json().value.map((vendor: { vendor: string }) => vendor.vendor)).toEqual(['BANK']);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/wps/relay/MCS2_depositPaymentGateway',
        headers: { token: member.token, ...SAME_ORIGIN },
        payload: { amount: 100, method: 'gcash', gatewayCode: 3, requestId: newRequestId() },
      });
      expect(res.json()).toMatchObject({ code: 'DEPOSIT_METHOD_UNAVAILABLE', value: { field: 'method' } });
    } finally {
      await bare.close();
    }
  });
});
