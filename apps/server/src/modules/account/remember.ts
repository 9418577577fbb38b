import { createHash, randomBytes } from 'node:crypto';
import type { SessionValue } from '@app/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { endMemberSessions } from '../session/index.js';
import { startSession } from './login.js';
import { findMemberById } from './member-repository.js';
import { insertRememberToken, takeRememberToken } from './remember-repository.js';
import type { RequestContext } from './request-context.js';
import { revokeRememberTokens } from './reset-repository.js';

export const REMEMBER_COOKIE = 'remember_me';
const REMEMBER_DAYS = 30;

/**
 * "Remember me" keeps a revocable device token in an HttpOnly cookie, never the password (H-7,
 * R-AUTH-26); only the login calls see it (S-15).
 */
export const rememberCookieOptions: CookieSerializeOptions = {
  path: '/wps/session/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  maxAge: REMEMBER_DAYS * 24 * 3600,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRememberToken(db: Db, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRememberToken(
    db,
    memberId,
    digest(token),
    new Date(Date.now() + REMEMBER_DAYS * 24 * 3600_000),
  );
  return token;
}

/** Logs in with the device's token and hands it a new one; a stolen token that was used already is dead. */
export async function loginRemembered(
  db: Db,
  token: string | undefined,
  ctx: RequestContext,
): Promise<{ session: SessionValue; token: string }> {
  const memberId = token ? await takeRememberToken(db, digest(token)) : undefined;
  const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  const { session } = await startSession(db, member, 0, ctx);
  return { session, token: await issueRememberToken(db, member.id) };
}

/** Logout and "forget this device" both kill the device's token (H-7). */
export async function forgetDevice(db: Db, token: string | undefined) {
  if (token) await takeRememberToken(db, digest(token));
}

/** "Log out everywhere" (H-7): every session of the member ends and every remembered device is forgotten. */
export async function logoutEverywhere(db: Db, memberId: number) {
  await endMemberSessions(db, memberId, 'logout');
  await revokeRememberTokens(db, memberId);
}
