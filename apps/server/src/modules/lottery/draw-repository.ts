import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lotteryDraws, lotteryGames } from '../../db/schema/index.js';

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;

export async function enabledGames(db: DbOrTx) {
  return db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.enabled, true))
    .orderBy(asc(lotteryGames.position));
}

export async function ensureGame(db: DbOrTx, code: string, position: number) {
  await db.insert(lotteryGames).values({ code, position }).onConflictDoNothing();
}

/** A new draw; nothing when it exists already (another node or an earlier tick made it). */
export async function insertDraw(db: DbOrTx, draw: Omit<typeof lotteryDraws.$inferInsert, 'id'>) {
  await db.insert(lotteryDraws).values(draw).onConflictDoNothing();
}

export async function drawByNo(db: DbOrTx, gameCode: string, drawNo: number) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)));
  return row;
}

/** The draw, share-locked: its settlement waits for the bets and cancellations being written. */
export async function lockDrawForBets(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)).for('share');
  return row;
}

/** The open draw of a game taking bets at `now`: the first whose close is still ahead. */
export async function openDrawOf(db: DbOrTx, gameCode: string, now: Date) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'open'),
        gt(lotteryDraws.closesAt, now),
      ),
    )
    .orderBy(asc(lotteryDraws.drawNo))
    .limit(1);
  return row;
}

/** Open draws whose time has come, oldest first. */
export async function dueDraws(db: DbOrTx, now: Date) {
  return db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id));
}

/** A due draw, locked for its settlement; undefined when settled already or another node holds it. */
export async function lockDueDraw(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'open')))
    .for('update', { skipLocked: true });
  return row;
}

export async function markDrawn(db: DbOrTx, id: number, numbers: string) {
  await db
    .update(lotteryDraws)
    .set({ status: 'settled', numbers, settledAt: sql`now()` })
    .where(eq(lotteryDraws.id, id));
}

/** The latest settled draw of each game. */
export async function latestDrawn(db: DbOrTx) {
  return db
    .selectDistinctOn([lotteryDraws.gameCode])
    .from(lotteryDraws)
    .where(eq(lotteryDraws.status, 'settled'))
    .orderBy(lotteryDraws.gameCode, desc(lotteryDraws.drawNo));
}

/** The last `limit` settled draws of a game, newest first. */
export async function recentDrawn(db: DbOrTx, gameCode: string, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.status, 'settled')))
    .orderBy(desc(lotteryDraws.drawNo))
    .limit(limit);
}
