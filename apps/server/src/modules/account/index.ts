export { identityProviderFrom, identityProviderSettingsFrom } from './identity-sign-in.js';
export { listRecentMembers, setMemberStatus } from './member-repository.js';
export { hashSecret } from './passwords.js';
export { checkPaymentPassword, claimPayeeName } from './payout-identity.js';
export { affiliateCodeOf, findReferrer, newAffiliateCode } from './referral-code.js';
export type { ChangeContext } from './secret-throttle.js';
