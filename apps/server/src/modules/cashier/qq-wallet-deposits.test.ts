import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { ops } from '../../../test/cashier.js';
import { startFakeQqpay } from '../../../test/fake-qqpay.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { fenOf, qqpaySign, readQqpayXml } from './qqpay.js';

const QQPAY = { mchId: '1900000109', mchKey: 'qq_test_merchant_key_0123456789ab' };
/** The operator's rate: 0.1236 CNY for one peso. */
const RATE = '0.1236';

let t: TestApp;
let qq: Awaited<ReturnType<typeof startFakeQqpay>>;
let notifyUrl = '';

beforeAll(async () => {
  qq = await startFakeQqpay(QQPAY);
  t = await startTestApp({
    env: {
      QQPAY_BASE_URL: qq.origin,
      QQPAY_MCH_ID: QQPAY.mchId,
      QQPAY_KEY: QQPAY.mchKey,
      QQPAY_CNY_PER_PHP: RATE,
      PUBLIC_URL: 'https://perla.example',
    },
  });
  notifyUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/gateway/qqpay/notify`;
});
afterAll(async () => {
  await t.close();
  await qq.close();
});

let counter = 0;
const newRequestId = () => `qq-${Date.now()}-${++counter}`;
const depositQQ = (app: TestApp, token: string, body: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_DepositQQ',
    headers: { token, ...SAME_ORIGIN },
    payload: { gatewayCode: 3, requestId: newRequestId(), ...body },
  });
const balanceOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/wallets/gcs', headers: { token } })).json().value.sumBalance as number;
const orderOf = async (token: string, orderId: string) =>
  (await t.app.inject({ url: `/wps/cashier/deposits/${orderId}`, headers: { token } })).json().value;
const count = async (query: ReturnType<typeof sql>) => Number((await t.db.execute(query)).rows[0]?.n);
const creditsOf = (memberId: number) =>
  count(
    sql`select count(*)::int as n from ledger_transfers where scope = 'deposit' and member_id = ${memberId}`,
  );

/** A member with a pending QQ Wallet deposit of `pesos`, and QQ Wallet's order for it. */
async function pendingDeposit(pesos: number) {
  const member = await fundedMember(t, 0);
  const res = await depositQQ(t, member.token, { amount: pesos });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, redirectUrl } = res.json().value as { orderId: string; redirectUrl: string };
  const order = [...qq.orders.values()].find((o) => redirectUrl.endsWith(o.prepayId));
  if (!order) throw new Error('no QQ Wallet order');
  return { member, orderId, redirectUrl, outTradeNo: order.outTradeNo };
}

describe('QQ Wallet deposits through its own merchant API', () => {
  it('R-API-92 DepositQQ creates a pending QQ Wallet order (NATIVE, CNY at the operator rate, signed) and returns its code_url; a retry answers the same', async () => {
    const member = await fundedMember(t, 0);
    const methods = await t.app.inject({
      url: '/wps/relay/MCS2_depositBanksByVendor',
      headers: { token: member.token },
    });
    expect(methods.json().value).toContainEqual({
      vendor: 'QQPAY',
      methods: [{ method: 'qq', minAmount: 100, maxAmount: 50_000 }],
    });

    const requestId = newRequestId();
    const first = await depositQQ(t, member.token, { amount: 500, requestId });
    expect(first.statusCode, first.body).toBe(200);
    const { orderId, redirectUrl } = first.json().value;
    expect(redirectUrl).toMatch(new RegExp(`^${qq.origin}/qr/[0-9a-f]+$`));
    const fen = fenOf(50_000, 123_600);
    expect(fen).toBe(6180);
    const outTradeNo = `Q${orderId}P50000C${fen}`;
    expect(qq.orders.get(outTradeNo)).toMatchObject({
      totalFee: '6180',
      feeType: 'CNY',
      notifyUrl: 'https://perla.example/gateway/qqpay/notify',
    });
    expect((await depositQQ(t, member.token, { amount: 500, requestId })).json().value).toEqual({
      orderId,
      redirectUrl,
    });
    expect(qq.orders.size).toBe(1);
    expect(await orderOf(member.token, orderId)).toMatchObject({
      method: 'qq',
      status: 'pending',
      amount: 500,
      paidAmount: null,
    });
    const [row] = (
      await t.db.execute(
        sql`select gateway, gateway_ref, currency, amount from deposit_orders where id = ${Number(orderId)}`,
      )
    ).rows;
    // Both amounts are kept: the pesos credited on the order, the fen charged in its QQ Wallet number.
    expect(row).toMatchObject({ gateway: 'QQPAY', gateway_ref: outTradeNo, currency: 'PHP' });
    expect(Number(row?.amount)).toBe(50_000);
    expect(await balanceOf(member.token)).toBe(0);
  });

  it('R-API-92 a signed notification credits exactly the amount once, however often and in whatever order it comes', async () => {
    const { member, orderId, outTradeNo, redirectUrl } = await pendingDeposit(250.5);
    // Out of order: a not-yet-paid state first, answered SUCCESS and ignored.
    expect(await qq.deliver(notifyUrl, qq.notification(outTradeNo, { trade_state: 'NOTPAY' }))).toEqual([
      '200 SUCCESS',
    ]);
    expect(await balanceOf(member.token)).toBe(0);
    // The scan page's Pay sends the signed notification; then the same again, and ten at once.
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain(`CNY ${(fenOf(25_050, 123_600) / 100).toFixed(2)}`);
    const paid = await fetch(`${redirectUrl}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await balanceOf(member.token)).toBe(0); // the page's notification goes to PUBLIC_URL, not here
    const notification = qq.notification(outTradeNo);
    expect(await qq.deliver(notifyUrl, notification)).toEqual(['200 SUCCESS']);
    expect(await qq.deliver(notifyUrl, notification)).toEqual(['200 SUCCESS']);
    const many = await Promise.all(Array.from({ length: 10 }, () => qq.deliver(notifyUrl, notification)));
    expect(many.flat()).toEqual(Array(10).fill('200 SUCCESS'));
    expect(await balanceOf(member.token)).toBe(250.5);
    expect(await orderOf(member.token, orderId)).toMatchObject({ status: 'paid', paidAmount: 250.5 });
    expect(await creditsOf(member.memberId)).toBe(1);
    const outcomes = await t.db.execute(
      sql`select outcome, count(*)::int as n from gateway_notifications where gateway = 'QQPAY' and order_id = ${Number(orderId)} group by outcome order by outcome`,
    );
    expect(outcomes.rows).toEqual([
      { outcome: 'credited', n: 1 },
      { outcome: 'duplicate', n: 11 },
    ]);
  });

  it('R-API-92 S-14 refuses, changing nothing and recording it: no or bad signature, another merchant, unknown order, other amount or currency, not XML', async () => {
    const { member, orderId, outTradeNo } = await pendingDeposit(200);
    const refused = sql`select count(*)::int as n from gateway_notifications where gateway = 'QQPAY' and outcome = 'refused'`;
    const before = await count(refused);
    const good = qq.notification(outTradeNo);
    const cases: [Record<string, string>, Parameters<typeof qq.deliver>[2]][] = [
      [good, { sign: null }],
      [good, { key: 'not_the_merchant_key_000000000000' }],
      [good, { sign: 'A'.repeat(32) }],
      [
        { ...good, total_fee: String(Number(good.total_fee) + 1) },
        { sign: qqpaySign(good, QQPAY.mchKey, 'MD5') },
      ],
      [qq.notification(outTradeNo, { mch_id: '1900000999' }), {}],
      [qq.notification(outTradeNo, { total_fee: '1' }), {}],
      [qq.notification(outTradeNo, { fee_type: 'USD' }), {}],
      [qq.notification('Q999999P20000C2472'), {}],
      [qq.notification('not-our-number'), {}],
      [qq.notification(outTradeNo.replace('P20000', 'P30000')), {}],
    ];
    for (const [fields, how] of cases)
      expect(await qq.deliver(notifyUrl, fields, how), JSON.stringify(how)).toEqual(['400 FAIL']);
    const notXml = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><a>&e;</a></xml>',
    });
    expect(notXml.status).toBe(400);
    expect(readQqpayXml(await notXml.text())).toMatchObject({ return_code: 'FAIL' });
    expect(await balanceOf(member.token)).toBe(0);
    expect(await orderOf(member.token, orderId)).toMatchObject({ status: 'pending' });
    expect((await count(refused)) - before).toBe(cases.length + 1);
    // The real one still pays afterwards.
    expect(await qq.deliver(notifyUrl, good)).toEqual(['200 SUCCESS']);
    expect(await balanceOf(member.token)).toBe(200);
  });

  it('R-API-92 a gateway that refuses the order leaves nothing to pay: PAYMENT_UNAVAILABLE, the order failed', async () => {
    const member = await fundedMember(t, 0);
    qq.failNextCreate();
    const res = await depositQQ(t, member.token, { amount: 100 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_UNAVAILABLE' });
    const [row] = (
      await t.db.execute(sql`select status from deposit_orders where member_id = ${member.memberId}`)
    ).rows;
    expect(row?.status).toBe('failed');
  });

  it('S-21 the books balance after every QQ Wallet deposit (ops wallet check)', async () => {
    expect(JSON.parse(await ops(t, 'wallet', 'check'))).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
    });
  });
});

