import {
  type Currency,
  HOUSE_LOTTERIES,
  type HouseLotteryGame,
  houseLotteryByCode,
  lotteryNumbers,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
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
    if (!draw || !game || draw.serverSeed === null) return undefined;
    const numbers = await lotteryNumbers(draw.serverSeed, draw.gameCode, draw.drawNo, game.digits);
    return settleWithNumbers(tx, draw.id, numbers, game);
  });
  if (!done) return undefined;
  publishSettledBalances(deps, done.balances);
  return { numbers: done.numbers, tickets: done.tickets, winners: done.winners };
}

/**
 * Inside the caller's transaction, which holds the draw locked: every pending sub-order judged by
 * `numbers` in one statement, every win paid through the ledger, the draw marked settled. House
 * draws (their seed) and official draws (their confirmed result) settle through this one path.
 */
export async function settleWithNumbers(tx: DbOrTx, drawId: number, numbers: string, game: HouseLotteryGame) {
  const judged = await settleSubOrders(tx, drawId, numbers, game.lotto);
  const paid = await payWinners(tx, drawId);
  if (paid.refused > 0) throw new Error(`draw ${drawId}: ${paid.refused} wins were not posted`);
  await markDrawn(tx, drawId, numbers);
  return { numbers, ...judged, balances: paid.balances };
}

/** After the commit: each paid member's new balance to their open pages. */
export function publishSettledBalances(
  deps: Partial<Pick<LotteryDeps, 'bus'>>,
  balances: Map<number, { currency: string; balance: number }>,
) {
  if (!deps.bus) return;
  for (const [memberId, { currency, balance }] of balances)
    publishBalance(deps.bus, memberId, currency as Currency, balance);
}

/**
 * Settles every house draw whose time has come at `now`, oldest first; answers how many. Official
 * draws never settle here: only an operator's confirmation of their result settles them.
 */
export async function settleDueDraws(deps: LotteryDeps, now: number): Promise<number> {
  let settled = 0;
  const house = HOUSE_LOTTERIES.map((game) => game.code);
  for (const { id } of await dueDraws(deps.db, new Date(now), house))
    if (await settleDraw(deps, id)) settled++;
  return settled;
}
