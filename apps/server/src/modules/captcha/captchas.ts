import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_POLICY } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { saveCaptcha, takeCaptcha } from './captcha-repository.js';
import { captchaDataUrl, generateCaptchaCode, renderCaptchaPng } from './render-captcha.js';

const digest = (binding: string, code: string) => createHash('sha256').update(`${binding}:${code}`).digest();
const bindingHashOf = (binding: string) => createHash('sha256').update(binding).digest('hex');

/**
 * Makes a new captcha for the browser holding `binding` (its HttpOnly cookie), replacing any
 * earlier one. Returns the binding to set when the browser had none.
 */
export async function issueCaptcha(db: Db, binding: string | undefined, ip: string) {
  const bound = binding && binding.length >= 32 ? binding : randomBytes(32).toString('base64url');
  const code = generateCaptchaCode(AUTH_POLICY.captchaLength);
  await storeCaptchaCode(db, bound, code, ip);
  return { binding: bound, image: captchaDataUrl(renderCaptchaPng(code)) };
}

/** Records the code the browser holding `binding` must type; also how tests set a known one. */
export async function storeCaptchaCode(db: Db, binding: string, code: string, ip: string) {
  await saveCaptcha(db, {
    bindingHash: bindingHashOf(binding),
    codeHash: digest(binding, code).toString('hex'),
    expiresAt: new Date(Date.now() + AUTH_POLICY.captchaTtlSeconds * 1000),
    ip,
  });
}

/** Single use and expiring (S-05): the stored captcha is consumed by any attempt. */
export async function checkCaptcha(db: Db, binding: string | undefined, answer: string): Promise<boolean> {
  if (!binding || !answer) return false;
  const stored = await takeCaptcha(db, bindingHashOf(binding));
  if (!stored || stored.expiresAt.getTime() <= Date.now()) return false;
  return timingSafeEqual(Buffer.from(stored.codeHash, 'hex'), digest(binding, answer));
}
