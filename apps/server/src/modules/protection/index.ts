export { assertOfAge } from './age.js';
export { requestReopen, takeBreak } from './breaks.js';
export { normalName } from './exclusion-repository.js';
export {
  assertDepositAllowed,
  assertMayPlay,
  betNeedsCheck,
  betRefusal,
  membersNeedingBetCheck,
} from './gates.js';
export { assertKycApproved } from './kyc.js';
export { decideKyc, findKyc, listKyc } from './kyc-repository.js';
export { sessionMinutesSql } from './limit-repository.js';
export { onBreakAt } from './marketing.js';
export { addNdrpExclusion, listNdrp } from './ndrp.js';
export { refuseOnBreak } from './refuse-on-break.js';
