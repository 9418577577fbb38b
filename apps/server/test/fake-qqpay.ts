import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  QQPAY_UNIFIED_ORDER_PATH,
  type QqpaySignType,
  qqpaySign,
  qqpayXml,
  readQqpayXml,
} from '../src/modules/cashier/qqpay.js';

interface Order {
  outTradeNo: string;
  totalFee: string;
  feeType: string;
  notifyUrl: string;
  prepayId: string;
  transactionId: string;
  body: string;
}

export interface FakeQqpayOptions {
  mchId: string;
  mchKey: string;
  signType?: QqpaySignType;
  port?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/** The page behind a `code_url` (what scanning it would show): the amount in CNY and a Pay button. */
function scanPage(order: Order) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>QQ Wallet</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#eef4ff;color:#111}
main{max-width:420px;margin:auto;background:#fff;border-radius:16px;padding:24px;text-align:center}
button{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:12px;font:inherit;font-weight:700;background:#12b7f5;color:#fff}</style></head>
<body><main><p>Test mode (no real money)</p><h1>CNY ${escapeHtml((Number(order.totalFee) / 100).toFixed(2))}</h1>
<p>${escapeHtml(order.body)} · ${escapeHtml(order.outTradeNo)}</p>
<form method="post" action="/qr/${order.prepayId}/pay"><button data-testid="gateway-pay">Simulate scan and pay</button></form>
</main></body></html>`;
}

/**
 * QQ Wallet's merchant API as the cashier meets it, on 127.0.0.1: the unified order (XML, signed
 * with the merchant key, `trade_type=NATIVE`, answered with a signed `code_url`), and payment
 * notifications (signed XML) posted to the order's `notify_url`, sent again until answered
 * `<return_code>SUCCESS</return_code>`.
 */
export async function startFakeQqpay(options: FakeQqpayOptions) {
  const signType = options.signType ?? 'MD5';
  const orders = new Map<string, Order>();
  let failCreates = 0;
  const signed = (fields: Record<string, string>, key = options.mchKey) => ({
    ...fields,
    sign: qqpaySign(fields, key, signType),
  });

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const sendXml = (fields: Record<string, string>) => {
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(qqpayXml(fields));
      };
      if (request.method === 'POST' && request.url === QQPAY_UNIFIED_ORDER_PATH) {
        const fields = readQqpayXml(body);
        if (!fields) return sendXml({ return_code: 'FAIL', return_msg: 'XML格式错误' });
        if (fields.mch_id !== options.mchId || fields.sign !== qqpaySign(fields, options.mchKey, signType))
          return sendXml({ return_code: 'FAIL', return_msg: '签名错误' });
        if (failCreates > 0) {
          failCreates -= 1;
          return sendXml({ return_code: 'FAIL', return_msg: '系统繁忙' });
        }
        const base = {
          return_code: 'SUCCESS',
          mch_id: options.mchId,
          nonce_str: randomBytes(8).toString('hex'),
        };
        const known = orders.get(fields.out_trade_no ?? '');
        if (known)
          return sendXml(
            signed({ ...base, result_code: 'FAIL', err_code: 'ORDERPAID', err_code_des: '订单号重复' }),
          );
        if (
          fields.trade_type !== 'NATIVE' ||
          fields.fee_type !== 'CNY' ||
          !/^[1-9]\d*$/u.test(fields.total_fee ?? '') ||
          !fields.out_trade_no ||
          !fields.notify_url ||
          !fields.spbill_create_ip
        )
          return sendXml(signed({ ...base, result_code: 'FAIL', err_code: 'PARAM_ERROR' }));
        const order: Order = {
          outTradeNo: fields.out_trade_no,
          totalFee: fields.total_fee ?? '',
          feeType: fields.fee_type,
          notifyUrl: fields.notify_url,
          prepayId: randomBytes(12).toString('hex'),
          transactionId: `1${randomBytes(14).toString('hex')}`.slice(0, 28),
          body: fields.body ?? '',
        };
        orders.set(order.outTradeNo, order);
        return sendXml(
          signed({
            ...base,
            result_code: 'SUCCESS',
            trade_type: 'NATIVE',
            prepay_id: order.prepayId,
            code_url: `${origin}/qr/${order.prepayId}`,
          }),
        );
      }
      const [, page, prepayId, action] = request.url?.split('/') ?? [];
      const order = page === 'qr' ? [...orders.values()].find((o) => o.prepayId === prepayId) : undefined;
      if (order && request.method === 'GET' && action === undefined) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(scanPage(order));
        return;
      }
      if (order && request.method === 'POST' && action === 'pay') {
        void (async () => {
          await deliver(order.notifyUrl, notification(order.outTradeNo), { retries: 3 }).catch(
            () => undefined,
          );
          response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Paid');
        })();
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An order's payment notification (trade_state SUCCESS, the fen asked for), unsigned. */
  function notification(outTradeNo: string, change: Record<string, string> = {}) {
    const order = orders.get(outTradeNo);
    return {
      appid: '',
      mch_id: options.mchId,
      nonce_str: randomBytes(8).toString('hex'),
      device_info: '',
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      bank_type: 'BALANCE',
      fee_type: order?.feeType ?? 'CNY',
      total_fee: order?.totalFee ?? '100',
      cash_fee: order?.totalFee ?? '100',
      transaction_id: order?.transactionId ?? `1${randomBytes(13).toString('hex')}`,
      out_trade_no: outTradeNo,
      time_end: new Date().toISOString().replace(/\D/gu, '').slice(0, 14),
      ...change,
    };
  }

  /**
   * Posts a notification as QQ Wallet does: signed with the merchant key (or `key`, or unsigned
   * with `sign: null`), again while the answer is not `return_code` SUCCESS, up to `retries` times.
   * Each attempt's HTTP status and `return_code`.
   */
  async function deliver(
    url: string,
    fields: Record<string, string>,
    how: { key?: string; sign?: null | string; retries?: number } = {},
  ) {
    const body =
      how.sign === null
        ? qqpayXml(fields)
        : qqpayXml(how.sign === undefined ? signed(fields, how.key) : { ...fields, sign: how.sign });
    const answers: string[] = [];
    for (let attempt = 0; attempt <= (how.retries ?? 0); attempt++) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body });
      const code = readQqpayXml(await response.text())?.return_code ?? 'not XML';
      answers.push(`${response.status} ${code}`);
      if (code === 'SUCCESS') break;
    }
    return answers;
  }

  return {
    origin,
    orders,
    notification,
    deliver,
    failNextCreate: () => {
      failCreates += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
