import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import {
  exponentialBackoff,
  PermanentJobError,
  type AttemptOutcome,
  type JobQueue,
} from '../jobs/queue';
import { globalPlugin } from '../lib/global-plugin';

/** One e-mail the portal sends: plain text and the same in simple HTML. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name (the county and the portal). */
  fromName: string;
};

/**
 * What became of a message's first delivery attempt: `delivered` (the SMTP server accepted it), `queued` (it did
 * not answer or asked to try later: the job queue retries with backoff), `refused` (it refused the message for
 * good), `kept` (no SMTP server configured: the outbox is the delivery).
 */
export type DeliveryOutcome = 'delivered' | 'queued' | 'refused' | 'kept';

export type QueuedMail = {
  /** The mail_outbox row. */
  id: number;
  /** Settles when the first attempt has ended. */
  delivery: Promise<DeliveryOutcome>;
};

/**
 * Sends the portal's e-mail. Every message is first written to mail_outbox (the record of what was sent, and
 * the demo's outbox); with SMTP_URL a `mail.deliver` job hands it to that server, once at once and then with
 * retries (MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS doubling), and marks it delivered once accepted.
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

async function record(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html,
      fromName: mail.fromName,
      links: linksIn(mail.text),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Keeps the messages in mail_outbox only (no SMTP server configured): the demo and tests read them there. */
export class OutboxMailGateway implements MailGateway {
  readonly delivers = false;

  constructor(private readonly db: Db) {}

  async send(mail: OutgoingMail): Promise<QueuedMail> {
    return { id: await record(this.db, mail), delivery: Promise.resolve('kept') };
  }
}

export const MAIL_DELIVERY_JOB = 'mail.deliver';
/**
 * A new message's job waits this long before any runner may take it, so the instance that wrote it makes the
 * first attempt at once (runNow); if that instance stops first, another one sends it after this.
 */
const FIRST_ATTEMPT_GRACE_MS = 60_000;

/** SMTP replies 5xx are final (no such mailbox, message refused); anything else may go through later. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** nodemailer over SMTP through the job queue; the outbox row is marked delivered once the server accepts it. */
export class SmtpMailGateway implements MailGateway {
  readonly delivers = true;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    smtpUrl: string,
    private readonly from: string,
    retry: { maxAttempts: number; firstDelayMs: number },
  ) {
    this.transport = createTransport(smtpUrl);
    jobs.define<{ outboxId: number }>(MAIL_DELIVERY_JOB, {
      maxAttempts: retry.maxAttempts,
      retryDelayMs: exponentialBackoff(retry.firstDelayMs),
      run: ({ outboxId }) => this.deliver(outboxId),
    });
  }

  async send(mail: OutgoingMail): Promise<QueuedMail> {
    const { id, jobId } = await this.db.transaction(async (tx) => {
      const outboxId = await record(tx, mail);
      const job = await this.jobs.enqueue(
        MAIL_DELIVERY_JOB,
        { outboxId },
        { db: tx, delayMs: FIRST_ATTEMPT_GRACE_MS },
      );
      return { id: outboxId, jobId: job! };
    });
    const outcomes: Record<AttemptOutcome, DeliveryOutcome> = {
      done: 'delivered',
      retry: 'queued',
      taken: 'queued',
      failed: 'refused',
    };
    // A first attempt that could not even start (the database went away) is the queue's to retry later.
    const delivery = this.jobs.runNow(jobId).then(
      (outcome) => outcomes[outcome],
      () => 'queued' as const,
    );
    return { id, delivery };
  }

  /** One delivery attempt of an outbox row (the job); a row already delivered is not sent again. */
  private async deliver(outboxId: number): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!row || row.delivered) return;
    const fromName = row.fromName ?? '';
    const from =
      this.from.includes('<') || !fromName ? this.from : { name: fromName, address: this.from };
    try {
      await this.transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
      });
    } catch (err) {
      if (isPermanent(err))
        throw new PermanentJobError(
          `the SMTP server refused the message: ${(err as Error).message}`,
          { cause: err },
        );
      throw err;
    }
    await this.db.update(mailOutbox).set({ delivered: true }).where(eq(mailOutbox.id, outboxId));
  }
}

const gateways = new WeakMap<Config, MailGateway>();

/** The app's mail gateway (mailPlugin registers it): one per app, so every route of an app shares one transport. */
export function mailGatewayFor(app: { config: Config }): MailGateway {
  const gateway = gateways.get(app.config);
  if (!gateway) throw new Error('the mail plugin is not registered');
  return gateway;
}

/** Builds the app's mail gateway and, with SMTP_URL, defines the delivery job on the app's queue. */
export const mailPlugin = globalPlugin('mail', async (app: FastifyInstance) => {
  const { config } = app;
  gateways.set(
    config,
    config.smtpUrl
      ? new SmtpMailGateway(app.db, app.jobs, config.smtpUrl, config.mailFrom, {
          maxAttempts: config.mailMaxAttempts,
          firstDelayMs: config.mailRetrySeconds * 1000,
        })
      : new OutboxMailGateway(app.db),
  );
});
