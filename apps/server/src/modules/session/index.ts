export { maybeSessionOf, sessionOf, tokenOf } from './auth-plugin.js';
export { endMemberSessions, endSession } from './session-repository.js';
export { authenticate, hashToken, openSession, type SessionContext } from './sessions.js';
