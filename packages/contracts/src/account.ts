import { z } from 'zod';
import { IDENTITY_CHANNELS, REGISTER_FIELDS } from './account-rules.js';
import { CHALLENGE_PURPOSES, LIMITS } from './constants.js';
import { text } from './fields.js';

const digits = (max: number) => text(max).pipe(z.string().regex(/^\d*$/, 'digits only'));
const dialingCode = z.string().regex(/^\d{1,4}$/, 'a dialling code');
/** The anti-bot solution: base64 JSON of the altcha challenge and its solution. */
const altcha = text(8000);

const identityChannel = z.enum(IDENTITY_CHANNELS);
/** A Firebase ID token: a signed JWT of about a kilobyte. */
const identityToken = text(4096);

/**
 * One login call for every kind (R-API-12): a username login (R-AUTH-11); when a
 * `verificationCode` is given, an SMS login (R-AUTH-12, A-13); when a `firebaseChannel` is given, a
 * provider sign-in (R-AUTH-08) or, for `sms`, a number Firebase verified (R-API-21).
 */
export const loginBodySchema = z
  .strictObject({
    username: text(64).optional(),
    password: text(256).optional(),
    captcha: digits(LIMITS.captchaMaxLength).default(''),
    type: z.union([z.literal(0), z.literal(1)]).default(0),
    altcha: altcha.optional(),
    mobileNum: text(LIMITS.mobileMaxLength).optional(),
    mobileNo: text(LIMITS.mobileMaxLength).optional(),
    countryDialingCode: dialingCode.optional(),
    verificationCode: digits(LIMITS.smsCodeMaxLength).optional(),
    firebaseChannel: identityChannel.optional(),
    firebaseIdToken: identityToken.optional(),
    firebaseMobileNo: text(LIMITS.mobileMaxLength).optional(),
    remember: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const required = (field: keyof typeof body) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (body.firebaseChannel !== undefined) {
      required('firebaseIdToken');
      if (body.firebaseChannel !== 'sms') return;
      if (!body.firebaseMobileNo && !body.mobileNum && !body.mobileNo) required('firebaseMobileNo');
      required('countryDialingCode');
    } else if (body.verificationCode === undefined) {
      required('username');
      required('password');
    } else {
      if (!body.mobileNum && !body.mobileNo) required('mobileNum');
      required('countryDialingCode');
      required('verificationCode');
    }
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
});
export type SessionValue = z.infer<typeof sessionValueSchema>;

export const freeplayBodySchema = z.strictObject({
  moduleId: z.coerce.number().int().min(0).max(999_999).default(0),
});
export const freeplayValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.literal(4),
});
export type FreeplayValue = z.infer<typeof freeplayValueSchema>;

/** The demo balance joins this when the wallet arrives. */
export const trialUserSchema = z.object({ userName: z.string(), expiresAt: z.string() });
export type TrialUser = z.infer<typeof trialUserSchema>;

export const captchaValueSchema = z.string().startsWith('data:image/png;base64,');

const optionalText = (max: number) => text(max).default('');

/** The registration payload of SPEC §3 (R-REG-18); the server checks each field against its config. */
export const registerBodySchema = z.strictObject({
  countryDialingCode: optionalText(6),
  registerUrl: optionalText(200),
  registerMethod: z.enum(['APP', 'PWA', 'WEBCLIP', 'H5']).default('H5'),
  username: optionalText(64),
  password: optionalText(256),
  confirmPassword: optionalText(256),
  affiliateCode: optionalText(40),
  paymentPassword: optionalText(20),
  recommenderId: optionalText(40),
  nickname: optionalText(40),
  payeeName: optionalText(100),
  email: optionalText(64),
  mobileNum: optionalText(LIMITS.mobileMaxLength),
  idNumber: optionalText(40),
  qqNum: optionalText(20),
  facebook: optionalText(60),
  wechat: optionalText(60),
  line: optionalText(60),
  whatsapp: optionalText(20),
  zalo: optionalText(20),
  captcha: optionalText(LIMITS.captchaMaxLength),
  type: z.literal(0).default(0),
  domain: optionalText(200),
  verificationCode: digits(LIMITS.smsCodeMaxLength).default(''),
  /**
   * A Firebase sign-in instead of a password (`google`, `facebook`) or instead of the SMS code
   * (`sms`, R-REG-20); the server checks the token (R-API-21).
   */
  firebaseChannel: identityChannel.optional(),
  firebaseIdToken: identityToken.default(''),
  /** The 21+ and terms confirmation (R-REG-09, R-REG-10, H-8); the server refuses without it. */
  agreeTerms: z.literal(true),
  /** Date of birth, YYYY-MM-DD; the server refuses anyone under 21 in the site's time zone (H-8). */
  birthDate: text(10).default(''),
  /** Not a government official nor a member of the armed forces or police (PAGCOR); stored with its time. */
  notRestrictedPerson: z.literal(true),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const fieldConfigSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  regExp: z.string().max(300).nullable(),
});

