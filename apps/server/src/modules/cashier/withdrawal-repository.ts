import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankCards, members, withdrawalRequests } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
type Card = { bankCode: string; accountNumber: string };
export type WithdrawalWithCard = WithdrawalRow & { card: Card };

const withCard = {
  request: withdrawalRequests,
  bankCode: bankCards.bankCode,
  accountNumber: bankCards.accountNumber,
};
const joined = (row: {
  request: WithdrawalRow;
  bankCode: string;
  accountNumber: string;
}): WithdrawalWithCard => ({
  ...row.request,
  card: { bankCode: row.bankCode, accountNumber: row.accountNumber },
});

export async function insertWithdrawal(
  db: DbOrTx,
  row: Pick<
    WithdrawalRow,
    'memberId' | 'requestId' | 'bankCardId' | 'amount' | 'currency' | 'holdTransferId'
  >,
) {
  const [made] = await db.insert(withdrawalRequests).values(row).returning();
  return made;
}

export async function findMemberWithdrawal(
  db: DbOrTx,
  memberId: number,
  by: { id: number } | { requestId: string },
): Promise<WithdrawalWithCard | undefined> {
  const [row] = await db
    .select(withCard)
    .from(withdrawalRequests)
    .innerJoin(bankCards, eq(bankCards.id, withdrawalRequests.bankCardId))
    .where(
      and(
        eq(withdrawalRequests.memberId, memberId),
        'id' in by ? eq(withdrawalRequests.id, by.id) : eq(withdrawalRequests.requestId, by.requestId),
      ),
    );
  return row && joined(row);
}

/** The request locked for a decision: the player's cancel and the operator's review take turns. */
export async function lockWithdrawal(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for('update');
  return row;
}

export async function settleWithdrawal(
  db: DbOrTx,
  id: number,
  change: Partial<Pick<WithdrawalRow, 'returnTransferId' | 'payoutRef' | 'reviewedBy' | 'reviewNote'>> & {
    status: 'paid' | 'rejected' | 'cancelled';
  },
) {
  await db
    .update(withdrawalRequests)
    .set({ ...change, settledAt: sql`now()` })
    .where(eq(withdrawalRequests.id, id));
}

/**
 * Where the wagering rule starts counting: the member's latest withdrawal that took money out
 * (pending or paid), or the beginning.
 */
export async function lastWithdrawalAt(db: DbOrTx, memberId: number): Promise<Date> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${withdrawalRequests.createdAt})` })
    .from(withdrawalRequests)
    .where(
      and(eq(withdrawalRequests.memberId, memberId), inArray(withdrawalRequests.status, ['pending', 'paid'])),
    );
  return row?.at ? new Date(row.at) : new Date(0);
}

export async function pendingWithdrawalSum(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${withdrawalRequests.amount}), 0)` })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.memberId, memberId), eq(withdrawalRequests.status, 'pending')));
  return Number(row?.sum ?? 0);
}

export async function listMemberWithdrawals(
  db: DbOrTx,
  memberId: number,
  range: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(withdrawalRequests.memberId, memberId),
    gte(withdrawalRequests.createdAt, range.from),
    lt(withdrawalRequests.createdAt, range.to),
  );
  const rows = await db
    .select(withCard)
    .from(withdrawalRequests)
    .innerJoin(bankCards, eq(bankCards.id, withdrawalRequests.bankCardId))
    .where(where)
    .orderBy(desc(withdrawalRequests.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
  return { rows: rows.map(joined), total: Number(total?.n ?? 0) };
}

/** Pending requests for the operator, oldest first, with where to pay them. */
export async function listPendingWithdrawals(db: DbOrTx, limit: number) {
  return db
    .select({
      id: withdrawalRequests.id,
      username: members.username,
      amount: withdrawalRequests.amount,
      bankCode: bankCards.bankCode,
      accountNumber: bankCards.accountNumber,
      accountName: bankCards.accountName,
      createdAt: withdrawalRequests.createdAt,
    })
    .from(withdrawalRequests)
    .innerJoin(bankCards, eq(bankCards.id, withdrawalRequests.bankCardId))
    .innerJoin(members, eq(members.id, withdrawalRequests.memberId))
    .where(eq(withdrawalRequests.status, 'pending'))
    .orderBy(asc(withdrawalRequests.id))
    .limit(limit);
}
