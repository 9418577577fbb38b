import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type EmailProvider, OutboxEmailProvider, SmtpEmailProvider } from './email.js';
import { HttpGatewaySmsProvider, OutboxSmsProvider, type SmsProvider } from './sms.js';

export type { EmailProvider } from './email.js';
export { listEmailOutbox, listSmsOutbox } from './outbox-repository.js';
export { SmsGatewayError, type SmsProvider } from './sms.js';

export interface Notifier {
  sms: SmsProvider;
  email: EmailProvider;
  smsTemplate: string;
  /** Code requests per hour, over all numbers, past which no text goes out (S-09). */
  smsHourlyBudget: number;
}

/** The providers the configuration names: the database outboxes unless a gateway or SMTP is set. */
export function notifierFrom(config: Config, db: Db): Notifier {
  const sms =
    config.SMS_PROVIDER === 'http' && config.SMS_GATEWAY_API_KEY !== undefined
      ? new HttpGatewaySmsProvider({
          url: config.SMS_GATEWAY_URL,
          apiKey: config.SMS_GATEWAY_API_KEY,
          senderName: config.SMS_SENDER_NAME,
        })
      : new OutboxSmsProvider(db);
  const email = config.SMTP_URL
    ? new SmtpEmailProvider(config.SMTP_URL, config.MAIL_FROM)
    : new OutboxEmailProvider(db);
  return { sms, email, smsTemplate: config.SMS_TEMPLATE, smsHourlyBudget: config.SMS_HOURLY_BUDGET };
}

/** Fills `{code}`, `{minutes}` and `{site}` into the operator's message template. */
export function smsText(template: string, values: { code: string; minutes: number; site: string }): string {
  return template
    .replaceAll('{code}', values.code)
    .replaceAll('{minutes}', String(values.minutes))
    .replaceAll('{site}', values.site);
}
