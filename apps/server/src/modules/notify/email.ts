import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export interface EmailProvider {
  send(recipient: string, subject: string, body: string): Promise<void>;
}

/** The default: mail is kept in the database, where development and the operator read it. */
export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly db: Db) {}

  async send(recipient: string, subject: string, body: string) {
    await this.db.insert(emailOutbox).values({ recipient, subject, body });
  }
}

/** SMTP through nodemailer, configured by one URL (smtp[s]://user:password@host:port). */
export class SmtpEmailProvider implements EmailProvider {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(recipient: string, subject: string, body: string) {
    await this.transport.sendMail({ from: this.from, to: recipient, subject, text: body });
  }
}
