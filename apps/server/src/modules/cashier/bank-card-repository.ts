import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankCards } from '../../db/schema/index.js';

export type BankCardRow = typeof bankCards.$inferSelect;

export async function listMemberCards(db: DbOrTx, memberId: number) {
  return db.select().from(bankCards).where(eq(bankCards.memberId, memberId)).orderBy(asc(bankCards.id));
}

export async function findMemberCard(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), eq(bankCards.id, id)));
  return row;
}

export async function countMemberCards(db: DbOrTx, memberId: number) {
  const [row] = await db.select({ n: count() }).from(bankCards).where(eq(bankCards.memberId, memberId));
  return Number(row?.n ?? 0);
}

/** The new card, or undefined when the member already has this account. */
export async function insertCard(db: DbOrTx, card: Omit<typeof bankCards.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await db.insert(bankCards).values(card).onConflictDoNothing().returning();
  return row;
}

/** Serialises one member's card changes until the transaction ends. */
export async function lockMemberCards(tx: DbOrTx, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('bank_cards:' || ${memberId}, 0))`);
}
