import type { SecurityConfig } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { findSecurityState } from './profile-repository.js';

async function stateOf(db: Db, session: SessionContext) {
  const state = await findSecurityState(db, session.memberId);
  if (!state) throw new AppError('SESSION_EXPIRED');
  return state;
}

/** Which protections the session's member has set (R-API-35, R-AUTH-52): flags only, no values. */
export async function getSecurityConfig(db: Db, session: SessionContext): Promise<SecurityConfig> {
  const state = await stateOf(db, session);
  return {
    loginPassword: state.hasLoginPassword,
    paymentPassword: state.hasPaymentPassword,
    securityQuestions: state.answers > 0,
    email: state.hasEmail,
    mobile: state.hasMobile,
    // No bank cards exist before the wallet module; it will answer this from its own table.
    bankCard: false,
  };
}

/** Whether a payment password hash exists (R-API-36). */
export async function hasWithdrawalPassword(db: Db, session: SessionContext): Promise<boolean> {
  return (await stateOf(db, session)).hasPaymentPassword;
}
