import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_GATEWAY_METHODS } from '@app/contracts';
import { paymongoEventSchema } from '@app/contracts/schemas';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayNotification,
  GatewayUnavailable,
  NotificationRefused,
  type PaymentGateway,
} from './gateway.js';

/** How far a notification's timestamp may be from our clock: older ones are replays. */
const FRESH_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 10_000;
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';

export interface PaymongoOptions {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
}

/** The parts of `Paymongo-Signature: t=…,te=…,li=…`. */
function signatureParts(header: string | undefined) {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  return { t: parts.get('t'), te: parts.get('te'), li: parts.get('li') };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && /^[0-9a-f]+$/u.test(a) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The paid checkout session inside a `checkout_session.payment.paid` event. */
const paidSession = z.object({
  id: z.string(),
  attributes: z.object({
    reference_number: z.string().nullish(),
    payments: z
      .array(
        z.object({
          id: z.string(),
          attributes: z.object({ amount: z.int(), currency: z.string(), status: z.string() }),
        }),
      )
      .min(1),
  }),
});

/**
 * PayMongo's Checkout Sessions (QR Ph, GCash, Maya, cards) and its signed webhooks: HMAC-SHA256
 * of `${t}.${raw body}` with the webhook's secret, compared with `li` for live events and `te`
 * for test ones; the key's mode must match the event's.
 */
export function paymongoGateway(options: PaymongoOptions): PaymentGateway {
  const live = options.secretKey.startsWith('sk_live_');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  return {
    name: 'PAYMONGO',
    methods: PAYMENT_GATEWAY_METHODS,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const body = {
        data: {
          attributes: {
            line_items: [
              { name: request.description, amount: request.amountCentavos, currency: 'PHP', quantity: 1 },
            ],
            payment_method_types: [request.method],
            reference_number: String(request.orderId),
            description: request.description,
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            send_email_receipt: false,
            show_line_items: true,
          },
        },
      };
      let response: Response;
      try {
        response = await fetch(new URL('/v1/checkout_sessions', options.baseUrl), {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new GatewayUnavailable(`PayMongo unreachable: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as {
        data?: { id?: string; attributes?: { checkout_url?: string } };
      } | null;
      const ref = answer?.data?.id;
      const url = answer?.data?.attributes?.checkout_url;
      if (!response.ok || !ref || !url) throw new GatewayUnavailable(`PayMongo answered ${response.status}`);
      return { ref, url };
    },

    readNotification(raw, header, nowMs = Date.now()): GatewayNotification {
      const { t, te, li } = signatureParts(header(PAYMONGO_SIGNATURE_HEADER));
      if (!t || !/^\d{1,12}$/u.test(t)) throw new NotificationRefused('missing signature');
      if (Math.abs(nowMs / 1000 - Number(t)) > FRESH_SECONDS)
        throw new NotificationRefused('stale timestamp');
      const expected = createHmac('sha256', options.webhookSecret).update(`${t}.`).update(raw).digest('hex');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new NotificationRefused('not JSON');
      }
      const event = paymongoEventSchema.safeParse(parsed);
      if (!event.success) throw new NotificationRefused('not an event');
      const { id: eventId, attributes } = event.data.data;
      const signature = attributes.livemode ? li : te;
      if (!signature || !sameHex(signature, expected)) throw new NotificationRefused('bad signature');
      if (attributes.livemode !== live) throw new NotificationRefused('wrong mode');
      if (attributes.type !== 'checkout_session.payment.paid')
        return { kind: 'other', eventId, eventType: attributes.type };
      const session = paidSession.safeParse(attributes.data);
      if (!session.success) throw new NotificationRefused('no paid payment in the event');
      const [payment] = session.data.attributes.payments;
      if (payment?.attributes.status !== 'paid') throw new NotificationRefused('payment not paid');
      return {
        kind: 'paid',
        eventId,
        eventType: attributes.type,
        checkoutRef: session.data.id,
        paymentRef: payment.id,
        amountCentavos: payment.attributes.amount,
        currency: payment.attributes.currency,
      };
    },
  };
}
