import { LIMITS } from './constants.js';

/** The registration fields an operator can switch on (R-REG-04), named as the API names them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** One field of the operator's registration config; a null or empty regExp means the designed rule. */
export interface FieldConfig {
  enabled: boolean;
  required: boolean;
  regExp: string | null;
}

/** The registration fields and the login form's own (R-VAL-07). */
export type RuleKey = RegisterField | 'loginUsername' | 'loginPassword' | 'loginMobileNum';

/** Every message a check can answer; the web's i18n test holds each to a text in every language. */
export const FIELD_MESSAGE_KEYS = [
  'val_required',
  'val_username',
  'val_password',
  'val_password_mismatch',
  'val_password_same',
  'val_mobile',
  'val_email',
  'val_name',
  'val_payment_password',
  'val_captcha',
  'val_sms_code',
  'val_format',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** An i18n message key, with its parameters if it has any. */
export type FieldMessage = { key: string; params?: Record<string, string | number> };

/**
 * The login password rule follows the security checklist S-01 rather than R-VAL-08: length only,
 * in code points so an emoji is one character. The byte cap bounds the hashing cost; 64 code points
 * never exceed it, so it only binds login and an operator's pattern.
 */
export const PASSWORD_LIMITS = { minLength: 8, maxLength: 64, maxBytes: 256 } as const;

/** Trims and drops one leading 0, the trunk prefix people type in front of a local number (R-VAL-05). */
export function normalizeMobile(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('0') ? trimmed.slice(1) : trimmed;
}

/** Code points are at least half the UTF-16 length, so a huge value is turned away without counting it. */
function lengthBetween(value: string, min: number, max: number): boolean {
  if (value.length < min || value.length > 2 * max) return false;
  let count = 0;
  for (const _ of value) count++;
  return count >= min && count <= max;
}

/** UTF-8 bytes are at least the UTF-16 length; a lone surrogate counts 3, as the encoder's U+FFFD. */
function bytesAtMost(value: string, max: number): boolean {
  if (value.length > max) return false;
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes <= max;
}

// Control and format characters (bidi overrides, zero-width spaces) and lone surrogates let one name
// pass for another or hide text; the zero-width joiner stays because emoji sequences are built with it.
const HIDDEN = /[\p{Cc}\p{Cs}]|(?!\u200D)\p{Cf}/u;

/** Free text shown to others: a length, something visible, nothing hidden. */
const displayText = (min: number, max: number) => (value: string) =>
  lengthBetween(value, min, max) && /\S/u.test(value) && !HIDDEN.test(value);

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

const password = (value: string) =>
  lengthBetween(value, PASSWORD_LIMITS.minLength, PASSWORD_LIMITS.maxLength) &&
  bytesAtMost(value, PASSWORD_LIMITS.maxBytes);
const passwordBytes = (value: string) => bytesAtMost(value, PASSWORD_LIMITS.maxBytes);

const mobile = matches(/^\d{6,15}$/u);

// The HTML living standard's address syntax, but with a dot required in the domain: a site's members
// have no use for an address on a bare host name.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u;

/** The designed rules (R-VAL-08, R-VAL-09) for when the operator gives no pattern. */
const DEFAULT_RULES: Record<RuleKey, (value: string) => boolean> = {
  username: matches(/^[A-Za-z][A-Za-z0-9]{3,15}$/u),
  password,
  // Its content is the password's; checkPasswordConfirmation compares the two.
  confirmPassword: passwordBytes,
  mobileNum: mobile,
  verificationCode: matches(new RegExp(`^\\d{1,${LIMITS.smsCodeMaxLength}}$`, 'u')),
  paymentPassword: matches(/^\d{6}$/u),
  idNumber: matches(/^[A-Za-z0-9]{6,20}$/u),
  qqNum: matches(/^\d{5,12}$/u),
  facebook: displayText(4, 50),
  wechat: displayText(4, 50),
  line: displayText(4, 50),
  whatsapp: mobile,
  zalo: mobile,
  email: (value) => lengthBetween(value, 1, 64) && EMAIL.test(value),
  nickname: displayText(2, 20),
  // Marks as well as letters: Thai and decomposed Vietnamese names need their combining vowels and tones.
  payeeName: matches(/^\p{L}[\p{L}\p{M} .]{1,49}$/u),
  recommenderId: matches(/^[A-Za-z0-9]{4,20}$/u),
  affiliateCode: matches(/^[A-Za-z0-9]{4,20}$/u),
  captcha: matches(new RegExp(`^\\d{1,${LIMITS.captchaMaxLength}}$`, 'u')),
  // Any name an old account may have, so none is locked out by today's registration rule.
  loginUsername: (value) => lengthBetween(value, 1, 64) && !/\p{Cc}/u.test(value),
  loginPassword: passwordBytes,
  loginMobileNum: mobile,
};

/** Limits an operator's pattern cannot lift. */
const HARD_LIMITS: Partial<Record<RuleKey, (value: string) => boolean>> = {
  password: passwordBytes,
  confirmPassword: passwordBytes,
  loginPassword: passwordBytes,
};

const FAILURE_KEYS: Partial<Record<RuleKey, FieldMessageKey>> = {
  username: 'val_username',
  password: 'val_password',
  mobileNum: 'val_mobile',
  loginMobileNum: 'val_mobile',
  email: 'val_email',
  nickname: 'val_name',
  payeeName: 'val_name',
  paymentPassword: 'val_payment_password',
  captcha: 'val_captcha',
  verificationCode: 'val_sms_code',
};

const MOBILE_KEYS: ReadonlySet<RuleKey> = new Set<RuleKey>(['mobileNum', 'loginMobileNum']);

const REQUIRED: FieldConfig = { enabled: true, required: true, regExp: null };

// Operators' patterns are few and the form checks on every keystroke: compile each once. The bound
// only matters if patterns keep changing under a long-lived page or server.
const operatorPatterns = new Map<string, RegExp | null>();

function operatorPattern(source: string): RegExp | null {
  let pattern = operatorPatterns.get(source);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      // A pattern the browser or server cannot compile must not lock registration: the designed rule applies.
      pattern = null;
    }
    if (operatorPatterns.size >= 100) operatorPatterns.clear();
    operatorPatterns.set(source, pattern);
  }
  return pattern;
}

