import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  addExternalVendor,
  fundedMember,
  launchToken,
  seamless,
  txId,
  type Vendor,
} from '../../../test/wallet.js';
import { creditDeposit, holdWithdrawal, returnWithdrawal } from '../wallet/index.js';

let t: TestApp;
let vendor: Vendor;

beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'STATECO');
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof fundedMember>>;

function statement(token: string, period?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/wps/protection/statement${period ? `?period=${period}` : ''}`,
    headers: { token },
  });
}

/** A vendor round: the bet, then a win (or a rollback of the bet); answers the transfer ids. */
async function round(member: Member, betCentavos: number, then: { win: number } | 'rollback') {
  const token = await launchToken(t, member.token, vendor.code, vendor.nodeId);
  const base = { playerId: member.playerId, roundId: txId('r'), gameId: vendor.gameId };
  const betId = txId();
  expect(
    (await seamless(t, vendor, 'bet', { ...base, token, transactionId: betId, amount: betCentavos }))
      .statusCode,
  ).toBe(200);
  const settle =
    then === 'rollback'
      ? await seamless(t, vendor, 'rollback', {
          playerId: base.playerId,
          roundId: base.roundId,
          transactionId: txId(),
          referenceTransactionId: betId,
        })
      : await seamless(t, vendor, 'win', { ...base, transactionId: txId(), amount: then.win });
  expect(settle.statusCode, settle.body).toBe(200);
}

/** Moves every transfer of the member made after `since` (an id) back by `days` days. */
async function backdate(memberId: number, sinceId: number, days: number) {
  await t.db.execute(sql`
    update ledger_transfers set created_at = created_at - ${`${days} days`}::interval
    where member_id = ${memberId} and id > ${sinceId}`);
}
async function lastTransferId() {
  const { rows } = await t.db.execute(sql`select coalesce(max(id), 0) as id from ledger_transfers`);
  return Number(rows[0]?.id);
}
const manilaDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now() - daysAgo * 86_400_000);

describe('activity statement (issue 16)', () => {
  it('H-6 sums deposits, withdrawals, bets, wins and net per day, with rollbacks and returned withdrawals undone', async () => {
    const member = await fundedMember(t, 0);
    const before = await lastTransferId();
    // Two days ago: a deposit of ₱500, a lost ₱100 bet, a ₱50 bet rolled back, a withdrawal returned.
    await creditDeposit(t.db, member.memberId, 50_000, txId('dep'));
    await round(member, 10_000, { win: 0 });
    await round(member, 5_000, 'rollback');
    const held = await holdWithdrawal(t.db, member.memberId, 20_000, txId('wd'));
    await returnWithdrawal(t.db, {
      id: held.transferId,
      memberId: member.memberId,
      amount: 20_000,
      holdTransferId: held.transferId,
    });
    await backdate(member.memberId, before, 2);
    // Today: a ₱200 bet won ₱350, and ₱100 withdrawn.
    await round(member, 20_000, { win: 35_000 });
    await holdWithdrawal(t.db, member.memberId, 10_000, txId('wd'));

    const days = await statement(member.token);
    expect(days.statusCode).toBe(200);
    const body = days.json().value;
    expect(body).toMatchObject({ period: 'day', timeZone: 'Asia/Manila', from: manilaDay(13) });
    expect(body.rows).toEqual([
      { start: manilaDay(0), deposits: 0, withdrawals: 100, bets: 200, wins: 350, rewards: 0, net: 150 },
      { start: manilaDay(2), deposits: 500, withdrawals: 0, bets: 100, wins: 0, rewards: 0, net: -100 },
    ]);
    expect(body.total).toEqual({
      deposits: 500,
      withdrawals: 100,
      bets: 300,
      wins: 350,
      rewards: 0,
      net: 50,
    });

    const months = (await statement(member.token, 'month')).json().value;
    expect(months.total).toEqual(body.total);
    expect(months.rows.length).toBeGreaterThanOrEqual(1);
    expect(months.rows.length).toBeLessThanOrEqual(2);
  });

  it("H-6 leaves out what lies before the window and another member's play", async () => {
    const member = await fundedMember(t, 0);
    const other = await fundedMember(t, 0);
    const before = await lastTransferId();
    await creditDeposit(t.db, member.memberId, 30_000, txId('dep'));
    await backdate(member.memberId, before, 20);
    await creditDeposit(t.db, other.memberId, 70_000, txId('dep'));
    const body = (await statement(member.token, 'day')).json().value;
    expect(body.rows).toEqual([]);
    expect(body.total).toEqual({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, rewards: 0, net: 0 });
    const weeks = (await statement(member.token, 'week')).json().value;
    expect(weeks.total.deposits).toBe(300);
  });

  it('H-6 refuses an unknown period by its field and a guest by its code', async () => {
    const member = await fundedMember(t, 0);
    const bad = await statement(member.token, 'year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'period' } });
    const guest = await t.app.inject({ method: 'GET', url: '/wps/protection/statement' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('reality check (issue 16)', () => {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { token, 'sec-fetch-site': 'same-origin' },
      ...(payload && { payload }),
    });

  it("H-6 tells the session's start, the interval (60 until chosen) and the bets, wins and net since the login", async () => {
    const member = await fundedMember(t, 200);
    const before = await lastTransferId();
    await round(member, 2_000, { win: 500 });
    // Play from before this login is not this session's.
    await backdate(member.memberId, before, 1);
    await round(member, 10_000, { win: 3_000 });
    await round(member, 1_000, 'rollback');
    const res = await call(member.token, 'GET', '/wps/protection/session');
    expect(res.statusCode).toBe(200);
    const session = res.json().value;
    expect(session).toMatchObject({ realityCheckMinutes: 60, bets: 100, wins: 30, net: -70 });
    expect(Date.now() - Date.parse(session.startedAt)).toBeLessThan(60_000);
  });

  it('H-6 the player chooses the interval among the offered ones; any other is refused by its field', async () => {
    const member = await fundedMember(t, 0);
    const set = await call(member.token, 'POST', '/wps/protection/realityCheck', { minutes: 15 });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toMatchObject({ realityCheckMinutes: 15, bets: 0, wins: 0, net: 0 });
    const odd = await call(member.token, 'POST', '/wps/protection/realityCheck', { minutes: 20 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'minutes' } });
    const kept = await call(member.token, 'GET', '/wps/protection/session');
    expect(kept.json().value.realityCheckMinutes).toBe(15);
  });
});
