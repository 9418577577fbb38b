import { createHash, randomBytes } from 'node:crypto';
import { AUTH_POLICY } from '@app/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  endSessionById,
  findSessionByTokenHash,
  replaceSessions,
  touchSession,
} from './session-repository.js';

const MINUTE = 60_000;
/** Renewing on every call would write on every call; once a minute is precise enough. */
const TOUCH_AFTER_MS = MINUTE;

export interface SessionContext {
  sessionId: number;
  memberId: number;
  type: number;
  username: string;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session with a fresh 256-bit token (S-10, S-11). One session per account: a new login
 * ends the others, which then answer SESSION_EXPIRED (R-ERR-30). `playMinutes` is the member's own
 * session-time limit (player protection), or the subquery that reads it: the session ends that long
 * after it opened. One statement does it all.
 */
export async function openSession(
  db: Db,
  memberId: number,
  device: string,
  ip: string,
  playMinutes: number | SQL<number | null> | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const session = {
    tokenHash: hashToken(token),
    memberId,
    device,
    ip,
    idleExpiresAt: new Date(now + AUTH_POLICY.sessionIdleMinutes * MINUTE),
    absoluteExpiresAt: new Date(now + AUTH_POLICY.sessionAbsoluteHours * 60 * MINUTE),
  };
  await replaceSessions(db, session, new Date(now), playMinutes);
  return token;
}

/** The session behind a token, renewed (R-AUTH-40, R-API-2); every failure is a 401. */
export async function authenticate(db: Db, token: string | undefined): Promise<SessionContext> {
  if (!token) throw new AppError('NOT_LOGGED_IN');
  const tokenHash = hashToken(token);
  const found = await findSessionByTokenHash(db, tokenHash);
  const now = Date.now();
  if (
    !found ||
    found.endedAt ||
    found.status !== 'active' ||
    found.idleExpiresAt.getTime() <= now ||
    found.absoluteExpiresAt.getTime() <= now
  ) {
    throw new AppError('SESSION_EXPIRED');
  }
  if (found.playEndsAt && found.playEndsAt.getTime() <= now) {
    await endSessionById(db, found.id, 'play_time_limit');
    throw new AppError('SESSION_TIME_LIMIT');
  }
  if (now - found.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    const idle = now + AUTH_POLICY.sessionIdleMinutes * MINUTE;
    await touchSession(db, found.id, new Date(Math.min(idle, found.absoluteExpiresAt.getTime())));
  }
  return {
    sessionId: found.id,
    memberId: found.memberId,
    type: found.type,
    username: found.username,
    tokenHash,
  };
}
