import { checkField, MEMBER_TYPE, type PaymentPasswordBody } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { hashSecret, verifySecret } from './passwords.js';
import { findPaymentPasswordHash, swapPaymentPasswordHash } from './profile-repository.js';
import {
  assertSecretCheckAllowed,
  type ChangeContext,
  forgetSecretFailures,
  refuseSecret,
} from './secret-throttle.js';

/** The new payment password: the shared rule, exactly 6 digits (R-VAL-09), and its confirmation. */
export function checkNewPaymentPassword(paymentPassword: string, confirmation: string) {
  const failure = checkField('paymentPassword', paymentPassword);
  if (failure) {
    throw new AppError('INVALID_PAYMENT_PASSWORD', { field: 'paymentPassword', reason: failure.key });
  }
  if (confirmation !== paymentPassword) {
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPaymentPassword' });
  }
}

/**
 * Sets the payment password when there is none, and otherwise changes it only against the old one
 * (R-API-37, S-14); argon2id like the login password (S-03). Trial accounts have no money to guard
 * (R-ROLE-17).
 */
export async function savePaymentPassword(
  db: Db,
  session: SessionContext,
  body: PaymentPasswordBody,
  ctx: ChangeContext,
) {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
  checkNewPaymentPassword(body.paymentPassword, body.confirmPaymentPassword);
  const stored = await findPaymentPasswordHash(db, session.memberId);
  if (!stored) throw new AppError('SESSION_EXPIRED');

  if (stored.hash === null) {
    // The update only applies while there is still none, so a concurrent set cannot be overwritten.
    if (
      !(await swapPaymentPasswordHash(db, session.memberId, null, await hashSecret(body.paymentPassword)))
    ) {
      throw new AppError('CONFLICT', { field: 'oldPaymentPassword' });
    }
    ctx.log.info({ event: 'payment_password_set', memberId: session.memberId, ip: ctx.ip });
    return;
  }

  const oldPaymentPassword = body.oldPaymentPassword ?? '';
  if (!oldPaymentPassword) {
    throw new AppError('VALIDATION_ERROR', { field: 'oldPaymentPassword', reason: 'val_required' });
  }
  if (oldPaymentPassword === body.paymentPassword) {
    throw new AppError('PASSWORD_SAME', { field: 'paymentPassword' });
  }
  await assertSecretCheckAllowed(db, session.memberId, ctx);
  if (!(await verifySecret(stored.hash, oldPaymentPassword))) {
    await refuseSecret(db, session.memberId, 'oldPaymentPassword', 'payment_password_change_failed', ctx);
  }
  await forgetSecretFailures(db, session.memberId);
  // Written only over the hash that was just checked: a reset in between wins, and this one is refused.
  const hash = await hashSecret(body.paymentPassword);
  if (!(await swapPaymentPasswordHash(db, session.memberId, stored.hash, hash))) {
    throw new AppError('CONFLICT', { field: 'oldPaymentPassword' });
  }
  ctx.log.info({ event: 'payment_password_changed', memberId: session.memberId, ip: ctx.ip });
}
