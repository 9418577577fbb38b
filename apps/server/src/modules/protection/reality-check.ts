import type { PlaySession, RealityCheckMinutes } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sessionStartOf } from '../session/index.js';
import { realityCheckMinutesOf, saveRealityCheckMinutes } from './reality-check-repository.js';
import { playSince } from './statement-repository.js';

/**
 * What the reality check tells the player (issue 16): how long this login has lasted, and what it
 * bet, won and lost in real money. The page counts the minutes; the server only answers the figures.
 */
export async function getPlaySession(db: Db, memberId: number, sessionId: number): Promise<PlaySession> {
  const startedAt = await sessionStartOf(db, sessionId);
  if (!startedAt) throw new AppError('SESSION_EXPIRED');
  const { bets, wins } = await playSince(db, memberId, startedAt);
  return {
    startedAt: startedAt.toISOString(),
    realityCheckMinutes: (await realityCheckMinutesOf(db, memberId)) as RealityCheckMinutes,
    bets: bets / 100,
    wins: wins / 100,
    net: (wins - bets) / 100,
  };
}

export async function setRealityCheck(db: Db, memberId: number, minutes: RealityCheckMinutes) {
  await saveRealityCheckMinutes(db, memberId, minutes);
}