const message = (key: FieldMessageKey): FieldMessage => ({ key });

/**
 * One field against its rule (R-VAL-01), the same on the form and on the server. Without a config the
 * field is required and has the designed rule; a switched-off field is not asked for, so anything passes.
 * A mobile number is checked as it will be stored, after normalizeMobile, by the operator's pattern too.
 */
export function checkField(key: RuleKey, value: string, config: FieldConfig = REQUIRED): FieldMessage | null {
  if (!config.enabled) return null;
  if (value === '') return config.required ? message('val_required') : null;
  const subject = MOBILE_KEYS.has(key) ? normalizeMobile(value) : value;
  const custom = config.regExp ? operatorPattern(config.regExp) : null;
  const valid = custom
    ? custom.test(subject) && (HARD_LIMITS[key]?.(subject) ?? true)
    : DEFAULT_RULES[key](subject);
  return valid ? null : message(FAILURE_KEYS[key] ?? 'val_format');
}

/** An empty confirmation asks for it, as 'in_incorrect_password' did (R-VAL-02); else the two must match. */
export function checkPasswordConfirmation(password: string, confirm: string): FieldMessage | null {
  if (confirm === '') return message('val_required');
  return confirm === password ? null : message('val_password_mismatch');
}

/** A new password must differ from the old one (R-VAL-16) and meet the password rule. */
export function checkNewPassword(oldPassword: string, newPassword: string): FieldMessage | null {
  if (newPassword !== '' && newPassword === oldPassword) return message('val_password_same');
  return checkField('password', newPassword);
}

/** How a Firebase ID token was obtained: Google or Facebook sign-in, or phone verification by SMS. */
export const IDENTITY_CHANNELS = ['google', 'facebook', 'sms'] as const;
export type IdentityChannel = (typeof IDENTITY_CHANNELS)[number];
