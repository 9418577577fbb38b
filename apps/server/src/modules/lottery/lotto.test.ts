import {
  LOTTO_642,
  LOTTO_658,
  LOTTO_GAMES,
  lotteryOddsTable,
  lotteryPayoutCentavos,
  maxStakeCentavosOf,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { cancelSubOrders, lgwGet, openOfficialDraw, orderId, placeOrder } from '../../../test/lottery.js';
import { fundedMember, ledgerBalanceOf } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { localBus } from '../live/index.js';
import { ledgerTotals } from '../wallet/index.js';
import { lotteryTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ops = (...args: string[]) => runOpsCommand(t.db, args, 'test-shell');
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'done',
    (error: Error) => error.message,
  );
const balanceOf = (memberId: number) => ledgerBalanceOf(t, memberId);
const drawRow = async (id: number) => {
  const { rows } = await t.db.execute(sql`select status, numbers from lottery_draws where id = ${id}`);
  return rows[0];
};
/** A lotto ticket: the numbers as typed, `unit` centavos × `multiplier`. */
const ticket = (pick: string, unit = 1_000, multiplier = 1) => ({
  betType: 'lotto6' as const,
  pick,
  unitCentavos: unit,
  multiplier,
});

describe('pick-6 lotto games (LOTT, official results), PGlite', () => {
  it('R-API-64 R-GAMES-01 R-GAMES-43 lists the five lotto games under LOTT with their prize tables', async () => {
    const p = await fundedMember(t, 10);
    await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
    const answer = await lgwGet(t, p.token, '/lgw/games/mobile');
    expect(answer.statusCode, answer.body).toBe(200);
    const lotto = (answer.json().value as Record<string, unknown>[]).filter((g) => g.pool !== null);
    expect(lotto.map((g) => g.gameId)).toEqual(LOTTO_GAMES.map((game) => game.code));
    for (const [index, game] of LOTTO_GAMES.entries()) {
      const shown = lotto[index] ?? {};
      expect(shown).toMatchObject({
        category: 'LOTT',
        lottoMode: 'Lott',
        prizeMode: 'Lott',
        kind: 'official',
        drawTimes: ['21:00'],
        drawDays: [...(game.drawDays ?? [])],
        betTypes: ['lotto6'],
        pool: game.lotto?.pool,
        maxStakeCentavos: maxStakeCentavosOf(game),
        maxWinCentavos: 1_000_000_000,
        gameGroupId: `official-6of${game.lotto?.pool}`,
        region: null,
      });
      // The table shown is the one settlement pays by.
      expect(shown.oddsTable).toEqual(lotteryOddsTable(game));
      const next = shown.nextDraw as { drawAt: string; closesAt: string };
      const manila = new Date(Date.parse(next.drawAt) + 8 * 3_600_000);
      expect(manila.getUTCHours()).toBe(21);
      expect(game.drawDays).toContain(manila.getUTCDay());
    }
    // The catalogue has their tiles in the LOTT category, named honestly.
    const { rows } = await t.db.execute(
      sql`select game_id, category, name from games where game_id like 'lotto-%' order by game_id`,
    );
    expect(rows.map((row) => [row.game_id, row.category])).toEqual(LOTTO_GAMES.map((g) => [g.code, 'LOTT']));
    expect(rows[4]?.name).toBe('Lotto 6/58');
  });

  it('R-API-72 takes 6 numbers in any order, stores them sorted, refuses bad picks with the field, cancels', async () => {
    const p = await fundedMember(t, 500);
    const draw = await openOfficialDraw(t.db, LOTTO_642.code);
    const order = (subs: ReturnType<typeof ticket>[]) =>
      placeOrder(t, p.token, {
        orderId: orderId(),
        gameId: LOTTO_642.code,
        drawNo: draw.drawNo,
        subOrders: subs,
      });
    const refusals: [Awaited<ReturnType<typeof order>>, string][] = [
      [await order([ticket('1-2-3-4-5')]), 'subOrders.0.pick'], // five numbers
      [await order([ticket('1-2-3-4-5-5')]), 'subOrders.0.pick'], // a number twice
      [await order([ticket('0-2-3-4-5-6')]), 'subOrders.0.pick'], // below 1
      [await order([ticket('1-2-3-4-5-43')]), 'subOrders.0.pick'], // past 42
      [await order([ticket('1-2-3-4-5-6'), ticket('1-2-3-4-5-6-7')]), 'subOrders.1.pick'],
      [await order([{ ...ticket('1-2-3-4-5-6'), betType: 'straight' } as never]), 'subOrders.0.pick'],
      // Past the published cap: ₱100 × 100,000 would pass the ₱10,000,000 maximum win.
      [await order([ticket('1-2-3-4-5-6', 10_100)]), 'subOrders.0.multiplier'],
      [await order([ticket('1-2-3-4-5-6', 2_000, 6)]), 'subOrders.0.multiplier'],
    ];
    for (const [res, field] of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field } });
    }
    const none = await t.db.execute(
      sql`select count(*)::int as n from lottery_orders where member_id = ${p.memberId}`,
    );
    expect(none.rows[0]?.n).toBe(0);
    expect(await balanceOf(p.memberId)).toBe(50_000);
    const placed = await order([ticket('41-3-7-12-25-33'), ticket('1-2-3-4-5-6', 10_000)]);
    expect(placed.statusCode, placed.body).toBe(200);
    const subs = placed.json().value.order.subOrders;
    expect(subs.map((sub: { pick: string }) => sub.pick)).toEqual(['03-07-12-25-33-41', '01-02-03-04-05-06']);
    expect(subs[0]).toMatchObject({ betType: 'lotto6', odds: 100_000, status: 'pending', matches: null });
    expect(await balanceOf(p.memberId)).toBe(50_000 - 11_000);

    // R-API-72: a pending ticket is cancelled and refunded at once before the close.
    const cancelled = await cancelSubOrders(t, p.token, [subs[1].id]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value).toMatchObject({ refundedCentavos: 10_000 });
    expect(await balanceOf(p.memberId)).toBe(50_000 - 1_000);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });

  it('R-API-65 R-API-70 R-API-71 two operators enter and confirm the 6 numbers; each tier is paid once', async () => {
    const p = await fundedMember(t, 1_000);
    const draw = await openOfficialDraw(t.db, LOTTO_658.code);
    const game = LOTTO_658.code;
    const no = String(draw.drawNo);
    // The draw will be 3 7 12 25 33 58; tickets with 6, 5, 4, 3 and 2 of them.
    const picks = ['3-7-12-25-33-58', '3-7-12-25-33-1', '3-7-12-25-1-2', '3-7-12-1-2-4', '3-7-1-2-4-5'];
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: game,
      drawNo: draw.drawNo,
      subOrders: picks.map((pick) => ticket(pick, 200)),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterBets = await balanceOf(p.memberId);
    await draw.pastDraw();

    // The operators: a wrong count, a number past 58, a repeat; then a typo voided before confirming.
    expect(
      await refusal(ops('lottery', 'result', game, no, '3', '7', '12', '25', '33', '--by', 'ana')),
    ).toMatch(/6 different numbers 1-58/);
    expect(await refusal(ops('lottery', 'result', game, no, '3-7-12-25-33-59', '--by', 'ana'))).toMatch(
      /1-58/,
    );
    expect(await refusal(ops('lottery', 'result', game, no, '3-7-12-25-33-33', '--by', 'ana'))).toMatch(
      /1-58/,
    );
    expect(await ops('lottery', 'result', game, no, '58', '33', '25', '12', '7', '4', '--by', 'ana')).toMatch(
      /result 04-07-12-25-33-58 of lotto-658/,
    );
    expect(await refusal(ops('lottery', 'confirm', game, no, '3-7-12-25-33-58', '--by', 'ben'))).toMatch(
      /differ/,
    );
    expect(await drawRow(draw.id)).toMatchObject({ status: 'open', numbers: null });
    expect(await balanceOf(p.memberId)).toBe(afterBets);
    expect(await refusal(ops('lottery', 'void', game, no, '--by', 'ben', '--reason', 'typo 4 for 3'))).toBe(
      'done',
    );
    // Entered in any order, stored in the one form; the confirmation in another order matches it.
    expect(await ops('lottery', 'result', game, no, '58,33,25,12,7,3', '--by', 'ben')).toMatch(
      /result 03-07-12-25-33-58/,
    );
    expect(await refusal(ops('lottery', 'confirm', game, no, '3-7-12-25-33-58', '--by', 'Ben'))).toMatch(
      /another operator/,
    );
    const both = await Promise.all([
      refusal(ops('lottery', 'confirm', game, no, '3', '7', '12', '25', '33', '58', '--by', 'ana')),
      refusal(ops('lottery', 'confirm', game, no, '03-07-12-25-33-58', '--by', 'cruz')),
    ]);
    expect(both.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(both.find((outcome) => outcome !== 'done')).toMatch(/settled already/);
    expect(await drawRow(draw.id)).toMatchObject({ status: 'settled', numbers: '03-07-12-25-33-58' });

    // 6, 5, 4 and 3 matched win their tier × ₱2 (6 matched: 500,000 × ₱2 = ₱1,000,000); 2 loses.
    const numbers = '03-07-12-25-33-58';
    const subs = placed.json().value.order.subOrders as { pick: string }[];
    const expected = subs.map((sub) => lotteryPayoutCentavos(LOTTO_658, 'lotto6', sub.pick, 200, numbers));
    expect(expected).toEqual([200 * 500_000, 200 * 12_000, 200 * 360, 200 * 25, 0]);
    const won = expected.reduce((a, b) => a + b, 0);
    expect(await balanceOf(p.memberId)).toBe(afterBets + won);
    const { rows: wins } = await t.db.execute(sql`
      select count(*)::int as n from ledger_transfers where scope = 'lottery' and kind = 'win'
      and round_ref = ${`lottery-draw-${draw.id}`}`);
    expect(wins[0]?.n).toBe(4);

    // The records show the numbers and, per ticket, how many matched and what it paid.
    const orders = await lgwGet(t, p.token, '/lgw/orders?status=settled');
    expect(orders.json().value.list[0]).toMatchObject({ gameId: game, numbers, payoutCentavos: won });
    const detail = await lgwGet(
      t,
      p.token,
      `/lgw/orders/detail?orderId=${placed.json().value.order.orderId}`,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json().value.subOrders as {
      matches: number;
      status: string;
      payoutCentavos: number;
    }[];
    expect(shown.map((sub) => [sub.matches, sub.status, sub.payoutCentavos])).toEqual([
      [6, 'won', expected[0]],
      [5, 'won', expected[1]],
      [4, 'won', expected[2]],
      [3, 'won', expected[3]],
      [2, 'lost', 0],
    ]);
    // R-API-65: the latest result of the game.
    const numeros = await lgwGet(t, p.token, '/lotto/lgw/games/opened/numero');
    expect(numeros.json().value).toContainEqual(
      expect.objectContaining({ gameId: game, drawNo: draw.drawNo, numbers }),
    );
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
    expect(await refusal(ops('lottery', 'void', game, no, '--by', 'ben', '--reason', 'late'))).toMatch(
      /settled/,
    );
  });
});
