import { drawTimeMs, lotteryGameByCode, VN_LOTTERIES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { lgwGet, orderId, placeOrder, testOfficialDraw } from '../../../test/lottery.js';
import { fundedMember } from '../../../test/wallet.js';
import { runOpsCommand } from '../../ops/commands.js';
import { localBus } from '../live/index.js';
import { lotteryTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await lotteryTick({ db: t.db, bus: localBus() }, Date.now());
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ops = (...args: string[]) => runOpsCommand(t.db, args, 'test-shell');
const MANILA_MS = 8 * 3_600_000;

describe('the Vietnamese lottery (TCG_LOTTO_VN)', () => {
  it('R-API-66 R-GAMES-01 the menu groups its games by region, each drawn on its province’s days', async () => {
    const p = await fundedMember(t, 10);
    const answer = await lgwGet(t, p.token, '/lgw/vn/games/game_menu');
    expect(answer.statusCode, answer.body).toBe(200);
    const menu = answer.json().value as { region: string; games: Record<string, unknown>[] }[];
    expect(menu.map((group) => group.region)).toEqual(['north', 'central', 'south']);
    expect(menu.flatMap((group) => group.games.map((g) => g.gameId))).toEqual(
      VN_LOTTERIES.map((g) => g.code),
    );
    for (const group of menu) {
      for (const game of group.games) {
        expect(game).toMatchObject({
          region: group.region,
          kind: 'official',
          category: 'LOTT',
          betTypes: ['straight'],
        });
        const def = lotteryGameByCode(game.gameId as string);
        const next = game.nextDraw as { drawAt: string };
        const manila = new Date(Date.parse(next.drawAt) + MANILA_MS);
        // The North every day, a province only on its weekdays, at the region's hour (Manila).
        if (def?.drawDays) expect(def.drawDays).toContain(manila.getUTCDay());
        expect(`${manila.getUTCHours()}:${String(manila.getUTCMinutes()).padStart(2, '0')}`).toBe(
          def?.drawTimes?.[0],
        );
      }
    }
    // The menu's games are not refused by the lobby's list: the game page finds them there too.
    const lobby = (await lgwGet(t, p.token, '/lgw/games/mobile')).json().value as { gameId: string }[];
    expect(lobby.map((g) => g.gameId)).toEqual(expect.arrayContaining(VN_LOTTERIES.map((g) => g.code)));
  });

  it('R-API-67 R-API-68 a result confirmed by two operators shows as the latest numbers, and the game as played', async () => {
    const p = await fundedMember(t, 50);
    const other = await fundedMember(t, 10);
    const game = 'vn-danang-2d';
    const draw = await testOfficialDraw(t.db, game, {
      closesAt: Date.now() + MINUTE,
      drawAt: Date.now() + 30 * MINUTE,
    });
    const placed = await placeOrder(t, p.token, {
      orderId: orderId(),
      gameId: game,
      drawNo: draw.drawNo,
      subOrders: [{ betType: 'straight', pick: '27', unitCentavos: 1_000, multiplier: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const recent = (await lgwGet(t, p.token, '/lgw/vn/games/game_menu/recent')).json().value;
    expect(recent).toEqual([{ gameId: game, lastPlayedAt: expect.any(String) }]);
    expect((await lgwGet(t, other.token, '/lgw/vn/games/game_menu/recent')).json().value).toEqual([]);

    const numeros = () => lgwGet(t, p.token, `/lgw/vn/numeros/opened/game?gameId=${game}`);
    expect((await numeros()).json().value).toEqual([]);
    await t.db.execute(
      `update lottery_draws set closes_at = now() - interval '31 minutes', draw_at = now() - interval '1 minute' where id = ${draw.id}`,
    );
    await ops('lottery', 'result', game, String(draw.drawNo), '27', '--by', 'ana');
    await ops('lottery', 'confirm', game, String(draw.drawNo), '27', '--by', 'ben');
    expect((await numeros()).json().value).toEqual([
      { gameId: game, drawNo: draw.drawNo, numbers: '27', drawAt: expect.any(String) },
    ]);
    // The North's own game and a non-Vietnamese one: only Vietnamese games have this list.
    expect(
      (await lgwGet(t, p.token, '/lgw/vn/numeros/opened/game?gameId=vn-mienbac-2d')).json().value,
    ).toEqual([]);
    const house = await lgwGet(t, p.token, '/lgw/vn/numeros/opened/game?gameId=pick3-fast');
    expect(house.statusCode).toBe(404);
    const bad = await lgwGet(t, p.token, '/lgw/vn/numeros/opened/game?gameId=Not%20a%20game');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', value: { field: 'gameId' } });
  });

  it('R-GAMES-45 a province draws only on its weekdays: no draw number names another day', () => {
    const danang = lotteryGameByCode('vn-danang-2d');
    if (!danang) throw new Error('no Đà Nẵng game');
    // 2 December 2026 is a Wednesday (Đà Nẵng draws), 3 December a Thursday (it does not).
    expect(new Date(drawTimeMs(danang, 2612021) + MANILA_MS).toISOString()).toBe('2026-12-02T18:15:00.000Z');
    expect(drawTimeMs(danang, 2612031)).toBeNaN();
  });
});
