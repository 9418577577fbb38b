import type { VipTier } from '@app/contracts';
import type { Db } from '../../db/client.js';
import type { SystemConfig } from '../system/index.js';
import { memberStanding } from '../vip/index.js';
import { issueReward } from './issue-reward.js';
import { addDays, zonedMidnight } from './leaderboard-calendar.js';
import { rebateCentavos } from './rebate-service.js';
import { calendarDay } from './site-calendar.js';
import { claimWeek, recordWeekRewards, weekTurnovers } from './weekly-fund-repository.js';

/** A round settled just before the week's end commits a moment later: pay only after this long. */
const SETTLE_GRACE_MS = 5 * 60_000;

export interface WeeklyFundPolicy {
  vipTiers: readonly VipTier[];
  timeZone: string;
  rewardExpiryDays: number;
}

export const weeklyFundPolicyOf = (settings: SystemConfig['settings']): WeeklyFundPolicy => ({
  vipTiers: settings.vip.tiers,
  timeZone: settings.timeZone,
  rewardExpiryDays: settings.rewardExpiryDays,
});

/** The last full week (Monday to Sunday in the site's time zone) before `now`, as its first day. */
export function lastFullWeek(now: Date, timeZone: string): { weekStart: string; from: Date; to: Date } {
  const today = calendarDay(new Date(now.getTime() - SETTLE_GRACE_MS), timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -weekday - 7);
  return {
    weekStart,
    from: zonedMidnight(weekStart, timeZone),
    to: zonedMidnight(addDays(weekStart, 7), timeZone),
  };
}

/**
 * The weekly fund (H-6): for the last full week, each member's settled turnover × their tier's
 * weekly cashback %, rounded down and capped, issued as a reward to claim, whether the week was won
 * or lost. The week's row and its rewards are one transaction: one node pays a week, once, and a
 * crash pays nothing until the next run pays it all.
 */
export async function payWeeklyFund(db: Db, policy: WeeklyFundPolicy, now = new Date()) {
  const week = lastFullWeek(now, policy.timeZone);
  return db.transaction(async (tx) => {
    if (!(await claimWeek(tx, week.weekStart))) return { weekStart: week.weekStart, paid: null };
    const paid: { memberId: number; centavos: number }[] = [];
    for (const { memberId, turnover } of await weekTurnovers(tx, week.from, week.to)) {
      const tier = (await memberStanding(tx, memberId, policy.vipTiers)).tier;
      if (!tier || tier.weeklyCashbackPercent <= 0) continue;
      const centavos = Math.min(
        rebateCentavos(turnover, tier.weeklyCashbackPercent),
        Math.round(tier.weeklyCashbackCap * 100),
      );
      if (centavos <= 0) continue;
      await issueReward(tx, {
        memberId,
        source: 'weekly_fund',
        sourceRef: `week:${week.weekStart}`,
        centavos,
        expiryDays: policy.rewardExpiryDays,
      });
      paid.push({ memberId, centavos });
    }
    await recordWeekRewards(tx, week.weekStart, paid.length);
    return { weekStart: week.weekStart, paid };
  });
}
