// Runtime values of the agent domain; no zod here, so the web bundle stays small.
import { AGENT_MEMBER_TYPES } from './constants.js';

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

/**
 * The server feature modules of SPEC §7 that gate agent calls and the member centre's agent
 * sections (R-SYS-30): agent announcements, agent info (team), downline management, personal P&L,
 * member transactions, fund transfer. The operator turns each on or off (`modules` setting).
 */
export const AGENT_MODULE_IDS = [
  'AGEANNOUNCE3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'PERSPNL3',
  'MEMTRANS3',
  'FUNDTRANS3',
] as const;
export type AgentModuleId = (typeof AGENT_MODULE_IDS)[number];

/** A friend counts as active after a deposit or a bet in this many days (R-PROMO-12). */
export const REFERRAL_ACTIVE_DAYS = 30;

/** A-5, R-ROLE-01: types 1, 2 and 40 to 42 are agents; a trial (4) never is. */
export const isAgentType = (type: number | undefined) =>
  type !== undefined && AGENT_MEMBER_TYPES.includes(type);

/** How many downlines one call may move together (R-API-123). */
export const TRANSFER_MAX = 50;
