import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverWebhook } from './deliver-webhook.js';

interface Session {
  id: string;
  amount: number;
  reference: string;
  methods: string[];
  successUrl: string;
  cancelUrl: string;
}

export interface FakePaymongoOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted page's Pay button sends the signed `payment.paid` event (the demo, browser tests). */
  webhookUrl?: string;
  port?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted checkout page: the amount, and Pay or Cancel, as a phone shows it. */
function checkoutPage(session: Session) {
  const pesos = (session.amount / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>PayMongo checkout</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fb;color:#111}
main{max-width:420px;margin:auto;background:#fff;border-radius:16px;padding:24px}
button{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;font:inherit;font-weight:700}
.pay{background:#1f6feb;color:#fff}.cancel{background:#e6e8ee;color:#111}</style></head>
<body><main><p>Test payment (no real money)</p><h1>PHP ${escapeHtml(pesos)}</h1>
<p>${escapeHtml(session.methods.join(', '))} · ref ${escapeHtml(session.reference)}</p>
<form method="post" action="/checkout/${session.id}/pay"><button class="pay" data-testid="gateway-pay">Pay PHP ${escapeHtml(pesos)}</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="cancel" data-testid="gateway-cancel">Cancel</button></form>
</main></body></html>`;
}

/**
 * PayMongo as the cashier meets it, on 127.0.0.1: Checkout Sessions created with the secret key
 * (HTTP Basic), a hosted page per session, and webhook events signed `t=…,te=…,li=…` with the
 * webhook's secret and delivered (and retried on a non-2xx answer) to the site's webhook URL.
 */
export async function startFakePaymongo(options: FakePaymongoOptions) {
  const sessions = new Map<string, Session>();
  let failCreates = 0;
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (request.method === 'POST' && request.url === '/v1/checkout_sessions') {
        if (request.headers.authorization !== expectedAuth)
          return send(401, { errors: [{ code: 'api_key_invalid', detail: 'API key is invalid.' }] });
        if (failCreates > 0) {
          failCreates -= 1;
          return send(500, { errors: [{ code: 'internal_error' }] });
        }
        const attributes = JSON.parse(body).data.attributes;
        const id = `cs_${randomBytes(12).toString('hex')}`;
        const session = {
          id,
          amount: attributes.line_items[0].amount,
          reference: attributes.reference_number,
          methods: attributes.payment_method_types,
          successUrl: attributes.success_url,
          cancelUrl: attributes.cancel_url,
        };
        sessions.set(id, session);
        return send(200, {
          data: {
            id,
            type: 'checkout_session',
            attributes: {
              checkout_url: `${origin}/checkout/${id}`,
              reference_number: session.reference,
              line_items: attributes.line_items,
              payment_method_types: session.methods,
              status: 'active',
            },
          },
        });
      }
      const [, page, id, action] = request.url?.split('/') ?? [];
      const session = page === 'checkout' && id ? sessions.get(id) : undefined;
      if (session && request.method === 'GET' && action === undefined) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
        return;
      }
      if (session && request.method === 'POST' && (action === 'pay' || action === 'cancel')) {
        void (async () => {
          if (action === 'pay' && options.webhookUrl)
            await deliver(options.webhookUrl, paidEvent(session.id), { retries: 3 }).catch(() => undefined);
          response
            .writeHead(303, { location: action === 'pay' ? session.successUrl : session.cancelUrl })
            .end();
        })();
        return;
      }
      send(404, { errors: [{ code: 'resource_not_found' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The `checkout_session.payment.paid` event of a session, paid in full unless told otherwise. */
  function paidEvent(
    sessionId: string,
    paid: { amount?: number; currency?: string; livemode?: boolean } = {},
  ) {
    const session = sessions.get(sessionId);
    const amount = paid.amount ?? session?.amount ?? 0;
    return {
      data: {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode: paid.livemode ?? false,
          data: {
            id: sessionId,
            type: 'checkout_session',
            attributes: {
              reference_number: session?.reference ?? null,
              payments: [
                {
                  id: `pay_${randomBytes(12).toString('hex')}`,
                  type: 'payment',
                  attributes: { amount, currency: paid.currency ?? 'PHP', status: 'paid' },
                },
              ],
            },
          },
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    };
  }

  /** Any other event type, which the site acknowledges and ignores. */
  function otherEvent(type: string) {
    return {
      data: {
        id: `evt_${randomBytes(12).toString('hex')}`,
        type: 'event',
        attributes: {
          type,
          livemode: false,
          data: { id: `pay_${randomBytes(6).toString('hex')}`, attributes: {} },
        },
      },
    };
  }

  /** The header PayMongo signs a body with. */
  function signature(raw: string, sign: { secret?: string; timestamp?: number; field?: 'te' | 'li' } = {}) {
    const t = sign.timestamp ?? Math.floor(Date.now() / 1000);
    const hex = createHmac('sha256', sign.secret ?? options.webhookSecret)
      .update(`${t}.${raw}`)
      .digest('hex');
    const field = sign.field ?? 'te';
    return `t=${t},te=${field === 'te' ? hex : ''},li=${field === 'li' ? hex : ''}`;
  }

  /** Delivers an event to the webhook URL, signed; sends it again on a non-2xx answer, as PayMongo does. */
  function deliver(
    url: string,
    event: unknown,
    sign: Parameters<typeof signature>[1] & { header?: string | null; retries?: number } = {},
  ) {
    const raw = JSON.stringify(event);
    const header = () => (sign.header === undefined ? signature(raw, sign) : sign.header);
    return deliverWebhook(url, raw, 'paymongo-signature', header, sign.retries);
  }

  return {
    origin,
    sessions,
    paidEvent,
    otherEvent,
    signature,
    deliver,
    failNextCreate: () => {
      failCreates += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
