import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE } from '../captcha/index.js';
import { OTP_COOKIE } from './otp-cookie.js';

/** What a use case needs to know about the request, without depending on Fastify's request. */
export interface RequestContext {
  ip: string;
  /** `OTHERS` for home-screen apps (R-AUTH-13), else `H5`. */
  device: string;
  captchaBinding: string | undefined;
  /** The browser's SMS-code binding cookie, when it has one. */
  otpBinding: string | undefined;
  log: FastifyBaseLogger;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    device: request.headers.device === 'OTHERS' ? 'OTHERS' : 'H5',
    captchaBinding: request.cookies[CAPTCHA_COOKIE],
    otpBinding: request.cookies[OTP_COOKIE],
    log: request.log,
  };
}

export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
