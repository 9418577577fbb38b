import type { Db } from '../../db/client.js';
import { assertDepositAllowed } from '../protection/index.js';
import { lockMemberAccount } from '../wallet/index.js';
import { findOrderByRequest, insertOrder } from './deposit-repository.js';

type NewOrder = Parameters<typeof insertOrder>[1];

/**
 * Writes a deposit order unless the member's request id already made one (a retry answers that
 * order). A new order is first held to the player's protection (a break, the deposit limits),
 * under the member's account lock, so two orders sent together cannot both pass a limit.
 */
export async function placeOrder(db: Db, order: NewOrder) {
  return db.transaction(async (tx) => {
    await lockMemberAccount(tx, order.memberId, 'PHP');
    const earlier = await findOrderByRequest(tx, order.memberId, order.requestId);
    if (earlier) return earlier;
    await assertDepositAllowed(tx, order.memberId, order.amount);
    await insertOrder(tx, order);
    return findOrderByRequest(tx, order.memberId, order.requestId);
  });
}
