// A vendor's side of the seamless-wallet protocol for the ledger load: signed POSTs over a keep-alive
// agent, with the failures worth sending again (network errors, 5xx, 429) told apart from answers.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { SEAMLESS, type SeamlessValue } from '@app/contracts';

export interface Answer {
  status: number;
  success: boolean;
  code: string | null;
  value: SeamlessValue | null;
}

/** Signs like a vendor: hex HMAC-SHA256 of `${timestamp}.${raw body}` with the vendor's secret. */
export function signedHeaders(secret: string, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const timestamp = String(nowSeconds);
  return {
    'content-type': 'application/json',
    [SEAMLESS.timestampHeader]: timestamp,
    [SEAMLESS.signatureHeader]: createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
  };
}

export class Transient extends Error {}

/** One POST over the keep-alive agent; 5xx and network failures are Transient, the rest answers. */
export function post(agent: http.Agent, url: URL, headers: Record<string, string>, rawBody: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(rawBody) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new Transient(error.message)));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status >= 500 || status === 429) {
            reject(new Transient(`HTTP ${status} ${text.slice(0, 200)}`));
            return;
          }
          try {
            const envelope = JSON.parse(text) as { success?: boolean; code?: string | null; value?: unknown };
            resolve({
              status,
              success: envelope.success === true,
              code: envelope.code ?? null,
              value: (envelope.value ?? null) as SeamlessValue | null,
            });
          } catch {
            reject(new Error(`HTTP ${status}: not an envelope: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error) => reject(new Transient(error.message)));
    request.end(rawBody);
  });
}

export const sameAnswer = (a: Answer, b: Answer) =>
  a.status === b.status &&
  a.success === b.success &&
  a.code === b.code &&
  a.value?.balance === b.value?.balance &&
  (a.value?.transferId ?? null) === (b.value?.transferId ?? null);
