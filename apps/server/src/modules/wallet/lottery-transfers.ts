import type { Currency } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';
import { findPlayer } from './player-repository.js';

/** The player's currency: a trial account plays with DEMO credit only, everyone else in PHP. */
export async function playerCurrency(db: DbOrTx, memberId: number): Promise<Currency> {
  const player = await findPlayer(db, memberId);
  if (!player) throw new AppError('NOT_FOUND', { field: 'memberId' });
  return player.currency;
}

export interface LotteryStake {
  scope: string;
  key: string;
  memberId: number;
  currency: Currency;
  amount: number;
  houseCode: string;
  roundRef: string;
}

/**
 * A lottery stake from the player to the house, in the caller's transaction with the sub-order it
 * pays for; idempotent on its key. A short balance is INSUFFICIENT_FUNDS with the balance.
 */
export async function takeLotteryStake(db: DbOrTx, stake: LotteryStake) {
  const player = await memberAccountId(db, stake.memberId, stake.currency);
  const house = await houseAccountId(db, stake.houseCode, stake.currency);
  const result = await postTransfer(db, {
    scope: stake.scope,
    key: stake.key,
    kind: 'bet',
    debitAccountId: player,
    creditAccountId: house,
    amount: stake.amount,
    memberId: stake.memberId,
    roundRef: stake.roundRef,
  });
  if (result.outcome === 'insufficient')
    throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', balance: result.memberBalance ?? 0 });
  if (result.outcome !== 'posted' && result.outcome !== 'replayed')
    throw new AppError('TRANSACTION_CONFLICT', { field: 'orderId' });
  return { transferId: result.transferId ?? 0, balance: result.memberBalance ?? 0 };
}

/** Gives a stake back (a cancelled sub-order): the reversal of its bet transfer, once. */
export async function refundLotteryStake(db: DbOrTx, stake: LotteryStake & { betKey: string }) {
  const { rows } = await db.execute(
    sql`select id from ledger_transfers where scope = ${stake.scope} and idempotency_key = ${stake.betKey}`,
  );
  const reverses = rows[0] ? Number(rows[0].id) : null;
  if (reverses === null) throw new AppError('TRANSACTION_CONFLICT', { field: 'subOrderIds' });
  const player = await memberAccountId(db, stake.memberId, stake.currency);
  const house = await houseAccountId(db, stake.houseCode, stake.currency);
  const result = await postTransfer(db, {
    scope: stake.scope,
    key: stake.key,
    kind: 'rollback',
    debitAccountId: house,
    creditAccountId: player,
    amount: stake.amount,
    memberId: stake.memberId,
    roundRef: stake.roundRef,
    reverses,
  });
  if (result.outcome !== 'posted' && result.outcome !== 'replayed')
    throw new AppError('TRANSACTION_CONFLICT', { field: 'subOrderIds' });
  return { balance: result.memberBalance ?? 0 };
}
