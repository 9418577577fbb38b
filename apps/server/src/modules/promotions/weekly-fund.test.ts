import type { VipTier } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierCall as call, ops } from '../../../test/cashier.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addExternalVendor, fundedMember, settledRound, type Vendor } from '../../../test/wallet.js';
import { readSettingRows, resolveSettings } from '../system/index.js';
import { lastFullWeek, payWeeklyFund, type WeeklyFundPolicy } from './weekly-fund.js';

let t: TestApp;
let vendor: Vendor;
beforeAll(async () => {
  t = await startTestApp();
  vendor = await addExternalVendor(t, 'WKFD');
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof fundedMember>>;
const TIME_ZONE = 'Asia/Manila';

/** Level 1 from ₱1,000 of turnover: 1 % a week, at most ₱15. */
const tier = (level: number, turnover: number, percent: number, cap: number): VipTier => ({
  level,
  name: `L${level}`,
  turnover,
  dailySalary: 0,
  monthlySalary: 0,
  weeklyCashbackPercent: percent,
  weeklyCashbackCap: cap,
});
const policy: WeeklyFundPolicy = {
  vipTiers: [tier(0, 0, 0, 0), tier(1, 1_000, 1, 15)],
  timeZone: TIME_ZONE,
  rewardExpiryDays: 7,
};

/** Settled rounds of `pesos` each, moved into the week the fund pays next. */
async function weekOfPlay(member: Member, pesos: number[]) {
  // Won or lost, the turnover counts: the second round wins back more than it bet.
  for (const amount of pesos)
    await settledRound(t, vendor, member, amount * 100, amount === 700 ? 90_000 : 0);
  const week = lastFullWeek(new Date(), TIME_ZONE);
  await t.db.execute(sql`update game_rounds set settled_at = ${new Date(week.from.getTime() + 3_600_000)}
    where member_id = ${member.memberId}`);
}

const rewardsOf = async (member: Member) =>
  (await call(t, member.token, 'GET', '/wps/reward/list')).json().value.list as {
    id: string;
    source: string;
    amount: number;
  }[];

describe('the weekly fund (H-6)', () => {
  it('H-6 R-VIP-04 pays the last full week’s turnover × the tier’s % up to its cap, won or lost, once', async () => {
    const capped = await fundedMember(t, 5_000);
    const under = await fundedMember(t, 5_000);
    const belowTier = await fundedMember(t, 5_000);
    await weekOfPlay(capped, [1_500, 700]);
    await weekOfPlay(under, [1_200]);
    await weekOfPlay(belowTier, [400]);

    const first = await payWeeklyFund(t.db, policy);
    expect(first.weekStart).toBe(lastFullWeek(new Date(), TIME_ZONE).weekStart);
    expect(first.paid).toEqual(
      expect.arrayContaining([
        { memberId: capped.memberId, centavos: 1_500 },
        { memberId: under.memberId, centavos: 1_200 },
      ]),
    );
    expect(first.paid?.some((p) => p.memberId === belowTier.memberId)).toBe(false);
    expect(await rewardsOf(under)).toContainEqual(
      expect.objectContaining({ source: 'weekly_fund', amount: 12 }),
    );
    expect(await rewardsOf(belowTier)).toEqual([]);
    // The week is paid: running again, or from the operator's command, issues nothing.
    expect((await payWeeklyFund(t.db, policy)).paid).toBeNull();
    expect(await ops(t, 'weekly-fund', 'pay-due')).toMatch(/already paid/);
    const count = await t.db.execute(
      sql`select count(*)::int as n from rewards where source = 'weekly_fund'`,
    );
    expect(count.rows[0]?.n).toBe(2);
  });

  it('H-6 the weeks run Monday to Sunday in the site’s time zone and wait for late settlements', () => {
    // Monday 00:03 in Manila is Sunday 16:03 UTC: inside the grace, the week before last is the last full one.
    expect(lastFullWeek(new Date('2026-11-22T16:03:00Z'), TIME_ZONE).weekStart).toBe('2026-11-09');
    expect(lastFullWeek(new Date('2026-11-22T16:06:00Z'), TIME_ZONE)).toEqual({
      weekStart: '2026-11-16',
      from: new Date('2026-11-15T16:00:00Z'),
      to: new Date('2026-11-22T16:00:00Z'),
    });
  });

  it('H-6 R-VIP-04 a claimed weekly-fund reward must be wagered as many times as the VIP club says', async () => {
    const member = await fundedMember(t, 0);
    const [reward] = await t.db
      .execute(sql`
      insert into rewards (member_id, source, source_ref, amount, expires_at)
      values (${member.memberId}, 'weekly_fund', 'week:2026-01-05', 1000, now() + interval '7 days')
      returning id`)
      .then((r) => r.rows);
    const claimed = await call(t, member.token, 'POST', '/wps/reward/claim', {
      rewardId: String(reward?.id),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const vip = resolveSettings(await readSettingRows(t.db)).vip;
    await ops(t, 'setting', 'set', 'vip', JSON.stringify({ ...vip, weeklyFundWagering: 3 }));
    const info = (await call(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value;
    expect(info).toMatchObject({ balance: 10, turnoverNeeded: 30, withdrawable: 0 });
    await ops(t, 'setting', 'set', 'vip', JSON.stringify({ ...vip, weeklyFundWagering: 1 }));
    expect(
      (await call(t, member.token, 'GET', '/wps/cashier/withdrawInfo')).json().value.turnoverNeeded,
    ).toBe(10);
  });
});
