import {
  accountNumberProblem,
  type BankCard,
  MAX_BANK_CARDS,
  maskAccountNumber,
  WITHDRAW_BANKS,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { claimPayeeName } from '../account/index.js';
import {
  type BankCardRow,
  countMemberCards,
  insertCard,
  listMemberCards,
  lockMemberCards,
} from './bank-card-repository.js';

export function bankName(code: string) {
  return WITHDRAW_BANKS.find((bank) => bank.code === code)?.name ?? code;
}

export function cardView(row: BankCardRow): BankCard {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    branch: row.branch,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBankCards(db: Db, memberId: number) {
  return (await listMemberCards(db, memberId)).map(cardView);
}

export interface NewBankCard {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  branch?: string | undefined;
}

/**
 * A payout account (R-API-39): a number of its bank's shape, in the member's payee name, at most
 * five per member. The member's lock makes the count and the insert one step against a double tap.
 */
export async function addBankCard(db: Db, memberId: number, card: NewBankCard) {
  const problem = accountNumberProblem(card.bankCode, card.accountNumber);
  if (problem === 'bank') throw new AppError('VALIDATION_ERROR', { field: 'bankCode' });
  if (problem) throw new AppError('ACCOUNT_NUMBER_INVALID', { field: 'accountNumber' });
  const payeeName = await claimPayeeName(db, memberId, card.accountName);
  return db.transaction(async (tx) => {
    await lockMemberCards(tx, memberId);
    if ((await countMemberCards(tx, memberId)) >= MAX_BANK_CARDS)
      throw new AppError('CARD_LIMIT', { field: 'accountNumber', max: MAX_BANK_CARDS });
    const row = await insertCard(tx, {
      memberId,
      bankCode: card.bankCode,
      accountNumber: card.accountNumber,
      accountName: payeeName,
      branch: card.branch?.trim() || null,
    });
    if (!row) throw new AppError('CARD_EXISTS', { field: 'accountNumber' });
    return cardView(row);
  });
}
