import { AGENT_MEMBER_TYPES, type SessionValue } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkCaptcha } from '../captcha/index.js';
import { checkChallenge } from '../challenge/index.js';
import { sessionMinutesSql } from '../protection/index.js';
import { openSession } from '../session/index.js';
import {
  clearOwnFailures,
  type LoginAttempt,
  readThrottleAndMember,
  recordFailure,
} from './login-throttle.js';
import { findMemberByMobile, type MemberRow, markLoggedInOnce } from './member-repository.js';
import { mobileNumberOf } from './mobile-number.js';
import { verifySecret } from './passwords.js';
import type { RequestContext } from './request-context.js';
import { consumeSmsCode } from './sms-codes.js';

export interface LoginResult {
  session: SessionValue;
  memberId: number;
}

interface PasswordLogin {
  username: string;
  password: string;
  captcha: string;
  type: 0 | 1;
  altcha?: string | undefined;
  /** The browser's device cookie (see device-cookie.ts). */
  deviceId?: string | undefined;
}

interface SmsLogin {
  mobileNum?: string | undefined;
  mobileNo?: string | undefined;
  countryDialingCode: string;
  verificationCode: string;
  type: 0 | 1;
}

/**
 * Username and password login (R-API-12). The throttle is read before any hashing (S-04), the
 * captcha is demanded once failures pile up on the name, the device or (far more of them) the
 * address (S-05), and a wrong name answers exactly like a wrong password, after the same amount of
 * work and blaming the password field either way (S-06, R-ERR-19).
 */
export async function loginWithPassword(
  db: Db,
  input: PasswordLogin,
  ctx: RequestContext,
): Promise<LoginResult> {
  const attempt: LoginAttempt = { username: input.username, ip: ctx.ip, deviceId: input.deviceId };
  const { throttle, member } = await readThrottleAndMember(db, attempt);
  if (throttle.retryAfterSeconds > 0) {
    ctx.log.warn({ event: 'login_throttled', ip: ctx.ip, retryAfterSeconds: throttle.retryAfterSeconds });
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: throttle.retryAfterSeconds, captcha: true });
  }
  if (throttle.captchaRequired) {
    if (!input.captcha) throw new AppError('CAPTCHA_REQUIRED', { field: 'captcha', captcha: true });
    if (!(await checkCaptcha(db, ctx.captchaBinding, input.captcha))) {
      ctx.log.info({ event: 'login_captcha_failed', ip: ctx.ip });
      throw new AppError('VERIFICATION_CODE_ERROR', { field: 'captcha', captcha: true });
    }
  }

  // The browser solves a `login` challenge before it submits (R-AUTH-24); a forged or replayed one
  // is refused. The captcha and the throttle above are what every client must pass.
  if (input.altcha !== undefined) await checkChallenge(db, input.altcha, 'login');

  const valid = await verifySecret(member?.passwordHash, input.password);
  if (!member || !valid) {
    const captcha = await recordFailure(db, attempt);
    ctx.log.warn({ event: 'login_failed', memberId: member?.id ?? null, ip: ctx.ip });
    throw new AppError('BAD_CREDENTIALS', { field: 'password', captcha });
  }
  if (throttle.ownFailures) await clearOwnFailures(db, attempt);
  return startSession(db, member, input.type, ctx);
}

/** SMS login (R-AUTH-12): the live login code of this number and browser, used once (S-08). */
export async function loginWithSms(db: Db, input: SmsLogin, ctx: RequestContext): Promise<LoginResult> {
  const number = mobileNumberOf(input);
  if (!(await consumeSmsCode(db, 'login', number, ctx.otpBinding, input.verificationCode))) {
    ctx.log.warn({ event: 'login_failed', kind: 'sms', ip: ctx.ip });
    throw new AppError('VERIFICATION_CODE_ERROR', { field: 'verificationCode' });
  }
  // A code is only ever texted to a number with an account, so a used code always finds one.
  const member = await findMemberByMobile(db, number);
  if (!member) throw new AppError('VERIFICATION_CODE_ERROR', { field: 'verificationCode' });
  return startSession(db, member, input.type, ctx);
}

/** What every successful proof leads to: the account's state is checked, then a fresh session. */
export async function startSession(
  db: Db,
  member: MemberRow,
  loginType: 0 | 1,
  ctx: RequestContext,
): Promise<LoginResult> {
  // Only someone who proved they own the account learns that it is disabled or of another kind.
  if (member.status === 'closed') throw new AppError('ACCOUNT_CLOSED');
  if (member.status !== 'active') {
    ctx.log.warn({ event: 'login_disabled', memberId: member.id, ip: ctx.ip });
    throw new AppError('USER_DISABLED');
  }
  // R-ROLE-14, R-ROLE-15: the member login (0) takes every account type the database allows
  // (check members_type), so only the agent login, which agent back offices send, refuses anyone.
  if (loginType === 1 && !AGENT_MEMBER_TYPES.includes(member.type))
    throw new AppError('AGENT_LOGIN_REFUSED', { loginType });
  const token = await openSession(db, member.id, ctx.device, ctx.ip, sessionMinutesSql(member.id));
  if (member.firstTimeLogin) await markLoggedInOnce(db, member.id);
  ctx.log.info({ event: 'login', memberId: member.id, ip: ctx.ip, device: ctx.device });
  const session = {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.firstTimeLogin,
  };
  return { session, memberId: member.id };
}
