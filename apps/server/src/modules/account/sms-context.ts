import type { FastifyReply, FastifyRequest } from 'fastify';
import { newBinding, OTP_COOKIE, otpCookieOptions } from './otp-cookie.js';
import { contextOf } from './request-context.js';
import type { SmsContext } from './send-sms-code.js';

/** The request's context for a code send; a browser without a binding cookie gets one here. */
export function smsContextOf(request: FastifyRequest, reply: FastifyReply, site: string): SmsContext {
  const binding = request.cookies[OTP_COOKIE] ?? newBinding();
  reply.setCookie(OTP_COOKIE, binding, otpCookieOptions);
  return { ...contextOf(request), binding, site };
}
