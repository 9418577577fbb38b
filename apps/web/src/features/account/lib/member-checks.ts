import { checkField, checkPasswordConfirmation, type FieldMessage } from '@app/contracts';

/** SECURITY_ANSWER_MAX_LENGTH of the contracts' member schemas, which the web does not import (zod). */
const SECURITY_ANSWER_MAX_LENGTH = 64;

export type PaymentPasswordField =
  | 'oldPaymentPassword'
  | 'password'
  | 'paymentPassword'
  | 'confirmPaymentPassword';

/**
 * The payment-password forms (R-VAL-09, S-14): the new one exactly 6 digits and confirmed, the old one
 * or the login password given when asked for.
 */
export function checkPaymentPasswordField(
  field: PaymentPasswordField,
  values: Record<PaymentPasswordField, string>,
): FieldMessage | null {
  if (field === 'oldPaymentPassword') return values.oldPaymentPassword ? null : { key: 'val_required' };
  if (field === 'password') return checkField('loginPassword', values.password);
  if (field === 'paymentPassword') {
    if (values.paymentPassword !== '' && values.paymentPassword === values.oldPaymentPassword) {
      return { key: 'val_password_same' };
    }
    return checkField('paymentPassword', values.paymentPassword);
  }
  return checkPasswordConfirmation(values.paymentPassword, values.confirmPaymentPassword);
}

/** A security answer: given, and at most 64 characters as people count them. */
export function checkSecurityAnswer(answer: string): FieldMessage | null {
  const length = Array.from(answer.trim()).length;
  if (length === 0) return { key: 'val_required' };
  return length > SECURITY_ANSWER_MAX_LENGTH ? { key: 'val_format' } : null;
}

/** Two different questions (R-API-40). */
export function checkSecondQuestion(first: string, second: string): FieldMessage | null {
  if (second === '') return { key: 'val_required' };
  return second === first ? { key: 'member_questions_differ' } : null;
}
