import type { FastifyBaseLogger } from 'fastify';
import { ledgerPosts } from '../../lib/metrics.js';
import { publishBalance } from '../wallet/index.js';
import type { CashierDeps } from './cashier-deps.js';
import { recordNotification, settlePaidNotification } from './deposit-repository.js';
import { type GatewayNotification, NotificationRefused, type PaymentGateway } from './gateway.js';

export interface NotificationContext {
  raw: Buffer;
  header: (name: string) => string | undefined;
  ip: string;
  log: FastifyBaseLogger;
}

export type SettlementOutcome = 'credited' | 'duplicate' | 'ignored';

/**
 * A gateway's notification, read by that gateway's adapter (its own signature): verified, then, for a paid checkout, the member credited exactly the
 * amount asked for, once, in the transaction that marks the order paid (`deposit_settle`, one
 * statement), however often and in whatever order the notifications come. Anything else is refused, changes nothing, and is kept
 * in `gateway_notifications` for the operator.
 */
export async function settleGatewayNotification(
  deps: CashierDeps,
  gateway: PaymentGateway,
  ctx: NotificationContext,
): Promise<SettlementOutcome> {
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

  const settled = await settlePaidNotification(deps.db, {
    ...note,
    checkoutRef: notification.checkoutRef,
    paymentRef: notification.paymentRef,
    amount: notification.amountCentavos,
    currency: notification.currency,
  });
  if (settled.outcome === 'refused')
    throw await refuse(settled.detail ?? 'refused', notification, settled.orderId ?? undefined);
  if (settled.outcome === 'credited' && settled.memberId !== null) {
    ledgerPosts.inc({ kind: 'deposit', outcome: 'posted' });
    publishBalance(deps.bus, settled.memberId, 'PHP', settled.balance ?? 0);
    ctx.log.info({ event: 'deposit_credited', gateway: gateway.name, memberId: settled.memberId });
  }
  return settled.outcome;
}
