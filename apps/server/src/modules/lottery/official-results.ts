import {
  drawNumbersOf,
  type HouseLotteryGame,
  OFFICIAL_LOTTERIES,
  officialLotteryByCode,
} from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  closeBeforeOf,
  lockDrawByNo,
  markDrawCancelled,
  moveDraw,
  setCloseBefore,
} from './draw-repository.js';
import type { LotteryDeps } from './lottery-deps.js';
import { decideResult, insertResult, liveResultOf, pendingDraws } from './result-repository.js';
import { publishSettledBalances, settleWithNumbers } from './settle-draw.js';
import { refundDraw } from './settlement-repository.js';

/** An operator's result entry that is refused; its message says why, for the command line. */
export class ResultRefused extends Error {}

interface DrawRef {
  gameCode: string;
  drawNo: number;
}

/** The same operator, whatever the case or spaces they typed their name with. */
const sameOperator = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The official draw `ref`, locked for the decision, or a refusal that names what is wrong. */
async function lockOfficialDraw(tx: DbOrTx, { gameCode, drawNo }: DrawRef) {
  const game = officialLotteryByCode(gameCode);
  if (!game)
    throw new ResultRefused(
      `${gameCode} is not an official-results game (${OFFICIAL_LOTTERIES.map((g) => g.code).join(', ')})`,
    );
  const draw = await lockDrawByNo(tx, gameCode, drawNo);
  if (!draw) throw new ResultRefused(`${gameCode} has no draw ${drawNo}`);
  if (draw.status === 'settled') throw new ResultRefused(`draw ${drawNo} of ${gameCode} is settled already`);
  if (draw.status === 'cancelled') throw new ResultRefused(`draw ${drawNo} of ${gameCode} was cancelled`);
  return { game, draw };
}

/** The numbers as typed, in their stored form, or a refusal that says what the game's numbers are. */
function checkNumbers(game: HouseLotteryGame, numbers: string): string {
  const stored = drawNumbersOf(game, numbers);
  if (stored !== undefined) return stored;
  throw new ResultRefused(
    game.lotto
      ? `the numbers of ${game.code} are 6 different numbers 1-${game.lotto.pool}, in any order, e.g. 3-7-12-25-33-41`
      : `the numbers of ${game.code} are ${game.digits} digits 0-9, e.g. ${'4'.repeat(game.digits)}`,
  );
}

/**
 * One operator enters the official result of a draw whose time has come; the draw stays unsettled
 * until another operator confirms it. A draw with a result proposed already is refused (void it first).
 */
export async function proposeResult(db: Db, ref: DrawRef & { numbers: string; by: string; now: number }) {
  return db.transaction(async (tx) => {
    const { game, draw } = await lockOfficialDraw(tx, ref);
    const numbers = checkNumbers(game, ref.numbers);
    if (draw.drawAt.getTime() > ref.now)
      throw new ResultRefused(
        `draw ${ref.drawNo} happens at ${draw.drawAt.toISOString()}: no result before then`,
      );
    const live = await liveResultOf(tx, draw.id);
    if (live)
      throw new ResultRefused(
        `a result of draw ${ref.drawNo} was proposed by ${live.proposedBy} already: confirm it or void it first`,
      );
    const row = await insertResult(tx, draw.id, numbers, ref.by);
    return { resultId: row.id, drawAt: draw.drawAt, numbers };
  });
}

/**
 * A second operator confirms the proposed result by entering the numbers again (a typo by either
 * does not settle), and the draw settles in the same transaction through the set-based settlement:
 * every ticket once, every win paid through the ledger. A second confirmation finds it settled.
 */
export async function confirmResult(
  deps: Pick<LotteryDeps, 'db'> & Partial<Pick<LotteryDeps, 'bus'>>,
  ref: DrawRef & { numbers: string; by: string },
) {
  const done = await deps.db.transaction(async (tx) => {
    const { game, draw } = await lockOfficialDraw(tx, ref);
    const numbers = checkNumbers(game, ref.numbers);
    const live = await liveResultOf(tx, draw.id);
    if (!live) throw new ResultRefused(`no result of draw ${ref.drawNo} is proposed`);
    if (sameOperator(live.proposedBy, ref.by))
      throw new ResultRefused(`${ref.by} proposed this result: another operator must confirm it`);
    // The proposed numbers are not shown: the second operator reads them from the official source.
    if (live.numbers !== numbers)
      throw new ResultRefused(
        'these numbers differ from the proposed ones: check the official result, and void the proposal if it is wrong',
      );
    await decideResult(tx, live.id, { status: 'confirmed', decidedBy: ref.by });
    return settleWithNumbers(tx, draw.id, numbers, game);
  });
  publishSettledBalances(deps, done.balances);
  return { numbers: done.numbers, tickets: done.tickets, winners: done.winners };
}

