import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** One e-mail the portal sends: plain text and the same in simple HTML. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name (the county and the portal). */
  fromName: string;
};

export type QueuedMail = {
  /** The mail_outbox row. */
  id: number;
  /** Settles when the SMTP server has answered: true once it accepted the message (false without SMTP). */
  delivery: Promise<boolean>;
};

/**
 * Sends the portal's e-mail. Every message is first written to mail_outbox (the record of what was sent, and
 * the demo's outbox); with SMTP_URL it is then handed to that server and marked delivered once accepted.
 */
export interface MailGateway {
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<QueuedMail>;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The web links in a message's text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

async function record(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html, links: linksIn(mail.text) })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Keeps the messages in mail_outbox only (no SMTP server configured): the demo and tests read them there. */
export class OutboxMailGateway implements MailGateway {
  readonly delivers = false;

  constructor(private readonly db: Db) {}

  async send(mail: OutgoingMail): Promise<QueuedMail> {
    return { id: await record(this.db, mail), delivery: Promise.resolve(false) };
  }
}

/** nodemailer over SMTP; the outbox row is marked delivered once the server accepts the message. */
export class SmtpMailGateway implements MailGateway {
  readonly delivers = true;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<QueuedMail> {
    const id = await record(this.db, mail);
    const from = this.from.includes('<') ? this.from : { name: mail.fromName, address: this.from };
    const delivery = this.transport
      .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      .then(async () => {
        await this.db.update(mailOutbox).set({ delivered: true }).where(eq(mailOutbox.id, id));
        return true;
      })
      .catch((err: unknown) => {
        this.log?.error({ err, outboxId: id }, 'the SMTP server did not take an e-mail; it stays undelivered in mail_outbox');
        return false;
      });
    return { id, delivery };
  }
}

const gateways = new WeakMap<Db, WeakMap<Config, MailGateway>>();

/** The app's mail gateway: one per database and configuration, so every route of an app shares one transport. */
export function mailGatewayFor(app: { config: Config; db: Db; log: FastifyBaseLogger }): MailGateway {
  let byConfig = gateways.get(app.db);
  if (!byConfig) {
    byConfig = new WeakMap();
    gateways.set(app.db, byConfig);
  }
  let gateway = byConfig.get(app.config);
  if (!gateway) {
    gateway = app.config.smtpUrl ? new SmtpMailGateway(app.db, app.config.smtpUrl, app.config.mailFrom, app.log) : new OutboxMailGateway(app.db);
    byConfig.set(app.config, gateway);
  }
  return gateway;
}
