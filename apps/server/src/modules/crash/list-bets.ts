import { CRASH_BET_LIST_MAX, type CrashBetList } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { betTotals, betView, largestBets } from './bet-repository.js';
import { roundById } from './round-repository.js';

/** Every bet of a round, largest stakes first (at most CRASH_BET_LIST_MAX), with its totals. */
export async function listCrashBets(db: DbOrTx, roundId: number): Promise<CrashBetList> {
  const round = await roundById(db, roundId);
  if (!round) throw new AppError('NOT_FOUND', { field: 'roundId' });
  const [totals, bets] = await Promise.all([
    betTotals(db, roundId),
    largestBets(db, roundId, CRASH_BET_LIST_MAX),
  ]);
  return { roundId, totals, bets: bets.map(betView) };
}
