import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverWebhook } from './deliver-webhook.js';

interface Session {
  id: string;
  amount: number;
  currency: string;
  reference: string;
  methods: string[];
  successUrl: string;
  cancelUrl: string;
  paymentIntent: string;
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the hosted page's Pay button sends the signed `checkout.session.completed` event. */
  webhookUrl?: string;
  port?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/** A 21×21 pattern drawn from the session id: it looks like a QR code and moves no money. */
function qrSvg(seed: string) {
  const bits = createHmac('sha256', 'qr').update(seed).digest();
  const cells: string[] = [];
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 || x > 13) && y < 7 ? true : x < 7 && y > 13;
      const on = finder
        ? !(x % 6 === 1 || y % 6 === 1) || (x % 7 > 1 && x % 7 < 5 && y % 7 > 1 && y % 7 < 5)
        : ((bits[(y * 21 + x) % 32] ?? 0) >> (x % 8)) & 1;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg viewBox="-2 -2 25 25" width="200" height="200" role="img" aria-label="QR code" style="background:#fff">${cells.join('')}</svg>`;
}

/** The hosted checkout: WeChat Pay shows its QR code, Alipay its button; Pay or Cancel, as a test page does. */
function checkoutPage(session: Session) {
  const pesos = (session.amount / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });
  const wechat = session.methods.includes('wechat_pay');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Stripe checkout</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f6f9fc;color:#111}
main{max-width:420px;margin:auto;background:#fff;border-radius:16px;padding:24px;text-align:center}
button{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;font:inherit;font-weight:700}
.pay{background:#635bff;color:#fff}.cancel{background:#e6e8ee;color:#111}</style></head>
<body><main><p>Test mode (no real money)</p><h1>${escapeHtml(session.currency.toUpperCase())} ${escapeHtml(pesos)}</h1>
<p>${wechat ? 'Scan with WeChat to pay' : 'Pay with Alipay'} · ref ${escapeHtml(session.reference)}</p>
${wechat ? `<div data-testid="gateway-qr">${qrSvg(session.id)}</div>` : ''}
<form method="post" action="/pay/${session.id}/pay"><button class="pay" data-testid="gateway-pay">${wechat ? 'Simulate scan and pay' : 'Authorize test payment'}</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" data-testid="gateway-cancel">Cancel</button></form>
</main></body></html>`;
}

/**
 * Stripe as the cashier meets it, on 127.0.0.1: Checkout Sessions created with the secret key
 * (Bearer, form-encoded, Idempotency-Key honoured), a hosted page per session, and events signed
 * `Stripe-Signature: t=…,v1=…` with the endpoint's secret, delivered (and retried on a non-2xx
 * answer) to the site's webhook URL.
 */
export async function startFakeStripe(options: FakeStripeOptions) {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, string>();
  let failCreates = 0;

  const answerSession = (session: Session) => ({
    id: session.id,
    object: 'checkout.session',
    url: `${origin}/pay/${session.id}`,
    client_reference_id: session.reference,
    amount_total: session.amount,
    currency: session.currency,
    payment_method_types: session.methods,
    payment_status: 'unpaid',
    status: 'open',
  });

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        if (request.headers.authorization !== `Bearer ${options.secretKey}`)
          return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        if (failCreates > 0) {
          failCreates -= 1;
          return send(500, { error: { type: 'api_error' } });
        }
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? sessions.get(byIdempotencyKey.get(key) ?? '') : undefined;
        if (known) return send(200, answerSession(known));
        const form = new URLSearchParams(body);
        const methods = [...form.entries()]
          .filter(([name]) => name.startsWith('payment_method_types['))
          .map(([, value]) => value);
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        const currency = form.get('line_items[0][price_data][currency]') ?? '';
        if (
          form.get('mode') !== 'payment' ||
          !Number.isInteger(amount) ||
          amount <= 0 ||
          methods.length === 0
        )
          return send(400, { error: { type: 'invalid_request_error', message: 'Invalid session' } });
        if (
          methods.includes('wechat_pay') &&
          form.get('payment_method_options[wechat_pay][client]') !== 'web'
        )
          return send(400, {
            error: { type: 'invalid_request_error', param: 'payment_method_options[wechat_pay][client]' },
          });
        const session: Session = {
          id: `cs_test_${randomBytes(12).toString('hex')}`,
          amount,
          currency,
          reference: form.get('client_reference_id') ?? '',
          methods,
          successUrl: form.get('success_url') ?? '',
          cancelUrl: form.get('cancel_url') ?? '',
          paymentIntent: `pi_${randomBytes(12).toString('hex')}`,
        };
        sessions.set(session.id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, session.id);
        return send(200, answerSession(session));
      }
      const [, page, id, action] = request.url?.split('/') ?? [];
      const session = page === 'pay' && id ? sessions.get(id) : undefined;
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
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A session's `checkout.session.completed` event, paid in full unless told otherwise. */
  function paidEvent(
    sessionId: string,
    paid: { amount?: number; currency?: string; livemode?: boolean; status?: string; type?: string } = {},
  ) {
    const session = sessions.get(sessionId);
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      type: paid.type ?? 'checkout.session.completed',
      livemode: paid.livemode ?? false,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: session?.reference ?? null,
          amount_total: paid.amount ?? session?.amount ?? 0,
          currency: paid.currency ?? session?.currency ?? 'php',
          payment_intent: session?.paymentIntent ?? `pi_${randomBytes(12).toString('hex')}`,
          payment_status: paid.status ?? 'paid',
          status: 'complete',
        },
      },
    };
  }

  /** Any other event type, which the site acknowledges and ignores. */
  function otherEvent(type: string) {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      livemode: false,
      data: { object: { id: `pi_${randomBytes(6).toString('hex')}`, object: 'payment_intent' } },
    };
  }

  /** The `Stripe-Signature` header of a body. */
  function signature(raw: string, sign: { secret?: string; timestamp?: number } = {}) {
    const t = sign.timestamp ?? Math.floor(Date.now() / 1000);
    const hex = createHmac('sha256', sign.secret ?? options.webhookSecret)
      .update(`${t}.${raw}`)
      .digest('hex');
    return `t=${t},v1=${hex}`;
  }

  /** Delivers an event to the webhook URL, signed; sends it again on a non-2xx answer, as Stripe does. */
  function deliver(
    url: string,
    event: unknown,
    sign: Parameters<typeof signature>[1] & { header?: string | null; retries?: number } = {},
  ) {
    const raw = JSON.stringify(event);
    const header = () => (sign.header === undefined ? signature(raw, sign) : sign.header);
    return deliverWebhook(url, raw, 'stripe-signature', header, sign.retries);
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
