import {
  type Currency,
  drawNumbersOf,
  type LotteryPlaceValue,
  type lotteryEndpoints,
  lotteryGameByCode,
  lotteryOdds,
  maxStakeCentavosOf,
  type ValidBodyOf,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { betRefusal } from '../protection/index.js';
import { lockMemberAccount, playerCurrency, publishBalance, takeLotteryStake } from '../wallet/index.js';
import { drawByNo, enabledGames, lockDrawForBets } from './draw-repository.js';
import { betKey, houseCodeOf, LEDGER_SCOPE, type LotteryDeps, roundRefOf } from './lottery-deps.js';
import { findOrderByClientId, insertOrder, insertSubOrders, orderDetail } from './order-repository.js';

type PlaceBody = ValidBodyOf<typeof lotteryEndpoints.lotteryPlace>;

/**
 * An order of one or more sub-orders on a draw, decided by the server's clock at `receivedAt`: a
 * draw past its close is BETTING_CLOSED. Each sub-order's stake leaves the wallet as its own ledger
 * transfer (keyed by the sub-order, so it can be refunded alone) in the transaction that writes the
 * order; a short balance takes nothing. A retried order id answers the first order.
 */
export async function placeOrder(
  deps: LotteryDeps,
  memberId: number,
  body: PlaceBody,
  receivedAt: number,
): Promise<LotteryPlaceValue> {
  const game = lotteryGameByCode(body.gameId);
  if (!game || !(await enabledGames(deps.db)).some((row) => row.code === game.code))
    throw new AppError('NOT_FOUND', { field: 'gameId' });
  const maxStake = maxStakeCentavosOf(game);
  const priced = body.subOrders.map((sub, index) => {
    // A lotto ticket's numbers in any order are stored in their one form ("03-07-12-25-33-41").
    const pick = game.lotto ? (drawNumbersOf(game, sub.pick) ?? sub.pick) : sub.pick;
    const odds = lotteryOdds(game, sub.betType, pick);
    if (odds === undefined) throw new AppError('VALIDATION_ERROR', { field: `subOrders.${index}.pick` });
    const stake = sub.unitCentavos * sub.multiplier;
    // The lotto games' published cap: a ticket's 6-match win never passes the maximum win.
    if (maxStake !== undefined && stake > maxStake)
      throw new AppError('VALIDATION_ERROR', { field: `subOrders.${index}.multiplier` });
    return { ...sub, pick, odds, stake };
  });
  const total = priced.reduce((sum, sub) => sum + sub.stake, 0);
  const answer = await deps.db.transaction(async (tx) => {
    const found = await drawByNo(tx, game.code, body.drawNo);
    const draw = found && (await lockDrawForBets(tx, found.id));
    if (!draw) throw new AppError('NOT_FOUND', { field: 'drawNo' });
    const currency: Currency = await playerCurrency(tx, memberId);
    // The member's account lock: parallel orders of one member are counted one after the other.
    const balance = await lockMemberAccount(tx, memberId, currency);
    const earlier = await findOrderByClientId(tx, memberId, body.orderId);
    if (earlier) {
      const order = await orderDetail(tx, memberId, earlier.id);
      if (!order) throw new Error('the earlier order vanished');
      return { order, balance, currency, fresh: false };
    }
    if (draw.status !== 'open' || draw.closesAt.getTime() <= receivedAt)
      throw new AppError('BETTING_CLOSED', { field: 'drawNo' });
    if (currency === 'PHP') {
      const refusal = await betRefusal(tx, memberId, total);
      if (refusal) throw new AppError(refusal, { field: 'subOrders' });
    }
    const order = await insertOrder(tx, {
      memberId,
      clientOrderId: body.orderId,
      drawId: draw.id,
      currency,
      totalCentavos: total,
    });
    const subs = await insertSubOrders(
      tx,
      priced.map((sub) => ({
        orderId: order.id,
        drawId: draw.id,
        memberId,
        currency,
        betType: sub.betType,
        pick: sub.pick,
        pickKey: [...sub.pick].sort().join(''),
        unitCentavos: sub.unitCentavos,
        multiplier: sub.multiplier,
        stakeCentavos: sub.stake,
        odds: sub.odds,
      })),
    );
    let after = balance;
    for (const sub of subs) {
      const taken = await takeLotteryStake(tx, {
        scope: LEDGER_SCOPE,
        key: betKey(sub.id),
        memberId,
        currency,
        amount: sub.stakeCentavos,
        houseCode: houseCodeOf(currency),
        roundRef: roundRefOf(draw.id),
      });
      after = taken.balance;
    }
    const detail = await orderDetail(tx, memberId, order.id);
    if (!detail) throw new Error('the order was not stored');
    return { order: detail, balance: after, currency, fresh: true };
  });
  if (answer.fresh) publishBalance(deps.bus, memberId, answer.currency, answer.balance);
  return { order: answer.order, balanceCentavos: answer.balance };
}
