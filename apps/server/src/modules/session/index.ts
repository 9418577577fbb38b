export { maybeSessionOf, sessionOf, tokenOf } from './auth-plugin.js';
export { perMemberLimit } from './per-member-limit.js';
export {
  applySessionLimit,
  endMemberSessions,
  endSession,
  openSessionIds,
  playEndsAtOf,
  sessionStartOf,
} from './session-repository.js';
export { authenticate, hashToken, openSession, type SessionContext } from './sessions.js';
