import { EFILE_LIMITS, type EfileStatus, type EfileSubmissionRow } from '@lrp/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import {
  accounts,
  efileSubmissions,
  efileUploads,
  type EfileSubmissionRow as SubmissionRow,
  type EfileUploadRow,
} from '../../db/schema';
import { countyDate } from '../../lib/county-time';
import { centsFromText, centsToNumber } from '../../lib/cents';
import { writeAudit } from '../audit/repository';
import { enqueueEfileMail } from './mail';
import { markSubmitted } from './uploads';

/*
 * Submissions: an upload that was paid for (or billed), exactly once. recordSubmission runs in the transaction
 * that charged it, with the upload's row locked: the submission, the upload marked submitted, the confirmation
 * e-mail's job and the audit entry all commit with the money or not at all.
 */

/** `EF-2026-000123`: the county's year and the submission's id. */
export const transactionNumberOf = (id: number, at: Date, timeZone: string) =>
  `EF-${countyDate(at, timeZone).getUTCFullYear()}-${String(id).padStart(6, '0')}`;

export type SubmittedBy = { userId: number; username: string; clientAddress?: string | null };

/** The next submission's id and transaction number, taken before the charge that quotes the number. */
export async function allocateSubmission(
  app: FastifyInstance,
  tx: Tx,
): Promise<{ id: number; transactionNumber: string }> {
  const [{ id }] = (
    await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('efile_submissions', 'id'))::int as id`,
    )
  ).rows;
  return { id, transactionNumber: transactionNumberOf(id, new Date(), app.config.countyTimeZone) };
}

/**
 * Records the submission of a locked, unsubmitted upload under its allocated number; answers it. Call in the
 * transaction that charged it.
 */
export async function recordSubmission(
  app: FastifyInstance,
  tx: Tx,
  input: {
    allocated: { id: number; transactionNumber: string };
    upload: EfileUploadRow;
    by: SubmittedBy;
    ledgerEntryId: number | null;
    cardTransactionId?: string | null;
  },
): Promise<SubmissionRow> {
  const { upload, by } = input;
  const { id, transactionNumber } = input.allocated;
  const [account] =
    upload.accountId === null
      ? []
      : await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, upload.accountId));
  const [row] = await tx
    .insert(efileSubmissions)
    .values({
      id,
      transactionNumber,
      uploadId: upload.id,
      userId: upload.userId,
      username: by.username,
      accountId: upload.accountId,
      accountName: account?.name ?? null,
      fields: upload.fields,
      pages: upload.pages,
      firstPageCharge: upload.firstPageCharge,
      additionalPagesCharge: upload.additionalPagesCharge,
      surcharge: upload.surcharge,
      totalCharge: upload.totalCharge,
      paymentMethod: upload.paymentMethod,
      ledgerEntryId: input.ledgerEntryId,
      cardTransactionId: input.cardTransactionId ?? null,
    })
    .returning();
  await markSubmitted(tx, upload.id);
  await enqueueEfileMail(app, tx, row.id, 'submitted');
  await writeAudit(tx, {
    type: 'EFILE_SUBMISSION',
    userId: by.userId,
    username: by.username,
    accountId: upload.accountId,
    clientAddress: by.clientAddress ?? null,
    detail: {
      transactionNumber,
      efileType: upload.fields.efileType,
      pages: upload.pages,
      totalCharge: upload.totalCharge,
      paymentMethod: upload.paymentMethod,
      fileName: upload.fileName,
      sha256: upload.sha256,
    },
  });
  return row;
}

/** The submission made of an upload, if any. */
export async function submissionOfUpload(
  db: DbOrTx,
  uploadId: string,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(efileSubmissions)
    .where(eq(efileSubmissions.uploadId, uploadId));
  return row ?? null;
}

/** The submission a card transaction paid for, if any. */
export async function submissionOfCardPayment(
  db: DbOrTx,
  transactionId: string,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(efileSubmissions)
    .where(eq(efileSubmissions.cardTransactionId, transactionId));
  return row ?? null;
}

/** A submission and its stored file by transaction number, the submission locked when `lock`. */
export async function submissionByNumber(
  db: DbOrTx,
  transactionNumber: string,
  lock = false,
): Promise<{ submission: SubmissionRow; upload: EfileUploadRow } | null> {
  const query = db
    .select({ submission: efileSubmissions, upload: efileUploads })
    .from(efileSubmissions)
    .innerJoin(efileUploads, eq(efileUploads.id, efileSubmissions.uploadId))
    .where(eq(efileSubmissions.transactionNumber, transactionNumber));
  const [row] = lock ? await query.for('update', { of: efileSubmissions }) : await query;
  return row ?? null;
}

/** A submission as the county's list shows it. */
export function listedRow(submission: SubmissionRow, fileName: string): EfileSubmissionRow {
  return {
    transactionNumber: submission.transactionNumber,
    submittedAt: submission.createdAt.toISOString(),
    efileType: submission.fields.efileType,
    name: submission.fields.name,
    email: submission.fields.email,
    username: submission.username,
    accountName: submission.accountName,
    numberOfPages: submission.pages,
    totalCharge: centsToNumber(centsFromText(submission.totalCharge)),
    paymentMethod: submission.paymentMethod,
    fileName,
    status: submission.status,
    reason: submission.reason,
    reviewedBy: submission.reviewedBy,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
  };
}

/** A page of the county's list, newest first, of one status or all. */
export async function listSubmissions(
  db: DbOrTx,
  status: EfileStatus | 'ALL',
  page: number,
): Promise<{ rows: EfileSubmissionRow[]; total: number; page: number; pageSize: number }> {
  const where = status === 'ALL' ? undefined : eq(efileSubmissions.status, status);
  const pageSize = EFILE_LIMITS.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ submission: efileSubmissions, fileName: efileUploads.fileName })
      .from(efileSubmissions)
      .innerJoin(efileUploads, eq(efileUploads.id, efileSubmissions.uploadId))
      .where(where)
      .orderBy(desc(efileSubmissions.createdAt), desc(efileSubmissions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(efileSubmissions).where(where),
  ]);
  return {
    rows: rows.map((r) => listedRow(r.submission, r.fileName)),
    total,
    page,
    pageSize,
  };
}