/** The name to ask about, with a solved challenge so that asking about many names costs (S-06). */
export const checkUsernameQuerySchema = z.strictObject({ username: text(64), altcha });
export const checkUsernameValueSchema = z.object({ available: z.boolean() });

export const memberInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  account: z.string(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }),
  vipLevel: z.number().int(),
  /** Whole percent of the way to the next VIP tier (R-HOME-02). */
  vipProgress: z.number().int().min(0).max(100),
  currency: z.enum(['PHP', 'DEMO']),
  icon: z.number().int(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const changePasswordBodySchema = z.strictObject({
  oldPassword: text(256).min(1),
  newPassword: text(256).min(1),
  confirmNewPassword: text(256).min(1),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Closing the account (issue 16) asks for the password, as any change that cannot be undone alone. */
export const closeAccountBodySchema = z.strictObject({ password: text(256).min(1) });
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

export const challengeQuerySchema = z.strictObject({ purpose: z.enum(CHALLENGE_PURPOSES) });
/** An altcha proof-of-work challenge: what the browser's solver reads, and the signature it sends back. */
export const challengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number().optional(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
});

/** R-API-17 and friends: the number (alias `mobileNo`, A-13), its dialling code and the challenge. */
export const smsRequestBodySchema = z
  .strictObject({
    mobileNum: text(LIMITS.mobileMaxLength).optional(),
    mobileNo: text(LIMITS.mobileMaxLength).optional(),
    countryDialingCode: dialingCode,
    altcha,
  })
  .refine((body) => Boolean(body.mobileNum || body.mobileNo), { path: ['mobileNum'], message: 'required' });

/** The reset code goes only to the number bound to this name (R-API-19). */
export const resetSmsRequestBodySchema = z
  .strictObject({
    username: text(64).min(1),
    mobileNum: text(LIMITS.mobileMaxLength).optional(),
    mobileNo: text(LIMITS.mobileMaxLength).optional(),
    countryDialingCode: dialingCode,
    altcha,
  })
  .refine((body) => Boolean(body.mobileNum || body.mobileNo), { path: ['mobileNum'], message: 'required' });

/** The countdown runs to `expirationTime` (the next send allowed); the code lives `expiredMinutes`. */
export const smsSentSchema = z.object({ expirationTime: z.string(), expiredMinutes: z.number().int() });
export type SmsSent = z.infer<typeof smsSentSchema>;

export const resetPasswordBySmsBodySchema = z.strictObject({
  username: text(64).min(1),
  mobileNum: text(LIMITS.mobileMaxLength).min(1),
  countryDialingCode: dialingCode,
  verificationCode: digits(LIMITS.smsCodeMaxLength).pipe(z.string().min(1)),
  newPassword: text(256).min(1),
  confirmNewPassword: text(256).min(1),
});

export const resetEmailRequestBodySchema = z.strictObject({ username: text(64).min(1) });
export const resetPasswordByLinkBodySchema = z.strictObject({
  token: text(100).min(1),
  newPassword: text(256).min(1),
  confirmNewPassword: text(256).min(1),
});

/** The registration form's fields as the operator configured them (R-REG-01). */
export const registerConfigSchema = z.record(z.enum(REGISTER_FIELDS), fieldConfigSchema);
