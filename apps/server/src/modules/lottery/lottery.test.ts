import {
  LOTTERY_PICK2,
  LOTTERY_PICK3,
  lotteryCommitment,
  lotteryNumbers,
  lotteryPayoutCentavos,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, SAME_ORIGIN } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { cancelSubOrders, lgwGet, orderId, placeOrder, testDraw } from '../../../test/lottery.js';
import { fundedMember, ledgerBalanceOf } from '../../../test/wallet.js';
import { importCatalogue } from '../games/index.js';
import { localBus } from '../live/index.js';
import { ledgerTotals } from '../wallet/index.js';
import { lotteryCatalogueFeed } from './catalogue.js';
import { settleDraw, settleDueDraws } from './settle-draw.js';
import { lotteryTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The test app seeds no demo data; these tests import the lottery tiles themselves.
  await importCatalogue(t.db, lotteryCatalogueFeed());
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, bus: localBus() });
const MINUTE = 60_000;
const balanceOf = (memberId: number, currency = 'PHP') => ledgerBalanceOf(t, memberId, currency);
const subOrder = (
  betType: 'straight' | 'rambolito' | 'first' | 'last',
  pick: string,
  unit = 1_000,
  multiplier = 1,
) => ({
  betType,
  pick,
  unitCentavos: unit,
  multiplier,
});

