import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkNewPassword,
  checkPasswordConfirmation,
  FIELD_MESSAGE_KEYS,
  type FieldConfig,
  normalizeMobile,
  PASSWORD_LIMITS,
  REGISTER_FIELDS,
  type RuleKey,
} from './index.js';

const optional: FieldConfig = { enabled: true, required: false, regExp: null };
const required: FieldConfig = { enabled: true, required: true, regExp: null };
const withPattern = (regExp: string, isRequired = true): FieldConfig => ({
  enabled: true,
  required: isRequired,
  regExp,
});

const ok = (key: RuleKey, value: string, config?: FieldConfig) => checkField(key, value, config) === null;
const failure = (key: RuleKey, value: string, config?: FieldConfig) => checkField(key, value, config)?.key;

const digits = (n: number) => '1'.repeat(n);
const EMOJI = '😀';
const RLO = '\u202E';
const ZWSP = '\u200B';

/** Lengths min and max pass; min - 1 (when it is not empty) and max + 1 fail with the rule's message. */
function expectBounds(key: RuleKey, make: (n: number) => string, min: number, max: number, code: string) {
  expect(ok(key, make(min)), `${key} at ${min}`).toBe(true);
  expect(ok(key, make(max)), `${key} at ${max}`).toBe(true);
  if (min > 1) expect(failure(key, make(min - 1)), `${key} at ${min - 1}`).toBe(code);
  expect(failure(key, make(max + 1)), `${key} at ${max + 1}`).toBe(code);
}

describe('R-VAL-01 how a field is checked', () => {
  it('R-VAL-01 a not-required empty value passes, a required one asks for it', () => {
    for (const key of REGISTER_FIELDS) {
      expect(checkField(key, '', optional), key).toBeNull();
      expect(checkField(key, '', required), key).toEqual({ key: 'val_required' });
    }
    // Without a config the field is required (the login form, the password change).
    expect(checkField('loginUsername', '')).toEqual({ key: 'val_required' });
  });

  it('R-VAL-01 only the empty string is empty: blanks are checked by the rule', () => {
    expect(failure('nickname', '   ', optional)).toBe('val_name');
    expect(failure('username', ' ', optional)).toBe('val_username');
  });

  it('R-VAL-01 a switched-off field is not asked for, so anything passes', () => {
    expect(
      checkField('email', 'not an address', { enabled: false, required: true, regExp: null }),
    ).toBeNull();
  });

  it("R-VAL-01 an operator's pattern replaces the designed rule", () => {
    const sixDigits = withPattern('^\\d{6}$');
    expect(ok('username', '123456', sixDigits)).toBe(true);
    expect(failure('username', 'player1', sixDigits)).toBe('val_username');
    // The designed rule accepts what this pattern refuses, and the other way round.
    expect(ok('username', 'player1')).toBe(true);
    expect(ok('username', '123456')).toBe(false);
    expect(failure('idNumber', 'AB', withPattern('^[A-Z]{3}$'))).toBe('val_format');
    expect(ok('idNumber', 'ABC', withPattern('^[A-Z]{3}$'))).toBe(true);
    // Compiled with the u flag: \p{...} works.
    expect(ok('nickname', 'Ñandú', withPattern('^\\p{L}+$'))).toBe(true);
  });

  it("R-VAL-01 an operator's pattern still leaves a not-required empty value alone", () => {
    expect(checkField('qqNum', '', withPattern('^\\d{5,12}$', false))).toBeNull();
    expect(checkField('qqNum', '', withPattern('^\\d{5,12}$', true))).toEqual({ key: 'val_required' });
  });

  it("R-VAL-01 an invalid operator's pattern falls back to the designed rule, never throws", () => {
    for (const broken of ['(', '[a-', '\\p{NotAProperty}', 'a{2,1}', '\\_']) {
      const config = withPattern(broken);
      expect(() => checkField('username', 'player1', config), broken).not.toThrow();
      expect(ok('username', 'player1', config), broken).toBe(true);
      expect(failure('username', '1player', config), broken).toBe('val_username');
    }
  });

  it('R-VAL-01 a null or empty pattern means the designed rule', () => {
    expect(failure('username', 'ab', withPattern(''))).toBe('val_username');
    expect(failure('username', 'ab', required)).toBe('val_username');
  });

  it("S-01 an operator's pattern cannot lift the password byte cap", () => {
    const loose = withPattern('^[\\s\\S]{8,300}$');
    expect(ok('password', 'a'.repeat(256), loose)).toBe(true);
    expect(failure('password', 'a'.repeat(257), loose)).toBe('val_password');
    // 65 emoji are 260 bytes.
    expect(failure('password', EMOJI.repeat(65), loose)).toBe('val_password');
  });
});

