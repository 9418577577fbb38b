import type { FieldConfig } from '@app/contracts';
import { REGISTER_FIELDS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { RegisterConfig } from '../api/get-register-config';
import { buildRegisterBody } from './register-body';
import {
  checkRegisterField,
  isRequired,
  REGISTER_FORM_ORDER,
  type RegisterValues,
  visibleRegisterFields,
} from './register-fields';

const on = (required: boolean, regExp: string | null = null): FieldConfig => ({
  enabled: true,
  required,
  regExp,
});
const off: FieldConfig = { enabled: false, required: false, regExp: null };

function config(overrides: Partial<RegisterConfig>): RegisterConfig {
  const base = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, off])) as RegisterConfig;
  return { ...base, username: on(true), password: on(true), confirmPassword: on(true), ...overrides };
}

const values = (overrides: Partial<RegisterValues>): RegisterValues => ({
  ...(Object.fromEntries(REGISTER_FORM_ORDER.map((f) => [f, ''])) as RegisterValues),
  ...overrides,
});

describe('the registration fields', () => {
  it('R-REG-04 R-REG-05 shows the enabled fields in the order of the spec, never the SMS code here', () => {
    const fields = visibleRegisterFields(
      config({ captcha: on(true), email: on(false), mobileNum: on(false), verificationCode: on(true) }),
    );
    expect(fields).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'email', 'captcha']);
  });

  it('R-REG-04 R-VAL-13 marks required fields; the confirmation and captcha always are', () => {
    const c = config({ email: on(false), nickname: on(true), captcha: on(false) });
    expect(isRequired('email', c)).toBe(false);
    expect(isRequired('nickname', c)).toBe(true);
    expect(isRequired('confirmPassword', c)).toBe(true);
    expect(isRequired('captcha', c)).toBe(true);
  });

  it('R-VAL-01 an empty optional field passes; a filled one meets its rule, or the operator pattern', () => {
    const c = config({ email: on(false), nickname: on(true), recommenderId: on(false, '^R\\d{3}$') });
    expect(checkRegisterField('email', values({}), c)).toBeNull();
    expect(checkRegisterField('email', values({ email: 'nope' }), c)).toEqual({ key: 'val_email' });
    expect(checkRegisterField('nickname', values({}), c)).toEqual({ key: 'val_required' });
    expect(checkRegisterField('recommenderId', values({ recommenderId: 'R123' }), c)).toBeNull();
    expect(checkRegisterField('recommenderId', values({ recommenderId: 'abcd' }), c)).toEqual({
      key: 'val_format',
    });
  });

  it('R-VAL-02 the confirmation is required and must equal the password', () => {
    const c = config({});
    expect(checkRegisterField('confirmPassword', values({ password: 'pass-word-1' }), c)).toEqual({
      key: 'val_required',
    });
    expect(
      checkRegisterField(
        'confirmPassword',
        values({ password: 'pass-word-1', confirmPassword: 'pass-word-2' }),
        c,
      ),
    ).toEqual({ key: 'val_password_mismatch' });
  });

  it('R-REG-18 R-REG-19 H-8 the payload has every field, origin and host, method, type 0, agreeTerms, the birth date and the PAGCOR confirmation', () => {
    const asked = visibleRegisterFields(config({ mobileNum: on(false), email: on(false) }));
    const body = buildRegisterBody(
      values({
        username: ' player1 ',
        password: ' spaced pass ',
        confirmPassword: ' spaced pass ',
        mobileNum: '09171234567',
        nickname: 'not asked',
      }),
      asked,
      '63',
      { origin: 'https://m.example.ph', host: 'm.example.ph', registerMethod: 'PWA' },
      '1990-05-17',
    );
    expect(Object.keys(body).sort()).toEqual(
      [
        ...REGISTER_FIELDS,
        'countryDialingCode',
        'registerUrl',
        'registerMethod',
        'type',
        'domain',
        'agreeTerms',
        'birthDate',
        'notRestrictedPerson',
      ].sort(),
    );
    expect(body).toMatchObject({
      username: 'player1',
      password: ' spaced pass ',
      confirmPassword: ' spaced pass ',
      mobileNum: '09171234567',
      countryDialingCode: '63',
      nickname: '',
      email: '',
      verificationCode: '',
      registerUrl: 'https://m.example.ph',
      domain: 'm.example.ph',
      registerMethod: 'PWA',
      type: 0,
      agreeTerms: true,
      birthDate: '1990-05-17',
      notRestrictedPerson: true,
    });
    const where = { origin: 'http://localhost', host: 'localhost', registerMethod: 'H5' } as const;
    // No number, no dialling code.
    expect(buildRegisterBody(values({}), asked, '63', where).countryDialingCode).toBe('');
  });
});
