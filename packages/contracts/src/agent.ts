import { z } from 'zod';
import { AGENT_APPLICATION_STATUSES, TRANSFER_MAX } from './agent-rules.js';
import { text, wholeNumber } from './fields.js';
import { GAME_CATEGORIES } from './games-constants.js';

/** A calendar day, YYYY-MM-DD, read in Philippine time (Asia/Manila) by the server. */
const day = z.iso.date();
const period = { startDate: day.optional(), endDate: day.optional() };
const paging = { pageNum: wholeNumber(1, 100_000).default(1), pageSize: wholeNumber(1, 100).default(20) };
/** An account name as members type it when they search: letters, digits, _ . - */
const accountSearch = z
  .string()
  .max(20)
  .regex(/^[A-Za-z0-9_.-]*$/u, 'letters, digits, _ . and -');

// ─── Affiliate code and invite friends (R-REG-13, R-API-26, R-API-130, R-PROMO-12) ───

export const affiliateCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,20}$/u, '4 to 20 letters or digits');
export const affiliateCheckQuerySchema = z.strictObject({
  code: affiliateCodeSchema,
  /** The host the visitor registers on; an operator may limit invite links to some hosts. */
  domain: z
    .string()
    .max(253)
    .regex(/^[A-Za-z0-9.:-]*$/u, 'a host name')
    .optional(),
});
export const affiliateCheckSchema = z.object({ success: z.literal(true) });

export const referralSchema = z.object({
  code: z.string(),
  /** The register page with the code filled in (R-REG-14). */
  link: z.string(),
  /** Friends who registered with the code. */
  registered: z.number(),
  /** Of those, how many deposited or bet in the last 30 days (from the ledger). */
  active: z.number(),
  activeDays: z.number(),
});
export type Referral = z.infer<typeof referralSchema>;

// ─── Agent application (R-AGENT-01, R-API-130) ───────────────────────────────

export const agentApplyBodySchema = z.strictObject({
  contactName: text(50).pipe(z.string().trim().min(2, 'val_required')),
  /** Philippine mobile or any number with its country code: digits, spaces, + and -. */
  contactMobile: z.string().regex(/^\+?[0-9][0-9 -]{6,18}$/u, 'a phone number'),
  note: text(500).pipe(z.string().trim()).default(''),
});
export const agentApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  contactName: z.string(),
  contactMobile: z.string(),
  note: z.string(),
  /** Why the operator refused, when rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
/** The member's latest application, or null; `isAgent` once the role is granted. */
export const agentApplicationStateSchema = z.object({
  isAgent: z.boolean(),
  application: agentApplicationSchema.nullable(),
});
export type AgentApplicationState = z.infer<typeof agentApplicationStateSchema>;

// ─── Team KPIs (R-AGENT-07, R-API-102, R-API-103) ────────────────────────────

export const teamPeriodQuerySchema = z.strictObject(period);
export const teamKpiASchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Downlines at any depth, registered up to the end of the period. */
  teamSize: z.number(),
  /** Downlines registered in the period. */
  newMembers: z.number(),
  /** Downlines who deposited or bet in the period. */
  activeMembers: z.number(),
});
export type TeamKpiA = z.infer<typeof teamKpiASchema>;
export const teamKpiBSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Pesos. */
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  /** The team's wins minus bets: negative when the team lost. */
  winLoss: z.number(),
});
export type TeamKpiB = z.infer<typeof teamKpiBSchema>;

// ─── Downlines (R-AGENT-08, R-AGENT-10, R-API-104, R-API-107, R-API-124, R-API-125) ───

