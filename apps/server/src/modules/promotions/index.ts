export { activityInputSchema, addActivity } from './activity-admin.js';
export { listAllActivities, listApplications, setActivityHidden } from './activity-repository.js';
export { decideApplication } from './activity-review.js';
export { addDepositPromo, depositPromoInputSchema } from './deposit-bonus-admin.js';
export {
  activateOrderBonus,
  listAllPromos,
  listMemberBonuses,
  setPromoHidden,
} from './deposit-bonus-repository.js';
export { endDueBonuses } from './end-due-bonuses.js';
export { issueReward, type RewardToIssue } from './issue-reward.js';
export { promotionOn } from './promotion-gate.js';
export { payWeeklyFund, weeklyFundPolicyOf } from './weekly-fund.js';
export { listWeeklyFundRuns } from './weekly-fund-repository.js';
export { forfeitBonusForWithdrawal, runningBonus } from './withdrawal-bonus.js';