describe('without QQ Wallet configured', () => {
  it('R-API-92 hides QQ Wallet, refuses DepositQQ creating nothing, and refuses every notification', async () => {
    const bare = await startTestApp({ env: { QQPAY_MCH_ID: QQPAY.mchId, QQPAY_KEY: QQPAY.mchKey } });
    try {
      const member = await fundedMember(bare, 0);
      const methods = await bare.app.inject({
        url: '/wps/relay/MCS2_depositBanksByVendor',
        headers: { token: member.token },
      });
      expect(JSON.stringify(methods.json().value)).not.toContain('"qq"');
      const res = await depositQQ(bare, member.token, { amount: 100 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DEPOSIT_METHOD_UNAVAILABLE', value: { field: 'method' } });
      const orders = await bare.db.execute(
        sql`select count(*)::int as n from deposit_orders where member_id = ${member.memberId}`,
      );
      expect(Number(orders.rows[0]?.n)).toBe(0);
      const notify = await bare.app.inject({
        method: 'POST',
        url: '/gateway/qqpay/notify',
        headers: { 'content-type': 'text/xml' },
        payload: '<xml><return_code>SUCCESS</return_code></xml>',
      });
      expect(notify.statusCode).toBe(400);
      expect(readQqpayXml(notify.body)).toMatchObject({ return_code: 'FAIL' });
    } finally {
      await bare.close();
    }
  });
});

describe("QQ Wallet's message format", () => {
  it('signs as the protocol publishes: sorted non-empty fields, &key=, MD5 or HMAC-SHA256, upper hex', () => {
    // The Tenpay merchant API's published example (QQ Wallet and WeChat Pay share the scheme).
    const fields = {
      appid: 'wxd930ea5d5a258f4f',
      mch_id: '10000100',
      device_info: '1000',
      body: 'test',
      nonce_str: 'ibuaiVcKdpRxkhJA',
      attach: '',
      sign: 'ignored',
    };
    const key = '192006250b4c09247ec02edce69f6a2d';
    expect(qqpaySign(fields, key, 'MD5')).toBe('9A0A8659F005D6984697E2CA0A9CF3B7');
    expect(qqpaySign(fields, key, 'HMAC-SHA256')).toBe(
      '6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6',
    );
  });

  it('reads flat XML with CDATA and the five entities, and nothing else', () => {
    expect(
      readQqpayXml('<?xml version="1.0"?><xml><a><![CDATA[x<y]]></a>\n<b>1 &amp; 2</b><c></c></xml>'),
    ).toEqual({ a: 'x<y', b: '1 & 2', c: '' });
    for (const bad of [
      '<xml><a><b>1</b></a></xml>',
      '<xml><a>1</a><a>2</a></xml>',
      '<!DOCTYPE xml [<!ENTITY e "x">]><xml><a>&e;</a></xml>',
      '<xml><a>1</b></xml>',
      '{"a":1}',
    ])
      expect(readQqpayXml(bad), bad).toBeNull();
  });
});