describe('house lottery through the lottery gateway (PGlite)', () => {
  it('R-API-64 R-API-65 R-API-69 R-GAMES-44 lists the games with odds and the open draw, latest numbers and popularity', async () => {
    const p = await fundedMember(t, 100);
    await lotteryTick(deps(), Date.now());
    const games = await lgwGet(t, p.token, '/lgw/games/mobile');
    expect(games.statusCode, games.body).toBe(200);
    const all = games.json().value as {
      gameId: string;
      kind: string;
      nextDraw: Record<string, unknown>;
      oddsTable: unknown[];
    }[];
    // The official-results games follow the house ones (official.test.ts checks them).
    const list = all.filter((game) => game.kind === 'house');
    expect(list.map((game) => game.gameId)).toEqual([LOTTERY_PICK3.code, LOTTERY_PICK2.code]);
    for (const game of list) {
      expect(game).toMatchObject({ lottoMode: 'Elott', prizeMode: 'Elott', category: 'ELOTT' });
      expect(game.oddsTable.length).toBeGreaterThanOrEqual(4);
      // The commitment is public before the draw; the seed and the numbers are not.
      expect(game.nextDraw).toMatchObject({ numbers: null, serverSeed: null });
      expect(game.nextDraw.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(String(game.nextDraw.closesAt))).toBeGreaterThan(Date.now());
    }
    const draw = await testDraw(t.db, LOTTERY_PICK2.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: LOTTERY_PICK2.code,
      drawNo: draw.drawNo,
      subOrders: [subOrder('first', '3'), subOrder('last', '4')],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const popular = await lgwGet(t, p.token, '/lgw/games/popular');
    expect(popular.json().value[0]).toMatchObject({ gameId: LOTTERY_PICK2.code });
    expect(popular.json().value[0].bets).toBeGreaterThanOrEqual(2);
    await t.db.execute(
      sql`update lottery_draws set draw_at = now(), closes_at = now() where id = ${draw.id}`,
    );
    expect(await settleDraw(deps(), draw.id)).toBeDefined();
    const numeros = await lgwGet(t, p.token, '/lotto/lgw/games/opened/numero');
    const numbers = await lotteryNumbers(draw.seed, LOTTERY_PICK2.code, draw.drawNo, 2);
    expect(numeros.json().value, numeros.body).toContainEqual(
      expect.objectContaining({ gameId: LOTTERY_PICK2.code, drawNo: draw.drawNo, numbers }),
    );
    // The catalogue's ELOTT tile of a house lottery opens the lottery's own route.
    const node = await t.db.execute(sql`select node_id from games where game_id = ${LOTTERY_PICK3.code}`);
    const launched = await lgwGet(
      t,
      p.token,
      `/wps/game/launchGame?vendor=HOUSE&nodeId=${node.rows[0]?.node_id}`,
    );
    expect(launched.json().value.url).toBe(`/m/startLottery?gameId=${LOTTERY_PICK3.code}&prize_mode=Elott`);
    const guest = await t.app.inject({ method: 'GET', url: '/lgw/games/mobile' });
    expect(guest.statusCode).toBe(401);
  });

  it('R-API-70 R-API-71 an order holds several sub-orders, listed and detailed for its owner only', async () => {
    const p = await fundedMember(t, 100);
    const other = await fundedMember(t, 10);
    const draw = await testDraw(t.db, LOTTERY_PICK3.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const id = orderId();
    const body = {
      orderId: id,
      gameId: LOTTERY_PICK3.code,
      drawNo: draw.drawNo,
      subOrders: [
        subOrder('straight', '123', 500, 2),
        subOrder('rambolito', '112'),
        subOrder('first', '9', 100, 5),
      ],
    };
    const placed = await placeOrder(t, p.token, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const value = placed.json().value;
    expect(value.balanceCentavos).toBe(10_000 - 1_000 - 1_000 - 500);
    expect(value.order.subOrders.map((s: { odds: number }) => s.odds)).toEqual([900, 300, 9]);
    expect(value.order).toMatchObject({ totalCentavos: 2_500, status: 'pending', numbers: null });
    // A retried order answers the first and takes nothing more.
    const again = await placeOrder(t, p.token, body);
    expect(again.json().value).toEqual(value);
    expect(await balanceOf(p.memberId)).toBe(7_500);
    const page = await lgwGet(t, p.token, '/lgw/orders?status=pending');
    expect(page.json().value).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
    expect(page.json().value.list[0]).toMatchObject({ clientOrderId: id, drawNo: draw.drawNo });
    const detail = await lgwGet(t, p.token, `/lgw/orders/detail?orderId=${value.order.orderId}`);
    expect(detail.json().value).toEqual(value.order);
    const stolen = await lgwGet(t, other.token, `/lgw/orders/detail?orderId=${value.order.orderId}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'orderId' } });
    expect((await lgwGet(t, other.token, '/lgw/orders')).json().value.total).toBe(0);
  });

  it('refuses a late bet and bad orders with a code and the field, and takes nothing', async () => {
    const p = await fundedMember(t, 20);
    const closed = await testDraw(t.db, LOTTERY_PICK3.code, {
      closesAt: Date.now() - 1,
      drawAt: Date.now() + 10_000,
    });
    const open = await testDraw(t.db, LOTTERY_PICK3.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const order = (drawNo: number, subs: ReturnType<typeof subOrder>[], gameId = LOTTERY_PICK3.code) =>
      placeOrder(t, p.token, { orderId: orderId(), gameId, drawNo, subOrders: subs });
    const refusals: [Awaited<ReturnType<typeof order>>, number, string, string][] = [
      [await order(closed.drawNo, [subOrder('straight', '123')]), 409, 'BETTING_CLOSED', 'drawNo'],
      [await order(open.drawNo, [subOrder('rambolito', '777')]), 400, 'VALIDATION_ERROR', 'subOrders.0.pick'],
      [await order(open.drawNo, [subOrder('straight', '12')]), 400, 'VALIDATION_ERROR', 'subOrders.0.pick'],
      [
        await order(open.drawNo, [subOrder('straight', '123', 1_000, 3)]),
        409,
        'INSUFFICIENT_FUNDS',
        'amount',
      ],
      [
        await order(open.drawNo, [subOrder('straight', '123', 50)]),
        400,
        'VALIDATION_ERROR',
        'subOrders.0.unitCentavos',
      ],
      [await order(open.drawNo, [subOrder('straight', '123')], 'nope'), 404, 'NOT_FOUND', 'gameId'],
      [await order(999_999, [subOrder('straight', '123')]), 404, 'NOT_FOUND', 'drawNo'],
    ];
    for (const [res, status, code, field] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, value: { field } });
    }
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from lottery_orders where member_id = ${p.memberId}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await balanceOf(p.memberId)).toBe(2_000);
  });

  it('R-API-72 cancels pending sub-orders before the close and refunds them at once, never after', async () => {
    const p = await fundedMember(t, 100);
    const other = await fundedMember(t, 10);
    const draw = await testDraw(t.db, LOTTERY_PICK2.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: LOTTERY_PICK2.code,
      drawNo: draw.drawNo,
      subOrders: [
        subOrder('straight', '12', 1_000),
        subOrder('straight', '34', 2_000),
        subOrder('last', '5', 500),
      ],
    });
    const [a, b, c] = placed.json().value.order.subOrders.map((s: { id: number }) => s.id) as number[];
    expect(await balanceOf(p.memberId)).toBe(6_500);
    const theirs = await cancelSubOrders(t, other.token, [a as number]);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'subOrderIds' } });
    const cancelled = await cancelSubOrders(t, p.token, [a as number, b as number]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value).toEqual({
      cancelled: [a, b],
      refundedCentavos: 3_000,
      balanceCentavos: 9_500,
    });
    expect(await balanceOf(p.memberId)).toBe(9_500);
    const twice = await cancelSubOrders(t, p.token, [a as number]);
    expect(twice.json()).toMatchObject({ code: 'NOT_CANCELLABLE' });
    await t.db.execute(
      sql`update lottery_draws set closes_at = now() - interval '1 second' where id = ${draw.id}`,
    );
    const late = await cancelSubOrders(t, p.token, [c as number]);
    expect(late.json()).toMatchObject({ code: 'BETTING_CLOSED', value: { field: 'subOrderIds' } });
    expect(await balanceOf(p.memberId)).toBe(9_500);
    const detail = await lgwGet(
      t,
      p.token,
      `/lgw/orders/detail?orderId=${placed.json().value.order.orderId}`,
    );
    expect(detail.json().value.subOrders.map((s: { status: string }) => s.status)).toEqual([
      'cancelled',
      'cancelled',
      'pending',
    ]);
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where scope = 'lottery' and kind = 'rollback' and member_id = ${p.memberId}`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('settles a draw once from its committed seed: wins paid stake × odds, verifiable, books at zero', async () => {
    const seed = 'b'.repeat(64);
    const draw = await testDraw(t.db, LOTTERY_PICK3.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
      seed,
    });
    const numbers = await lotteryNumbers(seed, LOTTERY_PICK3.code, draw.drawNo, 3);
    const reversed = [...numbers].reverse().join('');
    const p = await fundedMember(t, 100);
    const bets = [
      subOrder('straight', numbers, 100, 2),
      subOrder('straight', numbers === '000' ? '001' : '000'),
      subOrder('first', numbers.slice(0, 1)),
      subOrder('last', numbers.slice(-1), 200),
      subOrder('first', String((Number(numbers[0]) + 1) % 10)),
      ...(new Set(numbers).size > 1
        ? [subOrder('rambolito', reversed === numbers ? numbers : reversed)]
        : []),
    ];
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: LOTTERY_PICK3.code,
      drawNo: draw.drawNo,
      subOrders: bets,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const staked = placed.json().value.order.totalCentavos as number;
    const expectedWins = bets.reduce(
      (sum, s) =>
        sum + lotteryPayoutCentavos(LOTTERY_PICK3, s.betType, s.pick, s.unitCentavos * s.multiplier, numbers),
      0,
    );
    expect(expectedWins).toBeGreaterThan(0);
    // Not due yet: the loop leaves it open.
    await settleDueDraws(deps(), Date.now());
    const before = await t.db.execute(sql`select status from lottery_draws where id = ${draw.id}`);
    expect(before.rows[0]?.status).toBe('open');
    await t.db.execute(
      sql`update lottery_draws set closes_at = now(), draw_at = now() where id = ${draw.id}`,
    );
    await settleDueDraws(deps(), Date.now() + 1);
    // Once settled, settling again changes nothing.
    expect(await settleDraw(deps(), draw.id)).toBeUndefined();
    expect(await balanceOf(p.memberId)).toBe(10_000 - staked + expectedWins);
    const detail = await lgwGet(
      t,
      p.token,
      `/lgw/orders/detail?orderId=${placed.json().value.order.orderId}`,
    );
    expect(detail.json().value).toMatchObject({ status: 'settled', numbers, payoutCentavos: expectedWins });
    const verify = await lgwGet(
      t,
      p.token,
      `/lgw/draws/verify?gameId=${LOTTERY_PICK3.code}&drawNo=${draw.drawNo}`,
    );
    expect(verify.json().value).toMatchObject({
      serverSeed: seed,
      commitment: await lotteryCommitment(seed),
      numbers,
    });
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where scope = 'lottery' and kind = 'win' and round_ref = ${`lottery-draw-${draw.id}`}`,
    );
    expect(rows[0]?.n).toBe(
      bets.filter((s) => lotteryPayoutCentavos(LOTTERY_PICK3, s.betType, s.pick, 1, numbers) > 0).length,
    );
    expect(await ledgerTotals(t.db)).toMatchObject({
      balanceSum: 0,
      entrySum: 0,
      negativePlayers: 0,
      accountsOffEntries: 0,
    });
  });

  it('R-API-14 a trial account plays the house lottery with its demo credit, never real money', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': freshIp() },
      payload: {},
    });
    const session = trial.json().value.token as string;
    const draw = await testDraw(t.db, LOTTERY_PICK2.code, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + MINUTE,
    });
    const placed = await placeOrder(t, session, {
      orderId: orderId(),
      gameId: LOTTERY_PICK2.code,
      drawNo: draw.drawNo,
      subOrders: [subOrder('straight', '42', 1_000)],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.order.currency).toBe('DEMO');
    expect(placed.json().value.balanceCentavos).toBe(199_000);
    const php = await t.db.execute(
      sql`select count(*)::int as n from ledger_accounts a join members m on m.id = a.member_id
          where m.type = 4 and a.currency = 'PHP'`,
    );
    expect(php.rows[0]?.n).toBe(0);
  });
});
