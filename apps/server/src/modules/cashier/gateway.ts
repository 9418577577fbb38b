import type { GatewayMethod } from '@app/contracts';

export interface CheckoutRequest {
  orderId: number;
  amountCentavos: number;
  method: GatewayMethod;
  description: string;
  /** Where the gateway sends the player back, paid or not. */
  returnUrl: string;
  /** The player's address, for gateways that ask for it (QQ Wallet's `spbill_create_ip`). */
  clientIp?: string;
}

export interface Checkout {
  /** The gateway's name for this payment session: its notifications carry it. */
  ref: string;
  /** The hosted page where the player pays. */
  url: string;
}

export type GatewayNotification =
  | {
      kind: 'paid';
      eventId: string;
      eventType: string;
      checkoutRef: string;
      paymentRef: string;
      amountCentavos: number;
      currency: string;
    }
  | { kind: 'other'; eventId: string; eventType: string };

/** A notification that is not the gateway's, or not now: refused, changing nothing. */
export class NotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * What the cashier needs of a payment gateway: open a hosted checkout, and read its signed
 * notifications. A second gateway is one more file that implements this.
 */
export interface PaymentGateway {
  readonly name: string;
  readonly methods: readonly GatewayMethod[];
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the notification's signature and freshness and reads it; throws NotificationRefused. */
  readNotification(
    raw: Buffer,
    header: (name: string) => string | undefined,
    nowMs?: number,
  ): GatewayNotification;
}

/** The gateway could not be reached or refused the request: the player may try again. */
export class GatewayUnavailable extends Error {}
