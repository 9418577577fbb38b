import {
  CRASH_BOARD_TOP,
  CRASH_RULES,
  type CrashBetView,
  type CrashBoard,
  crashBoardBet,
} from '@app/contracts';
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
import { fundedMember } from '../../../test/wallet.js';
import type { LiveEvent } from '../live/index.js';
import { boardAnnouncer } from './board.js';
import { crashTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('Crash live list', () => {
  it('R-GAMES-40 pages hear the totals and the largest stakes, once per change; the whole list is a GET', async () => {
    const { deps } = tickDeps(t.db, 5_000);
    const heard: LiveEvent[] = [];
    deps.bus.subscribeTopic('crash', (event) => heard.push(event));
    const announce = boardAnnouncer(t.db, deps.bus);
    const count = CRASH_BOARD_TOP + 5;
    const players = await Promise.all(Array.from({ length: count }, () => fundedMember(t, 1_000)));
    const tokens = await Promise.all(players.map((p) => crashToken(t, p.token)));
    await chainWithFirstPoint(t.db, (cents) => cents >= 200);
    await crashTick(deps, Date.now());
    // Stakes of one, two, … minimum bets, so the largest are known; the smallest cashes out by hand.
    const unit = CRASH_RULES.minBetCentavos;
    const placed = await Promise.all(tokens.map((token, i) => bet(t, token, unit * (i + 1))));
    for (const res of placed) expect(res.statusCode, res.body).toBe(200);
    const roundId = placed[0]?.json().value.bet.roundId as number;

    await announce();
    await announce();
    const boards = heard.filter((e) => e.type === 'crash_board').map((e) => e.board as CrashBoard);
    expect(boards).toHaveLength(1);
    const board = boards[0] as CrashBoard;
    const staked = (count * (count + 1) * unit) / 2;
    expect(board).toMatchObject({
      roundId,
      totals: [{ currency: 'PHP', players: count, stakedCentavos: staked, cashedOut: 0, paidCentavos: 0 }],
    });
    expect(board.top).toHaveLength(CRASH_BOARD_TOP);
    expect(board.top.map((row) => row[2])).toEqual(
      Array.from({ length: CRASH_BOARD_TOP }, (_, i) => unit * (count - i)),
    );
    const largest = placed.at(-1)?.json().value.bet as CrashBetView;
    expect(crashBoardBet(roundId, board.top[0] as CrashBoard['top'][number])).toEqual(largest);

    // A cash-out changes the list: it is heard once more, with the cash-out counted.
    const times = await roundTimes(t.db, roundId);
    await waitUntil(times.startsAt + 1_000);
    await crashTick(deps, Date.now());
    const out = await cashOut(t, tokens[0] as string, roundId);
    expect(out.statusCode, out.body).toBe(200);
    const paid = out.json().value.bet.payoutCentavos as number;
    await announce();
    const last = heard.filter((e) => e.type === 'crash_board').at(-1)?.board as CrashBoard;
    expect(last.totals).toEqual([
      { currency: 'PHP', players: count, stakedCentavos: staked, cashedOut: 1, paidCentavos: paid },
    ]);

    const list = await t.app.inject({ method: 'GET', url: `/wps/house/crash/bets?roundId=${roundId}` });
    expect(list.statusCode, list.body).toBe(200);
    const { bets, totals } = list.json().value as { bets: CrashBetView[]; totals: unknown };
    expect(totals).toEqual(last.totals);
    expect(bets.map((b) => b.amountCentavos)).toEqual(
      Array.from({ length: count }, (_, i) => unit * (count - i)),
    );
    expect(bets.at(-1)).toMatchObject({ status: 'cashed', payoutCentavos: paid });
    expect(bets.every((b) => /\*/u.test(b.player))).toBe(true);

    const state = await t.app.inject({ method: 'GET', url: '/wps/house/crash/state' });
    expect(state.json().value.board).toEqual(last);
  }, 30_000);

  it('R-GAMES-40 the whole list of a round that does not exist is a 404, a bad round id a 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/wps/house/crash/bets?roundId=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', value: { field: 'roundId' } });
    for (const bad of ['abc', '0', '-1', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/house/crash/bets?roundId=${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
