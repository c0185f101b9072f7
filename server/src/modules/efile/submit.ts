import {
  EFILE_TYPE_NAMES,
  efileFieldsSchema,
  type EfileFields,
  type EfileSubmissionRequest,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import type { EfileSubmissionRow, EfileUploadRow, UserRow } from '../../db/schema';
import { centsOf } from '../../lib/cents';
import { IMAGING } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { findAccount, usageBalanceOf } from '../currentUser/service';
import { charge, recordInvoicedCharge } from '../ledger/service';
import { efileOpen } from './efile-open';
import { EFILE } from './messages';
import { paymentMethodOf, priceEfile, samePrice, storedPrice, type EfilePrice } from './pricing';
import { allocateSubmission, recordSubmission, submissionOfUpload } from './submissions';
import { findUpload } from './uploads';

/*
 * POST efile/submission (spec 3 §4 "E-file flow", §7). The server prices the stored upload again and takes the
 * request only when its fields and charges are the server's (else "The charges changed"). Escrow and invoice
 * payers are charged here, in one transaction with the upload's row locked: the ledger (key `efile:<uploadId>`),
 * the submission, the upload marked submitted. A second call for the same upload, at once or later, waits for
 * the lock and answers the first one's transaction number without charging. A card payer's submission was made
 * when the card payment was applied (card.ts): this call finds it by the payment's ledger id.
 */

export type SubmissionAnswer = { transactionNumber: string; usageBalance: string | null };

const FIELD_NAMES = Object.keys(efileFieldsSchema.shape) as (keyof EfileFields)[];

/** Whether the request names the upload's fields and its charges, as the server has them. */
function sameAsStored(request: EfileSubmissionRequest, upload: EfileUploadRow): boolean {
  const stored = storedPrice(upload);
  const asked: EfilePrice = {
    firstPageCharge: centsOf(request.firstPageCharge),
    additionalPagesCharge: centsOf(request.additionalPagesCharge),
    surcharge: centsOf(request.surcharge),
    charges: centsOf(request.firstPageCharge) + centsOf(request.additionalPagesCharge),
    total: centsOf(request.totalCharge),
    paymentMethod: request.paymentMethod,
  };
  return (
    request.numberOfPages === upload.pages &&
    samePrice(asked, stored) &&
    FIELD_NAMES.every((name) => request[name] === upload.fields[name])
  );
}

async function answer(
  app: FastifyInstance,
  user: UserRow,
  submission: EfileSubmissionRow,
): Promise<SubmissionAnswer> {
  const [account, flatFee] = await Promise.all([
    findAccount(app.db, user.accountId),
    app.countyConfig.get('flatFee'),
  ]);
  return {
    transactionNumber: submission.transactionNumber,
    usageBalance: usageBalanceOf(user.role, account, flatFee),
  };
}

/** The price the upload has now: the county's fees and the payer's payment method as they are. */
async function priceNow(app: FastifyInstance, tx: Tx, user: UserRow, upload: EfileUploadRow) {
  // The charge goes to the account recorded with the upload: a user moved to another account since prices again.
  if (user.accountId !== upload.accountId) throw new ApiError(400, EFILE.chargesChanged);
  const account = await findAccount(tx, user.accountId);
  return priceEfile(app, upload.fields.efileType, upload.pages, paymentMethodOf(account), tx);
}

/** Charges a locked upload to the payer's account and records its submission. */
async function chargeAndRecord(
  app: FastifyInstance,
  tx: Tx,
  user: UserRow,
  upload: EfileUploadRow,
  clientAddress: string,
): Promise<EfileSubmissionRow> {
  const price = storedPrice(upload);
  const allocated = await allocateSubmission(app, tx);
  const movement = {
    actor: { userId: user.id, username: user.username },
    description:
      `E-file ${allocated.transactionNumber}: ${EFILE_TYPE_NAMES[upload.fields.efileType]}, ${upload.pages} page(s)`.slice(
        0,
        200,
      ),
    reference: allocated.transactionNumber,
    idempotencyKey: `efile:${upload.id}`,
  };
  let ledgerEntryId: number | null = null;
  if (price.total > 0 && price.paymentMethod === 'ESCROW') {
    const paid = await charge(tx, {
      ...movement,
      accountId: upload.accountId!,
      amount: price.total,
      paymentMethod: 'ESCROW',
    });
    if (paid.status === 'insufficient') throw new ApiError(400, IMAGING.insufficientFunds);
    ledgerEntryId = paid.entryId;
  } else if (price.total > 0 && price.paymentMethod === 'INVOICE') {
    const billed = await recordInvoicedCharge(tx, {
      ...movement,
      accountId: upload.accountId!,
      amount: price.total,
      paymentMethod: 'INVOICE',
    });
    ledgerEntryId = billed.entryId;
  }
  return recordSubmission(app, tx, {
    allocated,
    upload,
    by: { userId: user.id, username: user.username, clientAddress },
    ledgerEntryId,
  });
}

/** A card payer's submission: the one the card payment made, named by the payment's ledger id. */
async function cardSubmission(
  app: FastifyInstance,
  user: UserRow,
  request: EfileSubmissionRequest,
): Promise<EfileSubmissionRow | null> {
  const upload = await findUpload(app.db, request.imageId, user.id);
  if (!upload) throw new ApiError(400, EFILE.uploadExpired);
  const submission = await submissionOfUpload(app.db, upload.id);
  if (submission) {
    if (submission.ledgerEntryId !== request.paymentTransactionId)
      throw new ApiError(400, EFILE.cardMissing);
    return submission;
  }
  if (upload.paymentMethod !== 'CREDIT_CARD') return null;
  if (!sameAsStored(request, upload)) throw new ApiError(400, EFILE.chargesChanged);
  // A document that costs nothing has no card payment to find: it is submitted like the others.
  if (storedPrice(upload).total > 0) throw new ApiError(400, EFILE.cardMissing);
  return null;
}

export async function submitEfile(
  app: FastifyInstance,
  user: UserRow,
  request: EfileSubmissionRequest,
  clientAddress: string,
): Promise<SubmissionAnswer> {
  // What was paid for is answered whatever the county's setting is now; a new submission needs e-file on.
  if (request.paymentMethod === 'CREDIT_CARD') {
    const paid = await cardSubmission(app, user, request);
    if (paid) return answer(app, user, paid);
  }
  const submission = await app.db.transaction(async (tx) => {
    const upload = await findUpload(tx, request.imageId, user.id, true);
    if (!upload) throw new ApiError(400, EFILE.uploadExpired);
    // A replay, or the second of two at once (it waited for the lock): the first one's submission.
    if (upload.submitted) return (await submissionOfUpload(tx, upload.id))!;
    if (upload.expired) throw new ApiError(400, EFILE.uploadExpired);
    await efileOpen(app, tx);
    const now = await priceNow(app, tx, user, upload);
    if (!sameAsStored(request, upload) || !samePrice(now, storedPrice(upload)))
      throw new ApiError(400, EFILE.chargesChanged);
    if (now.paymentMethod === 'CREDIT_CARD' && now.total > 0)
      throw new ApiError(400, EFILE.cardMissing);
    return chargeAndRecord(app, tx, user, upload, clientAddress);
  });
  return answer(app, user, submission);
}
