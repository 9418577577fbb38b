import { checkField, type FieldMessage } from '@app/contracts';

/**
 * The captcha: required while shown, with the catalogue's own "Enter a captcha" (R-VAL-03, R-ERR-23),
 * then digits only, at most 6.
 */
export function checkCaptcha(value: string): FieldMessage | null {
  if (value === '') return { key: 'in_vwrite_code' };
  return checkField('captcha', value);
}

export type LoginField = 'username' | 'password' | 'captcha';
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password', 'captcha'];

/** The login rules (R-VAL-07); the captcha counts only while it is shown (R-VAL-10, A-28). */
export function checkLoginField(
  field: LoginField,
  values: Record<LoginField, string>,
  captchaShown: boolean,
): FieldMessage | null {
  if (field === 'username') return checkField('loginUsername', values.username.trim());
  if (field === 'password') return checkField('loginPassword', values.password);
  return captchaShown ? checkCaptcha(values.captcha) : null;
}

export function isLoginField(field: string | undefined): field is LoginField {
  return LOGIN_FIELDS.includes(field as LoginField);
}
