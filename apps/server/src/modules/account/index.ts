export { listRecentMembers, setMemberStatus } from './member-repository.js';
