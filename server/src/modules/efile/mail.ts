import { EFILE_TYPE_NAMES, type PaymentMethod } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { efileSubmissions, type EfileSubmissionRow } from '../../db/schema';
import { mailGatewayFor } from '../../gateways/mail';
import { composeMail, type MailCounty } from '../../gateways/mail-messages';
import { exponentialBackoff } from '../../jobs/queue';
import { centsFromText, formatCents } from '../../lib/cents';

/*
 * The submitter's e-mails, sent by a job of the job queue enqueued in the transaction that made the submission or
 * its review (so a mail goes out exactly when that committed; a job is run at least once, so after a crash in
 * the middle of one a mail may go out twice, never not at all). They go to the form's e-mail address.
 */

export const EFILE_MAIL_JOB = 'efile.mail';
export type EfileMailKind = 'submitted' | 'reviewed';
type EfileMailJob = { submissionId: number; kind: EfileMailKind };

/** Enqueues a submission's mail in the caller's transaction; once per submission and kind. */
export async function enqueueEfileMail(
  app: FastifyInstance,
  tx: DbOrTx,
  submissionId: number,
  kind: EfileMailKind,
): Promise<void> {
  await app.jobs.enqueue(
    EFILE_MAIL_JOB,
    { submissionId, kind },
    { db: tx, singletonKey: `${EFILE_MAIL_JOB}:${kind}:${submissionId}` },
  );
}

const PAID: Record<PaymentMethod, string> = {
  ESCROW: 'paid from the escrow balance',
  INVOICE: 'billed on the next invoice',
  CREDIT_CARD: 'paid by credit card',
};

const money = (text: string) => formatCents(centsFromText(text));
const typeOf = (row: EfileSubmissionRow) =>
  `${EFILE_TYPE_NAMES[row.fields.efileType]} (${row.fields.efileType})`;
const pagesOf = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

export function submittedMail(county: MailCounty, row: EfileSubmissionRow) {
  const surcharge =
    centsFromText(row.surcharge) > 0 ? `, card surcharge ${money(row.surcharge)}` : '';
  return composeMail(county, row.fields.email, `e-file ${row.transactionNumber} received`, [
    `Hello ${row.fields.name},`,
    `Your document was received for recording by ${county.countyName} as transaction ${row.transactionNumber}.`,
    `Document: ${typeOf(row)}, ${pagesOf(row.pages)}.`,
    `Charges: first page ${money(row.firstPageCharge)}, additional pages ${money(row.additionalPagesCharge)}${surcharge}; total ${money(row.totalCharge)}, ${PAID[row.paymentMethod]}.`,
    'The county reviews every document before recording it and will e-mail you when it is accepted or rejected.',
  ]);
}

export function reviewedMail(county: MailCounty, row: EfileSubmissionRow) {
  const what = `Your e-filed document ${row.transactionNumber} (${typeOf(row)}, ${pagesOf(row.pages)})`;
  const paragraphs =
    row.status === 'ACCEPTED'
      ? [`${what} was accepted for recording by ${county.countyName}.`]
      : [
          `${what} was rejected by ${county.countyName}.`,
          `The reason: ${row.reason ?? ''}`,
          'Please correct the document and e-file it again, or contact the county.',
        ];
  const outcome = row.status === 'ACCEPTED' ? 'accepted' : 'rejected';
  return composeMail(county, row.fields.email, `e-file ${row.transactionNumber} ${outcome}`, [
    `Hello ${row.fields.name},`,
    ...paragraphs,
  ]);
}

async function sendEfileMail(app: FastifyInstance, job: EfileMailJob): Promise<void> {
  const [row] = await app.db
    .select()
    .from(efileSubmissions)
    .where(eq(efileSubmissions.id, job.submissionId));
  if (!row) return;
  if (job.kind === 'reviewed' && row.status !== 'ACCEPTED' && row.status !== 'REJECTED') return;
  const county = await app.countyConfig.get('common');
  const mail = job.kind === 'submitted' ? submittedMail(county, row) : reviewedMail(county, row);
  await mailGatewayFor(app).send(mail);
}

/** Defines the mail job (retried: the outbox or the mail server may be away for a moment). */
export function defineEfileMail(app: FastifyInstance): void {
  app.jobs.define<EfileMailJob>(EFILE_MAIL_JOB, {
    maxAttempts: 5,
    retryDelayMs: exponentialBackoff(30_000),
    run: (job) => sendEfileMail(app, job),
  });
}
