import { describe, expect, it } from 'vitest';
import { checkPaymentPasswordField, checkSecondQuestion, checkSecurityAnswer } from './member-checks';

const values = (v: Partial<Record<string, string>>) => ({
  oldPaymentPassword: '',
  password: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
  ...v,
});

describe('member-centre checks', () => {
  it('R-VAL-09 the payment password is exactly 6 digits, confirmed, and differs from the old one', () => {
    expect(checkPaymentPasswordField('paymentPassword', values({ paymentPassword: '12345' }))).toEqual({
      key: 'val_payment_password',
    });
    expect(checkPaymentPasswordField('paymentPassword', values({ paymentPassword: '123456' }))).toBeNull();
    expect(
      checkPaymentPasswordField(
        'paymentPassword',
        values({ paymentPassword: '123456', oldPaymentPassword: '123456' }),
      ),
    ).toEqual({ key: 'val_password_same' });
    expect(
      checkPaymentPasswordField(
        'confirmPaymentPassword',
        values({ paymentPassword: '123456', confirmPaymentPassword: '123465' }),
      ),
    ).toEqual({ key: 'val_password_mismatch' });
    expect(checkPaymentPasswordField('oldPaymentPassword', values({}))).toEqual({ key: 'val_required' });
  });

  it('R-AUTH-52 answers are given and short; the two questions differ', () => {
    expect(checkSecurityAnswer('  ')).toEqual({ key: 'val_required' });
    expect(checkSecurityAnswer('Manila')).toBeNull();
    expect(checkSecurityAnswer('x'.repeat(65))).toEqual({ key: 'val_format' });
    expect(checkSecondQuestion('3', '3')).toEqual({ key: 'member_questions_differ' });
    expect(checkSecondQuestion('3', '')).toEqual({ key: 'val_required' });
    expect(checkSecondQuestion('3', '4')).toBeNull();
  });
});
