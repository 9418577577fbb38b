import type { FastifyBaseLogger } from 'fastify';
import { creditDeposit, publishBalance } from '../wallet/index.js';
import type { CashierDeps } from './cashier-deps.js';
import { lockOrderByCheckout, markPaid, recordNotification } from './deposit-repository.js';
import { type GatewayNotification, NotificationRefused } from './gateway.js';

export interface NotificationContext {
  raw: Buffer;
  header: (name: string) => string | undefined;
  ip: string;
  log: FastifyBaseLogger;
}

export type SettlementOutcome = 'credited' | 'duplicate' | 'ignored';

/**
 * A gateway's notification: verified, then, for a paid checkout, the member credited exactly the
 * amount asked for, once, in the transaction that marks the order paid, however often and in
 * whatever order the notifications come. Anything else is refused, changes nothing, and is kept
 * in `gateway_notifications` for the operator.
 */
export async function settleGatewayNotification(
  deps: CashierDeps,
  ctx: NotificationContext,
): Promise<SettlementOutcome> {
  const { gateway } = deps;
  if (!gateway) throw new NotificationRefused('no gateway configured');
  const refuse = async (reason: string, notification?: GatewayNotification, orderId?: number) => {
    ctx.log.warn({ event: 'gateway_notification_refused', gateway: gateway.name, reason, ip: ctx.ip });
    await recordNotification(deps.db, {
      gateway: gateway.name,
      eventId: notification?.eventId ?? null,
      eventType: notification?.eventType ?? null,
      orderId: orderId ?? null,
      outcome: 'refused',
      detail: reason,
      ip: ctx.ip,
    });
    return new NotificationRefused(reason);
  };

  let notification: GatewayNotification;
  try {
    notification = gateway.readNotification(ctx.raw, ctx.header);
  } catch (error) {
    if (error instanceof NotificationRefused) throw await refuse(error.reason);
    throw error;
  }
  const note = {
    gateway: gateway.name,
    eventId: notification.eventId,
    eventType: notification.eventType,
    ip: ctx.ip,
  };
  if (notification.kind !== 'paid') {
    await recordNotification(deps.db, { ...note, outcome: 'ignored', detail: null, orderId: null });
    return 'ignored';
  }

  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockOrderByCheckout(tx, gateway.name, notification.checkoutRef);
    if (!order) return { outcome: 'refused', reason: 'unknown order' } as const;
    if (notification.currency !== order.currency || notification.amountCentavos !== order.amount)
      return {
        outcome: 'refused',
        reason: `paid ${notification.amountCentavos} ${notification.currency}, asked ${order.amount} ${order.currency}`,
        orderId: order.id,
      } as const;
    if (order.status === 'paid') {
      await recordNotification(tx, { ...note, orderId: order.id, outcome: 'duplicate', detail: null });
      return { outcome: 'duplicate' } as const;
    }
    // A payment that arrives after the order expired or failed is still money received.
    const credit = await creditDeposit(
      tx,
      order.memberId,
      order.amount,
      `${gateway.name}:${notification.paymentRef}`,
    );
    await markPaid(tx, order.id, notification.paymentRef, notification.amountCentavos);
    await recordNotification(tx, { ...note, orderId: order.id, outcome: 'credited', detail: null });
    return { outcome: 'credited', memberId: order.memberId, balance: credit.balance } as const;
  });
  if (settled.outcome === 'refused')
    throw await refuse(settled.reason, notification, 'orderId' in settled ? settled.orderId : undefined);
  if (settled.outcome === 'credited') {
    publishBalance(deps.bus, settled.memberId, 'PHP', settled.balance);
    ctx.log.info({ event: 'deposit_credited', gateway: gateway.name, memberId: settled.memberId });
  }
  return settled.outcome;
}
