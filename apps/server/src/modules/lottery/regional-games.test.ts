import {
  drawTimeMs,
  type LotteryPlaceBody,
  lotteryGameByCode,
  lotteryPayoutCentavos,
  REGIONAL_LOTTERIES,
  SEA_LOTTERIES,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { lgwGet, openOfficialDraw, orderId, placeOrder, subOrder } from '../../../test/lottery.js';
import { fundedMember } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { localBus } from '../live/index.js';
import { ledgerTotals } from '../wallet/index.js';
import { lotteryTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
});
afterAll(() => t.close());

const ops = (...args: string[]) => runOpsCommand(t.db, args, 'test-shell');
const MANILA_MS = 8 * 3_600_000;

const openDraw = (game: string) => openOfficialDraw(t.db, game);

/** Each regional lottery's menu, numbers and recent games, by the same rules (R-GAMES-01). */
describe.each([
  {
    name: 'Vietnamese lottery (TCG_LOTTO_VN)',
    lottery: REGIONAL_LOTTERIES.vn,
    path: '/lgw/vn',
    ids: ['R-API-66 R-GAMES-01', 'R-API-67 R-API-68'],
    groups: ['north', 'central', 'south'],
    game: 'vn-danang-2d',
    other: 'vn-mienbac-2d',
    foreign: 'sea-sg-4d',
    numbers: '27',
  },
  {
    name: 'sea lottery (TCG_SEA)',
    lottery: REGIONAL_LOTTERIES.sea,
    path: '/lgw/sea',
    ids: ['R-GAMES-01', 'R-GAMES-01'],
    groups: ['singapore', 'malaysia'],
    game: 'sea-magnum-4d',
    other: 'sea-sg-4d',
    foreign: 'vn-mienbac-2d',
    numbers: '0650',
  },
])('the $name', ({ lottery, path, ids, groups, game, other, foreign, numbers }) => {
  it(`${ids[0]} the menu groups its games (${groups.join(', ')}), each drawn on its days`, async () => {
    const p = await fundedMember(t, 10);
    const answer = await lgwGet(t, p.token, `${path}/games/game_menu`);
    expect(answer.statusCode, answer.body).toBe(200);
    const menu = answer.json().value as { region: string; games: Record<string, unknown>[] }[];
    expect(menu.map((group) => group.region)).toEqual(groups);
    expect(menu.flatMap((group) => group.games.map((g) => g.gameId))).toEqual(
      lottery.games.map((g) => g.code),
    );
    for (const group of menu) {
      for (const game of group.games) {
        const def = lotteryGameByCode(game.gameId as string);
        expect(game).toMatchObject({
          region: group.region,
          kind: 'official',
          category: 'LOTT',
          betTypes: def?.betTypes,
          icon: lottery.icon,
        });
        const next = game.nextDraw as { drawAt: string };
        const manila = new Date(Date.parse(next.drawAt) + MANILA_MS);
        // Every day or on the game's weekdays only, at its hour (Manila).
        if (def?.drawDays) expect(def.drawDays).toContain(manila.getUTCDay());
        expect(`${manila.getUTCHours()}:${String(manila.getUTCMinutes()).padStart(2, '0')}`).toBe(
          def?.drawTimes?.[0],
        );
      }
    }
    // The menu's games are not refused by the lobby's list: the game page finds them there too.
    const lobby = (await lgwGet(t, p.token, '/lgw/games/mobile')).json().value as { gameId: string }[];
    expect(lobby.map((g) => g.gameId)).toEqual(expect.arrayContaining(lottery.games.map((g) => g.code)));
  });

  it(`${ids[1]} a result confirmed by two operators shows as the latest numbers, and the game as played`, async () => {
    const p = await fundedMember(t, 50);
    const stranger = await fundedMember(t, 10);
    const draw = await openDraw(game);
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: game,
      drawNo: draw.drawNo,
      subOrders: [subOrder('straight', numbers)],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const recent = (await lgwGet(t, p.token, `${path}/games/game_menu/recent`)).json().value;
    expect(recent).toEqual([{ gameId: game, lastPlayedAt: expect.any(String) }]);
    expect((await lgwGet(t, stranger.token, `${path}/games/game_menu/recent`)).json().value).toEqual([]);

    const numeros = (gameId: string) => lgwGet(t, p.token, `${path}/numeros/opened/game?gameId=${gameId}`);
    expect((await numeros(game)).json().value).toEqual([]);
    await draw.pastDraw();
    await ops('lottery', 'result', game, String(draw.drawNo), numbers, '--by', 'ana');
    await ops('lottery', 'confirm', game, String(draw.drawNo), numbers, '--by', 'ben');
    expect((await numeros(game)).json().value).toEqual([
      { gameId: game, drawNo: draw.drawNo, numbers, drawAt: expect.any(String) },
    ]);
    // Another game of the lottery has its own list; another lottery's or a house game has none here.
    expect((await numeros(other)).json().value).toEqual([]);
    expect((await numeros(foreign)).statusCode).toBe(404);
    expect((await numeros('pick3-fast')).statusCode).toBe(404);
    expect((await numeros('Not%20a%20game')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      value: { field: 'gameId' },
    });
  });
});

