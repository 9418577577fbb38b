import { STORAGE_KEYS } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRememberedLogin,
  REMEMBERED_CREDENTIALS_KEY,
  readRememberedLogin,
  rememberLogin,
} from './remembered-login';

describe('remembered login', () => {
  beforeEach(() => localStorage.clear());

  it('R-AUTH-26 H-7 keeps the mode and username with remPass=1, and never a password', () => {
    rememberLogin({ type: 'username', username: 'player1', countryDialingCode: '' });
    expect(readRememberedLogin('username')).toEqual({
      type: 'username',
      username: 'player1',
      countryDialingCode: '',
    });
    expect(readRememberedLogin('sms')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.remPass)).toBe('1');
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).not.toMatch(/password/i);
  });

  it('R-AUTH-26 H-7 drops a password written by an older client when reading', () => {
    localStorage.setItem(
      REMEMBERED_CREDENTIALS_KEY,
      JSON.stringify([{ type: 'username', username: 'old', password: 'c2VjcmV0', countryDialingCode: '63' }]),
    );
    expect(readRememberedLogin('username')).toEqual({
      type: 'username',
      username: 'old',
      countryDialingCode: '63',
    });
    rememberLogin({ type: 'username', username: 'old', countryDialingCode: '' });
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).not.toContain('c2VjcmV0');
  });

  it('R-AUTH-26 unticking deletes only that mode and sets remPass=0', () => {
    rememberLogin({ type: 'username', username: 'player1', countryDialingCode: '' });
    rememberLogin({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
    forgetRememberedLogin('username');
    expect(readRememberedLogin('username')).toBeNull();
    expect(readRememberedLogin('sms')?.username).toBe('9171234567');
    expect(localStorage.getItem(STORAGE_KEYS.remPass)).toBe('0');
    forgetRememberedLogin('sms');
    expect(localStorage.getItem(REMEMBERED_CREDENTIALS_KEY)).toBeNull();
  });

  it('ignores anything unreadable', () => {
    localStorage.setItem(REMEMBERED_CREDENTIALS_KEY, '{"type":"username"}');
    expect(readRememberedLogin('username')).toBeNull();
    localStorage.setItem(REMEMBERED_CREDENTIALS_KEY, 'not json');
    expect(readRememberedLogin('username')).toBeNull();
  });
});
