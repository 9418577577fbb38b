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
  lockSends,
  readSendHistory,
  replaceCode,
  type SendHistory,
  type SmsNumber,
  type SmsPurpose,
  voidCode,
} from './sms-code-repository.js';

/**
 * S-07, S-08, S-09: six digits, five minutes, five tries; one send a minute and ten a day per
 * number. Against SMS pumping (texts to numbers the sender is paid for), caps per address, per
 * browser and per block of numbers, and a global hourly budget set by the operator.
 */
export const SMS_POLICY = {
  codeDigits: 6,
  ttlMinutes: 5,
  maxWrongAttempts: 5,
  resendAfterSeconds: 60,
  perNumberPerDay: 10,
  // Mobile networks put many phones behind one address, so the address caps are looser than the browser's.
  perIpPerTenMinutes: 5,
  perIpPerDay: 20,
  // A browser asks for its own number, and a second after a typo: not for a list of numbers.
  perDevicePerDay: 5,
  // A block of 100,000 numbers (the first five digits) sees a few sign-ups a day, not a walk through it.
  perPrefixPerDay: 30,
} as const;

const DAY_SECONDS = 24 * 3600;
/** When the hourly budget is spent, the wait asked of everyone: the oldest sends leave the hour by then. */
const BUDGET_RETRY_SECONDS = 15 * 60;

/** When each node last raised the budget alarm: once an hour is an alarm, more is noise. */
const budgetAlarmAt = new WeakMap<Notifier, number>();

/** The first refusal past the budget is the operator's alarm: someone is spending their texts. */
function shouldAlertBudget(notifier: Notifier): boolean {
  const last = budgetAlarmAt.get(notifier);
  if (last !== undefined && Date.now() - last < 3600_000) return false;
  budgetAlarmAt.set(notifier, Date.now());
  return true;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Seconds the sender must wait, and which cap says so; 0 when the send may go. */
function capReached(history: SendHistory, hourlyBudget: number): { wait: number; cap?: string } {
  const sinceLast = history.lastForNumberAt
    ? (Date.now() - history.lastForNumberAt.getTime()) / 1000
    : Infinity;
  if (sinceLast < SMS_POLICY.resendAfterSeconds) {
    return { wait: Math.ceil(SMS_POLICY.resendAfterSeconds - sinceLast), cap: 'number_minute' };
  }
  if (history.forNumberToday >= SMS_POLICY.perNumberPerDay) return { wait: DAY_SECONDS, cap: 'number_day' };
  if (history.forIpToday >= SMS_POLICY.perIpPerDay) return { wait: DAY_SECONDS, cap: 'address_day' };
  if (history.forDeviceToday >= SMS_POLICY.perDevicePerDay) return { wait: DAY_SECONDS, cap: 'device_day' };
  if (history.forPrefixToday >= SMS_POLICY.perPrefixPerDay) return { wait: DAY_SECONDS, cap: 'prefix_day' };
  if (history.forIpLastTenMinutes >= SMS_POLICY.perIpPerTenMinutes)
    return { wait: 10 * 60, cap: 'address_ten_minutes' };
  if (history.allLastHour >= hourlyBudget) return { wait: BUDGET_RETRY_SECONDS, cap: 'hourly_budget' };
  return { wait: 0 };
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
  const binding = bindingHash(request.binding);
  const id = await db.transaction(async (tx) => {
    await lockSends(tx);
    const history = await readSendHistory(tx, {
      number: request.number,
      ip: request.ip,
      bindingHash: binding,
    });
    const { wait, cap } = capReached(history, notifier.smsHourlyBudget);
    if (wait > 0) {
      const entry = {
        event: 'sms_limited',
        cap,
        ip: request.ip,
        purpose: request.purpose,
        retryAfterSeconds: wait,
      };
      if (cap === 'hourly_budget' && shouldAlertBudget(notifier)) {
        request.log.error({ ...entry, event: 'sms_budget_exceeded', budget: notifier.smsHourlyBudget });
      } else request.log.warn(entry);
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
    }
    return replaceCode(tx, {
      ...request.number,
      purpose: request.purpose,
      codeHash: `${salt}$${hashCode(salt, code)}`,
      bindingHash: binding,
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
