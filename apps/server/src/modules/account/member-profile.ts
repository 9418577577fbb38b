import {
  checkField,
  type EmailValue,
  type ErrorCode,
  MEMBER_TYPE,
  type MemberIcon,
  type NicknameValue,
  type PayeeNameValue,
  type RuleKey,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import {
  bindEmailIfNone,
  findIcon,
  setPayeeNameIfNone,
  updateIcon,
  updateNickname,
} from './profile-repository.js';
import type { ChangeContext } from './secret-throttle.js';

// The profile fields of the member centre (R-API-28…32, R-AUTH-50, R-AUTH-51). Every call acts on the
// session's member; there is no id to name another one (S-20).

/** The same rule and the same code as at registration, so the form's messages fit both places. */
function checkRule(rule: RuleKey, code: ErrorCode, value: string) {
  const failure = checkField(rule, value);
  if (failure) throw new AppError(code, { field: rule, reason: failure.key });
}

/** An account that vanished under a live session is treated like an ended session. */
function mustExist(found: boolean) {
  if (!found) throw new AppError('SESSION_EXPIRED');
}

function refuseTrial(session: SessionContext) {
  if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
}

export async function getIcon(db: Db, session: SessionContext): Promise<MemberIcon> {
  const icon = await findIcon(db, session.memberId);
  if (icon === undefined) throw new AppError('SESSION_EXPIRED');
  return { icon };
}

/** The id was range-checked against AVATAR_COUNT by the schema. */
export async function setIcon(
  db: Db,
  session: SessionContext,
  icon: number,
  ctx: ChangeContext,
): Promise<MemberIcon> {
  mustExist(await updateIcon(db, session.memberId, icon));
  ctx.log.info({ event: 'icon_changed', memberId: session.memberId, ip: ctx.ip });
  return { icon };
}

/** A nickname can change at will: it is only shown, never used to identify anyone. */
export async function setNickname(
  db: Db,
  session: SessionContext,
  nickname: string,
  ctx: ChangeContext,
): Promise<NicknameValue> {
  checkRule('nickname', 'INVALID_NAME', nickname);
  mustExist(await updateNickname(db, session.memberId, nickname));
  ctx.log.info({ event: 'nickname_changed', memberId: session.memberId, ip: ctx.ip });
  return { nickname };
}

/**
 * Binds an email while none is bound (R-API-31). Reset links go to it (R-API-34), so replacing it
 * would hand the account to whoever holds the session: a change goes through customer service.
 */
export async function bindEmail(
  db: Db,
  session: SessionContext,
  email: string,
  ctx: ChangeContext,
): Promise<EmailValue> {
  refuseTrial(session);
  checkRule('email', 'INVALID_EMAIL', email);
  if (!(await bindEmailIfNone(db, session.memberId, email))) {
    throw new AppError('CONFLICT', { field: 'email' });
  }
  ctx.log.info({ event: 'email_bound', memberId: session.memberId, ip: ctx.ip });
  return { email };
}

/** Set once (R-API-32): bank cards must carry this name, so changing it would open payouts to others. */
export async function setPayeeName(
  db: Db,
  session: SessionContext,
  payeeName: string,
  ctx: ChangeContext,
): Promise<PayeeNameValue> {
  refuseTrial(session);
  checkRule('payeeName', 'INVALID_NAME', payeeName);
  if (!(await setPayeeNameIfNone(db, session.memberId, payeeName))) {
    throw new AppError('CONFLICT', { field: 'payeeName' });
  }
  ctx.log.info({ event: 'payee_name_set', memberId: session.memberId, ip: ctx.ip });
  return { payeeName };
}
