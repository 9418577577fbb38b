import {
  closeTimeMs,
  drawTimeMs,
  LOTTERY_OFFICIAL_2D,
  LOTTERY_OFFICIAL_3D,
  lotteryPayoutCentavos,
  nextDrawNo,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { lgwGet, openOfficialDraw, orderId, placeOrder, subOrder } from '../../../test/lottery.js';
import { fundedMember, ledgerBalanceOf } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { houseAdapter } from '../games/vendor-adapter.js';
import { localBus } from '../live/index.js';
import { ledgerTotals } from '../wallet/index.js';
import { lotteryTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
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
/** A draw taking bets now (3D unless named); `pastDraw` then moves it into the past. */
const openDraw = (gameCode = LOTTERY_OFFICIAL_3D.code) => openOfficialDraw(t.db, gameCode);

describe('official-results draws (LOTT), PGlite', () => {
  it("R-API-64 R-GAMES-42 R-GAMES-43 lists 3D and 2D as LOTT in prize mode Lott, drawn on PCSO's schedule", async () => {
    const p = await fundedMember(t, 10);
    await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
    const answer = await lgwGet(t, p.token, '/lgw/games/mobile');
    expect(answer.statusCode, answer.body).toBe(200);
    const official = (answer.json().value as Record<string, unknown>[]).filter(
      (g) => g.kind === 'official' && g.region === null && g.pool === null,
    );
    expect(official.map((g) => g.gameId)).toEqual([LOTTERY_OFFICIAL_3D.code, LOTTERY_OFFICIAL_2D.code]);
    for (const game of official) {
      expect(game).toMatchObject({
        category: 'LOTT',
        lottoMode: 'Lott',
        prizeMode: 'Lott',
        drawTimes: ['14:00', '17:00', '21:00'],
        betTypes: ['straight', 'rambolito'],
      });
      const next = game.nextDraw as { drawAt: string; closesAt: string; commitment: string | null };
      // No seed: nothing to commit to; the draw is at 2, 5 or 9 pm Manila, betting closing 30 min before.
      expect(next.commitment).toBeNull();
      const manila = new Date(Date.parse(next.drawAt) + 8 * 3_600_000);
      expect([14, 17, 21]).toContain(manila.getUTCHours());
      expect(manila.getUTCMinutes()).toBe(0);
      expect(Date.parse(next.drawAt) - Date.parse(next.closesAt)).toBe(30 * MINUTE);
    }
    // Their tiles open the lottery game page in the lottery prize mode.
    const url = await houseAdapter.launchUrl({
      vendor: { code: 'HOUSE', launchUrlTemplate: null, inHouse: true },
      game: { nodeId: 1, gameId: LOTTERY_OFFICIAL_3D.code, gameCode: LOTTERY_OFFICIAL_3D.code, roomId: null },
      token: 'x',
      language: 'en',
      lobbyUrl: '/m/home',
      memberId: 1,
    });
    expect(url).toBe('/m/startLottery?gameId=official-3d&prize_mode=Lott&playType=trad');
  });

  it("numbers draws by their Manila date and slot, at PCSO's 2 pm, 5 pm and 9 pm", () => {
    // 28 Nov 2026, 13:00 Manila (05:00 UTC): the next draw is that day's 2 pm one, 2611281.
    const now = Date.UTC(2026, 10, 28, 5, 0);
    expect(nextDrawNo(LOTTERY_OFFICIAL_3D, now)).toBe(2611281);
    expect(drawTimeMs(LOTTERY_OFFICIAL_3D, 2611281)).toBe(Date.UTC(2026, 10, 28, 6, 0));
    expect(drawTimeMs(LOTTERY_OFFICIAL_3D, 2611283)).toBe(Date.UTC(2026, 10, 28, 13, 0));
    expect(closeTimeMs(LOTTERY_OFFICIAL_3D, 2611282)).toBe(Date.UTC(2026, 10, 28, 8, 30));
    expect(closeTimeMs(LOTTERY_OFFICIAL_3D, 2611282, 600)).toBe(Date.UTC(2026, 10, 28, 8, 50));
    // After 9 pm the next is the following day's first; month ends roll over.
    expect(nextDrawNo(LOTTERY_OFFICIAL_2D, Date.UTC(2026, 10, 30, 13, 1))).toBe(2612011);
    expect(drawTimeMs(LOTTERY_OFFICIAL_2D, 2611284)).toBeNaN();
    expect(drawTimeMs(LOTTERY_OFFICIAL_2D, 2602301)).toBeNaN();
  });

  it('R-API-70 two operators: refusals change nothing, the confirmed result settles the draw once', async () => {
    const p = await fundedMember(t, 1_000);
    const draw = await openDraw();
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: LOTTERY_OFFICIAL_3D.code,
      drawNo: draw.drawNo,
      subOrders: [subOrder('straight', '407'), subOrder('rambolito', '740'), subOrder('straight', '123')],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterBets = await balanceOf(p.memberId);
    const game = LOTTERY_OFFICIAL_3D.code;
    const no = String(draw.drawNo);

    // Before the draw time no result is taken; first/last are not bets of the official games.
    expect(await refusal(ops('lottery', 'result', game, no, '407', '--by', 'ana'))).toMatch(
      /no result before/,
    );
    const firstDigit = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: game,
      drawNo: draw.drawNo,
      subOrders: [{ betType: 'first', pick: '4', unitCentavos: 1_000, multiplier: 1 }],
    });
    expect(firstDigit.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    await draw.pastDraw();
    // Past the close, a bet is refused as ever; past the draw time the loop never settles it.
    const late = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: game,
      drawNo: draw.drawNo,
      subOrders: [subOrder('straight', '111')],
    });
    expect(late.json()).toMatchObject({ success: false, code: 'BETTING_CLOSED' });
    await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
    expect(await drawRow(draw.id)).toMatchObject({ status: 'open', numbers: null });
    expect(JSON.parse(await ops('lottery', 'pending'))).toContainEqual(
      expect.objectContaining({ game, drawNo: draw.drawNo, proposedBy: null }),
    );

    // A typo proposed by ana: ana cannot confirm her own, ben's re-entry of the right numbers does
    // not match, so ben voids it and proposes the right numbers, which ana confirms.
    expect(await refusal(ops('lottery', 'result', game, no, '12', '--by', 'ana'))).toMatch(/3 digits/);
    expect(await refusal(ops('lottery', 'result', game, no, '470', '--by', 'ana'))).toBe('done');
    expect(await refusal(ops('lottery', 'result', game, no, '407', '--by', 'ben'))).toMatch(
      /proposed by ana/,
    );
    expect(await refusal(ops('lottery', 'confirm', game, no, '470', '--by', 'Ana '))).toMatch(
      /another operator/,
    );
    expect(await refusal(ops('lottery', 'confirm', game, no, '4-0-7', '--by', 'ben'))).toMatch(/differ/);
    expect(await refusal(ops('lottery', 'confirm', game, no, '407'))).toMatch(/--by/);
    expect(await drawRow(draw.id)).toMatchObject({ status: 'open', numbers: null });
    expect(await balanceOf(p.memberId)).toBe(afterBets);
    expect(await refusal(ops('lottery', 'void', game, no, '--by', 'ben'))).toMatch(/--reason/);
    expect(await refusal(ops('lottery', 'void', game, no, '--by', 'ben', '--reason', 'typo: 407'))).toBe(
      'done',
    );
    expect(await refusal(ops('lottery', 'result', game, no, '4-0-7', '--by', 'ben'))).toBe('done');
    expect(JSON.parse(await ops('lottery', 'pending'))).toContainEqual(
      expect.objectContaining({ game, drawNo: draw.drawNo, proposedBy: 'ben' }),
    );
    // Two confirmations at once: one settles, the other finds the draw settled.
    const both = await Promise.all([
      refusal(ops('lottery', 'confirm', game, no, '407', '--by', 'ana')),
      refusal(ops('lottery', 'confirm', game, no, '407', '--by', 'cruz')),
    ]);
    expect(both.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(both.find((outcome) => outcome !== 'done')).toMatch(/settled already/);
    expect(await refusal(ops('lottery', 'void', game, no, '--by', 'ben', '--reason', 'late'))).toMatch(
      /settled/,
    );
    expect(await drawRow(draw.id)).toMatchObject({ status: 'settled', numbers: '407' });

    // Straight 407 and rambolito 740 win; 123 loses; each paid once at the published odds.
    const won =
      lotteryPayoutCentavos(LOTTERY_OFFICIAL_3D, 'straight', '407', 1_000, '407') +
      lotteryPayoutCentavos(LOTTERY_OFFICIAL_3D, 'rambolito', '740', 1_000, '407');
    expect(won).toBe(900_000 + 150_000);
    expect(await balanceOf(p.memberId)).toBe(afterBets + won);
    const { rows: wins } = await t.db.execute(sql`
      select count(*)::int as n from ledger_transfers where scope = 'lottery' and kind = 'win'
      and round_ref = ${`lottery-draw-${draw.id}`}`);
    expect(wins[0]?.n).toBe(2);
    const orders = await lgwGet(t, p.token, '/lgw/orders?status=settled');
    expect(orders.json().value.list[0]).toMatchObject({ gameId: game, numbers: '407', payoutCentavos: won });
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });

    // Every action is in the audit log: who ran it, with which --by, done or refused and why.
    const { rows: audit } = await t.db.execute(sql`
      select command, args, outcome, detail from operator_actions where command like 'lottery %'
      and args::text like ${`%${no}%`} order by id`);
    const logged = audit.map((row) => `${row.command} ${row.outcome}`);
    // The two confirmations ran at once, so their rows stand in the order they reached the log.
    const raced = logged.splice(10, 2).sort();
    expect(raced).toEqual(['lottery confirm done', 'lottery confirm refused']);
    expect(logged).toEqual([
      'lottery result refused',
      'lottery result refused',
      'lottery result done',
      'lottery result refused',
      'lottery confirm refused',
      'lottery confirm refused',
      'lottery confirm refused',
      'lottery void refused',
      'lottery void done',
      'lottery result done',
      'lottery void refused',
    ]);
    expect(JSON.stringify(audit[8]?.args)).toContain('typo: 407');
  });

  it('refuses results for house games and unknown draws', async () => {
    expect(await refusal(ops('lottery', 'result', 'pick3-fast', '1', '123', '--by', 'ana'))).toMatch(
      /not an official-results game/,
    );
    expect(await refusal(ops('lottery', 'result', 'official-2d', '5', '12', '--by', 'ana'))).toMatch(
      /no draw 5/,
    );
  });

  it('a cancelled official draw refunds every ticket through the ledger, once', async () => {
    const p = await fundedMember(t, 1_000);
    const before = await balanceOf(p.memberId);
    const draw = await openDraw(LOTTERY_OFFICIAL_2D.code);
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: LOTTERY_OFFICIAL_2D.code,
      drawNo: draw.drawNo,
      subOrders: [subOrder('straight', '07', 2_000), subOrder('rambolito', '45')],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balanceOf(p.memberId)).toBe(before - 3_000);
    await draw.pastDraw();
    const no = String(draw.drawNo);
    await ops('lottery', 'result', LOTTERY_OFFICIAL_2D.code, no, '07', '--by', 'ana');
    const cancelled = JSON.parse(
      await ops(
        'lottery',
        'cancel-draw',
        LOTTERY_OFFICIAL_2D.code,
        no,
        '--by',
        'ben',
        '--reason',
        'no draw held',
      ),
    );
    expect(cancelled).toMatchObject({ refunded: 2 });
    expect(await balanceOf(p.memberId)).toBe(before);
    expect(await drawRow(draw.id)).toMatchObject({ status: 'cancelled', numbers: null });
    expect(
      await refusal(
        ops('lottery', 'cancel-draw', LOTTERY_OFFICIAL_2D.code, no, '--by', 'ben', '--reason', 'x'),
      ),
    ).toMatch(/cancelled/);
    expect(
      await refusal(ops('lottery', 'confirm', LOTTERY_OFFICIAL_2D.code, no, '07', '--by', 'cruz')),
    ).toMatch(/cancelled/);
    const orders = await lgwGet(t, p.token, '/lgw/orders');
    expect(orders.json().value.list[0]).toMatchObject({ status: 'cancelled', payoutCentavos: 0 });
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });

  it('the operator sets how long before each draw betting closes', async () => {
    await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
    expect(await ops('lottery', 'close-before', LOTTERY_OFFICIAL_3D.code, '10')).toMatch(/10 minutes/);
    const { rows } = await t.db.execute(sql`
      select extract(epoch from draw_at - closes_at)::int as ahead from lottery_draws
      where game_code = ${LOTTERY_OFFICIAL_3D.code} and status = 'open' and closes_at > now()`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ahead).toBe(600);
    expect(await refusal(ops('lottery', 'close-before', 'pick3-fast', '10'))).toMatch(/not an official/);
    await ops('lottery', 'close-before', LOTTERY_OFFICIAL_3D.code, '30');
  });
  it('a moved official draw: betting closes at once, a past time is refused, then results are taken', async () => {
    const p = await fundedMember(t, 100);
    const draw = await openDraw(LOTTERY_OFFICIAL_2D.code);
    const game = LOTTERY_OFFICIAL_2D.code;
    const no = String(draw.drawNo);
    const bet = () =>
      placeOrder(t, p.token, {
        orderId: orderId(),
        gameId: game,
        drawNo: draw.drawNo,
        subOrders: [subOrder('straight', '12')],
      });
    expect((await bet()).statusCode).toBe(200);
    const past = new Date(Date.now() - MINUTE).toISOString();
    expect(await refusal(ops('lottery', 'reschedule', game, no, '--at', past))).toMatch(/past/);
    expect(await refusal(ops('lottery', 'reschedule', game, no, '--at', 'tomorrow'))).toMatch(/--at/);
    const moved = JSON.parse(await ops('lottery', 'reschedule', game, no, '--at', 'now'));
    expect(Date.parse(moved.closesAt)).toBe(Date.parse(moved.drawAt));
    expect((await bet()).json()).toMatchObject({ success: false, code: 'BETTING_CLOSED' });
    expect(await refusal(ops('lottery', 'result', game, no, '12', '--by', 'ana'))).toBe('done');
    expect(JSON.parse(await ops('lottery', 'confirm', game, no, '12', '--by', 'ben'))).toMatchObject({
      tickets: 1,
      winners: 1,
    });
  });
});
