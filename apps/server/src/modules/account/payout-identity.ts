import { checkField, samePayee } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { verifySecret } from './passwords.js';
import { countSecretFailure, findPaymentPasswordHash, setPayeeNameIfNone } from './profile-repository.js';
import { assertSecretCheckAllowed, type ChangeContext, forgetSecretFailures } from './secret-throttle.js';

/**
 * The payment password that guards a withdrawal (R-API-97, S-14): none set is its own refusal, so
 * the screen can ask for one (R-WALLET-13); misses slow down like the login's (S-04).
 */
export async function checkPaymentPassword(db: Db, memberId: number, password: string, ctx: ChangeContext) {
  const stored = await findPaymentPasswordHash(db, memberId);
  if (!stored) throw new AppError('SESSION_EXPIRED');
  if (stored.hash === null) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field: 'paymentPassword' });
  await assertSecretCheckAllowed(db, memberId, ctx);
  if (!(await verifySecret(stored.hash, password))) {
    await countSecretFailure(db, memberId);
    ctx.log.warn({ event: 'withdraw_payment_password_failed', memberId, ip: ctx.ip });
    throw new AppError('WRONG_PAYMENT_PASSWORD', { field: 'paymentPassword' });
  }
  await forgetSecretFailures(db, memberId);
}

/**
 * A payout account must be in the member's payee name (R-API-39); a member without one takes the
 * first account's name as theirs, which then cannot change (R-API-32).
 */
export async function claimPayeeName(db: Db, memberId: number, accountName: string) {
  const name = accountName.trim();
  if (checkField('payeeName', name)) throw new AppError('INVALID_NAME', { field: 'accountName' });
  await setPayeeNameIfNone(db, memberId, name);
  const [row] = await db
    .select({ payeeName: members.payeeName })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row?.payeeName || !samePayee(row.payeeName, accountName))
    throw new AppError('PAYEE_MISMATCH', { field: 'accountName' });
  return row.payeeName;
}
