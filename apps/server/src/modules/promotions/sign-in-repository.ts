import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { signIns } from '../../db/schema/index.js';

export async function findSignIn(db: DbOrTx, memberId: number, day: string) {
  const [row] = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.memberId, memberId), eq(signIns.day, day)));
  return row;
}

/** The day's sign-in, or undefined when that day is already signed (its key refuses a second). */
export async function insertSignIn(db: DbOrTx, row: { memberId: number; day: string; streak: number }) {
  const [made] = await db.insert(signIns).values(row).onConflictDoNothing().returning();
  return made;
}

export async function setSignInReward(db: DbOrTx, memberId: number, day: string, rewardId: number) {
  await db
    .update(signIns)
    .set({ rewardId })
    .where(and(eq(signIns.memberId, memberId), eq(signIns.day, day)));
}
