import type { Db } from '../../db/client.js';
import { smsOutbox } from '../../db/schema/index.js';

/** Sends a text message to an international number written as digits only (country code first). */
export interface SmsProvider {
  send(recipient: string, message: string): Promise<void>;
}

export class SmsGatewayError extends Error {}

/** The default: messages are kept in the database, where development and the operator read them. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(recipient: string, message: string) {
    await this.db.insert(smsOutbox).values({ recipient, body: message });
  }
}

export interface HttpGatewayOptions {
  url: string;
  apiKey: string;
  senderName: string | undefined;
  timeoutMs?: number;
}

/**
 * An HTTP SMS gateway in the style of Semaphore, the common one in the Philippines: a
 * form-encoded POST of `apikey`, `number`, `message` and `sendername`, answered with a JSON list
 * of queued messages, or a 4xx/5xx with the reason.
 */
export class HttpGatewaySmsProvider implements SmsProvider {
  constructor(private readonly options: HttpGatewayOptions) {}

  async send(recipient: string, message: string) {
    const form = new URLSearchParams({ apikey: this.options.apiKey, number: recipient, message });
    if (this.options.senderName) form.set('sendername', this.options.senderName);
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsGatewayError(`SMS gateway unreachable: ${(error as Error).message}`);
    }
    const answer = await response.text();
    if (!response.ok)
      throw new SmsGatewayError(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
    let queued: unknown;
    try {
      queued = JSON.parse(answer);
    } catch {
      throw new SmsGatewayError('SMS gateway answered something other than JSON');
    }
    if (!Array.isArray(queued) || queued.length === 0) {
      throw new SmsGatewayError(`SMS gateway queued nothing: ${answer.slice(0, 200)}`);
    }
  }
}