/** Voids a proposed result before its confirmation; the draw waits for a new one. */
export async function voidResult(db: Db, ref: DrawRef & { by: string; reason: string }) {
  await db.transaction(async (tx) => {
    const { draw } = await lockOfficialDraw(tx, ref);
    const live = await liveResultOf(tx, draw.id);
    if (!live) throw new ResultRefused(`no result of draw ${ref.drawNo} is proposed`);
    await decideResult(tx, live.id, { status: 'voided', decidedBy: ref.by, voidReason: ref.reason });
  });
}

/**
 * The operator cancels an official draw that will not be settled (the official draw did not take
 * place): a proposed result is voided, every pending ticket is refunded through the ledger (each
 * once, keyed by its sub-order) and the draw is marked cancelled, in one transaction.
 */
export async function cancelOfficialDraw(
  deps: Pick<LotteryDeps, 'db'> & Partial<Pick<LotteryDeps, 'bus'>>,
  ref: DrawRef & { by: string; reason: string },
) {
  const done = await deps.db.transaction(async (tx) => {
    const { draw } = await lockOfficialDraw(tx, ref);
    const live = await liveResultOf(tx, draw.id);
    if (live)
      await decideResult(tx, live.id, { status: 'voided', decidedBy: ref.by, voidReason: ref.reason });
    const refunds = await refundDraw(tx, draw.id);
    if (refunds.refused > 0) throw new Error(`draw ${draw.id}: ${refunds.refused} refunds were not posted`);
    await markDrawCancelled(tx, draw.id);
    return refunds;
  });
  publishSettledBalances(deps, done.balances);
  return { refunded: done.refunded };
}

/** Official draws past their time with no confirmed result, oldest first (no proposed numbers shown). */
export async function pendingOfficialDraws(db: DbOrTx, now: number) {
  const rows = await pendingDraws(
    db,
    OFFICIAL_LOTTERIES.map((game) => game.code),
    new Date(now),
  );
  return rows.map((row) => ({
    game: row.gameCode,
    drawNo: row.drawNo,
    drawAt: row.drawAt.toISOString(),
    proposedBy: row.proposedBy,
    proposedAt: row.proposedAt?.toISOString() ?? null,
  }));
}

/** How many minutes before each draw of an official game betting closes, for the coming draws. */
export async function setOfficialCloseBefore(db: Db, gameCode: string, minutes: number, now: number) {
  if (!officialLotteryByCode(gameCode))
    throw new ResultRefused(`${gameCode} is not an official-results game`);
  return db.transaction((tx) => setCloseBefore(tx, gameCode, minutes * 60, new Date(now)));
}

/**
 * The official draw was moved (postponed, or held at another hour): its draw time becomes `at`, and
 * betting closes the usual time before it, but never before `now` (no bet placed so far is refused
 * after the fact) and never reopening betting that has closed. A time already past is refused: a bet
 * placed after the real draw must not stand.
 */
export async function rescheduleOfficialDraw(db: Db, ref: DrawRef & { at: number; now: number }) {
  return db.transaction(async (tx) => {
    const { game, draw } = await lockOfficialDraw(tx, ref);
    if (ref.at < ref.now) throw new ResultRefused('the new draw time is past: give a time from now on');
    if (await liveResultOf(tx, draw.id))
      throw new ResultRefused(`a result of draw ${ref.drawNo} is proposed: void it first`);
    const closeBefore = ((await closeBeforeOf(tx, game.code)) ?? game.closeBeforeSeconds) * 1000;
    const closed = draw.closesAt.getTime() <= ref.now;
    const closesAt = closed ? draw.closesAt : new Date(Math.max(ref.now, ref.at - closeBefore));
    await moveDraw(tx, draw.id, { drawAt: new Date(ref.at), closesAt });
    return { drawAt: new Date(ref.at).toISOString(), closesAt: closesAt.toISOString() };
  });
}
