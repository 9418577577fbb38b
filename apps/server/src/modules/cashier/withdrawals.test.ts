import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addExternalVendor,
  cashierCall,
  confirmedDeposit,
  ops,
  PAYMENT_PASSWORD,
  payoutMember,
  requestKey,
  wager,
  withdraw,
} from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { verifyIdentity } from '../../../test/identity.js';
import { fundedMember, type Vendor } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'ACME');
});
afterAll(() => t.close());

const balanceOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;
const infoOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
const reportOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/relay/MCS2_WithdrawTransactionReport')).json().value;
const cancel = (token: string, id: string) =>
  cashierCall(t, token, 'POST', `/wps/transaction/withdraw/${id}/cancel`);

describe('payout accounts', () => {
  it('R-API-99 lists the banks and e-wallets withdrawals can be paid to', async () => {
    const member = await fundedMember(t, 0);
    const banks = (await cashierCall(t, member.token, 'GET', '/wps/relay/MCS2_withdrawBanks')).json().value;
    expect(banks.map((bank: { code: string }) => bank.code)).toEqual(
      expect.arrayContaining(['GCASH', 'MAYA', 'BDO']),
    );
    expect(banks.find((bank: { code: string }) => bank.code === 'GCASH')).toMatchObject({ kind: 'ewallet' });
  });

  it('R-API-39 R-API-98 adds cards in the payee name, masked in every answer, at most five', async () => {
    const member = await fundedMember(t, 0);
    const add = (body: Record<string, unknown>) =>
      cashierCall(t, member.token, 'POST', '/wps/member/bankCard', {
        bankCode: 'BDO',
        accountName: 'Maria Santos',
        ...body,
      });
    const first = await add({ accountNumber: '001122334455', branch: 'Makati' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      bankName: 'BDO Unibank',
      accountNumber: '•••• 4455',
      accountName: 'Maria Santos',
    });
    expect(first.body).not.toContain('001122334455');
    // The first card set the payee name, which now binds every other card.
    expect((await add({ accountNumber: '001122334466', accountName: 'Pedro Reyes' })).json()).toMatchObject({
      code: 'PAYEE_MISMATCH',
      value: { field: 'accountName' },
    });
    expect((await add({ accountNumber: '0011', accountName: 'maria  santos' })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'accountNumber' },
    });
    expect((await add({ bankCode: 'BPI', accountNumber: '001122334455' })).json()).toMatchObject({
      code: 'ACCOUNT_NUMBER_INVALID',
      value: { field: 'accountNumber' },
    });
    expect((await add({ accountNumber: '001122334455' })).json().code).toBe('CARD_EXISTS');
    for (const n of [1, 2, 3, 4])
      expect((await add({ accountNumber: `00112233447${n}` })).statusCode).toBe(200);
    expect((await add({ accountNumber: '001122334499' })).json().code).toBe('CARD_LIMIT');
    for (const url of ['/wps/member/bankCard', '/wps/relay/MCS2_bankCards']) {
      const list = await cashierCall(t, member.token, 'GET', url);
      expect(list.json().value).toHaveLength(5);
      expect(list.body).not.toMatch(/0011223344\d\d/);
    }
  });
});

