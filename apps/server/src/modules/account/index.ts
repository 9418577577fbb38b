export { default as accountAuth, maybeSessionOf, sessionOf } from './auth-plugin.js';
export { listRecentMembers, setMemberStatus } from './member-repository.js';
export { memberRoutes } from './member-routes.js';
export { recoveryRoutes } from './recovery-routes.js';
export { registerRoutes } from './register-routes.js';
export { accountRoutes } from './routes.js';
export { authenticate as authenticateSession, type SessionContext } from './sessions.js';
