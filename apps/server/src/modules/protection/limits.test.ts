import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaymongo } from '../../../test/fake-paymongo.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { manualDeposit, protectionCall, setLimit } from '../../../test/protection.js';
import {
  addExternalVendor,
  fundedMember,
  launchToken,
  seamless,
  txId,
  type Vendor,
} from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

const SECRET_KEY = 'sk_test_protect00000000';
const WEBHOOK_SECRET = 'whsk_protect_test_secret';

let t: TestApp;
let gateway: Awaited<ReturnType<typeof startFakePaymongo>>;
let vendor: Vendor;

beforeAll(async () => {
  gateway = await startFakePaymongo({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await startTestApp({
    env: {
      PAYMONGO_BASE_URL: gateway.origin,
      PAYMONGO_SECRET_KEY: SECRET_KEY,
      PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  vendor = await addExternalVendor(t, 'LIMITCO');
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

function gatewayDeposit(token: string, amount: number) {
  return protectionFree(token, '/wps/relay/MCS2_depositPaymentGateway', {
    method: 'gcash',
    gatewayCode: 3,
    amount,
    requestId: txId('req'),
  });
}
function protectionFree(token: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { token, 'sec-fetch-site': 'same-origin' }, payload });
}

/** A vendor's bet (and, when given, its win) for the member; answers the bet's response. */
async function vendorBet(
  member: { token: string; playerId: string },
  centavos: number,
  winCentavos?: number,
) {
  const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
  const round = { playerId: member.playerId, roundId: txId('r'), gameId: vendor.gameId };
  const bet = await seamless(t, vendor, 'bet', { ...round, token, transactionId: txId(), amount: centavos });
  if (winCentavos !== undefined && bet.statusCode === 200)
    await seamless(t, vendor, 'win', { ...round, transactionId: txId(), amount: winCentavos });
  return bet;
}

describe('deposit limits (issue 16)', () => {
  it('H-6 a daily deposit limit allows deposits up to exactly the limit and refuses one centavo over before the gateway', async () => {
    const member = await fundedMember(t, 0);
    await setLimit(t, member.token, 'deposit', 'day', 1000);
    expect((await gatewayDeposit(member.token, 600)).statusCode).toBe(200);
    const checkoutsBefore = gateway.sessions.size;
    const over = await gatewayDeposit(member.token, 400.01);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      value: { field: 'amount', remaining: 400 },
    });
    expect(gateway.sessions.size).toBe(checkoutsBefore);
    const orders = await t.db.execute(
      sql`select count(*)::int as n from deposit_orders where member_id = ${member.memberId}`,
    );
    expect(orders.rows[0]?.n).toBe(1);
    expect((await manualDeposit(t, member.token, 400)).statusCode).toBe(200);
    expect((await manualDeposit(t, member.token, 100)).json().code).toBe('DEPOSIT_LIMIT_REACHED');
  });

  it('H-6 weekly and monthly deposit limits hold beside the daily one; an expired order no longer counts', async () => {
    const member = await fundedMember(t, 0);
    await setLimit(t, member.token, 'deposit', 'week', 500);
    await setLimit(t, member.token, 'deposit', 'month', 5000);
    expect((await manualDeposit(t, member.token, 500)).statusCode).toBe(200);
    expect((await manualDeposit(t, member.token, 100)).json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      value: { period: 'week' },
    });
    await t.db.execute(
      sql`update deposit_orders set status = 'expired' where member_id = ${member.memberId}`,
    );
    expect((await manualDeposit(t, member.token, 500)).statusCode).toBe(200);
    const state = (await protectionCall(t, member.token, 'state')).json().value;
    expect(state.limits).toMatchObject([
      { kind: 'deposit', period: 'week', value: 500, used: 500, pending: null },
      { kind: 'deposit', period: 'month', value: 5000, used: 500, pending: null },
    ]);
  });
});

describe('loss and wager limits (issue 16)', () => {
  it('H-6 a loss limit lets a vendor bet reach it exactly and answers one centavo over as insufficient funds', async () => {
    const member = await fundedMember(t, 100);
    await setLimit(t, member.token, 'loss', 'day', 10);
    expect((await vendorBet(member, 600, 0)).statusCode).toBe(200);
    // A win lowers the loss: 6 lost, 2 back → 4 lost, so 6 more reach the limit exactly.
    expect((await vendorBet(member, 200, 400)).statusCode).toBe(200);
    expect((await vendorBet(member, 600, 0)).statusCode).toBe(200);
    const over = await vendorBet(member, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 9000 } });
    const state = (await protectionCall(t, member.token, 'state')).json().value;
    expect(state.limits[0]).toMatchObject({ kind: 'loss', period: 'day', value: 10, used: 10 });
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0 });
  });

  it('H-6 a wager limit counts every stake, wins aside, and a replayed bet is not counted twice', async () => {
    const member = await fundedMember(t, 100);
    await setLimit(t, member.token, 'wager', 'week', 5);
    expect((await vendorBet(member, 300, 300)).statusCode).toBe(200);
    const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
    const bet = {
      playerId: member.playerId,
      roundId: txId('r'),
      gameId: vendor.gameId,
      token,
      transactionId: txId(),
      amount: 200,
    };
    expect((await seamless(t, vendor, 'bet', bet)).statusCode).toBe(200);
    const replay = await seamless(t, vendor, 'bet', bet);
    expect(replay.statusCode).toBe(200);
    expect((await vendorBet(member, 1)).json().code).toBe('INSUFFICIENT_FUNDS');
  });

  it('H-6 a lower limit applies at once; a higher one waits 24 hours and a second confirmation', async () => {
    const member = await fundedMember(t, 100);
    await setLimit(t, member.token, 'loss', 'month', 50);
    const raised = await setLimit(t, member.token, 'loss', 'month', 80);
    expect(raised.limits[0]).toMatchObject({ value: 50, pending: { value: 80 } });
    const waitMs = Date.parse(raised.limits[0].pending.confirmableAt) - Date.now();
    expect(waitMs).toBeGreaterThan(23.9 * 3_600_000);
    const early = await protectionCall(t, member.token, 'limit/confirm', { kind: 'loss', period: 'month' });
    expect(early.json().code).toBe('LIMIT_NOT_CONFIRMABLE');
    await t.db.execute(
      sql`update protection_limits set confirmable_at = now() - interval '1 second' where member_id = ${member.memberId}`,
    );
    const confirmed = await protectionCall(t, member.token, 'limit/confirm', {
      kind: 'loss',
      period: 'month',
    });
    expect(confirmed.json().value.limits[0]).toMatchObject({ value: 80, pending: null });
    const lowered = await setLimit(t, member.token, 'loss', 'month', 30);
    expect(lowered.limits[0]).toMatchObject({ value: 30, pending: null });
    const removal = (
      await protectionCall(t, member.token, 'limit/remove', { kind: 'loss', period: 'month' })
    ).json().value;
    expect(removal.limits[0]).toMatchObject({ value: 30, pending: { value: null } });
    await t.db.execute(
      sql`update protection_limits set confirmable_at = now() - interval '1 second' where member_id = ${member.memberId}`,
    );
    const removed = await protectionCall(t, member.token, 'limit/confirm', { kind: 'loss', period: 'month' });
    expect(removed.json().value.limits).toEqual([]);
  });

  it('R-ERR refuses a malformed limit with the field and changes nothing', async () => {
    const member = await fundedMember(t, 0);
    for (const body of [
      { kind: 'session', period: 'day', value: 60 },
      { kind: 'loss', period: 'day', value: 0.001 },
      { kind: 'session', period: 'session', value: 2 },
      { kind: 'loss', period: 'year', value: 10 },
    ]) {
      const res = await protectionCall(t, member.token, 'limit', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await protectionCall(t, member.token, 'state')).json().value.limits).toEqual([]);
  });
});
