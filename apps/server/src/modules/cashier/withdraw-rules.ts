import type { DbOrTx } from '../../db/client.js';
import { depositsAndTurnoverSince } from '../wallet/index.js';
import { lastWithdrawalAt } from './withdrawal-repository.js';

/**
 * The wagering rule: money deposited and rewards received since the last withdrawal must be wagered
 * once (settled turnover at least their sum; a weekly-fund reward as many times as the VIP club
 * says) before anything can be withdrawn. Centavos.
 */
export async function turnoverNeeded(
  db: DbOrTx,
  memberId: number,
  weeklyFundWagering: number,
): Promise<number> {
  const since = await lastWithdrawalAt(db, memberId);
  const { deposits, turnover } = await depositsAndTurnoverSince(db, memberId, since, weeklyFundWagering);
  return Math.max(0, deposits - turnover);
}
