import { z } from 'zod';
import { AVATAR_COUNT } from './constants.js';
import { text } from './fields.js';

/** Code points, so that an answer in Thai or with an emoji is measured as people count it. */
const codePoints = (value: string) => Array.from(value).length;

// Control and format characters and lone surrogates make two answers look alike but hash apart; the
// zero-width joiner stays because emoji sequences are built with it.
const HIDDEN = /[\p{Cc}\p{Cs}]|(?!\u200D)\p{Cf}/u;

/**
 * The form sends every value as text and a JSON client may send a number: either way a whole
 * number written in plain digits (no "0x1", "1e0" or " 1", which Number() would take).
 */
const formInteger = z.union([
  z.int(),
  z
    .string()
    .regex(/^\d{1,3}$/u)
    .transform(Number),
]);

// ─── Profile (R-API-28…32) ───────────────────────────────────────────────────

export const memberIconSchema = z.object({ icon: z.int() });
export type MemberIcon = z.infer<typeof memberIconSchema>;
export const memberIconBodySchema = z.strictObject({
  icon: formInteger.pipe(z.int().min(1).max(AVATAR_COUNT)),
});

// The length bounds here only keep junk small; the field rules (checkField) decide what is valid and
// answer with the same codes as registration.
export const nicknameBodySchema = z.strictObject({ nickname: text(256) });
export const nicknameValueSchema = z.object({ nickname: z.string() });
export type NicknameValue = z.infer<typeof nicknameValueSchema>;

export const emailBodySchema = z.strictObject({ email: text(256) });
export const emailValueSchema = z.object({ email: z.string() });
export type EmailValue = z.infer<typeof emailValueSchema>;

export const payeeNameBodySchema = z.strictObject({ payeeName: text(256) });
export const payeeNameValueSchema = z.object({ payeeName: z.string() });
export type PayeeNameValue = z.infer<typeof payeeNameValueSchema>;

// ─── Security settings (R-API-35…41) ─────────────────────────────────────────

/** Which protections the member has set (R-API-35); `bankCard` stays false until the wallet exists. */
export const securityConfigSchema = z.object({
  loginPassword: z.boolean(),
  paymentPassword: z.boolean(),
  securityQuestions: z.boolean(),
  email: z.boolean(),
  mobile: z.boolean(),
  bankCard: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** The payment-password rule (6 digits) is checked by the server with checkField, like the form does. */
export const paymentPasswordBodySchema = z.strictObject({
  /** Needed once a payment password exists (S-14). */
  oldPaymentPassword: text(20).optional(),
  paymentPassword: text(20),
  confirmPaymentPassword: text(20),
});
export type PaymentPasswordBody = z.infer<typeof paymentPasswordBodySchema>;

export const SECURITY_ANSWER_MAX_LENGTH = 64;
/** How many questions a member answers (R-API-40). */
export const SECURITY_ANSWER_COUNT = 2;

const securityAnswerText = text(4 * SECURITY_ANSWER_MAX_LENGTH)
  .refine((value) => !HIDDEN.test(value), 'no hidden characters')
  .refine((value) => {
    const length = codePoints(value.trim());
    return length >= 1 && length <= SECURITY_ANSWER_MAX_LENGTH;
  }, `1 to ${SECURITY_ANSWER_MAX_LENGTH} characters`);

const securityAnswerSchema = z.strictObject({
  questionId: z.int().min(1).max(999),
  answer: securityAnswerText,
});

/** Exactly two answers to two different questions; whether the ids exist is the server's to say. */
const securityAnswersSchema = z
  .array(securityAnswerSchema)
  .length(SECURITY_ANSWER_COUNT)
  .superRefine((answers, ctx) => {
    const seen = new Set<number>();
    answers.forEach((answer, index) => {
      if (seen.has(answer.questionId)) {
        ctx.addIssue({ code: 'custom', path: [index, 'questionId'], message: 'asked twice' });
      }
      seen.add(answer.questionId);
    });
  });

export const securityAnswersBodySchema = z.strictObject({
  answers: securityAnswersSchema,
  /** The login password; needed to replace answers already set (S-14). */
  password: text(256).optional(),
});
export type SecurityAnswersBody = z.infer<typeof securityAnswersBodySchema>;

export const resetPaymentPasswordBodySchema = z.strictObject({
  password: text(256).min(1),
  answers: securityAnswersSchema,
  paymentPassword: text(20),
  confirmPaymentPassword: text(20),
});
export type ResetPaymentPasswordBody = z.infer<typeof resetPaymentPasswordBodySchema>;

/** Any code is accepted and resolved with resolveLanguage, falling back to EN (R-API-11). */
export const securityQuestionsQuerySchema = z.strictObject({ language: text(10).optional() });

export const securityQuestionSchema = z.object({ id: z.int(), question: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

/** The member's chosen questions, never the answers (R-API-40). */
export const customerSecurityQuestionsSchema = z.object({ questionIds: z.array(z.int()) });
export type CustomerSecurityQuestions = z.infer<typeof customerSecurityQuestionsSchema>;

export const securityQuestionListSchema = z.array(securityQuestionSchema);
