import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../../../test/accounts.js';
import { cashierCall as call, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  addExternalVendor,
  fundedMember,
  launchToken,
  seamless,
  settledRound,
  txId,
  type Vendor,
} from '../../../test/wallet.js';
import { nextPeriodSpan } from './leaderboard-calendar.js';
import { closeDuePeriods, currentPeriod, type LeaderboardPolicy, maskName } from './leaderboard-service.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'LBRD');
});
afterAll(() => t.close());

const board = (token?: string) =>
  token
    ? call(t, token, 'GET', '/wps/activity/leaderboard')
    : t.app.inject({ method: 'GET', url: '/wps/activity/leaderboard', headers: SAME_ORIGIN });
const setting = (key: string, value: unknown) => ops(t, 'setting', 'set', key, JSON.stringify(value));
const policy: LeaderboardPolicy = {
  rules: { periodDays: 7, prizes: [5_000, 3_000, 2_000, 1_000, 800, 600, 500, 400, 300, 200] },
  timeZone: 'Asia/Manila',
  rewardExpiryDays: 7,
};
const manilaClock = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit' }).format(
    new Date(at),
  );

describe('leaderboard', () => {
  it('R-PROMO-07 R-API-127 ranks settled turnover of the running period, masked, with prizes and the caller’s own rank', async () => {
    const [big, small, idle] = [
      await fundedMember(t, 1_000),
      await fundedMember(t, 1_000),
      await fundedMember(t, 0),
    ];
    await settledRound(t, vendor, small, 40 * 100);
    await settledRound(t, vendor, big, 150 * 100);
    await settledRound(t, vendor, big, 100 * 100);
    // An open round (bet, no win yet) is not turnover until it settles.
    const token = await launchToken(t, small.token, vendor.code, vendor.nodeId);
    await seamless(t, vendor, 'bet', {
      playerId: small.playerId,
      token,
      roundId: txId('r'),
      gameId: vendor.gameId,
      transactionId: txId(),
      amount: 50_000,
    });

    const guest = await board();
    expect(guest.statusCode, guest.body).toBe(200);
    const value = guest.json().value;
    // The seeded period: seven days from midnight in Manila.
    expect(manilaClock(value.period.startsAt)).toBe('00:00');
    expect(Date.parse(value.period.endsAt) - Date.parse(value.period.startsAt)).toBe(7 * 86_400_000);
    expect(value.timeZone).toBe('Asia/Manila');
    expect(value.me).toBeNull();
    expect(value.prizes.slice(0, 3)).toEqual([5_000, 3_000, 2_000]);
    expect(value.list.slice(0, 2)).toEqual([
      { rank: 1, name: maskName(big.username), score: 250, prize: 5_000 },
      { rank: 2, name: maskName(small.username), score: 40, prize: 3_000 },
    ]);
    expect(guest.body).not.toContain(big.username);
    expect(guest.body).not.toContain(small.username);

    expect((await board(small.token)).json().value.me).toEqual({ rank: 2, score: 40, prize: 3_000 });
    expect((await board(idle.token)).json().value.me).toEqual({ rank: null, score: 0, prize: 0 });
  });

  it('R-PROMO-07 masks every name: first two and last two characters, never the whole username', () => {
    expect(maskName('juan1988')).toBe('ju***88');
    expect(maskName('maria')).toBe('ma***ia');
    expect(maskName('abc')).toBe('a***');
  });

  it('R-PROMO-07 breaks a tie by who reached the score first', async () => {
    const [early, late] = [await fundedMember(t, 5_000), await fundedMember(t, 5_000)];
    await settledRound(t, vendor, early, 3_000 * 100);
    await settledRound(t, vendor, late, 3_000 * 100);
    const list = (await board()).json().value.list as { name: string; score: number; rank: number }[];
    const tied = list.filter((row) => row.score === 3_000);
    expect(tied.map((row) => row.name)).toEqual([maskName(early.username), maskName(late.username)]);
    expect(tied[0]?.rank).toBe(1);
  });

  it('R-PROMO-06 R-ROLE-12 R-API-127 is refused while the MISSION promotion is off', async () => {
    const member = await fundedMember(t, 0);
    const promotions = (mission: boolean) =>
      setting('promotions', {
        APP_DOWNLOAD: { enabled: true },
        MISSION: { enabled: mission },
        LOGIN: { enabled: true },
        REFERRAL: { enabled: true },
      });
    await promotions(false);
    try {
      for (const res of [await board(), await board(member.token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PROMOTION_OFF', message: 'err_no_permission' });
      }
    } finally {
      await promotions(true);
    }
    expect((await board(member.token)).statusCode).toBe(200);
  });

  it('R-PROMO-07 periods start at midnight in the site time zone and follow on without a gap', () => {
    // 23:30 UTC on 1 March is 07:30 on 2 March in Manila (UTC+8): the period starts at its midnight.
    const now = new Date('2026-03-01T23:30:00Z');
    expect(nextPeriodSpan(now, 'Asia/Manila', 7)).toEqual({
      startsAt: new Date('2026-03-01T16:00:00Z'),
      endsAt: new Date('2026-03-08T16:00:00Z'),
    });
    // The previous period ended later today (its days were changed): the next starts at its end.
    const previousEnd = new Date('2026-03-01T20:00:00Z');
    expect(nextPeriodSpan(now, 'Asia/Manila', 1, previousEnd)).toEqual({
      startsAt: previousEnd,
      endsAt: new Date('2026-03-02T16:00:00Z'),
    });
    // A zone with daylight saving: midnight in New York on 9 March 2026 (after the change) is 04:00 UTC.
    expect(nextPeriodSpan(new Date('2026-03-09T12:00:00Z'), 'America/New_York', 1)).toEqual({
      startsAt: new Date('2026-03-09T04:00:00Z'),
      endsAt: new Date('2026-03-10T04:00:00Z'),
    });
  });

  it('R-PROMO-07 closes an ended period once, issuing each prize as a leaderboard reward, and makes the next', async () => {
    const period = await currentPeriod(t.db, policy);
    const standings = (await board()).json().value.list as { rank: number; score: number; prize: number }[];
    const prized = standings.filter((row) => row.prize > 0);
    expect(prized.length).toBeGreaterThan(2);

    // Not yet: a round stamped just before the end may still be committing.
    const justAfter = new Date(period.endsAt.getTime() + 30_000);
    expect(await closeDuePeriods(t.db, policy, justAfter)).toEqual([]);

    const after = new Date(period.endsAt.getTime() + 120_000);
    const [first, second] = await Promise.all([
      closeDuePeriods(t.db, policy, after),
      closeDuePeriods(t.db, policy, after),
    ]);
    const closings = [...(first ?? []), ...(second ?? [])].filter((c) => c.periodId === period.id);
    expect(closings).toHaveLength(1);
    const { rows } = await t.db.execute<{ source_ref: string; amount: string; status: string }>(
      sql`select source_ref, amount::text, status from rewards where source = 'leaderboard' order by source_ref`,
    );
    expect(rows.map((r) => [r.source_ref, Number(r.amount) / 100, r.status])).toEqual(
      prized
        .map((row) => [`${period.id}:${row.rank}`, row.prize, 'issued'])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await closeDuePeriods(t.db, policy, after)).toEqual([]);

    const next = await currentPeriod(t.db, policy, after);
    expect(next.id).not.toBe(period.id);
    expect(next.startsAt).toEqual(period.endsAt);
    const listed = JSON.parse(await ops(t, 'leaderboard', 'list')) as {
      id: number;
      closedAt: string | null;
    }[];
    expect(listed.find((p) => p.id === period.id)?.closedAt).not.toBeNull();
    expect(listed.find((p) => p.id === next.id)?.closedAt).toBeNull();
  });
});
