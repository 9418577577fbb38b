import { type ChangePasswordBody, checkField, checkNewPassword, MEMBER_TYPE } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { endMemberSessions } from '../session/index.js';
import { isWeakPassword } from './common-passwords.js';
import { findMemberById, updatePasswordHash } from './member-repository.js';
import { hashSecret, verifySecret } from './passwords.js';
import type { RequestContext } from './request-context.js';
import { revokeRememberTokens } from './reset-repository.js';

/**
 * Needs the current password (S-14), applies the registration password rule (R-VAL-14, R-VAL-16)
 * and ends every other session of the member (S-13, R-API-33).
 */
export async function changePassword(
  db: Db,
  session: SessionContext,
  body: ChangePasswordBody,
  ctx: RequestContext,
) {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
  const rule =
    checkField('password', body.newPassword) ?? checkNewPassword(body.oldPassword, body.newPassword);
  if (rule) {
    throw new AppError(rule.key === 'val_password_same' ? 'PASSWORD_SAME' : 'INVALID_PASSWORD', {
      field: 'newPassword',
    });
  }
  if (body.confirmNewPassword !== body.newPassword) {
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmNewPassword' });
  }
  const member = await findMemberById(db, session.memberId);
  if (!member || !(await verifySecret(member.passwordHash, body.oldPassword))) {
    ctx.log.warn({ event: 'password_change_failed', memberId: session.memberId, ip: ctx.ip });
    throw new AppError('BAD_CREDENTIALS', { field: 'oldPassword' });
  }
  if (isWeakPassword(body.newPassword, member.username))
    throw new AppError('WEAK_PASSWORD', { field: 'newPassword' });
  await updatePasswordHash(db, member.id, await hashSecret(body.newPassword));
  await endMemberSessions(db, member.id, 'password_changed', session.sessionId);
  await revokeRememberTokens(db, member.id);
  ctx.log.info({ event: 'password_changed', memberId: member.id, ip: ctx.ip });
}
