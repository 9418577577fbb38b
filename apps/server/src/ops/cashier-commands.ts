import { userInfo } from 'node:os';
import { AppError } from '../lib/app-error.js';
import {
  listPendingManualOrders,
  listPendingWithdrawals,
  reviewManualDeposit,
  settlePendingWithdrawal,
} from '../modules/cashier/index.js';
import { json, OpsError, positiveId } from './args.js';
import { type OpsCommand, type OpsInput, requiredText, text } from './command.js';

const LIST_LIMIT = 200;

/** Who decided, for the audit: `--by`, else the account the command runs under. */
function reviewer(input: OpsInput): string {
  const by = text(input, 'by')?.trim() || userInfo().username;
  if (by.length > 60) throw new OpsError('--by is at most 60 characters');
  return by;
}

function reason(input: OpsInput): string {
  const value = requiredText(input, 'reason').trim();
  if (!value || value.length > 200)
    throw new OpsError('--reason is 1 to 200 characters; the player reads it');
  return value;
}

/** Refusals of the cashier reach the operator as one line, not a stack. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      throw new OpsError(
        `refused: ${error.code}${error.details?.status ? ` (${error.details.status})` : ''}`,
      );
    throw error;
  }
}

const pesos = (centavos: number) => centavos / 100;

/** The operator's side of the cashier: manual deposits to check, withdrawals to pay. */
export const CASHIER_COMMANDS: OpsCommand[] = [
  {
    name: 'deposit list',
    summary: 'manual bank-transfer deposits waiting for a check, oldest first',
    run: async (db) =>
      json(
        (await listPendingManualOrders(db, LIST_LIMIT)).map((order) => ({
          id: order.id,
          memberId: order.memberId,
          amount: pesos(order.amount),
          depositorName: order.depositorName,
          transferRef: order.transferRef,
          createdAt: order.createdAt.toISOString(),
        })),
      ),
  },
  {
    name: 'deposit confirm',
    usage: 'ID [--amount PESOS] [--by NAME]',
    summary: 'credit a manual deposit once the money is seen (--amount when another sum arrived)',
    options: { amount: 'string', by: 'string' },
    run: async (db, input) => {
      const orderId = positiveId(input.positionals[0], 'the deposit id');
      const amount = text(input, 'amount');
      const received = amount === undefined ? undefined : Math.round(Number(amount) * 100);
      if (received !== undefined && !(Number.isSafeInteger(received) && received > 0))
        throw new OpsError('--amount is a positive amount in pesos');
      const done = await refusing(() =>
        reviewManualDeposit(db, {
          action: 'confirm',
          orderId,
          reviewedBy: reviewer(input),
          ...(received === undefined ? {} : { receivedCentavos: received }),
        }),
      );
      return json({ id: orderId, status: done.status, balance: pesos(done.balance ?? 0) });
    },
  },
  {
    name: 'deposit reject',
    usage: 'ID --reason TEXT [--by NAME]',
    summary: 'refuse a manual deposit that did not arrive; the player sees the reason',
    options: { reason: 'string', by: 'string' },
    run: async (db, input) => {
      const orderId = positiveId(input.positionals[0], 'the deposit id');
      const done = await refusing(() =>
        reviewManualDeposit(db, {
          action: 'reject',
          orderId,
          reviewedBy: reviewer(input),
          reason: reason(input),
        }),
      );
      return json({ id: orderId, status: done.status });
    },
  },
  {
    name: 'withdraw list',
    summary: 'withdrawals waiting to be paid, oldest first, with the full account to pay',
    run: async (db) =>
      json(
        (await listPendingWithdrawals(db, LIST_LIMIT)).map((w) => ({
          id: w.id,
          username: w.username,
          amount: pesos(w.amount),
          bank: w.bankCode,
          accountName: w.accountName,
          accountNumber: w.accountNumber,
          createdAt: w.createdAt.toISOString(),
        })),
      ),
  },
  {
    name: 'withdraw approve',
    usage: 'ID --ref PAYOUT_REF [--by NAME]',
    summary: 'mark a withdrawal paid, with the reference of the payout made',
    options: { ref: 'string', by: 'string' },
    run: async (db, input) => {
      const id = positiveId(input.positionals[0], 'the withdrawal id');
      const payoutRef = requiredText(input, 'ref').trim();
      if (!payoutRef || payoutRef.length > 60) throw new OpsError('--ref is 1 to 60 characters');
      const done = await refusing(() =>
        settlePendingWithdrawal(db, id, { action: 'approve', reviewedBy: reviewer(input), payoutRef }),
      );
      return json({ id, status: done.withdrawal.status, account: done.withdrawal.accountNumber });
    },
  },
  {
    name: 'withdraw reject',
    usage: 'ID --reason TEXT [--by NAME]',
    summary: 'refuse a withdrawal: the held amount returns to the player, who sees the reason',
    options: { reason: 'string', by: 'string' },
    run: async (db, input) => {
      const id = positiveId(input.positionals[0], 'the withdrawal id');
      const done = await refusing(() =>
        settlePendingWithdrawal(db, id, {
          action: 'reject',
          reviewedBy: reviewer(input),
          reason: reason(input),
        }),
      );
      return json({ id, status: done.withdrawal.status, balance: pesos(done.balance ?? 0) });
    },
  },
];