describe('R-VAL-08 R-VAL-09 designed rules', () => {
  it('R-VAL-08 username: 4 to 16 letters or digits, starting with a letter', () => {
    expectBounds('username', (n) => `p${'1'.repeat(n - 1)}`, 4, 16, 'val_username');
    expect(ok('username', 'Player2024')).toBe(true);
    for (const bad of ['1player', '_player', 'play er', 'play-er', 'plåyer', 'player!']) {
      expect(failure('username', bad), bad).toBe('val_username');
    }
  });

  it('R-VAL-08 username: zero-width, bidi and control characters are refused', () => {
    for (const bad of [
      `play${ZWSP}er`,
      `${RLO}player`,
      'play\u200Der',
      'play\u0000er',
      'player\uFEFF',
      'ｐｌａｙｅｒ',
    ]) {
      expect(failure('username', bad), JSON.stringify(bad)).toBe('val_username');
    }
  });

  it('R-VAL-05 mobile: one leading zero is dropped, then 6 to 15 digits', () => {
    expect(normalizeMobile(' 09171234567 ')).toBe('9171234567');
    expect(normalizeMobile('009171234567')).toBe('09171234567');
    expect(normalizeMobile('9171234567')).toBe('9171234567');
    expect(normalizeMobile('')).toBe('');
    expectBounds('mobileNum', digits, 6, 15, 'val_mobile');
    // The zero does not count towards the length.
    expect(ok('mobileNum', `0${digits(15)}`)).toBe(true);
    expect(failure('mobileNum', `0${digits(5)}`)).toBe('val_mobile');
    // Only one zero is dropped: the second one counts.
    expect(ok('mobileNum', `00${digits(14)}`)).toBe(true);
    expect(failure('mobileNum', `00${digits(15)}`)).toBe('val_mobile');
    for (const bad of ['0', '+639171234567', '917-123-4567', '９１７１２３４５６７', '91712a4567']) {
      expect(failure('mobileNum', bad), bad).toBe('val_mobile');
    }
  });

  it("R-VAL-05 an operator's mobile pattern sees the number without its leading zero", () => {
    const tenDigits = withPattern('^9\\d{9}$');
    expect(ok('mobileNum', '09171234567', tenDigits)).toBe(true);
    expect(ok('mobileNum', '9171234567', tenDigits)).toBe(true);
  });

  it('R-VAL-08 payment password: exactly 6 digits', () => {
    expectBounds('paymentPassword', digits, 6, 6, 'val_payment_password');
    expect(failure('paymentPassword', '12345a')).toBe('val_payment_password');
  });

  it('R-VAL-09 email: a valid address of at most 64 characters', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(ok('email', at(64))).toBe(true);
    expect(failure('email', at(65))).toBe('val_email');
    for (const good of ['juan.dela.cruz@gmail.com', 'a+b@mail.example.ph', "o'neil@x.co"]) {
      expect(ok('email', good), good).toBe(true);
    }
    for (const bad of [
      'plainaddress',
      'a@b',
      '@example.com',
      'a@@example.com',
      'a b@example.com',
      'a@-x.com',
    ]) {
      expect(failure('email', bad), bad).toBe('val_email');
    }
  });

  it('R-VAL-09 nickname: 2 to 20 characters, an emoji counts as one', () => {
    expectBounds('nickname', (n) => 'n'.repeat(n), 2, 20, 'val_name');
    expect(ok('nickname', EMOJI.repeat(20))).toBe(true);
    expect(failure('nickname', EMOJI.repeat(21))).toBe('val_name');
    expect(failure('nickname', EMOJI)).toBe('val_name');
    expect(ok('nickname', 'Juan 🎰')).toBe(true);
    // An emoji built with zero-width joiners stays usable.
    expect(ok('nickname', '👨‍👩‍👧')).toBe(true);
  });

  it('R-VAL-09 nickname: bidi overrides, zero-width and control characters are refused', () => {
    for (const bad of [
      `${RLO}evil${'\u202C'}`,
      `zero${ZWSP}width`,
      'tab\there',
      'nul\u0000',
      '\u2066iso\u2069',
    ]) {
      expect(failure('nickname', bad), JSON.stringify(bad)).toBe('val_name');
    }
  });

  it('R-VAL-09 payee name: 2 to 50 letters of any script, spaces or dots', () => {
    expectBounds('payeeName', (n) => 'J'.repeat(n), 2, 50, 'val_name');
    for (const good of [
      'Juan Dela Cruz',
      'Ma. Santos',
      'José Rizal',
      'Nguyễn Văn An',
      'สมชาย ใจดี',
      '王小明',
      'Jose\u0301',
    ]) {
      expect(ok('payeeName', good), good).toBe(true);
    }
    for (const bad of [
      'J0hn',
      'Juan_Cruz',
      ' Juan',
      '.Juan',
      'Juan-Cruz',
      `Ju${RLO}an`,
      `Ju${ZWSP}an`,
      '..',
    ]) {
      expect(failure('payeeName', bad), JSON.stringify(bad)).toBe('val_name');
    }
  });

  it('R-VAL-09 ID number: 6 to 20 letters or digits', () => {
    expectBounds('idNumber', (n) => 'A1'.repeat(n).slice(0, n), 6, 20, 'val_format');
    expect(failure('idNumber', 'AB-1234')).toBe('val_format');
  });

  it('R-VAL-09 QQ: 5 to 12 digits', () => {
    expectBounds('qqNum', digits, 5, 12, 'val_format');
    expect(failure('qqNum', '1234a')).toBe('val_format');
  });

  it('R-VAL-09 WeChat, Line and Facebook: 4 to 50 characters', () => {
    for (const key of ['wechat', 'line', 'facebook'] as const) {
      expectBounds(key, (n) => 'w'.repeat(n), 4, 50, 'val_format');
      expect(ok(key, 'juan.dela_cruz-88'), key).toBe(true);
      expect(failure(key, `ab${ZWSP}cd`), key).toBe('val_format');
    }
  });

  it('R-VAL-09 WhatsApp and Zalo: 6 to 15 digits', () => {
    for (const key of ['whatsapp', 'zalo'] as const) {
      expectBounds(key, digits, 6, 15, 'val_format');
      expect(failure(key, '+639171234567'), key).toBe('val_format');
    }
  });

  it('R-VAL-09 recommender id and affiliate code: 4 to 20 letters or digits', () => {
    for (const key of ['recommenderId', 'affiliateCode'] as const) {
      expectBounds(key, (n) => 'a'.repeat(n), 4, 20, 'val_format');
      expect(failure(key, 'abc-1'), key).toBe('val_format');
    }
  });

  it('R-VAL-03 captcha: 1 to 6 digits only', () => {
    expectBounds('captcha', digits, 1, 6, 'val_captcha');
    expect(failure('captcha', '12a4')).toBe('val_captcha');
  });

  it('R-VAL-04 SMS code: digits only, up to 10', () => {
    expectBounds('verificationCode', digits, 1, 10, 'val_sms_code');
    expect(failure('verificationCode', '12 34')).toBe('val_sms_code');
  });
});

