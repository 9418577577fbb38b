import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierCall, ops, requestKey } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEMO_ACCOUNT = {
  bank: 'BDO Unibank',
  accountName: 'PerlaPlay Demo Inc.',
  accountNumber: '001234567890',
};

const manual = (token: string, body: Record<string, unknown> = {}) =>
  cashierCall(t, token, 'POST', '/wps/relay/MCS2_depositManualTransfer', {
    amount: 500,
    depositorName: 'Juan Dela Cruz',
    transferRef: 'BDO-884120',
    requestId: requestKey(),
    ...body,
  });
const balanceOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;
const ordersOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/relay/MCS2_depositTransactioNReport')).json().value.list;

describe('manual bank-transfer deposits', () => {
  it('R-WALLET-09 R-API-90 makes a pending order with the receiving account; a retry answers the same order', async () => {
    const member = await fundedMember(t, 0);
    const requestId = requestKey();
    const first = await manual(member.token, { requestId, amount: 1_250.5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ amount: 1_250.5, account: DEMO_ACCOUNT });
    const again = await manual(member.token, { requestId, amount: 1_250.5 });
    expect(again.json().value.orderId).toBe(first.json().value.orderId);
    expect((await manual(member.token, { requestId, amount: 900 })).json().code).toBe('TRANSACTION_CONFLICT');
    for (const [body, code, field] of [
      [{ amount: 99 }, 'AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: 100.123 }, 'VALIDATION_ERROR', 'amount'],
      [{ transferRef: 'x' }, 'VALIDATION_ERROR', 'transferRef'],
      [{ depositorName: 'J' }, 'VALIDATION_ERROR', 'depositorName'],
    ] as const)
      expect((await manual(member.token, body)).json(), JSON.stringify(body)).toMatchObject({
        code,
        value: { field },
      });
    expect(await ordersOf(member.token)).toEqual([
      expect.objectContaining({
        method: 'manual',
        status: 'pending',
        amount: 1_250.5,
        transferRef: 'BDO-884120',
      }),
    ]);
    expect(await balanceOf(member.token)).toBe(0);
  });

  it('R-WALLET-09 the operator confirms a transfer once: credited, audited, and shown paid', async () => {
    const member = await fundedMember(t, 0);
    const orderId = (await manual(member.token)).json().value.orderId as string;
    const listed = JSON.parse(await ops(t, 'deposit', 'list'));
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: Number(orderId), amount: 500, transferRef: 'BDO-884120' }),
      ]),
    );
    expect(JSON.parse(await ops(t, 'deposit', 'confirm', orderId, '--by', 'ana'))).toMatchObject({
      status: 'paid',
      balance: 500,
    });
    await expect(ops(t, 'deposit', 'confirm', orderId)).rejects.toThrow(/refused: CONFLICT/);
    expect(await balanceOf(member.token)).toBe(500);
    expect(await ordersOf(member.token)).toEqual([
      expect.objectContaining({ orderId, status: 'paid', paidAmount: 500, reason: null }),
    ]);
    const audit = await t.db.execute(
      sql`select reviewed_by, settled_at from deposit_orders where id = ${Number(orderId)}`,
    );
    expect(audit.rows[0]).toMatchObject({ reviewed_by: 'ana', settled_at: expect.anything() });
  });

  it('R-WALLET-09 the operator credits what arrived when another sum was sent', async () => {
    const member = await fundedMember(t, 0);
    const orderId = (await manual(member.token, { amount: 1_000 })).json().value.orderId as string;
    await ops(t, 'deposit', 'confirm', orderId, '--amount', '950', '--by', 'ana');
    expect(await balanceOf(member.token)).toBe(950);
    expect(await ordersOf(member.token)).toEqual([
      expect.objectContaining({ amount: 1_000, paidAmount: 950 }),
    ]);
  });

  it('R-WALLET-11 a rejected transfer shows its reason and can no longer be credited', async () => {
    const member = await fundedMember(t, 0);
    const orderId = (await manual(member.token)).json().value.orderId as string;
    await expect(ops(t, 'deposit', 'reject', orderId)).rejects.toThrow(/--reason/);
    await ops(
      t,
      'deposit',
      'reject',
      orderId,
      '--reason',
      'No transfer with this reference arrived',
      '--by',
      'ana',
    );
    await expect(ops(t, 'deposit', 'confirm', orderId)).rejects.toThrow(/CONFLICT/);
    expect(await ordersOf(member.token)).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: 'No transfer with this reference arrived',
        paidAmount: null,
      }),
    ]);
    expect(await balanceOf(member.token)).toBe(0);
  });

  it('R-API-42 the funds summary counts confirmed deposits and what still waits', async () => {
    const member = await fundedMember(t, 0);
    await ops(t, 'deposit', 'confirm', (await manual(member.token, { amount: 300 })).json().value.orderId);
    await manual(member.token, { amount: 200 });
    const funds = await cashierCall(t, member.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.json().value).toMatchObject({ totalDeposits: 300, pendingDeposits: 200, balance: 300 });
  });

  it('R-WALLET-07 without a receiving account the manual transfer is hidden and refused', async () => {
    const member = await fundedMember(t, 0);
    await ops(t, 'setting', 'set', 'manualDeposit', 'null');
    try {
      const methods = await cashierCall(t, member.token, 'GET', '/wps/relay/MCS2_depositBanksByVendor');
      expect(methods.json().value).toEqual([]);
      expect((await manual(member.token)).json()).toMatchObject({
        code: 'DEPOSIT_METHOD_UNAVAILABLE',
        value: { field: 'method' },
      });
    } finally {
      await ops(t, 'setting', 'set', 'manualDeposit', JSON.stringify(DEMO_ACCOUNT));
    }
  });

  it('S-21 the books balance after every manual deposit', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});