describe('withdrawals', () => {
  it('R-WALLET-13 refuses a withdrawal before a payment password is set, and with a wrong one', async () => {
    const member = await fundedMember(t, 500);
    // Identity approved first: without it the withdrawal is refused before the password (KYC_REQUIRED).
    await verifyIdentity(t, member);
    const card = await cashierCall(t, member.token, 'POST', '/wps/member/bankCard', {
      bankCode: 'MAYA',
      accountNumber: '09181234567',
      accountName: 'Ana Reyes',
    });
    const withCard = { token: member.token, cardId: card.json().value.id as number };
    expect((await withdraw(t, withCard, 200)).json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
      value: { field: 'paymentPassword' },
    });
    await cashierCall(t, member.token, 'POST', '/wps/member/paymentPassword', {
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });
    expect((await withdraw(t, withCard, 200, { paymentPassword: '000000' })).json()).toMatchObject({
      code: 'WRONG_PAYMENT_PASSWORD',
      value: { field: 'paymentPassword' },
    });
    expect(await balanceOf(member.token)).toBe(500);
  });

  it('R-API-97 holds the amount with a pending request; a retry with the same key makes one', async () => {
    const member = await payoutMember(t, 1_000);
    const requestId = requestKey();
    const first = await withdraw(t, member, 300.25, { requestId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'pending', amount: 300.25, bankName: 'GCash' });
    const again = await withdraw(t, member, 300.25, { requestId });
    expect(again.json().value.withdrawalId).toBe(first.json().value.withdrawalId);
    expect((await withdraw(t, member, 100, { requestId })).json().code).toBe('TRANSACTION_CONFLICT');
    expect(await balanceOf(member.token)).toBe(699.75);
    expect(await infoOf(member.token)).toMatchObject({ pendingAmount: 300.25, withdrawable: 699.75 });
    const funds = await cashierCall(t, member.token, 'GET', '/wps/member/info/funds/consolidated');
    expect(funds.json().value).toMatchObject({ pendingWithdrawals: 300.25, totalWithdrawals: 300.25 });
  });

  it('R-WALLET-17 refuses amounts off the rule, outside the limits, above the balance, or to another member card', async () => {
    const member = await payoutMember(t, 200);
    const other = await payoutMember(t, 0);
    for (const [amount, code] of [
      [100.001, 'VALIDATION_ERROR'],
      [99.99, 'AMOUNT_OUT_OF_RANGE'],
      [50_000.01, 'AMOUNT_OUT_OF_RANGE'],
      [200.01, 'INSUFFICIENT_FUNDS'],
    ] as const)
      expect((await withdraw(t, member, amount)).json(), String(amount)).toMatchObject({
        code,
        value: { field: 'amount' },
      });
    expect((await withdraw(t, { ...member, cardId: other.cardId }, 100)).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'bankCardId' },
    });
    expect(await balanceOf(member.token)).toBe(200);
  });

  it('R-WALLET-17 deposits must be wagered once before a withdrawal, and the screen is told how much is left', async () => {
    const member = await payoutMember(t, 0);
    await confirmedDeposit(t, member.token, 500);
    expect(await infoOf(member.token)).toMatchObject({ balance: 500, withdrawable: 0, turnoverNeeded: 500 });
    expect((await withdraw(t, member, 100)).json()).toMatchObject({
      code: 'WAGERING_REQUIRED',
      value: { turnoverNeeded: 500 },
    });
    await wager(t, vendor, member, 300);
    expect(await infoOf(member.token)).toMatchObject({ balance: 200, withdrawable: 0, turnoverNeeded: 200 });
    await wager(t, vendor, member, 50);
    await wager(t, vendor, member, 150);
    expect(await infoOf(member.token)).toMatchObject({ balance: 0, turnoverNeeded: 0 });
    await confirmedDeposit(t, member.token, 400);
    expect(await infoOf(member.token)).toMatchObject({ withdrawable: 0, turnoverNeeded: 400 });
  });

  it('R-WALLET-17 the wagering rule counts from the last withdrawal', async () => {
    const member = await payoutMember(t, 1_000);
    await confirmedDeposit(t, member.token, 100);
    await wager(t, vendor, member, 100);
    expect((await withdraw(t, member, 500)).statusCode).toBe(200);
    await confirmedDeposit(t, member.token, 200);
    // The earlier deposit and bets belong before the withdrawal; only the new deposit is owed.
    expect(await infoOf(member.token)).toMatchObject({ balance: 700, withdrawable: 0, turnoverNeeded: 200 });
  });

  it('R-WALLET-12 a pending request is cancelled by its player once, and the amount returns', async () => {
    const member = await payoutMember(t, 600);
    const stranger = await payoutMember(t, 0);
    const id = (await withdraw(t, member, 250)).json().value.withdrawalId as string;
    expect((await cancel(stranger.token, id)).json()).toMatchObject({ code: 'NOT_FOUND' });
    const done = await cancel(member.token, id);
    expect(done.json().value).toMatchObject({ status: 'cancelled', withdrawalId: id });
    expect((await cancel(member.token, id)).json().code).toBe('NOT_CANCELLABLE');
    expect(await balanceOf(member.token)).toBe(600);
  });

  it('R-WALLET-15 R-API-100 the operator pays a withdrawal with its reference, or rejects one with a reason and the amount returns; the records say which', async () => {
    const member = await payoutMember(t, 1_000);
    const paid = (await withdraw(t, member, 400)).json().value.withdrawalId as string;
    const refused = (await withdraw(t, member, 100)).json().value.withdrawalId as string;
    const pending = JSON.parse(await ops(t, 'withdraw', 'list'));
    expect(pending).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: Number(paid), amount: 400, bank: 'GCASH' })]),
    );
    expect(
      JSON.parse(await ops(t, 'withdraw', 'approve', paid, '--ref', 'GC-778812', '--by', 'ana')),
    ).toMatchObject({
      status: 'paid',
    });
    await expect(ops(t, 'withdraw', 'reject', paid, '--reason', 'late')).rejects.toThrow(/NOT_CANCELLABLE/);
    expect((await cancel(member.token, paid)).json().code).toBe('NOT_CANCELLABLE');
    await ops(
      t,
      'withdraw',
      'reject',
      refused,
      '--reason',
      'Account name does not match the bank',
      '--by',
      'ana',
    );
    expect(await balanceOf(member.token)).toBe(600);
    const rows = await t.db.execute(
      sql`select status, reviewed_by, review_note, payout_ref from withdrawal_requests where member_id = ${member.memberId} order by id`,
    );
    expect(rows.rows).toEqual([
      { status: 'paid', reviewed_by: 'ana', review_note: null, payout_ref: 'GC-778812' },
      {
        status: 'rejected',
        reviewed_by: 'ana',
        review_note: 'Account name does not match the bank',
        payout_ref: null,
      },
    ]);
    const report = await reportOf(member.token);
    expect(report.list).toEqual([
      expect.objectContaining({
        withdrawalId: refused,
        status: 'rejected',
        reason: 'Account name does not match the bank',
      }),
      expect.objectContaining({
        withdrawalId: paid,
        status: 'paid',
        payoutRef: 'GC-778812',
        accountNumber: expect.stringMatching(/^•••• \d{4}$/u),
      }),
    ]);
  });

  it('R-ROLE-09 trial accounts and guests cannot add cards or withdraw', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/wps/cashier/withdrawInfo' });
    expect(guest.statusCode).toBe(401);
    const trial = await cashierCall(t, '', 'POST', '/wps/session/login/freeplay', {});
    const token = trial.json().value.token as string;
    expect((await cashierCall(t, token, 'GET', '/wps/cashier/withdrawInfo')).statusCode).toBe(403);
    const card = { bankCode: 'GCASH', accountNumber: '09171234567', accountName: 'Trial Player' };
    expect((await cashierCall(t, token, 'POST', '/wps/member/bankCard', card)).statusCode).toBe(403);
    expect((await withdraw(t, { token, cardId: 1 }, 100)).statusCode).toBe(403);
  });

  it('S-21 the books balance after every withdrawal', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });
});
