import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type Checkout,
  type CheckoutRequest,
  type GatewayNotification,
  GatewayUnavailable,
  NotificationRefused,
  type PaymentGateway,
} from './gateway.js';

const REQUEST_TIMEOUT_MS = 10_000;
export const QQPAY_NOTIFY_PATH = '/gateway/qqpay/notify';
export const QQPAY_UNIFIED_ORDER_PATH = '/cgi-bin/pay/qpay_unified_order.cgi';
export type QqpaySignType = 'MD5' | 'HMAC-SHA256';

export interface QqpayOptions {
  baseUrl: string;
  mchId: string;
  /** The merchant API key (商户密钥) set in the QQ Wallet merchant console. */
  mchKey: string;
  signType: QqpaySignType;
  /** Yuan per peso in millionths (0.1236 CNY per PHP → 123_600): the operator's rate. */
  cnyMicrosPerPhp: number;
}

/**
 * The signature of a QQ Wallet message: every non-empty field but `sign`, sorted by name, as
 * `k=v&…`, then `&key=<merchant key>`; MD5 or HMAC-SHA256 (keyed with the merchant key), upper hex.
 */
export function qqpaySign(fields: Record<string, string>, mchKey: string, signType: QqpaySignType) {
  const text = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const signed = `${text}&key=${mchKey}`;
  const digest =
    signType === 'MD5'
      ? createHash('md5').update(signed, 'utf8').digest('hex')
      : createHmac('sha256', mchKey).update(signed, 'utf8').digest('hex');
  return digest.toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[&<>]/gu, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/** A flat `<xml><name>value</name>…</xml>` message, every value as CDATA-free escaped text. */
export function qqpayXml(fields: Record<string, string>) {
  return `<xml>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')}</xml>`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Reads the protocol's flat XML (one level of elements, text or CDATA values). Anything else
 * (a DOCTYPE, entities of its own, nesting) is not a QQ Wallet message: null. No entity is expanded
 * beyond the five XML ones, so nothing in the body can reach a file or the network.
 */
export function readQqpayXml(text: string): Record<string, string> | null {
  const body = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/u.exec(text)?.[1];
  if (body === undefined || /<!(?!\[CDATA\[)/u.test(body)) return null;
  const fields: Record<string, string> = {};
  const element = /\s*<([a-z_][a-z0-9_]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>\s*/giuy;
  let at = 0;
  while (at < body.length) {
    element.lastIndex = at;
    const match = element.exec(body);
    if (!match) return /^\s*$/u.test(body.slice(at)) ? fields : null;
    const [, name = '', cdata, plain] = match;
    if (Object.hasOwn(fields, name)) return null;
    fields[name] =
      cdata ??
      (plain ?? '').replace(/&(amp|lt|gt|quot|apos);/gu, (_, entity: string) => ENTITIES[entity] ?? '');
    at = element.lastIndex;
  }
  return fields;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Our order number at QQ Wallet records both amounts: `Q<order>P<centavos>C<fen>`. QQ Wallet takes
 * only CNY, so the peso amount is converted at the operator's rate when the order is made, and the
 * notification must carry exactly those fen for exactly this order (the number is the order's
 * `gateway_ref`, matched by `deposit_settle`); the member is credited the pesos asked for.
 */
const OUT_TRADE_NO = /^Q(\d{1,15})P(\d{1,12})C(\d{1,12})$/u;

/** Pesos (centavos) to yuan (fen) at the rate, rounded half up; never below one fen. */
export function fenOf(centavos: number, cnyMicrosPerPhp: number) {
  return Math.max(1, Math.round((centavos * cnyMicrosPerPhp) / 1_000_000));
}

/**
 * QQ Wallet's own merchant API (Tenpay, qpay.qq.com): the unified order (统一下单) with
 * `trade_type=NATIVE`, whose `code_url` the player scans with QQ, and the payment notification
 * (XML POSTed to our notify URL, signed like every message). Answers to the notification are the
 * protocol's XML, written by the webhook route.
 */
export function qqpayGateway(options: QqpayOptions): PaymentGateway {
  const sign = (fields: Record<string, string>) => qqpaySign(fields, options.mchKey, options.signType);
  const nonce = () => randomBytes(16).toString('hex');

  return {
    name: 'QQPAY',
    methods: ['qq'],

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.method !== 'qq') throw new GatewayUnavailable(`QQ Wallet does not offer ${request.method}`);
      const fen = fenOf(request.amountCentavos, options.cnyMicrosPerPhp);
      const outTradeNo = `Q${request.orderId}P${request.amountCentavos}C${fen}`;
      const fields: Record<string, string> = {
        mch_id: options.mchId,
        nonce_str: nonce(),
        sign_type: options.signType,
        body: request.description,
        attach: `PHP ${(request.amountCentavos / 100).toFixed(2)}`,
        out_trade_no: outTradeNo,
        fee_type: 'CNY',
        total_fee: String(fen),
        spbill_create_ip: request.clientIp ?? '127.0.0.1',
        trade_type: 'NATIVE',
        notify_url: new URL(QQPAY_NOTIFY_PATH, request.returnUrl).toString(),
      };
      fields.sign = sign(fields);
      let text: string;
      try {
        const response = await fetch(new URL(QQPAY_UNIFIED_ORDER_PATH, options.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: qqpayXml(fields),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        text = await response.text();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        throw new GatewayUnavailable(`QQ Wallet unreachable: ${(error as Error).message}`);
      }
      const answer = readQqpayXml(text);
      if (answer?.return_code !== 'SUCCESS')
        throw new GatewayUnavailable(`QQ Wallet refused the order: ${answer?.return_msg ?? 'not XML'}`);
      // A business answer is signed: an unsigned or wrongly signed one is not QQ Wallet's.
      if (!answer.sign || !sameText(answer.sign, sign(answer)))
        throw new GatewayUnavailable('QQ Wallet answer not signed with our key');
      if (answer.result_code !== 'SUCCESS' || !answer.code_url)
        throw new GatewayUnavailable(`QQ Wallet refused the order: ${answer.err_code ?? 'no code_url'}`);
      return { ref: outTradeNo, url: answer.code_url };
    },

    readNotification(raw): GatewayNotification {
      const fields = readQqpayXml(raw.toString('utf8'));
      if (!fields) throw new NotificationRefused('not a QQ Wallet XML message');
      if (!fields.sign) throw new NotificationRefused('missing signature');
      if (!sameText(fields.sign, sign(fields))) throw new NotificationRefused('bad signature');
      if (fields.mch_id !== options.mchId) throw new NotificationRefused('another merchant (signature)');
      const eventId = fields.transaction_id ?? '';
      const eventType = `trade_state:${fields.trade_state ?? ''}`;
      if (!eventId) throw new NotificationRefused('no transaction_id in the notification');
      if (fields.trade_state !== 'SUCCESS' || (fields.result_code && fields.result_code !== 'SUCCESS'))
        return { kind: 'other', eventId, eventType };
      const order = OUT_TRADE_NO.exec(fields.out_trade_no ?? '');
      if (!order) throw new NotificationRefused('unknown order');
      const [outTradeNo, , centavos = '', fen = ''] = order;
      if (fields.fee_type !== 'CNY' || fields.total_fee !== fen)
        throw new NotificationRefused('amount or currency is not the order’s');
      return {
        kind: 'paid',
        eventId,
        eventType,
        checkoutRef: outTradeNo,
        paymentRef: eventId,
        // The fen paid are the order's (checked above): the member is credited the pesos asked for.
        amountCentavos: Number(centavos),
        currency: 'PHP',
      };
    },
  };
}