export const downlineSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number(),
  /** 1: a direct downline; more: further down the tree. */
  depth: z.number(),
  registeredAt: z.string(),
  /** Pesos. */
  balance: z.number(),
  /** Direct downlines of this member. */
  downlineCount: z.number(),
});
export type Downline = z.infer<typeof downlineSchema>;
export const downlinePageSchema = z.object({
  list: z.array(downlineSchema),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;
export const subordinateQuerySchema = z.strictObject({ ...paging, account: accountSearch.optional() });
export const downlinesQuerySchema = z.strictObject({ ...paging, account: accountSearch.optional() });
export const downlineQuerySchema = z.strictObject({ memberId: z.string().regex(/^\d{1,18}$/u) });

export const memberPnlQuerySchema = z.strictObject({
  ...period,
  ...paging,
  account: accountSearch.optional(),
});
export const memberPnlSchema = z.object({
  id: z.string(),
  account: z.string(),
  depth: z.number(),
  /** Pesos in the period. */
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  wins: z.number(),
  /** Wins minus bets: the member's profit (positive) or loss (negative). */
  profitLoss: z.number(),
});
export type MemberPnl = z.infer<typeof memberPnlSchema>;
export const memberPnlPageSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(memberPnlSchema),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type MemberPnlPage = z.infer<typeof memberPnlPageSchema>;

// ─── Affiliate URLs (R-AGENT-13, R-API-118, R-API-119, R-API-120) ────────────

/** A rebate in percent with at most two decimals (0.01 % steps), as agents quote it. */
export const rebatePercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');
export const affiliateUrlBodySchema = z.strictObject({
  /** One of the hosts the operator allows for affiliate links. */
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$/u, 'a host name'),
  /** The rebate a member registering through the URL starts with, in every category up to the agent's own. */
  rebate: rebatePercentSchema,
});
export const affiliateUrlParamsSchema = z.strictObject({ id: z.string().regex(/^\d{1,18}$/u) });
export const affiliateUrlSchema = z.object({
  id: z.string(),
  code: z.string(),
  domain: z.string(),
  /** The register page on that host with the code filled in. */
  url: z.string(),
  /** Percent. */
  rebate: z.number(),
  /** Members who registered through this URL. */
  registrations: z.number(),
  createdAt: z.string(),
});
export type AffiliateUrl = z.infer<typeof affiliateUrlSchema>;
export const affiliateUrlListSchema = z.object({
  /** Hosts a new URL may use. */
  domains: z.array(z.string()),
  /** The highest default rebate the agent may give: their own highest category rebate (percent). */
  maxRebate: z.number(),
  /** How many URLs an agent may hold at once. */
  limit: z.number(),
  list: z.array(affiliateUrlSchema),
});
export type AffiliateUrlList = z.infer<typeof affiliateUrlListSchema>;

// ─── Rebates and quotas (R-AGENT-12, R-API-116, R-API-117, R-API-121) ────────

const category = z.enum(GAME_CATEGORIES);
export const rebateRangeSchema = z.object({
  category,
  /** Percent: the member's own rate in this category. */
  rebate: z.number(),
  /** The lowest and highest rate the agent may give here (percent). */
  min: z.number(),
  max: z.number(),
});
export type RebateRange = z.infer<typeof rebateRangeSchema>;
/** The agent's own rate per category, and the range a direct downline may be given (R-API-116). */
export const rebateSettingsSchema = z.object({
  /** 1 or 2. */
  agentType: z.number(),
  list: z.array(rebateRangeSchema),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;
/** How many more downline accounts the agent may open at each rebate level and above it (R-API-117). */
export const quotasSchema = z.object({
  list: z.array(z.object({ level: z.number(), remaining: z.number() })),
});
export type Quotas = z.infer<typeof quotasSchema>;
export const downlineRebatesQuerySchema = z.strictObject({ memberId: z.string().regex(/^\d{1,18}$/u) });
/** A direct downline's rate per category, each with the range the agent may set it to. */
export const downlineRebatesSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  list: z.array(rebateRangeSchema),
});
export type DownlineRebates = z.infer<typeof downlineRebatesSchema>;
export const updateDownlineRebatesBodySchema = z.strictObject({
  memberId: z.string().regex(/^\d{1,18}$/u),
  rebates: z.partialRecord(category, rebatePercentSchema),
});

// ─── Moving downlines (R-AGENT-14, R-API-122, R-API-123) ─────────────────────

const memberIdField = z.string().regex(/^\d{1,18}$/u);
export const transferDownlineBodySchema = z.strictObject({
  /** The downline to move, with everyone below it. */
  memberId: memberIdField,
  /** The agent it moves under: an agent inside the caller's tree, or the caller when left out. */
  targetId: memberIdField.optional(),
});
export const transferMultipleDownlineBodySchema = z.strictObject({
  memberIds: z
    .array(memberIdField)
    .min(1)
    .max(TRANSFER_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'each member once'),
  /** As for one move: left out, the caller. */
  targetId: memberIdField.optional(),
});
export const transferResultSchema = z.object({ moved: z.number() });
