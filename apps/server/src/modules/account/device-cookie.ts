import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'device_id';

/**
 * A random id the login hands each browser, so that failed logins are counted per device as well
 * as per name and address: a player behind a shared carrier address is challenged for their own
 * failures, not for their neighbours'. It proves nothing (a bot can drop it; the name and the
 * address still count), so it is only ever a reason to ask for more, never to ask for less.
 * HttpOnly and only sent to the login calls (S-15); browsers keep a cookie at most 400 days.
 */
export const deviceCookieOptions: CookieSerializeOptions = {
  path: '/wps/session/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  maxAge: 365 * 24 * 3600,
};

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device id, or a new one set on the reply when it has none (or a malformed one). */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = request.cookies[DEVICE_COOKIE];
  if (sent && DEVICE_ID.test(sent)) return sent;
  const fresh = randomBytes(32).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, fresh, deviceCookieOptions);
  return fresh;
}

/** Only a digest is stored, so the table never holds a cookie value. */
export const deviceKeyOf = (deviceId: string) =>
  `d:${createHash('sha256').update(deviceId).digest('base64url')}`;
