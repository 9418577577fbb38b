import type { GatewayMethod } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { centavosWithin, DEPOSIT_LIMITS } from './amount-rule.js';
import { type CashierDeps, DEPOSIT_ORDER_TTL_MS } from './cashier-deps.js';
import { findOrderByRequest, markFailed, setCheckout } from './deposit-repository.js';
import { GatewayUnavailable } from './gateway.js';
import { placeOrder } from './place-order.js';

export interface GatewayDepositRequest {
  memberId: number;
  amount: number;
  method: GatewayMethod;
  requestId: string;
  clientIp?: string;
}

/**
 * A gateway deposit (R-WALLET-10, R-API-93; Alipay, QQ, WeChat: R-API-91, 92, 94): an order, then the gateway's checkout for it. The
 * client's request id makes a retry answer the same order and page; nothing is credited here, only
 * by the gateway's signed notification.
 */
export async function createGatewayDeposit(deps: CashierDeps, request: GatewayDepositRequest) {
  // The first configured gateway that declares the method takes it; none: the method is not offered.
  const gateway = deps.gateways.find((candidate) => candidate.methods.includes(request.method));
  if (!gateway) throw new AppError('DEPOSIT_METHOD_UNAVAILABLE', { field: 'method' });
  const centavos = centavosWithin(request.amount, DEPOSIT_LIMITS);

  // The limits are checked before the gateway is called: a refused deposit never reaches it.
  const order = await placeOrder(deps.db, {
    memberId: request.memberId,
    requestId: request.requestId,
    method: request.method,
    gateway: gateway.name,
    amount: centavos,
    currency: 'PHP',
    expiresAt: new Date(Date.now() + DEPOSIT_ORDER_TTL_MS),
  });
  if (!order || order.amount !== centavos || order.method !== request.method)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
  if (order.checkoutUrl) return { orderId: String(order.id), redirectUrl: order.checkoutUrl };
  // No checkout stored: this request made the order, or an earlier send of the key stopped (its
  // process killed) between writing the order and storing the page, which nobody has seen.
  if (order.status !== 'pending' || order.expiresAt.getTime() <= Date.now())
    throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });

  try {
    const checkout = await gateway.createCheckout({
      orderId: order.id,
      amountCentavos: centavos,
      method: request.method,
      description: `Deposit #${order.id}`,
      returnUrl: new URL(`/m/voucherCenter?orderId=${order.id}`, deps.publicUrl).toString(),
      ...(request.clientIp ? { clientIp: request.clientIp } : {}),
    });
    // The first checkout stored is the order's: a send of the key racing this one answers that page,
    // the only one the webhook will find, and the other checkout is never shown.
    if (await setCheckout(deps.db, order.id, checkout.ref, checkout.url))
      return { orderId: String(order.id), redirectUrl: checkout.url };
    const stored = await findOrderByRequest(deps.db, request.memberId, request.requestId);
    if (!stored?.checkoutUrl) throw new AppError('TRANSACTION_CONFLICT', { field: 'requestId' });
    return { orderId: String(order.id), redirectUrl: stored.checkoutUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    await markFailed(deps.db, order.id);
    throw new AppError('PAYMENT_UNAVAILABLE', { field: 'method' });
  }
}
