import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayMethod } from '@app/contracts';
import { stripeEventSchema } from '@app/contracts/schemas';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayNotification,
  GatewayUnavailable,
  NotificationRefused,
  type PaymentGateway,
} from './gateway.js';

/** How far a notification's timestamp may be from our clock (Stripe's libraries' default). */
const FRESH_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 10_000;
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Our methods as Stripe's `payment_method_types`. Stripe has no QQ Wallet. */
const STRIPE_TYPES: Partial<Record<GatewayMethod, string>> = { alipay: 'alipay', wechat: 'wechat_pay' };
export const STRIPE_METHODS = Object.keys(STRIPE_TYPES) as GatewayMethod[];

export interface StripeOptions {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
}

/** `Stripe-Signature: t=…,v1=…[,v1=…]`: the timestamp and every v1 signature (several while a secret rolls). */
function signatureParts(header: string | undefined) {
  let t: string | undefined;
  const v1: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') t = value;
    if (key === 'v1') v1.push(value);
  }
  return { t, v1 };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && /^[0-9a-f]+$/u.test(a) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The Checkout Session inside `checkout.session.completed` / `…async_payment_succeeded`. */
const paidSession = z.object({
  id: z.string(),
  payment_status: z.string(),
  amount_total: z.int(),
  currency: z.string(),
  payment_intent: z.string().min(1),
});
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** Stripe's form encoding of nested parameters: `a[b][0][c]=…`. */
function formOf(value: Record<string, unknown>) {
  const form = new URLSearchParams();
  const add = (prefix: string, v: unknown) => {
    if (v === undefined) return;
    if (v !== null && typeof v === 'object')
      for (const [key, inner] of Object.entries(v)) add(prefix ? `${prefix}[${key}]` : key, inner);
    else form.append(prefix, String(v));
  };
  add('', value);
  return form;
}

/**
 * Stripe's Checkout Sessions for Alipay and WeChat Pay, and its signed webhooks: HMAC-SHA256 of
 * `${t}.${raw body}` with the endpoint's signing secret, compared with each `v1`; the key's mode
 * must match the event's. The hosted page shows WeChat Pay's QR code or sends the player to Alipay.
 */
export function stripeGateway(options: StripeOptions): PaymentGateway {
  const live = /^(sk|rk)_live_/u.test(options.secretKey);
  return {
    name: 'STRIPE',
    methods: STRIPE_METHODS,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const type = STRIPE_TYPES[request.method];
      if (!type) throw new GatewayUnavailable(`Stripe does not offer ${request.method}`);
      const body = formOf({
        mode: 'payment',
        client_reference_id: String(request.orderId),
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        payment_method_types: [type],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'php',
              unit_amount: request.amountCentavos,
              product_data: { name: request.description },
            },
          },
        ],
        // WeChat Pay in Checkout needs the client it is shown on.
        ...(type === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
        metadata: { order_id: String(request.orderId) },
      });
      let response: Response;
      try {
        response = await fetch(new URL('/v1/checkout/sessions', options.baseUrl), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // One session per order, whoever asks twice.
            'idempotency-key': `deposit-${request.orderId}`,
          },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new GatewayUnavailable(`Stripe unreachable: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as { id?: string; url?: string } | null;
      if (!response.ok || !answer?.id || !answer.url)
        throw new GatewayUnavailable(`Stripe answered ${response.status}`);
      return { ref: answer.id, url: answer.url };
    },

    readNotification(raw, header, nowMs = Date.now()): GatewayNotification {
      const { t, v1 } = signatureParts(header(STRIPE_SIGNATURE_HEADER));
      if (!t || !/^\d{1,12}$/u.test(t) || v1.length === 0) throw new NotificationRefused('missing signature');
      if (Math.abs(nowMs / 1000 - Number(t)) > FRESH_SECONDS)
        throw new NotificationRefused('stale timestamp');
      const expected = createHmac('sha256', options.webhookSecret).update(`${t}.`).update(raw).digest('hex');
      if (!v1.some((signature) => sameHex(signature, expected)))
        throw new NotificationRefused('bad signature');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new NotificationRefused('not JSON');
      }
      const event = stripeEventSchema.safeParse(parsed);
      if (!event.success) throw new NotificationRefused('not an event');
      const { id: eventId, type: eventType, livemode } = event.data;
      if (livemode !== live) throw new NotificationRefused('wrong mode');
      if (!PAID_EVENTS.has(eventType)) return { kind: 'other', eventId, eventType };
      const session = paidSession.safeParse(event.data.data.object);
      if (!session.success) throw new NotificationRefused('no paid session in the event');
      // A completed session whose payment is still on its way (`unpaid`) is credited by its async_payment_succeeded.
      if (session.data.payment_status !== 'paid') return { kind: 'other', eventId, eventType };
      return {
        kind: 'paid',
        eventId,
        eventType,
        checkoutRef: session.data.id,
        paymentRef: session.data.payment_intent,
        amountCentavos: session.data.amount_total,
        currency: session.data.currency.toUpperCase(),
      };
    },
  };
}
