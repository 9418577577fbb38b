export {
  memberInfoQuery,
  readMemberSummary,
  useMemberInfo,
  verifyStoredSession,
} from './api/get-member-info';
export { TrialRefusal } from './components/TrialRefusal';
