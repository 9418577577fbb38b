import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall, ops, requestKey } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addTransferVendor, transferKey } from '../../../test/transfer-wallet.js';
import { fundedMember } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

const URL = '/wps/relay/GCS_walletTransfer';
let t: TestApp;
let vendor: Awaited<ReturnType<typeof addTransferVendor>>;

beforeAll(async () => {
  t = await startTestApp({ env: { TRANSFER_WALLET_TIMEOUT_MS: '400' } });
  vendor = await addTransferVendor(t, 'PEARL', 'PEARL LIVE');
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

const transfer = (token: string, body: Record<string, unknown>) =>
  cashierCall(t, token, 'POST', URL, { requestId: transferKey(), ...body });
const wallets = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/wallets/gcs')).json().value;
const mainOf = async (token: string) => (await wallets(token)).sumBalance as number;
const orders = async (memberId: number) =>
  (
    await t.db.execute(
      sql`select status, direction, amount, reason from vendor_transfer_orders where member_id = ${memberId} order by id`,
    )
  ).rows
    // PostgreSQL's driver reads a bigint as a string, PGlite as a number.
    .map(({ status, direction, amount, reason }) => ({ status, direction, amount: Number(amount), reason }));
const kinds = async (memberId: number) =>
  (
    await t.db.execute(
      sql`select kind, amount from ledger_transfers where member_id = ${memberId} order by id`,
    )
  ).rows.map((r) => `${r.kind}:${Number(r.amount)}`);
const booksAtZero = async () => {
  const totals = await ledgerTotals(t.db);
  expect([totals.balanceSum, totals.entrySum, totals.accountsOffEntries, totals.negativePlayers]).toEqual([
    0, 0, 0, 0,
  ]);
};

describe('GCS_walletTransfer', () => {
  it('R-API-85 R-WALLET-18 moves money into the vendor wallet and back, both balances shown after', async () => {
    const member = await fundedMember(t, 500);
    const into = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 120.5 });
    expect(into.statusCode, into.body).toBe(200);
    expect(into.json().value).toMatchObject({
      status: 'done',
      vendor: 'PEARL',
      direction: 'in',
      amount: 120.5,
      mainBalance: 379.5,
      vendorBalance: 120.5,
    });
    expect(vendor.balanceOf(member.playerId)).toBe(12_050);
    vendor.play(member.playerId, 2_000); // a win at the vendor's table, which we never see
    const back = await transfer(member.token, { from: 'PEARL', to: 'MAIN', amount: 140.5 });
    expect(back.json().value).toMatchObject({ status: 'done', mainBalance: 520, vendorBalance: 0 });
    expect(await kinds(member.memberId)).toEqual(['adjust:50000', 'transfer_out:12050', 'transfer_in:14050']);
    expect((await orders(member.memberId)).map((o) => o.status)).toEqual(['done', 'done']);
    await booksAtZero();
  });

  it('R-API-83 R-GAMES-52 lists each transfer vendor wallet by its accountTypeName with the vendor balance', async () => {
    const member = await fundedMember(t, 100);
    await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 30 });
    const value = await wallets(member.token);
    expect(value.sumBalance).toBe(70);
    expect(value.wallets).toEqual([
      { accountTypeName: 'MAIN', currency: 'PHP', balance: 70 },
      { accountTypeName: 'PEARL LIVE', currency: 'PHP', balance: 30, vendor: 'PEARL' },
    ]);
  });

  it('R-API-85 refuses more than the main balance, moving nothing and calling no vendor', async () => {
    const member = await fundedMember(t, 50);
    const calls = vendor.counts.transfer;
    const res = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 50.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { field: 'amount' } });
    expect(vendor.counts.transfer).toBe(calls);
    expect(await orders(member.memberId)).toEqual([]);
    expect(await mainOf(member.token)).toBe(50);
  });

  it('R-API-85 a vendor refusing a transfer out (its balance short) moves nothing', async () => {
    const member = await fundedMember(t, 50);
    const res = await transfer(member.token, { from: 'PEARL', to: 'MAIN', amount: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TRANSFER_REFUSED', message: 'err_transfer_refused' });
    expect(await orders(member.memberId)).toEqual([
      { status: 'refused', direction: 'out', amount: 1_000, reason: 'insufficient_balance' },
    ]);
    expect(await kinds(member.memberId)).toEqual(['adjust:5000']);
  });

  it('R-API-85 a vendor refusing money sent to it returns it once', async () => {
    const member = await fundedMember(t, 80);
    vendor.setMode('refuse');
    const requestId = transferKey();
    const first = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 25, requestId });
    const again = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 25, requestId });
    vendor.setMode('normal');
    for (const res of [first, again]) expect(res.json().code).toBe('TRANSFER_REFUSED');
    expect(await kinds(member.memberId)).toEqual([
      'adjust:8000',
      'transfer_out:2500',
      'transfer_return:2500',
    ]);
    expect(await mainOf(member.token)).toBe(80);
    await booksAtZero();
  });

  it('R-API-85 a double tap (one key) makes one transfer; the key with another amount is a conflict', async () => {
    const member = await fundedMember(t, 100);
    const requestId = transferKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 10, requestId }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().value?.transferId)).size).toBe(1);
    expect(vendor.balanceOf(member.playerId)).toBe(1_000);
    const other = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 11, requestId });
    expect(other.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT', value: { field: 'requestId' } });
    expect(await kinds(member.memberId)).toEqual(['adjust:10000', 'transfer_out:1000']);
  });

  it('R-API-85 a call that times out after the vendor applied it stays pending, then is settled once', async () => {
    const member = await fundedMember(t, 100);
    vendor.setMode('hang');
    const res = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 40 });
    vendor.setMode('normal');
    expect(res.json().value).toMatchObject({ status: 'pending', mainBalance: 60 });
    expect(await orders(member.memberId)).toMatchObject([{ status: 'pending' }]);
    expect(JSON.parse(await ops(t, 'transfer', 'list'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId: member.memberId, amount: 40 })]),
    );
    // The scheduled job leaves an order this young alone; the operator's --now does not.
    expect(JSON.parse(await ops(t, 'transfer', 'reconcile')).checked).toBe(0);
    expect(JSON.parse(await ops(t, 'transfer', 'reconcile', '--now'))).toMatchObject({ done: 1, pending: 0 });
    expect(JSON.parse(await ops(t, 'transfer', 'reconcile', '--now')).checked).toBe(0);
    expect(await orders(member.memberId)).toMatchObject([{ status: 'done' }]);
    expect(vendor.balanceOf(member.playerId)).toBe(4_000);
    expect(await kinds(member.memberId)).toEqual(['adjust:10000', 'transfer_out:4000']);
  });

  it('R-API-85 a transfer out whose answer is lost is credited once, when the vendor says it paid', async () => {
    const member = await fundedMember(t, 100);
    await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 60 });
    vendor.setMode('drop');
    const res = await transfer(member.token, { from: 'PEARL', to: 'MAIN', amount: 60 });
    vendor.setMode('normal');
    expect(res.json().value).toMatchObject({ status: 'pending', mainBalance: 40, vendorBalance: 0 });
    await ops(t, 'transfer', 'reconcile', '--now');
    await ops(t, 'transfer', 'reconcile', '--now');
    expect(await mainOf(member.token)).toBe(100);
    expect(await kinds(member.memberId)).toEqual(['adjust:10000', 'transfer_out:6000', 'transfer_in:6000']);
    await booksAtZero();
  });

  it('R-API-85 a send the vendor never applied is returned once, and its id is refused if it arrives late', async () => {
    const member = await fundedMember(t, 100);
    vendor.setMode('fail');
    const res = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 70 });
    vendor.setMode('normal');
    expect(res.json().value).toMatchObject({ status: 'pending', mainBalance: 30 });
    expect(JSON.parse(await ops(t, 'transfer', 'reconcile', '--now'))).toMatchObject({ refused: 1 });
    expect(await mainOf(member.token)).toBe(100);
    const [order] = (
      await t.db.execute(sql`select id from vendor_transfer_orders where member_id = ${member.memberId}`)
    ).rows;
    expect(vendor.verdictOf(`T${order?.id}`)).toEqual({ status: 'refused', reason: 'not_found' });
    expect(await kinds(member.memberId)).toEqual([
      'adjust:10000',
      'transfer_out:7000',
      'transfer_return:7000',
    ]);
    await booksAtZero();
  });

  it('R-WALLET-08 R-API-85 locked deposit-bonus money stays in the main wallet', async () => {
    const member = await fundedMember(t, 0);
    const order = await cashierCall(t, member.token, 'POST', '/wps/relay/MCS2_depositManualTransfer', {
      amount: 400,
      depositorName: 'Juan Dela Cruz',
      transferRef: 'REF-BONUS-1',
      requestId: requestKey(),
    });
    const orderId = Number(order.json().value.orderId);
    const promo = await t.db.execute(sql`select id from deposit_promos order by id limit 1`);
    const joined = await cashierCall(t, member.token, 'POST', '/wps/relay/MCS2_acceptPromo', {
      promoId: Number(promo.rows[0]?.id),
      orderId,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await ops(t, 'deposit', 'confirm', String(orderId), '--by', 'test');
    expect(await mainOf(member.token)).toBe(600); // ₱400 and its ₱200 bonus, locked
    const refused = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 400.01 });
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { field: 'amount', balance: 400 },
    });
    const done = await transfer(member.token, { from: 'MAIN', to: 'PEARL', amount: 400 });
    expect(done.json().value).toMatchObject({ status: 'done', mainBalance: 200 });
  });

  it('R-API-83 a vendor that does not answer shows its wallet balance as unknown, never 0', async () => {
    const member = await fundedMember(t, 10);
    vendor.setMode('hang');
    const slow = await addTransferVendor(t, 'SLOWV');
    await slow.close();
    vendor.setMode('normal');
    const value = await wallets(member.token);
    expect(value.wallets.find((w: { vendor?: string }) => w.vendor === 'SLOWV')).toMatchObject({
      balance: null,
    });
    await t.db.execute(sql`delete from vendor_transfer_wallets where vendor_code = 'SLOWV'`);
  });
});