describe('S-01 the login password (decided over R-VAL-08)', () => {
  it('S-01 8 to 64 characters, any characters, no composition rule', () => {
    expectBounds('password', (n) => 'q'.repeat(n), 8, 64, 'val_password');
    for (const good of [
      'qzvtpwmk',
      'correct horse battery staple',
      '        ',
      'ñandú río 🌊 gàidh',
      "' OR 1=1 --",
    ]) {
      expect(ok('password', good), good).toBe(true);
    }
    expect(PASSWORD_LIMITS).toEqual({ minLength: 8, maxLength: 64, maxBytes: 256 });
  });

  it('S-01 counts code points, not UTF-16 units: an emoji is one character', () => {
    // Four emoji are eight UTF-16 units but four characters.
    expect(failure('password', EMOJI.repeat(4))).toBe('val_password');
    expect(ok('password', EMOJI.repeat(8))).toBe(true);
    expect(failure('password', EMOJI.repeat(7))).toBe('val_password');
    expect(ok('password', `abcdefg${EMOJI}`)).toBe(true);
    // 64 four-byte characters are exactly the 256-byte cap.
    expect(ok('password', EMOJI.repeat(64))).toBe(true);
    expect(failure('password', EMOJI.repeat(65))).toBe('val_password');
  });

  it('S-01 a huge value is refused without trouble', () => {
    expect(failure('password', 'x'.repeat(1_000_000))).toBe('val_password');
  });

  it('R-VAL-02 confirmation: empty asks for it, a different one does not match', () => {
    expect(checkPasswordConfirmation('tide-pool-lantern', '')).toEqual({ key: 'val_required' });
    expect(checkPasswordConfirmation('tide-pool-lantern', 'tide-pool-lanterN')).toEqual({
      key: 'val_password_mismatch',
    });
    expect(checkPasswordConfirmation('tide-pool-lantern', 'tide-pool-lantern')).toBeNull();
  });

  it('R-VAL-16 a new password must differ from the old one and meet the rule', () => {
    expect(checkNewPassword('tide-pool-lantern', 'tide-pool-lantern')).toEqual({ key: 'val_password_same' });
    expect(checkNewPassword('tide-pool-lantern', 'short')).toEqual({ key: 'val_password' });
    expect(checkNewPassword('tide-pool-lantern', '')).toEqual({ key: 'val_required' });
    expect(checkNewPassword('tide-pool-lantern', 'harbour-lights-77')).toBeNull();
  });
});

