export { activityInputSchema, addActivity } from './activity-admin.js';
export { listAllActivities, listApplications, setActivityHidden } from './activity-repository.js';
export { decideApplication } from './activity-review.js';
export { issueReward, type RewardToIssue } from './issue-reward.js';
export { promotionOn } from './promotion-gate.js';
