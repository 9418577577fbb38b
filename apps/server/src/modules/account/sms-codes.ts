import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSent } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Notifier, SmsGatewayError, smsText } from '../notify/index.js';
import { bindingHash } from './otp-cookie.js';
import {
  countWrongAttempt,
  findLiveCode,
  lockNumber,
  readSendHistory,
  replaceCode,
  type SmsNumber,
  type SmsPurpose,
  voidCode,
} from './sms-code-repository.js';

/** S-07, S-08, S-09: six digits, five minutes, five tries; one send a minute and ten a day per number. */
export const SMS_POLICY = {
  codeDigits: 6,
  ttlMinutes: 5,
  maxWrongAttempts: 5,
  resendAfterSeconds: 60,
  perNumberPerDay: 10,
  // Mobile networks put many phones behind one address, so the address caps are looser.
  perIpPerTenMinutes: 10,
  perIpPerDay: 50,
} as const;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function refuseOverCap(history: Awaited<ReturnType<typeof readSendHistory>>) {
  const sinceLast = history.lastForNumberAt
    ? (Date.now() - history.lastForNumberAt.getTime()) / 1000
    : Infinity;
  if (sinceLast < SMS_POLICY.resendAfterSeconds) {
    return Math.ceil(SMS_POLICY.resendAfterSeconds - sinceLast);
  }
  if (history.forNumberToday >= SMS_POLICY.perNumberPerDay || history.forIpToday >= SMS_POLICY.perIpPerDay) {
    return 24 * 3600;
  }
  if (history.forIpLastTenMinutes >= SMS_POLICY.perIpPerTenMinutes) return 10 * 60;
  return 0;
}

export interface SendCodeRequest {
  purpose: SmsPurpose;
  number: SmsNumber;
  binding: string;
  ip: string;
  site: string;
  /** False when the number must not learn anything (not registered, say): the caps apply, no text goes out. */
  deliver: boolean;
  log: FastifyBaseLogger;
}

/** Records a new code and texts it; the answer is the same whether or not it was delivered. */
export async function sendSmsCode(db: Db, notifier: Notifier, request: SendCodeRequest): Promise<SmsSent> {
  const code = String(randomInt(0, 10 ** SMS_POLICY.codeDigits)).padStart(SMS_POLICY.codeDigits, '0');
  const salt = randomBytes(16).toString('hex');
  const id = await db.transaction(async (tx) => {
    await lockNumber(tx, request.number);
    const wait = refuseOverCap(await readSendHistory(tx, request.number, request.ip));
    if (wait > 0) {
      request.log.warn({
        event: 'sms_limited',
        ip: request.ip,
        purpose: request.purpose,
        retryAfterSeconds: wait,
      });
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
    }
    return replaceCode(tx, {
      ...request.number,
      purpose: request.purpose,
      codeHash: `${salt}$${hashCode(salt, code)}`,
      bindingHash: bindingHash(request.binding),
      requestIp: request.ip,
      expiresAt: new Date(Date.now() + SMS_POLICY.ttlMinutes * 60_000),
    });
  });
  if (request.deliver) {
    const message = smsText(notifier.smsTemplate, {
      code,
      minutes: SMS_POLICY.ttlMinutes,
      site: request.site,
    });
    try {
      await notifier.sms.send(`${request.number.countryDialingCode}${request.number.mobileNum}`, message);
    } catch (error) {
      if (id !== undefined) await voidCode(db, id);
      if (error instanceof SmsGatewayError) {
        request.log.error({ err: error, event: 'sms_failed', ip: request.ip }, 'SMS gateway failed');
        throw new AppError('SMS_UNAVAILABLE');
      }
      throw error;
    }
  }
  request.log.info({
    event: 'sms_sent',
    ip: request.ip,
    purpose: request.purpose,
    delivered: request.deliver,
  });
  return {
    expirationTime: new Date(Date.now() + SMS_POLICY.resendAfterSeconds * 1000).toISOString(),
    expiredMinutes: SMS_POLICY.ttlMinutes,
  };
}

/**
 * Spends the live code of this number, purpose and browser if `code` matches (S-08). A wrong
 * guess counts; at five the code is void.
 */
export async function consumeSmsCode(
  db: Db,
  purpose: SmsPurpose,
  number: SmsNumber,
  binding: string | undefined,
  code: string,
): Promise<boolean> {
  if (!binding || !code) return false;
  return db.transaction(async (tx) => {
    const live = await findLiveCode(tx, purpose, number, bindingHash(binding));
    if (!live || live.attempts >= SMS_POLICY.maxWrongAttempts) return false;
    const [salt = '', expected = ''] = live.codeHash.split('$');
    const actual = hashCode(salt, code);
    if (actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected))) {
      await voidCode(tx, live.id);
      return true;
    }
    await countWrongAttempt(tx, live.id);
    return false;
  });
}
