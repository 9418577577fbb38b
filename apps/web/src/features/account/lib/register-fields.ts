import {
  checkField,
  checkPasswordConfirmation,
  type FieldMessage,
  LIMITS,
  REGISTER_FIELDS,
  type RegisterField,
} from '@app/contracts';
import type { HTMLAttributes } from 'react';
import type { MessageKey } from '../../../i18n';
import type { RegisterConfig } from '../api/get-register-config';
import { checkCaptcha } from './field-checks';

/** The fields of a registration form; the SMS code is the mobile method's (R-REG-07). */
export type RegisterFormField = RegisterField;

/** The fields of the username registration, in the order of SPEC §2 (R-REG-05). */
export const REGISTER_FORM_ORDER: readonly RegisterFormField[] = REGISTER_FIELDS.filter(
  (field) => field !== 'verificationCode',
);

export interface InputSpec {
  labelKey: MessageKey;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Bounds what can be typed; the rule decides what is valid. */
  maxLength: number;
  digitsOnly?: boolean;
}

/** How each typed field is asked for; the captcha has its own component. */
export const REGISTER_INPUTS: Record<
  Exclude<RegisterFormField, 'captcha' | 'verificationCode'>,
  InputSpec
> = {
  username: { labelKey: 'field_username', autoComplete: 'username', maxLength: 64 },
  password: { labelKey: 'field_password', type: 'password', autoComplete: 'new-password', maxLength: 128 },
  confirmPassword: {
    labelKey: 'field_confirm_password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 128,
  },
  mobileNum: {
    labelKey: 'field_mobile',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: LIMITS.mobileMaxLength,
    digitsOnly: true,
  },
  paymentPassword: {
    labelKey: 'field_payment_password',
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 6,
    digitsOnly: true,
  },
  idNumber: { labelKey: 'field_id_number', maxLength: 40 },
  qqNum: { labelKey: 'field_qq', inputMode: 'numeric', maxLength: 20, digitsOnly: true },
  facebook: { labelKey: 'field_facebook', maxLength: 60 },
  wechat: { labelKey: 'field_wechat', maxLength: 60 },
  line: { labelKey: 'field_line', maxLength: 60 },
  whatsapp: {
    labelKey: 'field_whatsapp',
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 20,
    digitsOnly: true,
  },
  zalo: { labelKey: 'field_zalo', type: 'tel', inputMode: 'numeric', maxLength: 20, digitsOnly: true },
  email: { labelKey: 'field_email', type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 64 },
  nickname: { labelKey: 'field_nickname', autoComplete: 'nickname', maxLength: 40 },
  payeeName: { labelKey: 'field_payee_name', autoComplete: 'name', maxLength: 100 },
  recommenderId: { labelKey: 'field_recommender_id', maxLength: 40 },
  affiliateCode: { labelKey: 'field_affiliate_code', maxLength: 40 },
};

/** The fields the operator switched on (R-REG-04); username and password always are. */
export function visibleRegisterFields(config: RegisterConfig): RegisterFormField[] {
  return REGISTER_FORM_ORDER.filter(
    (field) => field === 'username' || field === 'password' || config[field]?.enabled,
  );
}

export interface MobileMethod {
  /** REGMOBVERF3: a code from `sms/register` is needed (R-REG-07, A-11). */
  smsRequired: boolean;
  /** MOBILENUMPASSREG3: a password is set too; otherwise the account logs in by SMS (R-REG-08). */
  passwordRequired: boolean;
}

/**
 * The operator's config as the mobile method applies it, the same way the server does: the number is
 * always asked for, and the password only with MOBILENUMPASSREG3.
 */
export function mobileRegisterConfig(config: RegisterConfig, method: MobileMethod): RegisterConfig {
  const password = {
    ...config.password,
    enabled: method.passwordRequired,
    required: method.passwordRequired,
  };
  return {
    ...config,
    mobileNum: {
      ...config.mobileNum,
      enabled: true,
      required: true,
      regExp: config.mobileNum?.regExp ?? null,
    },
    password,
  };
}

/**
 * The mobile registration's fields (R-REG-07, R-REG-08): the number, its SMS code when required, the
 * password pair with MOBILENUMPASSREG3, then the operator's other fields; the name is made up.
 */
export function visibleMobileRegisterFields(
  config: RegisterConfig,
  method: MobileMethod,
): RegisterFormField[] {
  const head: RegisterFormField[] = ['mobileNum'];
  if (method.smsRequired) head.push('verificationCode');
  if (method.passwordRequired) head.push('password', 'confirmPassword');
  const rest = REGISTER_FORM_ORDER.filter(
    (field) =>
      !['username', 'password', 'confirmPassword', 'mobileNum'].includes(field) && config[field]?.enabled,
  );
  return [...head, ...rest];
}

export type RegisterValues = Record<RegisterFormField, string>;

/** What is sent and checked: passwords exactly as typed, everything else without stray spaces. */
export function cleanValue(field: RegisterFormField, value: string): string {
  return field === 'password' || field === 'confirmPassword' || field === 'paymentPassword'
    ? value
    : value.trim();
}

/**
 * One field against the operator's config with the shared verifier (R-VAL-01): an empty optional
 * field passes. The confirmation must be given and match (R-VAL-02); the captcha is R-VAL-03's.
 */
export function checkRegisterField(
  field: RegisterFormField,
  values: RegisterValues,
  config: RegisterConfig,
): FieldMessage | null {
  if (field === 'captcha') return checkCaptcha(values.captcha);
  if (field === 'verificationCode') return checkField('verificationCode', values.verificationCode);
  if (field === 'confirmPassword') return checkPasswordConfirmation(values.password, values.confirmPassword);
  const fieldConfig = config[field] ?? { enabled: true, required: true, regExp: null };
  return checkField(field, cleanValue(field, values[field]), fieldConfig);
}

/** Required fields carry an asterisk (R-REG-04, R-VAL-13); the confirmation and captcha always are. */
export function isRequired(field: RegisterFormField, config: RegisterConfig): boolean {
  if (field === 'confirmPassword' || field === 'captcha' || field === 'verificationCode') return true;
  return config[field]?.required ?? false;
}
