export { type MemberStanding, memberStanding } from './member-standing.js';
export { vipRoutes } from './routes.js';
