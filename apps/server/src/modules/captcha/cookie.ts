import { AUTH_POLICY } from '@app/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const CAPTCHA_COOKIE = 'captcha_id';

/** Secure, HttpOnly, SameSite=Strict and only sent to the API (S-15). */
export const captchaCookieOptions: CookieSerializeOptions = {
  path: '/wps/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  maxAge: AUTH_POLICY.captchaTtlSeconds,
};
