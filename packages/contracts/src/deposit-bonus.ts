import { z } from 'zod';
import { languageParam, wholeNumber } from './fields.js';

/**
 * A member's deposit bonus: `pending` from acceptPromo until its deposit is paid; `active` while its
 * money is locked and being wagered; then `completed` (the wagering met: the money is the player's),
 * `forfeited` (given up, or a withdrawal asked for), `expired`, `spent` (nothing of it left to wager)
 * or `cancelled` (its deposit never came, or came under the promotion's minimum).
 */
export const MEMBER_BONUS_STATUSES = [
  'pending',
  'active',
  'completed',
  'forfeited',
  'expired',
  'spent',
  'cancelled',
] as const;
export type MemberBonusStatus = (typeof MEMBER_BONUS_STATUSES)[number];

/** A deposit promotion the member may join now (R-API-89), with all of its terms. */
export const depositPromoSchema = z.object({
  promoId: z.int(),
  title: z.string(),
  terms: z.string(),
  /** The bonus is this % of the deposit… */
  percent: z.number(),
  /** …up to this many pesos. */
  maxBonus: z.number(),
  /** Pesos; a smaller deposit gets no bonus. */
  minDeposit: z.number(),
  /** The bonus must be wagered this many times before it can be withdrawn. */
  wageringMultiple: z.number(),
  /** Days from the credit to meet the wagering; what is left of the bonus then is forfeited. */
  expiryDays: z.int(),
  /** The last moment to join, or null when open-ended. */
  endsAt: z.string().nullable(),
});
export type DepositPromo = z.infer<typeof depositPromoSchema>;

export const memberBonusSchema = z.object({
  bonusId: z.string(),
  promoId: z.int(),
  title: z.string(),
  status: z.enum(MEMBER_BONUS_STATUSES),
  /** The deposit order it rides on. */
  orderId: z.string(),
  /** Pesos credited as bonus money (0 while pending). */
  amount: z.number(),
  /** Pesos of bonus money still locked: spent after real money, withdrawable once the wagering is met. */
  locked: z.number(),
  /** Pesos of bets needed in all, and bet so far. */
  wageringRequired: z.number(),
  wagered: z.number(),
  /** When the wagering must be met (null while pending). */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type MemberBonus = z.infer<typeof memberBonusSchema>;

export const depositPromoListValueSchema = z.object({
  list: z.array(depositPromoSchema),
  /** The member's pending or active bonus: while there is one, no other can be joined. */
  current: memberBonusSchema.nullable(),
});
export type DepositPromoList = z.infer<typeof depositPromoListValueSchema>;

/** The titles and terms come in this language (else EN). */
export const bonusLanguageQuerySchema = z.strictObject({ language: languageParam });

/** R-API-95: joins a promotion for one of the member's own pending deposit orders. */
export const acceptPromoBodySchema = z.strictObject({
  promoId: wholeNumber(1, 2 ** 31 - 1),
  orderId: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  language: languageParam,
});
export const bonusForfeitBodySchema = z.strictObject({
  bonusId: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  language: languageParam,
});
