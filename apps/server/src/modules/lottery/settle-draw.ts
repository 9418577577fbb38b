import { type Currency, houseLotteryByCode, lotteryNumbers } from '@app/contracts';
import { publishBalance } from '../wallet/index.js';
import { dueDraws, lockDueDraw, markDrawn } from './draw-repository.js';
import type { LotteryDeps } from './lottery-deps.js';
import { payWinners, settleSubOrders } from './settlement-repository.js';

/**
 * Draws and settles one due draw in one transaction: the numbers from its committed seed, every
 * pending sub-order judged in one statement, every win paid through the ledger, and the draw marked
 * settled. A node killed halfway leaves nothing behind, and the next holder of the lease redoes it;
 * the ledger keys make a second payment impossible even if that were not so.
 */
export async function settleDraw(deps: LotteryDeps, drawId: number) {
  const done = await deps.db.transaction(async (tx) => {
    const draw = await lockDueDraw(tx, drawId);
    const game = draw && houseLotteryByCode(draw.gameCode);
    if (!draw || !game) return undefined;
    const numbers = await lotteryNumbers(draw.serverSeed, draw.gameCode, draw.drawNo, game.digits);
    const judged = await settleSubOrders(tx, draw.id, numbers);
    const paid = await payWinners(tx, draw.id);
    if (paid.refused > 0) throw new Error(`draw ${draw.id}: ${paid.refused} wins were not posted`);
    await markDrawn(tx, draw.id, numbers);
    return { numbers, ...judged, balances: paid.balances };
  });
  if (!done) return undefined;
  for (const [memberId, { currency, balance }] of done.balances)
    publishBalance(deps.bus, memberId, currency as Currency, balance);
  return { numbers: done.numbers, tickets: done.tickets, winners: done.winners };
}

/** Settles every draw whose time has come at `now`, oldest first; answers how many. */
export async function settleDueDraws(deps: LotteryDeps, now: number): Promise<number> {
  let settled = 0;
  for (const { id } of await dueDraws(deps.db, new Date(now))) if (await settleDraw(deps, id)) settled++;
  return settled;
}
