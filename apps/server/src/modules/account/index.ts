export { listRecentMembers, setMemberStatus } from './member-repository.js';
export { checkPaymentPassword, claimPayeeName } from './payout-identity.js';
export { affiliateCodeOf, findReferrer } from './referral-code.js';
export type { ChangeContext } from './secret-throttle.js';
