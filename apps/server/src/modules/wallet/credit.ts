import { type Currency, WALLET_POLICY } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';
import { findPlayer } from './player-repository.js';

/** A new trial account's demo credit (R-API-14): DEMO only, from the house's trial account, once. */
export async function grantTrialCredit(db: DbOrTx, memberId: number) {
  const player = await memberAccountId(db, memberId, 'DEMO');
  const house = await houseAccountId(db, 'trial_credit:DEMO:0', 'DEMO');
  await postTransfer(db, {
    scope: 'trial',
    key: `credit:${memberId}`,
    kind: 'trial_credit',
    debitAccountId: house,
    creditAccountId: player,
    amount: WALLET_POLICY.trialCreditCentavos,
    memberId,
  });
}

/**
 * The operator's credit (positive) or debit (negative) of a member's own currency, from the house's
 * adjustment account; idempotent on `key`. A debit beyond the balance is refused.
 */
export async function adjustBalance(db: DbOrTx, memberId: number, centavos: number, key: string) {
  const found = await findPlayer(db, memberId);
  if (!found) throw new AppError('NOT_FOUND', { field: 'memberId' });
  if (!Number.isSafeInteger(centavos) || centavos === 0)
    throw new AppError('VALIDATION_ERROR', { field: 'amount' });
  const currency: Currency = found.currency;
  const player = await memberAccountId(db, memberId, currency);
  const house = await houseAccountId(db, `adjust:${currency}:0`, currency);
  const result = await postTransfer(db, {
    scope: 'operator',
    key,
    kind: 'adjust',
    debitAccountId: centavos > 0 ? house : player,
    creditAccountId: centavos > 0 ? player : house,
    amount: Math.abs(centavos),
    memberId,
  });
  if (result.outcome === 'insufficient') throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
  if (result.outcome === 'conflict') throw new AppError('TRANSACTION_CONFLICT', { field: 'key' });
  return { balance: result.memberBalance ?? 0, currency };
}

/**
 * A deposit the payment gateway says was paid: from the house's deposit clearing account to the
 * member, once per gateway payment (`key`), in the caller's transaction with what marks it paid.
 */
export async function creditDeposit(db: DbOrTx, memberId: number, centavos: number, key: string) {
  const player = await memberAccountId(db, memberId, 'PHP');
  const house = await houseAccountId(db, 'deposits:PHP:0', 'PHP');
  const result = await postTransfer(db, {
    scope: 'deposit',
    key,
    kind: 'deposit',
    debitAccountId: house,
    creditAccountId: player,
    amount: centavos,
    memberId,
  });
  if (result.outcome === 'conflict') throw new AppError('TRANSACTION_CONFLICT', { field: 'key' });
  return {
    transferId: result.transferId,
    balance: result.memberBalance ?? 0,
    replayed: result.outcome === 'replayed',
  };
}
