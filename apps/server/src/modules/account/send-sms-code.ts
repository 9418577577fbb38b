import type { SmsSent } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { checkChallenge } from '../challenge/index.js';
import type { Notifier } from '../notify/index.js';
import { findMemberByMobile, findMemberByUsername } from './member-repository.js';
import { mobileNumberOf } from './mobile-number.js';
import type { RequestContext } from './request-context.js';
import { sendSmsCode } from './sms-codes.js';

interface NumberBody {
  mobileNum?: string | undefined;
  mobileNo?: string | undefined;
  countryDialingCode: string;
  altcha: string;
}

export interface SmsContext extends RequestContext {
  binding: string;
  site: string;
}

/**
 * A login code (R-API-17). Texted only to a number that has an account, but answered the same
 * either way, so the call tells nobody which numbers are registered (S-06).
 */
export async function sendLoginCode(
  db: Db,
  notifier: Notifier,
  body: NumberBody,
  ctx: SmsContext,
): Promise<SmsSent> {
  const number = mobileNumberOf(body);
  await checkChallenge(db, body.altcha, 'sms');
  const member = await findMemberByMobile(db, number);
  return sendSmsCode(db, notifier, { ...ctx, purpose: 'login', number, deliver: Boolean(member) });
}

/**
 * A registration code (R-API-18), texted to any number with the same answer (S-06): that a number
 * already has an account is said only at registration, once the code has proved that whoever asks
 * holds the phone.
 */
export async function sendRegisterCode(
  db: Db,
  notifier: Notifier,
  body: NumberBody,
  ctx: SmsContext,
): Promise<SmsSent> {
  const number = mobileNumberOf(body);
  await checkChallenge(db, body.altcha, 'sms');
  return sendSmsCode(db, notifier, { ...ctx, purpose: 'register', number, deliver: true });
}

/** A reset code (R-API-19), texted only when the number is the one bound to that name; always the same answer. */
export async function sendResetCode(
  db: Db,
  notifier: Notifier,
  body: NumberBody & { username: string },
  ctx: SmsContext,
): Promise<SmsSent> {
  const number = mobileNumberOf(body);
  await checkChallenge(db, body.altcha, 'sms');
  const member = await findMemberByUsername(db, body.username);
  const owns =
    member?.status === 'active' &&
    member.countryDialingCode === number.countryDialingCode &&
    member.mobileNum === number.mobileNum;
  return sendSmsCode(db, notifier, { ...ctx, purpose: 'reset', number, deliver: owns });
}
