import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const OTP_COOKIE = 'otp_binding';

/** Binds SMS codes to the browser that asked for them (S-08); Secure, HttpOnly, SameSite (S-15). */
export const otpCookieOptions: CookieSerializeOptions = {
  path: '/wps/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  maxAge: 60 * 60,
};

export const newBinding = () => randomBytes(32).toString('base64url');
export const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('hex');