describe('the Vietnamese lottery’s provinces', () => {
  it('R-GAMES-45 a province draws only on its weekdays: no draw number names another day', () => {
    const danang = lotteryGameByCode('vn-danang-2d');
    if (!danang) throw new Error('no Đà Nẵng game');
    // 2 December 2026 is a Wednesday (Đà Nẵng draws), 3 December a Thursday (it does not).
    expect(new Date(drawTimeMs(danang, 2612021) + MANILA_MS).toISOString()).toBe('2026-12-02T18:15:00.000Z');
    expect(drawTimeMs(danang, 2612031)).toBeNaN();
  });
});

describe('the sea lottery’s 4D games', () => {
  it('R-GAMES-01 Singapore draws at 18:30 and Malaysia at 19:00, on Wednesday, Saturday and Sunday only', () => {
    const at = (code: string, drawNo: number) => {
      const game = lotteryGameByCode(code);
      if (!game) throw new Error(`no ${code}`);
      const ms = drawTimeMs(game, drawNo);
      return Number.isNaN(ms) ? null : new Date(ms + MANILA_MS).toISOString().slice(11, 16);
    };
    // 2, 5 and 6 December 2026 are a Wednesday, a Saturday and a Sunday; 1 December a Tuesday.
    for (const day of [2612021, 2612051, 2612061]) {
      expect(at('sea-sg-4d', day)).toBe('18:30');
      for (const code of ['sea-magnum-4d', 'sea-toto-4d', 'sea-damacai-4d'])
        expect(at(code, day)).toBe('19:00');
    }
    for (const game of SEA_LOTTERIES) expect(at(game.code, 2612011), game.code).toBeNull();
  });

  it('R-GAMES-01 a straight and an i-box pick on the 1st prize settle once, at the published odds', async () => {
    const p = await fundedMember(t, 100);
    const game = 'sea-toto-4d';
    const def = lotteryGameByCode(game);
    if (!def) throw new Error(`no ${game}`);
    const draw = await openDraw(game);
    const bet = (subOrders: LotteryPlaceBody['subOrders']) =>
      placeOrder(t, p.token, { orderId: orderId(), gameId: game, drawNo: draw.drawNo, subOrders });
    // A pick of one order is a straight, and 4D has no first or last digit bet.
    expect((await bet([subOrder('rambolito', '7777')])).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(
      (await bet([{ betType: 'first', pick: '7', unitCentavos: 1_000, multiplier: 1 }])).json(),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
    const placed = await bet([
      subOrder('straight', '8838'),
      subOrder('rambolito', '3888'),
      subOrder('straight', '3888'),
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const latestOrder = async () =>
      (await lgwGet(t, p.token, '/lgw/orders?status=all')).json().value.list[0] as {
        status: string;
        payoutCentavos: number;
      };
    expect(await latestOrder()).toMatchObject({ status: 'pending' });

    await draw.pastDraw();
    const no = String(draw.drawNo);
    await expect(ops('lottery', 'result', game, no, '883', '--by', 'ana')).rejects.toThrow(/4 digits/);
    await ops('lottery', 'result', game, no, '8-8-3-8', '--by', 'ana');
    await ops('lottery', 'confirm', game, no, '8838', '--by', 'ben');
    await expect(ops('lottery', 'confirm', game, no, '8838', '--by', 'cruz')).rejects.toThrow(/settled/);
    await lotteryTick({ db: t.db, bus: localBus() }, Date.now());

    // Straight 8838 pays 9,000 × the unit; the i-box 3888 (4 orders) 2,250 ×; straight 3888 loses.
    const won =
      lotteryPayoutCentavos(def, 'straight', '8838', 1_000, '8838') +
      lotteryPayoutCentavos(def, 'rambolito', '3888', 1_000, '8838');
    expect(won).toBe(9_000_000 + 2_250_000);
    expect(await latestOrder()).toMatchObject({ status: 'settled', payoutCentavos: won });
    const { rows } = await t.db.execute(sql`
      select count(*)::int as n from ledger_transfers where scope = 'lottery' and kind = 'win'
      and round_ref = ${`lottery-draw-${draw.id}`}`);
    expect(rows[0]?.n).toBe(2);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  });
});
