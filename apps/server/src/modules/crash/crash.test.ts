import {
  CRASH_RULES,
  type CrashBetView,
  type CrashVerify,
  crashPayoutCentavos,
  crashPointCents,
  previousChainHash,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bet,
  cashOut,
  chainWithFirstPoint,
  crashToken,
  roundTimes,
  tickDeps,
  waitUntil,
} from '../../../test/crash.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { fundedMember, ledgerBalanceOf } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';
import { settleCrashedRounds } from './settle.js';
import { crashTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = (memberId: number) => ledgerBalanceOf(t, memberId);

describe('Crash rounds, bets and cash-outs (PGlite)', () => {
  it('R-GAMES-40 bets, a cash-out before the crash, a delayed one after it, automatic cash-outs, settled once', async () => {
    const { deps } = tickDeps(t.db);
    // A first round that crashes between 1.20× and 1.50×, so each outcome below is known in advance.
    const { point } = await chainWithFirstPoint(t.db, (cents) => cents >= 120 && cents <= 150);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => fundedMember(t, 1_000)));
    const tokens = await Promise.all(players.map((p) => crashToken(t, p.token)));
    const latecomer = await crashToken(t, (await fundedMember(t, 100)).token);
    await crashTick(deps, Date.now());
    const [autoLow, byHand, late, autoHigh, autoBelowHand] = tokens as [
      string,
      string,
      string,
      string,
      string,
    ];
    const placed = await Promise.all([
      bet(t, autoLow, 10_000, 110),
      bet(t, byHand, 10_000),
      bet(t, late, 10_000),
      bet(t, autoHigh, 10_000, 500),
      bet(t, autoBelowHand, 10_000, 105),
    ]);
    for (const res of placed) expect(res.statusCode, res.body).toBe(200);
    const roundId = placed[0]?.json().value.bet.roundId as number;
    expect(placed[0]?.json().value).toMatchObject({ balanceCentavos: 90_000, bet: { status: 'open' } });
    const times = await roundTimes(t.db, roundId);
    expect(times.point).toBe(point);

    await waitUntil(times.startsAt + 1);
    await crashTick(deps, Date.now());
    // A bet that arrives once the round has started is refused and takes nothing.
    const tooLateToBet = await bet(t, latecomer, 1_000);
    expect(tooLateToBet.statusCode).toBe(409);
    expect(tooLateToBet.json()).toMatchObject({ code: 'BETTING_CLOSED', value: { field: 'roundId' } });

    // Past 1.10×: the hand cash-out wins what the server's clock says; the 1.05× auto already fired.
    await waitUntil(times.startsAt + 1_700);
    const handOut = await cashOut(t, byHand, roundId);
    expect(handOut.statusCode, handOut.body).toBe(200);
    const cashed = handOut.json().value.bet as CrashBetView;
    expect(cashed.cashoutCents).toBeGreaterThanOrEqual(110);
    expect(cashed.cashoutCents).toBeLessThan(point);
    expect(cashed.payoutCentavos).toBe(crashPayoutCentavos(10_000, cashed.cashoutCents ?? 0));
    expect(handOut.json().value.balanceCentavos).toBe(90_000 + (cashed.payoutCentavos ?? 0));
    const autoFirst = await cashOut(t, autoBelowHand, roundId);
    expect(autoFirst.json().value.bet).toMatchObject({
      status: 'cashed',
      cashoutCents: 105,
      payoutCentavos: 10_500,
    });
    expect((await cashOut(t, byHand, roundId)).json()).toMatchObject({ code: 'NO_OPEN_BET' });

    // The delayed client: its page may still show a rising curve, but the server has passed the crash.
    await waitUntil(times.crashesAt + 20);
    const delayed = await cashOut(t, late, roundId);
    expect(delayed.statusCode).toBe(409);
    expect(delayed.json()).toMatchObject({ code: 'CASHOUT_TOO_LATE', value: { field: 'roundId' } });

    await crashTick(deps, Date.now());
    await waitUntil(times.crashesAt + 600);
    await crashTick(deps, Date.now());
    const { rows } = await t.db.execute(
      sql`select member_id, status, cashout_cents, payout_centavos from crash_bets where round_id = ${roundId}`,
    );
    const byMember = new Map(rows.map((row) => [Number(row.member_id), row]));
    expect(byMember.get(players[0]?.memberId ?? 0)).toMatchObject({ status: 'cashed', cashout_cents: 110 });
    expect(byMember.get(players[2]?.memberId ?? 0)).toMatchObject({ status: 'lost' });
    expect(byMember.get(players[3]?.memberId ?? 0)).toMatchObject({ status: 'lost' });
    const before = await Promise.all(players.map((p) => balanceOf(p.memberId)));
    expect(before).toEqual([101_000, 90_000 + (cashed.payoutCentavos ?? 0), 90_000, 90_000, 100_500]);

    // Settling again pays nothing twice; the books stay at zero.
    expect(await settleCrashedRounds(deps, Date.now() + 10_000)).toBe(0);
    expect(await Promise.all(players.map((p) => balanceOf(p.memberId)))).toEqual(before);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  }, 30_000);

  it('R-GAMES-40 the verify data of a crashed round recomputes its point and links to the chain', async () => {
    const { rows } = await t.db.execute(
      sql`select max(id)::int as id from crash_rounds where phase = 'crashed'`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/wps/house/crash/verify?roundId=${rows[0]?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const verify = res.json().value as CrashVerify;
    expect(await crashPointCents(verify.hash, verify.salt)).toBe(verify.crashPointCents);
    expect(await previousChainHash(verify.hash)).toBe(verify.previousHash);
    expect(verify.previousHash).toBe(verify.terminatingHash);
    expect(verify).toMatchObject({ houseEdgeBp: CRASH_RULES.houseEdgeBp, chainIndex: 1 });
  });

  it('R-GAMES-40 each round takes the next unused hash; a running round is not verifiable yet', async () => {
    const { deps } = tickDeps(t.db);
    await crashTick(deps, Date.now() + 60_000);
    const { rows } = await t.db.execute(
      sql`select id::int as id, chain_id::int as chain_id, chain_index, phase from crash_rounds order by id desc limit 2`,
    );
    const [next, previous] = rows as { id: number; chain_id: number; chain_index: number; phase: string }[];
    expect(next?.chain_id).toBe(previous?.chain_id);
    expect(next?.chain_index).toBe((previous?.chain_index ?? 0) + 1);
    expect(next?.phase).toBe('betting');
    const hidden = await t.app.inject({ method: 'GET', url: `/wps/house/crash/verify?roundId=${next?.id}` });
    expect(hidden.statusCode).toBe(404);
    const state = await t.app.inject({ method: 'GET', url: '/wps/house/crash/state' });
    expect(state.json().value.round).toMatchObject({
      roundId: next?.id,
      phase: 'betting',
      crashPointCents: null,
      hash: null,
    });
  });
});
