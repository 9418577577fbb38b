import { type CloseAccountBody, MEMBER_TYPE } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { endMemberSessions, type SessionContext } from '../session/index.js';
import { closeIfEmpty, findMemberById } from './member-repository.js';
import { verifySecret } from './passwords.js';
import type { RequestContext } from './request-context.js';
import { revokeRememberTokens } from './reset-repository.js';

/**
 * The member closes their own account (issue 16): the password proves it is them, the balance must
 * be withdrawn first (BALANCE_NOT_ZERO), then every session and remembered device ends. Support
 * reopens it on request (`npm run ops -- member enable NAME`).
 */
export async function closeAccount(
  db: Db,
  session: SessionContext,
  body: CloseAccountBody,
  ctx: RequestContext,
) {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
  const member = await findMemberById(db, session.memberId);
  if (!member || !(await verifySecret(member.passwordHash, body.password))) {
    ctx.log.warn({ event: 'account_close_failed', memberId: session.memberId, ip: ctx.ip });
    throw new AppError('BAD_CREDENTIALS', { field: 'password' });
  }
  const { closed, balance } = await closeIfEmpty(db, member.id);
  if (!closed) throw new AppError('BALANCE_NOT_ZERO', { field: 'balance', balance: balance / 100 });
  await endMemberSessions(db, member.id, 'logout');
  await revokeRememberTokens(db, member.id);
  ctx.log.info({ event: 'account_closed', memberId: member.id, ip: ctx.ip });
}
