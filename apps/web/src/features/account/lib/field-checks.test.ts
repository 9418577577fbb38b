import { describe, expect, it } from 'vitest';
import { checkPasswordField } from '../hooks/use-change-password-form';
import { checkCaptcha, checkLoginField } from './field-checks';

const login = (username: string, password: string, captcha = '') => ({ username, password, captcha });

describe('login and password checks', () => {
  it('R-VAL-07 R-VAL-10 login needs a username and a password, and the captcha only while shown', () => {
    expect(checkLoginField('username', login('', 'x'), false)).toEqual({ key: 'val_required' });
    expect(checkLoginField('password', login('a', ''), false)).toEqual({ key: 'val_required' });
    expect(checkLoginField('captcha', login('a', 'b'), false)).toBeNull();
    expect(checkLoginField('captcha', login('a', 'b'), true)).toEqual({ key: 'in_vwrite_code' });
    expect(checkLoginField('captcha', login('a', 'b', '1234'), true)).toBeNull();
  });

  it('R-VAL-03 R-ERR-23 the captcha is required with "Enter a captcha", digits only, at most 6', () => {
    expect(checkCaptcha('')).toEqual({ key: 'in_vwrite_code' });
    expect(checkCaptcha('12a4')).toEqual({ key: 'val_captcha' });
    expect(checkCaptcha('1234567')).toEqual({ key: 'val_captcha' });
    expect(checkCaptcha('123456')).toBeNull();
  });

  it('R-VAL-14 R-VAL-15 R-VAL-16 R-ERR-33 change password: rules, confirmation, new differs from old', () => {
    const values = (oldPassword: string, newPassword: string, confirmNewPassword: string) => ({
      oldPassword,
      newPassword,
      confirmNewPassword,
    });
    expect(checkPasswordField('oldPassword', values('', 'x', 'x'))).toEqual({ key: 'val_required' });
    expect(checkPasswordField('newPassword', values('old-pass-1', 'short', ''))).toEqual({
      key: 'val_password',
    });
    expect(checkPasswordField('newPassword', values('same-pass-1', 'same-pass-1', ''))).toEqual({
      key: 'val_password_same',
    });
    expect(checkPasswordField('confirmNewPassword', values('a', 'new-pass-12', ''))).toEqual({
      key: 'val_required',
    });
    expect(checkPasswordField('confirmNewPassword', values('a', 'new-pass-12', 'new-pass-13'))).toEqual({
      key: 'val_password_mismatch',
    });
    expect(checkPasswordField('confirmNewPassword', values('a', 'new-pass-12', 'new-pass-12'))).toBeNull();
  });
});
