import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
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

/** Open draws of the `gameCodes` whose time has come, oldest first. */
export async function dueDraws(db: DbOrTx, now: Date, gameCodes: string[]) {
  return db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.status, 'open'),
        lte(lotteryDraws.drawAt, now),
        inArray(lotteryDraws.gameCode, gameCodes),
      ),
    )
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

/** Draws of a game past their time and still open (awaiting an official result), newest first. */
export async function awaitingDraws(db: DbOrTx, gameCode: string, now: Date, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'open'),
        lte(lotteryDraws.drawAt, now),
      ),
    )
    .orderBy(desc(lotteryDraws.drawNo))
    .limit(limit);
}

/** A draw of a game, locked for an operator's decision on it (waits for bets being written). */
export async function lockDrawByNo(db: DbOrTx, gameCode: string, drawNo: number) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)))
    .for('update');
  return row;
}

export async function markDrawCancelled(db: DbOrTx, id: number) {
  await db
    .update(lotteryDraws)
    .set({ status: 'cancelled', settledAt: sql`now()` })
    .where(eq(lotteryDraws.id, id));
}

/**
 * Sets how long before each draw of a game betting closes, for the draws made from now on and for
 * those still taking bets (never reopening one that has closed: the new close is at least `now`).
 */
export async function setCloseBefore(db: DbOrTx, gameCode: string, seconds: number, now: Date) {
  await db.update(lotteryGames).set({ closeBeforeSeconds: seconds }).where(eq(lotteryGames.code, gameCode));
  const { rows } = await db.execute(sql`
    update lottery_draws set closes_at = greatest(${now.toISOString()}::timestamptz, draw_at - make_interval(secs => ${seconds}))
    where game_code = ${gameCode} and status = 'open' and closes_at > ${now.toISOString()}::timestamptz
    returning draw_no`);
  return rows.length;
}

export async function closeBeforeOf(db: DbOrTx, gameCode: string) {
  const [row] = await db
    .select({ seconds: lotteryGames.closeBeforeSeconds })
    .from(lotteryGames)
    .where(eq(lotteryGames.code, gameCode));
  return row?.seconds ?? null;
}

export async function moveDraw(db: DbOrTx, id: number, times: { drawAt: Date; closesAt: Date }) {
  await db.update(lotteryDraws).set(times).where(eq(lotteryDraws.id, id));
}
