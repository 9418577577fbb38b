export { maybeSessionOf, sessionOf, tokenOf } from './auth-plugin.js';
export { endMemberSessions, endSession, openSessionIds } from './session-repository.js';
export { authenticate, hashToken, openSession, type SessionContext } from './sessions.js';
