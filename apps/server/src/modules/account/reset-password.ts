import { createHash, randomBytes } from 'node:crypto';
import { checkField } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Notifier } from '../notify/index.js';
import { endMemberSessions } from '../session/index.js';
import { isWeakPassword } from './common-passwords.js';
import { findMemberById, findMemberByUsername, updatePasswordHash } from './member-repository.js';
import { mobileNumberOf } from './mobile-number.js';
import { hashSecret } from './passwords.js';
import type { RequestContext } from './request-context.js';
import {
  findLivePasswordReset,
  insertPasswordReset,
  revokeRememberTokens,
  takePasswordReset,
} from './reset-repository.js';
import { consumeSmsCode } from './sms-codes.js';

const LINK_TTL_MINUTES = 30;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

interface NewPassword {
  newPassword: string;
  confirmNewPassword: string;
}

function checkNewPassword(body: NewPassword, username: string) {
  if (checkField('password', body.newPassword))
    throw new AppError('INVALID_PASSWORD', { field: 'newPassword' });
  if (body.confirmNewPassword !== body.newPassword) {
    throw new AppError('PASSWORD_MISMATCH', { field: 'confirmNewPassword' });
  }
  if (isWeakPassword(body.newPassword, username))
    throw new AppError('WEAK_PASSWORD', { field: 'newPassword' });
}

/** A reset signs the member out everywhere and forgets every remembered device (R-API-20, S-13). */
async function setPassword(db: Db, memberId: number, password: string, ctx: RequestContext, how: string) {
  await updatePasswordHash(db, memberId, await hashSecret(password));
  await endMemberSessions(db, memberId, 'password_changed');
  await revokeRememberTokens(db, memberId);
  ctx.log.info({ event: 'password_reset', memberId, ip: ctx.ip, how });
}

/** R-API-20: the reset code texted to the number bound to this name. */
export async function resetPasswordBySms(
  db: Db,
  body: NewPassword & {
    username: string;
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
  },
  ctx: RequestContext,
) {
  const number = mobileNumberOf(body);
  checkNewPassword(body, body.username);
  const codeOk = await consumeSmsCode(db, 'reset', number, ctx.otpBinding, body.verificationCode);
  const member = codeOk ? await findMemberByUsername(db, body.username) : undefined;
  // A code is only texted to the owner's number, but the pair is checked again here all the same.
  if (
    !member ||
    member.countryDialingCode !== number.countryDialingCode ||
    member.mobileNum !== number.mobileNum
  ) {
    ctx.log.warn({ event: 'password_reset_failed', ip: ctx.ip, how: 'sms' });
    throw new AppError('VERIFICATION_CODE_ERROR', { field: 'verificationCode' });
  }
  await setPassword(db, member.id, body.newPassword, ctx, 'sms');
}

/**
 * R-API-34, R-AUTH-44: emails a single-use link, valid 30 minutes, when the name has a bound
 * address; the caller cannot tell whether it did (S-06).
 */
export async function sendResetLink(
  db: Db,
  notifier: Notifier,
  username: string,
  publicUrl: string,
  ctx: RequestContext,
): Promise<void> {
  const member = await findMemberByUsername(db, username);
  if (!member?.email || member.status !== 'active') {
    ctx.log.info({ event: 'password_link_skipped', ip: ctx.ip });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(db, member.id, digest(token), new Date(Date.now() + LINK_TTL_MINUTES * 60_000));
  const link = new URL(`/m/forget?resetToken=${token}`, publicUrl).toString();
  await notifier.email.send(
    member.email,
    'Reset your password',
    `Someone asked to reset the password of ${member.username}.\n\nTo choose a new one, open this link within ${LINK_TTL_MINUTES} minutes:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  );
  ctx.log.info({ event: 'password_link_sent', memberId: member.id, ip: ctx.ip });
}

/** The emailed link's token sets a new password once. */
export async function resetPasswordByLink(
  db: Db,
  body: NewPassword & { token: string },
  ctx: RequestContext,
) {
  const invalid = () => new AppError('VERIFICATION_CODE_ERROR', { field: 'token' });
  const memberId = await findLivePasswordReset(db, digest(body.token));
  const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
  if (!member) throw invalid();
  // A refused password leaves the link usable for a better one.
  checkNewPassword(body, member.username);
  if ((await takePasswordReset(db, digest(body.token))) !== member.id) throw invalid();
  await setPassword(db, member.id, body.newPassword, ctx, 'email');
}
