import { describe, expect, it } from 'vitest';
import { visibleMobileRegisterFields } from './register-fields';
import { initialRegisterTab } from './register-tab';

const off = { enabled: false, required: false, regExp: null };
const on = { enabled: true, required: false, regExp: null };

describe('registration method', () => {
  it('R-REG-02 starts on mobile only when mobile is on and username off', () => {
    expect(initialRegisterTab({ username: false, mobile: true })).toBe('mobileNum');
    expect(initialRegisterTab({ username: true, mobile: true })).toBe('username');
    expect(initialRegisterTab({ username: true, mobile: false })).toBe('username');
    expect(initialRegisterTab({ username: false, mobile: false })).toBe('username');
  });

  it('R-REG-07 R-REG-08 the mobile tab asks for the number, its code and, with MOBILENUMPASSREG3, a password', () => {
    const config = Object.fromEntries(
      ['username', 'password', 'confirmPassword', 'mobileNum', 'email', 'captcha', 'nickname'].map((f) => [
        f,
        f === 'email' || f === 'captcha' ? on : off,
      ]),
    ) as never;
    expect(visibleMobileRegisterFields(config, { smsRequired: true, passwordRequired: true })).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'captcha',
    ]);
    expect(visibleMobileRegisterFields(config, { smsRequired: false, passwordRequired: false })).toEqual([
      'mobileNum',
      'email',
      'captcha',
    ]);
  });
});
