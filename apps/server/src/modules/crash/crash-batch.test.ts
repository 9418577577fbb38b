import { CRASH_RULES, type CrashBetView } from '@app/contracts';
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
import { setLimit } from '../../../test/protection.js';
import { fundedMember, ledgerBalanceOf } from '../../../test/wallet.js';
import { ledgerTotals } from '../wallet/index.js';
import { crashTick } from './tick.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = (memberId: number) => ledgerBalanceOf(t, memberId);

// Bets and cash-outs that reach the server together are written together (a few transactions for a
// burst), yet each is decided and answered on its own, with its own ledger transfer.
describe('Crash bets and cash-outs that arrive together', () => {
  it('R-GAMES-40 each call of a burst is answered on its own; every stake and win is one transfer', async () => {
    const { deps } = tickDeps(t.db, 3_000);
    const { point } = await chainWithFirstPoint(t.db, (cents) => cents >= 150 && cents <= 170);
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => fundedMember(t, 1_000)));
    const tokens = await Promise.all(players.map((p) => crashToken(t, p.token)));
    const poor = await fundedMember(t, 5);
    const poorToken = await crashToken(t, poor.token);
    await crashTick(deps, Date.now());

    const [a, b, c, d, e, f] = tokens as [string, string, string, string, string, string];
    const burst = await Promise.all([
      bet(t, a, 10_000, undefined, 'burst-a'),
      bet(t, b, 10_000, undefined, 'burst-b'),
      bet(t, c, 10_000, undefined, 'burst-c'),
      bet(t, d, 10_000, undefined, 'burst-d'),
      bet(t, e, 10_000, undefined, 'burst-e'),
      bet(t, f, 10_000, 120, 'burst-f'),
      // The same member again with another bet id: one bet a round.
      bet(t, a, 10_000, undefined, 'burst-a-again'),
      // The same bet sent twice (a retry): answered as the first.
      bet(t, b, 10_000, undefined, 'burst-b'),
      bet(t, poorToken, 1_000),
      bet(t, 'x'.repeat(43), 1_000),
    ]);
    const codes = burst.map((res) => (res.json().success ? 'ok' : res.json().code));
    // Which of a member's two bets is written first is the server's to say; one of them only.
    expect([codes[0], codes[6]].sort()).toEqual(['ALREADY_BET', 'ok']);
    expect(codes.filter((_, i) => i !== 0 && i !== 6)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'INSUFFICIENT_FUNDS',
      'TOKEN_EXPIRED',
    ]);
    expect(burst[7]?.json().value.bet.id).toBe(burst[1]?.json().value.bet.id);
    for (const res of burst.filter((r) => r.json().success))
      expect(res.json().value.balanceCentavos).toBe(90_000);
    const roundId = burst[1]?.json().value.bet.roundId as number;
    const stakes = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where kind = 'bet' and round_ref like ${`crash-${roundId}-%`}`,
    );
    expect(stakes.rows[0]?.n).toBe(6);
    expect(await balanceOf(poor.memberId)).toBe(500);

    // Past 1.20× (the round crashes at 1.50× or later): four cash out together, one of them twice; one waits for the crash.
    const times = await roundTimes(t.db, roundId);
    expect(times.point).toBe(point);
    await waitUntil(times.startsAt + 1);
    await crashTick(deps, Date.now());
    await waitUntil(times.startsAt + 3_100);
    const outs = await Promise.all([
      cashOut(t, a, roundId),
      cashOut(t, b, roundId),
      cashOut(t, c, roundId),
      cashOut(t, c, roundId),
      cashOut(t, f, roundId),
    ]);
    const outCodes = outs.map((res) => (res.json().success ? 'ok' : res.json().code));
    expect(outCodes.filter((code) => code === 'ok')).toHaveLength(4);
    expect(outCodes.slice(2, 4).sort()).toEqual(['NO_OPEN_BET', 'ok']);
    for (const res of outs.filter((r) => r.json().success)) {
      const cashed = res.json().value.bet as CrashBetView;
      expect(cashed.status).toBe('cashed');
      expect(cashed.cashoutCents).toBeLessThan(point);
      expect(res.json().value.balanceCentavos).toBe(90_000 + (cashed.payoutCentavos ?? 0));
    }
    // The automatic 1.20× had happened before the hand: it pays its target.
    expect(outs[4]?.json().value.bet).toMatchObject({ cashoutCents: 120, payoutCentavos: 12_000 });

    await waitUntil(times.crashesAt + 600);
    await crashTick(deps, Date.now());
    await crashTick(deps, Date.now());
    const { rows } = await t.db.execute(
      sql`select member_id, status from crash_bets where round_id = ${roundId} order by member_id`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual([
      'cashed',
      'cashed',
      'cashed',
      'cashed',
      'lost',
      'lost',
    ]);
    const wins = await t.db.execute(
      sql`select count(*)::int as n from ledger_transfers where kind = 'win' and round_ref like ${`crash-${roundId}-%`}`,
    );
    expect(wins.rows[0]?.n).toBe(4);
    expect(await balanceOf(players[3]?.memberId ?? 0)).toBe(90_000);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  }, 30_000);

  it('R-GAMES-40 H-6 a burst with a member under a wager limit: that bet is checked, the others go together', async () => {
    const { deps } = tickDeps(t.db, 3_000);
    await chainWithFirstPoint(t.db, (cents) => cents >= 150);
    const limited = await fundedMember(t, 1_000);
    const free = await Promise.all([1, 2].map(() => fundedMember(t, 1_000)));
    // 50 pesos a day: the first 100-peso bet would pass it.
    await setLimit(t, limited.token, 'wager', 'day', 50);
    const [limitedToken, ...freeTokens] = await Promise.all(
      [limited, ...free].map((p) => crashToken(t, p.token)),
    );
    // Past the pause after the previous test's round.
    await crashTick(deps, Date.now() + CRASH_RULES.pauseMs);
    const burst = await Promise.all([
      bet(t, limitedToken as string, 10_000),
      ...freeTokens.map((token) => bet(t, token, 10_000)),
      bet(t, limitedToken as string, 4_000, undefined, 'within-limit'),
    ]);
    const codes = burst.map((res) => (res.json().success ? 'ok' : res.json().code));
    // The member's two bets go one after the other: the one over the limit is refused, the other
    // taken, in whichever order they were written.
    expect(codes.slice(1, 3)).toEqual(['ok', 'ok']);
    expect([codes[0], codes[3]].sort()).toEqual(
      codes[0] === 'WAGER_LIMIT_REACHED' ? ['WAGER_LIMIT_REACHED', 'ok'] : ['ALREADY_BET', 'ok'],
    );
    expect(await balanceOf(limited.memberId)).toBe(codes[3] === 'ok' ? 96_000 : 100_000);
    for (const player of free) expect(await balanceOf(player.memberId)).toBe(90_000);
    expect(await ledgerTotals(t.db)).toMatchObject({ balanceSum: 0, entrySum: 0, negativePlayers: 0 });
  }, 30_000);
});
