export { type MemberStanding, memberStanding } from './member-standing.js';
