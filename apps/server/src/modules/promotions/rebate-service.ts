import {
  centavosToPesos,
  GAME_CATEGORIES,
  type RebateClaim,
  type RebateRules,
  type RebateStatus,
  type VipTier,
} from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SystemConfig } from '../system/index.js';
import { memberStanding } from '../vip/index.js';
import { lockMemberAccount } from '../wallet/index.js';
import { claimReward } from './claim-reward.js';
import { issueReward } from './issue-reward.js';
import {
  insertRebateClaim,
  lastSettledUntil,
  rebateCutoff,
  setRebateClaimReward,
  turnoverByCategory,
} from './rebate-repository.js';

export interface RebatePolicy {
  rules: RebateRules;
  vipTiers: readonly VipTier[];
  rewardExpiryDays: number;
}

export const rebatePolicyOf = (settings: SystemConfig['settings']): RebatePolicy => ({
  rules: settings.rebate,
  vipTiers: settings.vip.tiers,
  rewardExpiryDays: settings.rewardExpiryDays,
});

/** The rates of the tier with the highest `fromLevel` the member's VIP level reaches; none below the first. */
export function ratesForLevel(rules: RebateRules, level: number) {
  const reached = rules.tiers.filter((tier) => tier.fromLevel <= level);
  return reached.sort((a, b) => b.fromLevel - a.fromLevel)[0]?.percents ?? {};
}

/**
 * A category's rebate in centavos, rounded down: the rate (which may have decimals, 0.35 %) is
 * taken in millionths of a percent and the product in integers, so no float rounds it up.
 */
export function rebateCentavos(turnoverCentavos: number, percent: number): number {
  const millionths = BigInt(Math.round(percent * 1_000_000));
  return Number((BigInt(turnoverCentavos) * millionths) / 100_000_000n);
}

/** What the member would receive now, in centavos, per category with turnover or a rate. */
async function quoteRebate(db: DbOrTx, memberId: number, policy: RebatePolicy) {
  const standing = await memberStanding(db, memberId, policy.vipTiers);
  const level = standing.tier?.level ?? standing.grantedLevel;
  const percents = ratesForLevel(policy.rules, level);
  const since = await lastSettledUntil(db, memberId);
  const until = await rebateCutoff(db);
  const turnover = await turnoverByCategory(db, memberId, since, until);
  const lines = GAME_CATEGORIES.filter(
    (category) => (turnover.get(category) ?? 0) > 0 || (percents[category] ?? 0) > 0,
  ).map((category) => {
    const centavos = turnover.get(category) ?? 0;
    const percent = percents[category] ?? 0;
    return { category, turnover: centavos, percent, rebate: rebateCentavos(centavos, percent) };
  });
  return { level, since, until, lines, total: lines.reduce((sum, line) => sum + line.rebate, 0) };
}

type Quote = Awaited<ReturnType<typeof quoteRebate>>;

const linesInPesos = (lines: Quote['lines']) =>
  lines.map((line) => ({
    ...line,
    turnover: centavosToPesos(line.turnover),
    rebate: centavosToPesos(line.rebate),
  }));

/** The rebate page (R-PROMO-15): each category's turnover since the last claim, rate and rebate. */
export async function getRebateStatus(db: Db, memberId: number, policy: RebatePolicy): Promise<RebateStatus> {
  const quote = await quoteRebate(db, memberId, policy);
  return {
    level: quote.level,
    since: quote.since?.toISOString() ?? null,
    until: quote.until.toISOString(),
    list: linesInPesos(quote.lines),
    total: centavosToPesos(quote.total),
  };
}

/**
 * Credits the rebate earned since the last claim (R-PROMO-15, R-API-128), in one transaction under
 * the member's account lock: parallel claims take turns, and each after the first starts where the
 * previous one ended, so finds nothing left (NOTHING_TO_CLAIM). The claim row records the span, a
 * reward is issued for it and claimed at once, so the money arrives with the ledger kind `rebate`.
 */
export async function claimRebate(db: Db, memberId: number, policy: RebatePolicy): Promise<RebateClaim> {
  return db.transaction(async (tx) => {
    await lockMemberAccount(tx, memberId, 'PHP');
    const quote = await quoteRebate(tx, memberId, policy);
    if (quote.total <= 0) throw new AppError('NOTHING_TO_CLAIM');
    const claim = await insertRebateClaim(tx, {
      memberId,
      settledUntil: quote.until,
      breakdown: quote.lines,
      amount: quote.total,
    });
    const reward = await issueReward(tx, {
      memberId,
      source: 'rebate',
      sourceRef: String(claim.id),
      centavos: quote.total,
      expiryDays: policy.rewardExpiryDays,
    });
    await setRebateClaimReward(tx, claim.id, reward.id);
    const credited = await claimReward(tx, memberId, reward.id);
    return {
      claimId: String(claim.id),
      amount: centavosToPesos(quote.total),
      list: linesInPesos(quote.lines),
      balance: credited.balance,
    };
  });
}