describe('GCS_walletTransfer refusals', () => {
  it('R-ROLE-17 refuses guests (401) and trial accounts (403)', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: SAME_ORIGIN,
      payload: { from: 'MAIN', to: 'PEARL', amount: 10, requestId: transferKey() },
    });
    expect(guest.statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: SAME_ORIGIN,
      payload: { moduleId: 0 },
    });
    const refused = await transfer(trial.json().value.token, { from: 'MAIN', to: 'PEARL', amount: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('R-API-85 bad input is a 400 naming the field, and an unknown vendor a 404; nothing moves', async () => {
    const member = await fundedMember(t, 100);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'MAIN', to: 'MAIN', amount: 10 }, 400, 'to'],
      [{ from: 'PEARL', to: 'PEARL', amount: 10 }, 400, 'to'],
      [{ from: 'MAIN', to: 'PEARL', amount: 0 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'PEARL', amount: -5 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'PEARL', amount: 1.001 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'PEARL', amount: '10' }, 400, 'amount'],
      [{ from: 'MAIN', to: 'PEARL', amount: 10, extra: 1 }, 400, 'extra'],
      [{ from: 'MAIN', to: 'bad code!', amount: 10 }, 400, 'to'],
      [{ from: 'MAIN', to: 'NOSUCH', amount: 10 }, 404, 'to'],
      [{ from: 'NOSUCH', to: 'MAIN', amount: 10 }, 404, 'from'],
    ];
    for (const [body, status, field] of cases) {
      const res = await transfer(member.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().value?.field, JSON.stringify(body)).toBe(field);
    }
    const short = await cashierCall(t, member.token, 'POST', URL, {
      from: 'MAIN',
      to: 'PEARL',
      amount: 1,
      requestId: 'x',
    });
    expect(short.json().value?.field).toBe('requestId');
    expect(await orders(member.memberId)).toEqual([]);
    expect(await mainOf(member.token)).toBe(100);
  });

  it('R-WALLET-18 the operator makes a catalogue vendor a transfer-wallet vendor, its secret shown once', async () => {
    await expect(ops(t, 'vendor', 'transfer-wallet', 'NOSUCH', 'https://api.example')).rejects.toThrow(
      /NOT_FOUND/,
    );
    await expect(ops(t, 'vendor', 'transfer-wallet', 'PEARL', 'ftp://x')).rejects.toThrow(/VALIDATION_ERROR/);
    const listed = JSON.parse(await ops(t, 'vendor', 'transfer-wallets'));
    expect(listed).toEqual(
      expect.arrayContaining([{ vendorCode: 'PEARL', apiUrl: `${vendor.origin}/`, enabled: true }]),
    );
  });
});
