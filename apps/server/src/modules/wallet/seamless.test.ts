import { SEAMLESS } from '@app/contracts';
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
import { ledgerTotals, rollUpHouseBalances } from './index.js';

let t: TestApp;
let acme: Vendor;

beforeAll(async () => {
  t = await startTestApp();
  acme = await addExternalVendor(t, 'ACME');
});
afterAll(() => t.close());

async function playerWithToken(pesos: number) {
  const member = await fundedMember(t, pesos);
  const token = await launchToken(t, member.token, acme.code, acme.nodeId);
  return { ...member, launch: token };
}

const balanceOf = async (playerId: string) =>
  (await seamless(t, acme, 'balance', { playerId })).json().value.balance as number;

describe('seamless wallet: signatures (S-22)', () => {
  it('S-22 refuses a wrong secret, a stale or future timestamp and an unknown vendor, moving nothing', async () => {
    const p = await playerWithToken(100);
    const bet = {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId: txId('r'),
      gameId: acme.gameId,
      amount: 1_000,
    };
    const old = String(Math.floor(Date.now() / 1000) - SEAMLESS.timestampWindowSeconds - 5);
    const ahead = String(Math.floor(Date.now() / 1000) + SEAMLESS.timestampWindowSeconds + 5);
    for (const res of [
      await seamless(t, acme, 'bet', bet, { secret: 'not-the-secret' }),
      await seamless(t, acme, 'bet', bet, { timestamp: old }),
      await seamless(t, acme, 'bet', bet, { timestamp: ahead }),
      await seamless(t, { code: 'NOSUCH', secret: acme.secret }, 'bet', bet),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_SIGNATURE' });
    }
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/seamless/${acme.code}/bet`,
      headers: { 'content-type': 'application/json', 'x-timestamp': '1', 'x-signature': '00'.repeat(32) },
      payload: JSON.stringify(bet),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balanceOf(p.playerId)).toBe(10_000);
  });

  it('S-22 a signed call with a bad body is a 400 naming the field', async () => {
    const res = await seamless(t, acme, 'bet', {
      playerId: '1',
      transactionId: 'x',
      roundId: 'r',
      gameId: 'g',
      amount: -5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('seamless wallet: authenticate, bet, win, rollback (S-21)', () => {
  it('authenticate trades the launch token for the player, currency and balance', async () => {
    const p = await playerWithToken(25);
    const res = await seamless(t, acme, 'authenticate', { token: p.launch });
    expect(res.json()).toMatchObject({
      success: true,
      value: { playerId: p.playerId, userName: p.username, currency: 'PHP', balance: 2_500 },
    });
    const forged = await seamless(t, acme, 'authenticate', { token: 'A'.repeat(43) });
    expect(forged.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('a bet beyond the balance is refused with the balance, and nothing moves', async () => {
    const p = await playerWithToken(10);
    const res = await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId: txId('r'),
      gameId: acme.gameId,
      amount: 1_001,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: 1_000, currency: 'PHP' },
    });
    expect(await balanceOf(p.playerId)).toBe(1_000);
  });

  it('a replay answers as the first time; the same id with another amount, round or player is refused', async () => {
    const p = await playerWithToken(100);
    const other = await playerWithToken(100);
    const bet = {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId: txId('r'),
      gameId: acme.gameId,
      amount: 3_000,
    };
    const first = await seamless(t, acme, 'bet', bet);
    expect(first.json()).toMatchObject({ success: true, value: { balance: 7_000 } });
    await seamless(t, acme, 'win', {
      playerId: p.playerId,
      transactionId: txId(),
      roundId: txId('r2'),
      gameId: acme.gameId,
      amount: 500,
    });
    const replay = await seamless(t, acme, 'bet', bet);
    expect(replay.json()).toEqual(first.json());
    for (const changed of [
      { ...bet, amount: 3_001 },
      { ...bet, roundId: txId('r') },
      { ...bet, playerId: other.playerId, token: other.launch },
    ]) {
      const res = await seamless(t, acme, 'bet', changed);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT', value: { field: 'transactionId' } });
    }
    expect(await balanceOf(p.playerId)).toBe(7_500);
    expect(await balanceOf(other.playerId)).toBe(10_000);
  });

  it('a win settles the round; its bet can no longer be rolled back, its win can', async () => {
    const p = await playerWithToken(100);
    const roundId = txId('r');
    const betId = txId();
    const winId = txId();
    await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: betId,
      roundId,
      gameId: acme.gameId,
      amount: 2_000,
    });
    const win = await seamless(t, acme, 'win', {
      playerId: p.playerId,
      transactionId: winId,
      roundId,
      gameId: acme.gameId,
      amount: 5_000,
    });
    expect(win.json().value.balance).toBe(13_000);
    const late = await seamless(t, acme, 'rollback', {
      playerId: p.playerId,
      transactionId: txId(),
      referenceTransactionId: betId,
      roundId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ROUND_SETTLED', value: { balance: 13_000 } });
    const lateBet = await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId,
      gameId: acme.gameId,
      amount: 100,
    });
    expect(lateBet.json()).toMatchObject({ code: 'ROUND_SETTLED' });
    const undoWin = await seamless(t, acme, 'rollback', {
      playerId: p.playerId,
      transactionId: txId(),
      referenceTransactionId: winId,
      roundId,
    });
    expect(undoWin.json()).toMatchObject({ success: true, value: { balance: 8_000 } });
    const round = await t.db.execute(
      sql`select bet_centavos, win_centavos, settled_at from game_rounds where round_ref = ${roundId}`,
    );
    expect(round.rows[0]).toMatchObject({ bet_centavos: expect.anything(), win_centavos: expect.anything() });
    expect(Number(round.rows[0]?.bet_centavos)).toBe(2_000);
    expect(Number(round.rows[0]?.win_centavos)).toBe(0);
  });

  it('a rollback refunds an open bet once: replays repeat the answer, a second rollback id is refused', async () => {
    const p = await playerWithToken(50);
    const roundId = txId('r');
    const betId = txId();
    await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: betId,
      roundId,
      gameId: acme.gameId,
      amount: 1_500,
    });
    const rollback = { playerId: p.playerId, transactionId: txId(), referenceTransactionId: betId, roundId };
    const first = await seamless(t, acme, 'rollback', rollback);
    expect(first.json()).toMatchObject({ success: true, value: { balance: 5_000 } });
    expect((await seamless(t, acme, 'rollback', rollback)).json()).toEqual(first.json());
    const again = await seamless(t, acme, 'rollback', { ...rollback, transactionId: txId() });
    expect(again.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    expect(await balanceOf(p.playerId)).toBe(5_000);
  });

  it('a rollback of an unknown transaction is acknowledged, and that transaction is refused if it comes later', async () => {
    const p = await playerWithToken(50);
    const roundId = txId('r');
    const lostBet = txId();
    const ack = await seamless(t, acme, 'rollback', {
      playerId: p.playerId,
      transactionId: txId(),
      referenceTransactionId: lostBet,
      roundId,
    });
    expect(ack.json()).toMatchObject({ success: true, value: { balance: 5_000, transferId: null } });
    const late = await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: lostBet,
      roundId,
      gameId: acme.gameId,
      amount: 1_000,
    });
    expect(late.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    expect(await balanceOf(p.playerId)).toBe(5_000);
  });

  it('a zero win and a rollback of an unknown id answer replays as the first time, and their ids stay theirs', async () => {
    const p = await playerWithToken(100);
    const roundId = txId('r');
    const zeroWin = { playerId: p.playerId, transactionId: txId(), roundId, gameId: acme.gameId, amount: 0 };
    const lost = {
      playerId: p.playerId,
      transactionId: txId(),
      referenceTransactionId: txId(),
      roundId: txId('r'),
    };
    const firstWin = (await seamless(t, acme, 'win', zeroWin)).json();
    const firstAck = (await seamless(t, acme, 'rollback', lost)).json();
    expect(firstWin).toMatchObject({ success: true, value: { balance: 10_000 } });
    await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId: txId('r'),
      gameId: acme.gameId,
      amount: 2_500,
    });
    expect((await seamless(t, acme, 'win', zeroWin)).json()).toEqual(firstWin);
    expect((await seamless(t, acme, 'rollback', lost)).json()).toEqual(firstAck);
    const reused = await seamless(t, acme, 'win', { ...zeroWin, amount: 900 });
    expect(reused.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT' });
    expect(await balanceOf(p.playerId)).toBe(7_500);
  });

  it('an expired launch token refuses bets, while wins and rollbacks are still accepted', async () => {
    const p = await playerWithToken(100);
    const roundId = txId('r');
    const betId = txId();
    await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: betId,
      roundId,
      gameId: acme.gameId,
      amount: 1_000,
    });
    await t.db.execute(
      sql`update launch_tokens set expires_at = now() - interval '1 second' where member_id = ${p.memberId}`,
    );
    const bet = await seamless(t, acme, 'bet', {
      playerId: p.playerId,
      token: p.launch,
      transactionId: txId(),
      roundId: txId('r'),
      gameId: acme.gameId,
      amount: 1_000,
    });
    expect(bet.statusCode).toBe(401);
    expect(bet.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const rollback = await seamless(t, acme, 'rollback', {
      playerId: p.playerId,
      transactionId: txId(),
      referenceTransactionId: betId,
      roundId,
    });
    expect(rollback.json()).toMatchObject({ success: true, value: { balance: 10_000 } });
    const otherRound = txId('r');
    const win = await seamless(t, acme, 'win', {
      playerId: p.playerId,
      transactionId: txId(),
      roundId: otherRound,
      gameId: acme.gameId,
      amount: 700,
    });
    expect(win.json()).toMatchObject({ success: true, value: { balance: 10_700 } });
  });

  it("S-20 one member can never move or undo another member's money, whatever ids they send", async () => {
    const a = await playerWithToken(100);
    const b = await playerWithToken(100);
    const roundId = txId('r');
    const betId = txId();
    await seamless(t, acme, 'bet', {
      playerId: a.playerId,
      token: a.launch,
      transactionId: betId,
      roundId,
      gameId: acme.gameId,
      amount: 1_000,
    });
    const attempts = [
      // B's player id with A's launch token.
      await seamless(t, acme, 'bet', {
        playerId: b.playerId,
        token: a.launch,
        transactionId: txId(),
        roundId: txId('r'),
        gameId: acme.gameId,
        amount: 100,
      }),
      // B betting on A's round.
      await seamless(t, acme, 'bet', {
        playerId: b.playerId,
        token: b.launch,
        transactionId: txId(),
        roundId,
        gameId: acme.gameId,
        amount: 100,
      }),
      // B winning on A's round.
      await seamless(t, acme, 'win', {
        playerId: b.playerId,
        transactionId: txId(),
        roundId,
        gameId: acme.gameId,
        amount: 100,
      }),
      // B rolling back A's bet.
      await seamless(t, acme, 'rollback', {
        playerId: b.playerId,
        transactionId: txId(),
        referenceTransactionId: betId,
        roundId,
      }),
    ];
    expect(attempts.map((r) => r.json().code)).toEqual([
      'TOKEN_EXPIRED',
      'TRANSACTION_CONFLICT',
      'TRANSACTION_CONFLICT',
      'TRANSACTION_CONFLICT',
    ]);
    expect(await balanceOf(a.playerId)).toBe(9_000);
    expect(await balanceOf(b.playerId)).toBe(10_000);
  });

  it('S-21 R-API-06 after every kind of call the books still balance: balances and entries sum to zero, none below it', async () => {
    const totals = await ledgerTotals(t.db);
    // Whole centavos in integer columns: no binary float ever holds money.
    const money = await t.db.execute<{ data_type: string }>(
      sql`select data_type from information_schema.columns
          where (table_name, column_name) in (('ledger_accounts', 'balance'), ('ledger_entries', 'amount'),
                                              ('ledger_entries', 'balance_after'))`,
    );
    expect(money.rows.map((row) => row.data_type)).toEqual(['bigint', 'bigint', 'bigint']);
    expect(totals).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0, accountsOffEntries: 0 });
    expect(totals.transfers).toBeGreaterThan(10);
    // Folding the pending house rows changes no total, and leaves nothing pending.
    await rollUpHouseBalances(t.db);
    expect(await ledgerTotals(t.db)).toEqual(totals);
    const pending = await t.db.execute(sql`select count(*)::int as n from ledger_house_pending`);
    expect(pending.rows[0]?.n).toBe(0);
  });
});
