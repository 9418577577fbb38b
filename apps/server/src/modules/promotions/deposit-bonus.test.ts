import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addExternalVendor,
  cashierCall,
  ops,
  payoutMember,
  requestKey,
  withdraw,
} from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember, launchToken, seamless, txId, type Vendor } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';

let t: TestApp;
let vendor: Vendor;
/** 50 % up to ₱500 from ₱200, wagered 4 times within 7 days. */
let promoId = 0;

async function addPromo(fields: Record<string, unknown>) {
  const file = path.join(tmpdir(), `promo-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      titles: { EN: 'Test bonus', TY: 'Bonus na pansubok' },
      terms: { EN: 'Test terms' },
      percent: 50,
      maxBonus: 500,
      minDeposit: 200,
      wageringMultiple: 4,
      expiryDays: 7,
      ...fields,
    }),
  );
  const out = await ops(t, 'bonus', 'promo-add', '--file', file);
  return Number(/deposit promotion (\d+) added/.exec(out)?.[1]);
}

beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'ACME');
  promoId = await addPromo({});
});
afterAll(() => t.close());

const promoList = async (token: string, language = 'EN') =>
  (await cashierCall(t, token, 'GET', `/wps/relay/MCS2_depositPromoList?language=${language}`)).json().value;
const balanceOf = async (token: string) =>
  (await cashierCall(t, token, 'GET', '/wps/wallets/gcs')).json().value.sumBalance as number;
const accept = (token: string, body: Record<string, unknown>) =>
  cashierCall(t, token, 'POST', '/wps/relay/MCS2_acceptPromo', body);

/** A manual transfer order of `pesos`, not yet confirmed. */
async function manualOrder(token: string, pesos: number) {
  const res = await cashierCall(t, token, 'POST', '/wps/relay/MCS2_depositManualTransfer', {
    amount: pesos,
    depositorName: 'Juan Dela Cruz',
    transferRef: `REF${randomBytes(4).toString('hex')}`,
    requestId: requestKey(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().value.orderId);
}

/** A member whose ₱`pesos` deposit with the test promotion the operator has confirmed. */
async function bonusMember(pesos: number, member?: Awaited<ReturnType<typeof payoutMember>>) {
  const who = member ?? (await payoutMember(t, 0));
  const orderId = await manualOrder(who.token, pesos);
  const joined = await accept(who.token, { promoId, orderId });
  expect(joined.statusCode, joined.body).toBe(200);
  await ops(t, 'deposit', 'confirm', String(orderId), '--by', 'test');
  return { ...who, orderId, bonusId: joined.json().value.bonusId as string };
}

/** The member at the test vendor's game; round names are made unique to the member. */
function game(member: { token: string; playerId: string }) {
  const prefix = txId('round');
  const call = async (action: string, body: Record<string, unknown>) => {
    const res = await seamless(t, vendor, action, { playerId: member.playerId, ...body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success, res.body).toBe(true);
  };
  const round = (name: string) => `${prefix}-${name}`;
  return {
    bet: async (name: string, pesos: number) => {
      const transactionId = txId();
      const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
      await call('bet', {
        token,
        transactionId,
        roundId: round(name),
        gameId: vendor.gameId,
        amount: pesos * 100,
      });
      return transactionId;
    },
    win: (name: string, pesos: number) =>
      call('win', {
        transactionId: txId(),
        roundId: round(name),
        gameId: vendor.gameId,
        amount: pesos * 100,
      }),
    rollback: (name: string, referenceTransactionId: string) =>
      call('rollback', { transactionId: txId(), referenceTransactionId, roundId: round(name) }),
  };
}

async function expectBooksBalanced() {
  const totals = await ledgerTotals(t.db);
  expect(totals).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0, accountsOffEntries: 0 });
}

describe('deposit promotions', () => {
  it('R-API-89 R-WALLET-08 lists the promotions a member may join with every term, in their language', async () => {
    const member = await fundedMember(t, 0);
    const value = await promoList(member.token, 'TY');
    expect(value.current).toBeNull();
    expect(value.list).toContainEqual({
      promoId,
      title: 'Bonus na pansubok',
      terms: 'Test terms',
      percent: 50,
      maxBonus: 500,
      minDeposit: 200,
      wageringMultiple: 4,
      expiryDays: 7,
      endsAt: null,
    });
    // The demo promotion is there too, for a new site to show one working.
    expect(value.list.some((promo: { title: string }) => promo.title.startsWith('Bonus sa deposito'))).toBe(
      true,
    );
    await ops(t, 'bonus', 'promo-hide', String(promoId));
    expect((await promoList(member.token)).list.map((p: { promoId: number }) => p.promoId)).not.toContain(
      promoId,
    );
    await ops(t, 'bonus', 'promo-show', String(promoId));
  });

  it('R-API-95 joins a promotion for a pending deposit; the paid deposit credits 50 % up to the cap as locked bonus money', async () => {
    const member = await payoutMember(t, 0);
    const orderId = await manualOrder(member.token, 1500);
    const joined = await accept(member.token, { promoId, orderId });
    expect(joined.json().value).toMatchObject({ status: 'pending', amount: 0, orderId: String(orderId) });
    // A double tap answers the same joining.
    expect((await accept(member.token, { promoId, orderId })).json().value.bonusId).toBe(
      joined.json().value.bonusId,
    );
    expect((await promoList(member.token)).list).toEqual([]);

    await ops(t, 'deposit', 'confirm', String(orderId), '--by', 'test');
    expect(await balanceOf(member.token)).toBe(2000);
    const current = (await promoList(member.token)).current;
    expect(current).toMatchObject({
      status: 'active',
      amount: 500,
      locked: 500,
      wageringRequired: 2000,
      wagered: 0,
    });
    expect(Date.parse(current.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const info = (await cashierCall(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
    expect(info.bonus).toMatchObject({ bonusId: current.bonusId, locked: 500 });
    await expectBooksBalanced();
  });

  it('R-API-95 refuses what the member may not join, and changes nothing', async () => {
    const member = await payoutMember(t, 0);
    const other = await payoutMember(t, 0);
    const small = await manualOrder(member.token, 150);
    expect((await accept(member.token, { promoId, orderId: small })).json()).toMatchObject({
      code: 'PROMO_NOT_ELIGIBLE',
      value: { field: 'orderId', reason: 'below_minimum', minDeposit: 200 },
    });
    const othersOrder = await manualOrder(other.token, 300);
    expect((await accept(member.token, { promoId, orderId: othersOrder })).json()).toMatchObject({
      code: 'NOT_FOUND',
      value: { field: 'orderId' },
    });
    const order = await manualOrder(member.token, 300);
    expect((await accept(member.token, { promoId: 999_999, orderId: order })).json()).toMatchObject({
      code: 'PROMO_NOT_ELIGIBLE',
      value: { field: 'promoId' },
    });
    for (const body of [{ promoId }, { promoId: 'x', orderId: order }, { promoId, orderId: order, extra: 1 }])
      expect((await accept(member.token, body)).statusCode).toBe(400);
    expect((await accept(member.token, { promoId, orderId: order })).statusCode).toBe(200);
    // One bonus at a time.
    const second = await manualOrder(member.token, 300);
    expect((await accept(member.token, { promoId, orderId: second })).json()).toMatchObject({
      code: 'BONUS_ACTIVE',
      value: { field: 'promoId' },
    });
    const rows = await t.db.execute(sql`select count(*)::int as n from member_bonuses
      where member_id = ${member.memberId}`);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('R-WALLET-08 bets take real money first and bonus money after; wins and rollbacks follow the bet that paid', async () => {
    const member = await bonusMember(1000);
    const play = game(member);
    // ₱1,500: ₱1,000 real, ₱500 bonus. A ₱1,200 bet spends the real ₱1,000 and ₱200 of the bonus.
    await play.bet('r1', 1200);
    expect((await promoList(member.token)).current).toMatchObject({ locked: 300, wagered: 1200 });
    // Its ₱600 win returns to bonus money in the share the bonus paid (200 of 1,200).
    await play.win('r1', 600);
    expect(await balanceOf(member.token)).toBe(900);
    expect((await promoList(member.token)).current).toMatchObject({ locked: 400 });
    // ₱500 real is left: a ₱700 bet takes ₱200 of the bonus, and its rollback gives it back.
    const bet = await play.bet('r2', 700);
    expect((await promoList(member.token)).current).toMatchObject({ locked: 200, wagered: 1900 });
    await play.rollback('r2', bet);
    expect((await promoList(member.token)).current).toMatchObject({ locked: 400, wagered: 1200 });
    expect(await balanceOf(member.token)).toBe(900);
    // Only the real money can be withdrawn: the rest is locked until the wagering is met.
    const info = (await cashierCall(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
    expect(info.withdrawable).toBe(500);
    await expectBooksBalanced();
  });

  it('R-WALLET-08 meeting the wagering releases the bonus money: it is the player’s to withdraw', async () => {
    const member = await bonusMember(400);
    const play = game(member);
    // ₱200 bonus × 4 = ₱800 to bet.
    await play.bet('a', 500);
    await play.win('a', 500);
    await play.bet('b', 300);
    const list = await promoList(member.token);
    expect(list.current).toBeNull();
    const row = await t.db.execute(
      sql`select status, locked from member_bonuses where id = ${member.bonusId}`,
    );
    expect(row.rows[0]).toMatchObject({ status: 'completed' });
    expect(Number(row.rows[0]?.locked)).toBe(0);
    const info = (await cashierCall(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
    expect(info.bonus).toBeNull();
    expect(info.withdrawable).toBe(await balanceOf(member.token));
  });

  it('R-WALLET-08 a withdrawal says the bonus is forfeited and needs the player’s consent; with it the locked money goes back', async () => {
    const member = await bonusMember(1000);
    const play = game(member);
    await play.bet('w1', 1000);
    await play.win('w1', 1000);
    const before = await balanceOf(member.token);
    const refused = await withdraw(t, member, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BONUS_ACTIVE',
      value: { field: 'forfeitBonus', locked: 500 },
    });
    expect(await balanceOf(member.token)).toBe(before);
    expect((await promoList(member.token)).current).toMatchObject({ status: 'active', locked: 500 });

    const done = await withdraw(t, member, 100, { forfeitBonus: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await balanceOf(member.token)).toBe(before - 500 - 100);
    const ended = await t.db.execute(sql`select status from member_bonuses where id = ${member.bonusId}`);
    expect(ended.rows[0]?.status).toBe('forfeited');
    await expectBooksBalanced();
  });

  it('R-PROMO-14 giving a bonus up takes back what is locked, once however often it is asked', async () => {
    const member = await bonusMember(600);
    const forfeit = () =>
      cashierCall(t, member.token, 'POST', '/wps/bonus/forfeit', { bonusId: Number(member.bonusId) });
    const answers = await Promise.all([forfeit(), forfeit(), forfeit()]);
    for (const answer of answers)
      expect(answer.json().value).toMatchObject({ status: 'forfeited', locked: 0 });
    expect(await balanceOf(member.token)).toBe(600);
    const taken = await t.db.execute(sql`select count(*)::int as n from ledger_transfers
      where scope = 'bonus' and idempotency_key = ${`forfeit:${member.bonusId}`}`);
    expect(taken.rows[0]?.n).toBe(1);
    // Joined once: the promotion is not offered again.
    expect((await promoList(member.token)).list.map((p: { promoId: number }) => p.promoId)).not.toContain(
      promoId,
    );
    const other = await fundedMember(t, 0);
    expect(
      (
        await cashierCall(t, other.token, 'POST', '/wps/bonus/forfeit', { bonusId: Number(member.bonusId) })
      ).json().code,
    ).toBe('NOT_FOUND');
    await expectBooksBalanced();
  });

  it('R-WALLET-08 an expired bonus ends and gives back its locked money; a deposit that never came cancels its bonus', async () => {
    const member = await bonusMember(300);
    await t.db.execute(
      sql`update member_bonuses set expires_at = now() - interval '1 minute' where id = ${member.bonusId}`,
    );
    expect(await ops(t, 'bonus', 'end-due')).toMatch(/[1-9]\d* bonuses ended/);
    const row = await t.db.execute(sql`select status from member_bonuses where id = ${member.bonusId}`);
    expect(row.rows[0]?.status).toBe('expired');
    expect(await balanceOf(member.token)).toBe(300);

    const waiting = await payoutMember(t, 0);
    const orderId = await manualOrder(waiting.token, 300);
    expect((await accept(waiting.token, { promoId, orderId })).statusCode).toBe(200);
    await ops(t, 'deposit', 'reject', String(orderId), '--reason', 'no transfer arrived', '--by', 'test');
    const list = await promoList(waiting.token);
    expect(list.current).toBeNull();
    // A cancelled joining does not use up the promotion.
    expect(list.list.map((p: { promoId: number }) => p.promoId)).toContain(promoId);
    await expectBooksBalanced();
  });
});
