import { randomBytes } from 'node:crypto';
import {
  birthDateProblem,
  checkField,
  checkPasswordConfirmation,
  dayIn,
  type ErrorCode,
  normalizeMobile,
  REGISTER_FIELDS,
  type RegisterField,
  type SessionValue,
} from '@app/contracts';
import type { registerBodySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkCaptcha } from '../captcha/index.js';
import { openSession } from '../session/index.js';
import { isWeakPassword } from './common-passwords.js';
import type { VerifiedIdentity } from './identity-provider.js';
import { linkIdentity } from './identity-repository.js';
import { checkVerifiedNumber } from './identity-sign-in.js';
import { insertMember, usernameTaken } from './member-repository.js';
import { hashSecret } from './passwords.js';
import { placeRecruit } from './recruit-repository.js';
import { findReferrer, newAffiliateCode } from './referral-code.js';
import type { RegisterConfig } from './register-config.js';
import type { RequestContext } from './request-context.js';
import { consumeSmsCode } from './sms-codes.js';

type Body = z.output<typeof registerBodySchema>;

const FORMAT_CODES: Partial<Record<RegisterField, ErrorCode>> = {
  username: 'INVALID_ACCOUNT',
  password: 'INVALID_PASSWORD',
  email: 'INVALID_EMAIL',
  nickname: 'INVALID_NAME',
  payeeName: 'INVALID_NAME',
  mobileNum: 'INVALID_MOBILE',
};

/** Fields checked here by their rule; the captcha and the SMS code are checked against the server's record. */
const RULE_FIELDS = REGISTER_FIELDS.filter(
  (field): field is Exclude<RegisterField, 'confirmPassword' | 'verificationCode' | 'captcha'> =>
    field !== 'confirmPassword' && field !== 'verificationCode' && field !== 'captcha',
);

export interface RegisterMethod {
  /** `provider`: a Google or Facebook sign-in opens the account, with no password (R-REG-11). */
  kind: 'username' | 'mobile' | 'provider';
  /** Mobile method: a code from `sms/register` is needed (REGMOBVERF3, A-11). */
  smsRequired: boolean;
  /** Mobile method: a password is set too (MOBILENUMPASSREG3, A-11); otherwise the account logs in by SMS. */
  passwordRequired: boolean;
}

/**
 * Every enabled field against the operator's rules, the same rules the form used (R-VAL-01,
 * R-VAL-24). The mobile method needs the number and, unless it signs in by SMS only, a password.
 */
function checkFields(body: Body, config: RegisterConfig, method: RegisterMethod) {
  const fields: RegisterConfig = { ...config };
  if (method.kind === 'provider') {
    fields.username = { ...fields.username, required: false };
    fields.password = { ...fields.password, enabled: false };
  }
  if (method.kind === 'mobile') {
    fields.mobileNum = { ...fields.mobileNum, enabled: true, required: true };
    // Without a password field the name is made up when left empty.
    fields.username = { ...fields.username, required: false };
    if (!method.passwordRequired) fields.password = { ...fields.password, enabled: false };
  }
  for (const field of RULE_FIELDS) {
    if (!fields[field].enabled) continue;
    const failure = checkField(field, body[field], fields[field]);
    if (failure)
      throw new AppError(FORMAT_CODES[field] ?? 'VALIDATION_ERROR', { field, reason: failure.key });
  }
  if (!fields.password.enabled) return;
  const mismatch = checkPasswordConfirmation(body.password, body.confirmPassword);
  if (mismatch) {
    throw new AppError(mismatch.key === 'val_required' ? 'VALIDATION_ERROR' : 'PASSWORD_MISMATCH', {
      field: 'confirmPassword',
    });
  }
  if (isWeakPassword(body.password, body.username))
    throw new AppError('WEAK_PASSWORD', { field: 'password' });
}

/** The date of birth: a real day, and 21 or older today in the site's time zone (H-8, R-VAL-19). */
export function checkBirthDate(birthDate: string, timeZone: string) {
  if (!birthDate) throw new AppError('VALIDATION_ERROR', { field: 'birthDate', reason: 'val_required' });
  const problem = birthDateProblem(birthDate, dayIn(timeZone));
  if (problem === 'invalid')
    throw new AppError('VALIDATION_ERROR', { field: 'birthDate', reason: 'val_birth_date' });
  if (problem === 'under_age') throw new AppError('UNDER_AGE', { field: 'birthDate' });
}

const kept = (config: RegisterConfig, field: RegisterField, value: string) =>
  config[field].enabled && value ? value : null;

const generatedName = () => `m${randomBytes(5).toString('hex')}`;

/**
 * Registration by name (R-API-22), by mobile number (R-API-23) or by a provider sign-in
 * (R-REG-11): a type 0 member with an invite code of its own, a downline of whoever's code it
 * gave (R-REG-13), logged in at once (R-REG-21). `identity` is the checked Firebase token: the
 * provider's user for `provider`, the verified number instead of the SMS code for `mobile` (R-REG-20).
 */
