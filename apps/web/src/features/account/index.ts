export {
  memberInfoQuery,
  readMemberSummary,
  useMemberInfo,
  verifyStoredSession,
} from './api/get-member-info';
export { trialUserQuery, useTrialUser } from './api/get-trial-user';
export { PaymentPasswordSheet } from './components/PaymentPasswordSheet';
export { PaymentResetSheet } from './components/PaymentResetSheet';
export { SecurityQuestionsSheet } from './components/SecurityQuestionsSheet';
export { SubmitButton } from './components/SubmitButton';
export { TrialRefusal } from './components/TrialRefusal';
