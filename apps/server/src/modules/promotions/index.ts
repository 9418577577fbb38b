export { issueReward, type RewardToIssue } from './issue-reward.js';
export { promotionOn } from './promotion-gate.js';