export async function registerMember(
  db: Db,
  body: Body,
  config: RegisterConfig,
  method: RegisterMethod,
  ctx: RequestContext,
  site: { affiliateDomains: readonly string[]; timeZone: string },
  identity: VerifiedIdentity | null = null,
): Promise<SessionValue> {
  checkFields(body, config, method);
  checkBirthDate(body.birthDate, site.timeZone);
  // The captcha goes before anything that reads accounts, so it also guards the name check.
  if (config.captcha.enabled && !(await checkCaptcha(db, ctx.captchaBinding, body.captcha))) {
    throw new AppError(body.captcha ? 'VERIFICATION_CODE_ERROR' : 'CAPTCHA_REQUIRED', { field: 'captcha' });
  }
  const mobileNum = method.kind === 'mobile' || body.mobileNum ? normalizeMobile(body.mobileNum) : '';
  if (method.kind === 'mobile' && method.smsRequired) {
    const number = { countryDialingCode: body.countryDialingCode, mobileNum };
    if (identity) checkVerifiedNumber(identity, number);
    else if (!(await consumeSmsCode(db, 'register', number, ctx.otpBinding, body.verificationCode))) {
      throw new AppError('VERIFICATION_CODE_ERROR', { field: 'verificationCode' });
    }
  }
  // The referrer becomes the parent; the tree under it follows by trigger (migration agent_tree_trigger).
  const referrer = kept(config, 'affiliateCode', body.affiliateCode)
    ? await findReferrer(db, body.affiliateCode, body.domain, site.affiliateDomains)
    : null;
  const username = body.username || generatedName();
  if (await usernameTaken(db, username)) throw new AppError('USERNAME_EXISTS', { field: 'username' });

  const withPassword = method.kind === 'username' || (method.kind === 'mobile' && method.passwordRequired);
  const paymentPassword = kept(config, 'paymentPassword', body.paymentPassword);
  const passwordHash = withPassword ? await hashSecret(body.password) : null;
  const paymentPasswordHash = paymentPassword ? await hashSecret(paymentPassword) : null;
  // The member, their place under an affiliate URL's agent and its count go in together (R-AGENT-13).
  const member = await db.transaction(async (tx) => {
    const inserted = await insertMember(tx, {
      username,
      passwordHash,
      paymentPasswordHash,
      type: 0,
      countryDialingCode: mobileNum ? body.countryDialingCode || null : null,
      mobileNum: mobileNum || null,
      email:
        kept(config, 'email', body.email) ?? (method.kind === 'provider' ? (identity?.email ?? null) : null),
      nickname: kept(config, 'nickname', body.nickname),
      payeeName: kept(config, 'payeeName', body.payeeName),
      idNumber: kept(config, 'idNumber', body.idNumber),
      qqNum: kept(config, 'qqNum', body.qqNum),
      facebook: kept(config, 'facebook', body.facebook),
      wechat: kept(config, 'wechat', body.wechat),
      line: kept(config, 'line', body.line),
      whatsapp: kept(config, 'whatsapp', body.whatsapp),
      zalo: kept(config, 'zalo', body.zalo),
      recommenderId: kept(config, 'recommenderId', body.recommenderId),
      parentAgentId: referrer?.parentId ?? null,
      affiliateCode: newAffiliateCode(),
      registerMethod: body.registerMethod,
      registerUrl: body.registerUrl || null,
      registerDomain: body.domain || null,
      registerIp: ctx.ip,
      // They chose this password themselves: no prompt to change it (R-AUTH-18 is for issued ones).
      firstTimeLogin: false,
      birthDate: body.birthDate,
      notRestrictedAt: new Date(),
    });
    if (inserted && referrer) await placeRecruit(tx, inserted.id, referrer.parentId, referrer.url);
    // Rolls the member back too: one provider user opens one account.
    if (
      inserted &&
      method.kind === 'provider' &&
      identity &&
      !(await linkIdentity(tx, inserted.id, identity))
    )
      throw new AppError('IDENTITY_ALREADY_LINKED', { field: 'firebaseChannel' });
    return inserted;
  });
  // The unique indexes decide races between two registrations of the same name or number.
  if (!member) {
    const field = (await usernameTaken(db, username)) ? 'username' : 'mobileNum';
    throw new AppError(field === 'username' ? 'USERNAME_EXISTS' : 'MOBILE_EXISTS', { field });
  }
  const token = await openSession(db, member.id, ctx.device, ctx.ip);
  ctx.log.info({ event: 'register', memberId: member.id, ip: ctx.ip, method: method.kind });
  return { token, userName: member.username, type: member.type, firstTimeLogin: false };
}
