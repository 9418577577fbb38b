import { MEMBER_TYPE, type ResetPaymentPasswordBody } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { findMemberById } from './member-repository.js';
import { hashSecret, verifySecret } from './passwords.js';
import { checkNewPaymentPassword } from './payment-password.js';
import { listSecurityAnswers, swapPaymentPasswordHash } from './profile-repository.js';
import {
  assertSecretCheckAllowed,
  type ChangeContext,
  forgetSecretFailures,
  refuseSecret,
} from './secret-throttle.js';
import { answersMatch } from './security-questions.js';

/**
 * A forgotten payment password is replaced after both the login password and the security answers
 * are checked (R-API-38, S-14): a stolen session alone knows neither. Without answers on file there
 * is nothing to check against, so the member is sent to customer service (NO_PERMISSION).
 */
export async function resetPaymentPassword(
  db: Db,
  session: SessionContext,
  body: ResetPaymentPasswordBody,
  ctx: ChangeContext,
) {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
  checkNewPaymentPassword(body.paymentPassword, body.confirmPaymentPassword);
  const stored = await listSecurityAnswers(db, session.memberId);
  if (stored.length === 0) throw new AppError('NO_PERMISSION');
  await assertSecretCheckAllowed(db, session.memberId, ctx);

  const member = await findMemberById(db, session.memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  // Checked side by side; the refusal names the one to retype, as the password change does.
  const [passwordOk, answersOk] = await Promise.all([
    verifySecret(member.passwordHash, body.password),
    answersMatch(stored, body.answers),
  ]);
  if (!passwordOk) await refuseSecret(db, member.id, 'password', 'payment_password_reset_failed', ctx);
  if (!answersOk) await refuseSecret(db, member.id, 'answers', 'payment_password_reset_failed', ctx);
  await forgetSecretFailures(db, member.id);

  const hash = await hashSecret(body.paymentPassword);
  if (!(await swapPaymentPasswordHash(db, member.id, member.paymentPasswordHash, hash))) {
    throw new AppError('CONFLICT', { field: 'paymentPassword' });
  }
  ctx.log.info({ event: 'payment_password_reset', memberId: member.id, ip: ctx.ip });
}
