import { z } from 'zod';
import {
  DIVIDEND_CONTRACT_LIMITS,
  DIVIDEND_PERIODS,
  DIVIDEND_STATUSES,
  dividendTiersProblem,
  SALARY_CONTRACT_LIMITS,
  SALARY_CONTRACT_STATUSES,
  SALARY_PAYOUT_STATUSES,
  SALARY_PERIODS,
  salaryTiersProblem,
} from './agent-contract-rules.js';
import { wholeNumber } from './fields.js';

/** A calendar day, YYYY-MM-DD, read in Philippine time (Asia/Manila) by the server. */
const day = z.iso.date();
const memberId = z.string().regex(/^\d{1,18}$/u);

// ─── Contract check (R-API-101, R-AGENT-02 … R-AGENT-04) ─────────────────────

/** Each field non-empty (the waiting contract's id) only when a contract of that kind waits for the member. */
export const contractCheckSchema = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type ContractCheck = z.infer<typeof contractCheckSchema>;

// ─── Salary contracts, daily (R-API-112 … R-API-115, R-AGENT-05) and hourly (R-AGENT-06) ───

const pesosField = wholeNumber(0, SALARY_CONTRACT_LIMITS.maxPesos);
export const salaryTierSchema = z.strictObject({
  /** Settled team turnover of the day from which this tier pays, whole pesos. */
  turnover: pesosField,
  /** The day's salary at this tier, whole pesos. */
  salary: wholeNumber(1, SALARY_CONTRACT_LIMITS.maxPesos),
});
export const salaryContractApplyBodySchema = z
  .strictObject({
    /** A direct downline of the caller. */
    memberId,
    tiers: z.array(salaryTierSchema).min(1).max(SALARY_CONTRACT_LIMITS.maxTiers),
  })
  .refine((body) => salaryTiersProblem(body.tiers) === null, {
    path: ['tiers'],
    message: 'thresholds and salaries must both rise from tier to tier',
  });
export const salaryContractProcessBodySchema = z.strictObject({
  contractId: z.string().regex(/^\d{1,18}$/u),
  accept: z.boolean(),
});

export const salaryContractSchema = z.object({
  id: z.string(),
  /** The agent who offers and pays. */
  agentAccount: z.string(),
  /** The downline who receives. */
  memberAccount: z.string(),
  tiers: z.array(z.object({ turnover: z.number(), salary: z.number() })),
  /** day: the daily-salary calls' contracts; hour: the hourly-salary calls'. */
  period: z.enum(SALARY_PERIODS),
  status: z.enum(SALARY_CONTRACT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type SalaryContract = z.infer<typeof salaryContractSchema>;
/** The offer waiting for the caller, or null. */
export const salaryContractRequestSchema = z.object({ contract: salaryContractSchema.nullable() });
export const salaryContractHistorySchema = z.object({
  /** Contracts the caller received or offered, newest first; `role` says which side the caller is. */
  list: z.array(salaryContractSchema.extend({ role: z.enum(['received', 'offered']) })),
});
export type SalaryContractHistory = z.infer<typeof salaryContractHistorySchema>;

// ─── Daily salaries (R-API-105, R-API-106, R-AGENT-09) ───────────────────────

export const dailySalaryRowSchema = z.object({
  day: z.string(),
  /** The Manila hour (0–23) an hourly contract's row is for; null for a daily contract's day. */
  hour: z.number().int().nullable(),
  contractId: z.string(),
  /** Who paid and who received; the caller is one of them. */
  agentAccount: z.string(),
  memberAccount: z.string(),
  role: z.enum(['received', 'offered']),
  /** Pesos. */
  turnover: z.number(),
  salary: z.number(),
  /** today: the day is not over, nothing is paid yet (CurrentDailySalary). */
  status: z.enum([...SALARY_PAYOUT_STATUSES, 'today']),
});
export type DailySalaryRow = z.infer<typeof dailySalaryRowSchema>;
/**
 * Today so far (Manila) under the caller's accepted daily contracts, or this hour so far under the
 * hourly ones (`hour` set): not paid until the period is over.
 */
export const currentDailySalarySchema = z.object({
  day: z.string(),
  hour: z.number().int().nullable(),
  list: z.array(dailySalaryRowSchema),
});
export type CurrentDailySalary = z.infer<typeof currentDailySalarySchema>;
export const dailySalaryQuerySchema = z.strictObject({ startDate: day.optional(), endDate: day.optional() });
export const dailySalaryPageSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(dailySalaryRowSchema),
});
export type DailySalaryPage = z.infer<typeof dailySalaryPageSchema>;

// ─── Dividend contracts (R-API-108 … R-API-111, R-AGENT-06, R-AGENT-11) ──────

export const dividendTierSchema = z.strictObject({
  /** The team's profit for the house in the period from which this tier pays, whole pesos. */
  profit: wholeNumber(0, DIVIDEND_CONTRACT_LIMITS.maxPesos),
  /** The share of that profit paid as dividend, whole percent. */
  percent: wholeNumber(1, DIVIDEND_CONTRACT_LIMITS.maxPercent),
});
export const dividendContractApplyBodySchema = z
  .strictObject({
    memberId,
    tiers: z.array(dividendTierSchema).min(1).max(DIVIDEND_CONTRACT_LIMITS.maxTiers),
  })
  .refine((body) => dividendTiersProblem(body.tiers) === null, {
    path: ['tiers'],
    message: 'profits and percents must both rise from tier to tier',
  });
export const dividendContractSchema = z.object({
  id: z.string(),
  agentAccount: z.string(),
  memberAccount: z.string(),
  tiers: z.array(z.object({ profit: z.number(), percent: z.number() })),
  period: z.enum(DIVIDEND_PERIODS),
  status: z.enum(SALARY_CONTRACT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type DividendContract = z.infer<typeof dividendContractSchema>;
/** The contract with the caller's upline: the one waiting for an answer, else the one in force, else null. */
export const dividendContractInfoSchema = z.object({ contract: dividendContractSchema.nullable() });
export const dividendRowSchema = z.object({
  contractId: z.string(),
  /** The period's first and last Manila day. */
  periodStart: z.string(),
  periodEnd: z.string(),
  agentAccount: z.string(),
  memberAccount: z.string(),
  role: z.enum(['received', 'offered']),
  /** Pesos: the team's settled bets less wins, and the dividend it earns. */
  profit: z.number(),
  dividend: z.number(),
  status: z.enum(DIVIDEND_STATUSES),
});
export type DividendRow = z.infer<typeof dividendRowSchema>;
export const dividendListSchema = z.object({ list: z.array(dividendRowSchema) });
export type DividendList = z.infer<typeof dividendListSchema>;
export const dividendPayoutBodySchema = z.strictObject({
  contractId: z.string().regex(/^\d{1,18}$/u),
  periodStart: day,
});