describe('R-VAL-07 the login form', () => {
  it('R-VAL-07 login username: 1 to 64 characters without control characters, so old accounts get in', () => {
    expectBounds('loginUsername', (n) => 'u'.repeat(n), 1, 64, 'val_format');
    for (const old of ['ab', '1player', 'juan.cruz', 'Ñandú', 'juan cruz']) {
      expect(ok('loginUsername', old), old).toBe(true);
    }
    for (const bad of ['juan\u0000', 'juan\ncruz', '\u007Fjuan']) {
      expect(failure('loginUsername', bad), JSON.stringify(bad)).toBe('val_format');
    }
  });

  it('R-VAL-07 login password: 1 to 256 bytes of UTF-8', () => {
    expect(ok('loginPassword', 'x')).toBe(true);
    expect(ok('loginPassword', 'x'.repeat(256))).toBe(true);
    expect(failure('loginPassword', 'x'.repeat(257))).toBe('val_format');
    // 86 three-byte characters are 258 bytes though only 86 UTF-16 units.
    expect(ok('loginPassword', '€'.repeat(85))).toBe(true);
    expect(failure('loginPassword', '€'.repeat(86))).toBe('val_format');
    expect(checkField('loginPassword', '')).toEqual({ key: 'val_required' });
  });

  it('R-VAL-07 login mobile number follows the mobile rule', () => {
    expect(ok('loginMobileNum', '09171234567')).toBe(true);
    expect(failure('loginMobileNum', '12345')).toBe('val_mobile');
  });

  it('R-VAL-07 SMS code on the login form', () => {
    expect(ok('verificationCode', '123456')).toBe(true);
    expect(failure('verificationCode', 'abc')).toBe('val_sms_code');
  });
});

describe('message keys', () => {
  it('R-VAL-01 every key a check answers is in FIELD_MESSAGE_KEYS', () => {
    const seen = new Set<string>();
    const keys: RuleKey[] = [...REGISTER_FIELDS, 'loginUsername', 'loginPassword', 'loginMobileNum'];
    for (const key of keys) {
      for (const value of ['', 'x', '\u0000'.repeat(300)]) {
        const result = checkField(key, value);
        if (result) seen.add(result.key);
      }
    }
    seen.add(checkPasswordConfirmation('a', '')?.key ?? '');
    seen.add(checkPasswordConfirmation('a', 'b')?.key ?? '');
    seen.add(checkNewPassword('a', 'a')?.key ?? '');
    expect([...seen].filter((key) => !(FIELD_MESSAGE_KEYS as readonly string[]).includes(key))).toEqual([]);
    expect(new Set(FIELD_MESSAGE_KEYS).size).toBe(FIELD_MESSAGE_KEYS.length);
    expect([...FIELD_MESSAGE_KEYS].sort()).toEqual([...seen].sort());
  });
});
