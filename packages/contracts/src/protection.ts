import { z } from 'zod';
import {
  LIMIT_BOUNDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_CHOICES,
  STATEMENT_PERIODS,
  TIME_OUT_CHOICES,
} from './protection-rules.js';

// ─── Player protection (issue 16): limits, time-outs and self-exclusion ───

const limitKey = {
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
};
const sameShape = (value: { kind: string; period: string }) =>
  (value.kind === 'session') === (value.period === 'session');
const shapeIssue = { message: 'session goes with period session only', path: ['period'] };

export const limitKeySchema = z.strictObject(limitKey).refine(sameShape, shapeIssue);
export type LimitKey = z.infer<typeof limitKeySchema>;

/** A limit in pesos (deposit, loss, wager) or minutes (session). */
export const setLimitBodySchema = z
  .strictObject({
    ...limitKey,
    value: z.number().positive().max(LIMIT_BOUNDS.money.max).multipleOf(0.01),
  })
  .refine(sameShape, shapeIssue)
  .refine(
    (body) =>
      body.kind !== 'session' ||
      (Number.isInteger(body.value) &&
        body.value >= LIMIT_BOUNDS.sessionMinutes.min &&
        body.value <= LIMIT_BOUNDS.sessionMinutes.max),
    { message: 'minutes between 5 and 1440', path: ['value'] },
  );
export type SetLimitBody = z.infer<typeof setLimitBodySchema>;

export const protectionLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** Pesos, or minutes for the session. */
  value: z.number(),
  /** What this period has used so far (pesos); null for the session. */
  used: z.number().nullable(),
  /** A raise or removal waiting: its value (null for a removal) and when it may be confirmed. */
  pending: z.object({ value: z.number().nullable(), confirmableAt: z.string() }).nullable(),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionBreakSchema = z.object({
  kind: z.enum(['time_out', 'self_exclusion', 'national_register']),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
  /** Set once the player asked to reopen after the end. */
  reopensAt: z.string().nullable(),
});
export type ProtectionBreak = z.infer<typeof protectionBreakSchema>;

export const protectionStateSchema = z.object({
  limits: z.array(protectionLimitSchema),
  /** The break in force (the one that ends last), or null. */
  restriction: protectionBreakSchema.nullable(),
  /** When the current session's play time runs out; null without a session limit. */
  sessionEndsAt: z.string().nullable(),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

export const takeBreakBodySchema = z.strictObject({
  choice: z.enum([...TIME_OUT_CHOICES, ...SELF_EXCLUSION_CHOICES]),
});
export type TakeBreakBody = z.infer<typeof takeBreakBodySchema>;

// ─── Date of birth (H-8) and identity verification (KYC) before the first withdrawal ───

/** A member who registered before the date of birth was asked gives it, with the PAGCOR confirmation. */
export const birthDateBodySchema = z.strictObject({
  birthDate: z.string().max(10),
  notRestrictedPerson: z.literal(true),
});
export type BirthDateBody = z.infer<typeof birthDateBodySchema>;

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What the identity page shows: the latest submission's status, the reason of a rejection. */
export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Whether the member has given a date of birth (older members are asked at their next deposit). */
  birthDateGiven: z.boolean(),
});
export type KycState = z.infer<typeof kycStateSchema>;

/** The KYC upload carries no text field: the three images travel as multipart files. */
export const kycFieldsSchema = z.strictObject({});

// ─── Activity statement: what went in and out, and the result of play, per period ───

export const statementQuerySchema = z.strictObject({
  period: z.enum(STATEMENT_PERIODS).default('day'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** Pesos of real money; bets and wins net of their rollbacks, withdrawals of the returned ones. */
const statementFigures = {
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  wins: z.number(),
  /** Bonuses, rebates and deposit bonuses received, less forfeited bonuses. */
  rewards: z.number(),
  /** Wins less bets: what play won (positive) or lost (negative). */
  net: z.number(),
};
export const statementRowSchema = z.object({
  /** The period's first day, YYYY-MM-DD in the site's time zone. */
  start: z.string(),
  ...statementFigures,
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementSchema = z.object({
  period: z.enum(STATEMENT_PERIODS),
  timeZone: z.string(),
  /** The first day the statement covers. */
  from: z.string(),
  /** Periods with any movement, newest first. */
  rows: z.array(statementRowSchema),
  total: z.object(statementFigures),
});
export type Statement = z.infer<typeof statementSchema>;

// ─── Reality check: how long this session has lasted and what it won or lost ───

export const realityCheckBodySchema = z.strictObject({ minutes: z.literal(REALITY_CHECK_MINUTES) });
export type RealityCheckBody = z.infer<typeof realityCheckBodySchema>;

export const playSessionSchema = z.object({
  /** When this login began. */
  startedAt: z.string(),
  /** Minutes between two reality checks. */
  realityCheckMinutes: z.literal(REALITY_CHECK_MINUTES),
  /** Pesos of real money since the login, net of rollbacks; net is wins less bets. */
  bets: z.number(),
  wins: z.number(),
  net: z.number(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;
