import type { DbOrTx } from '../../db/client.js';
import { depositsAndTurnoverSince } from '../wallet/index.js';
import { lastWithdrawalAt } from './withdrawal-repository.js';

/**
 * The anti-money-laundering rule: money deposited since the last withdrawal must be wagered once
 * (settled turnover at least the deposits) before anything can be withdrawn. Bonus money will add
 * its own requirement here, from its own ledger transfers. Centavos.
 */
export async function turnoverNeeded(db: DbOrTx, memberId: number): Promise<number> {
  const since = await lastWithdrawalAt(db, memberId);
  const { deposits, turnover } = await depositsAndTurnoverSince(db, memberId, since);
  return Math.max(0, deposits - turnover);
}
