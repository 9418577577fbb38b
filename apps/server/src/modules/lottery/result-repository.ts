import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lotteryDraws, lotteryResults } from '../../db/schema/index.js';

export type LotteryResultRow = typeof lotteryResults.$inferSelect;

/** The draw's result that is not voided (proposed or confirmed), locked; undefined when none. */
export async function liveResultOf(db: DbOrTx, drawId: number) {
  const [row] = await db
    .select()
    .from(lotteryResults)
    .where(and(eq(lotteryResults.drawId, drawId), ne(lotteryResults.status, 'voided')))
    .for('update');
  return row;
}

export async function insertResult(db: DbOrTx, drawId: number, numbers: string, proposedBy: string) {
  const [row] = await db.insert(lotteryResults).values({ drawId, numbers, proposedBy }).returning();
  if (!row) throw new Error('the result was not stored');
  return row;
}

export async function decideResult(
  db: DbOrTx,
  id: number,
  decision: { status: 'confirmed' | 'voided'; decidedBy: string; voidReason?: string },
) {
  await db
    .update(lotteryResults)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(and(eq(lotteryResults.id, id), eq(lotteryResults.status, 'proposed')));
}

/** Open draws of `gameCodes` past their time, oldest first, with their proposed result if any. */
export async function pendingDraws(db: DbOrTx, gameCodes: string[], now: Date) {
  return db
    .select({
      gameCode: lotteryDraws.gameCode,
      drawNo: lotteryDraws.drawNo,
      drawAt: lotteryDraws.drawAt,
      proposedBy: lotteryResults.proposedBy,
      proposedAt: lotteryResults.proposedAt,
    })
    .from(lotteryDraws)
    .leftJoin(
      lotteryResults,
      and(eq(lotteryResults.drawId, lotteryDraws.id), eq(lotteryResults.status, 'proposed')),
    )
    .where(
      and(
        eq(lotteryDraws.status, 'open'),
        lte(lotteryDraws.drawAt, now),
        inArray(lotteryDraws.gameCode, gameCodes),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.gameCode));
}
