import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS } from '@app/contracts';

/** Hex HMAC-SHA256 of `${timestamp}.${raw body}`: what a vendor sends in `x-signature` (S-22). */
export function signSeamless(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** True when the call is signed with the vendor's secret within the time window. */
export function verifySeamless(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: Buffer,
  nowMs = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/u.test(timestamp) || !/^[0-9a-f]{64}$/u.test(signature))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SEAMLESS.timestampWindowSeconds) return false;
  const expected = Buffer.from(signSeamless(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
