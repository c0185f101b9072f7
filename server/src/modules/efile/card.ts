import { EFILE_TYPE_NAMES, type CardTransactionResponse } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { CardGateway } from '../../gateways/card';
import { centsOf } from '../../lib/cents';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { CardPaymentApplier } from '../cardGateway/settlement';
import { answerRefusedCard, verifyCardResponse } from '../cardGateway/verify';
import { findAccount } from '../currentUser/service';
import { recordCardCharge } from '../ledger/service';
import { efileOpen } from './efile-open';
import { EFILE } from './messages';
import { cardRefusal, paymentMethodOf, priceEfile, samePrice, storedPrice } from './pricing';
import { allocateSubmission, recordSubmission, submissionOfCardPayment } from './submissions';
import { bindCardToken, findUpload, uploadOfToken } from './uploads';

/*
 * A card payer's e-file (spec 3 §4 "E-file flow", §7): creditcard/efileCapture issues an EFILE token for the
 * upload's charges and surcharge, bound to the upload (efile_card_tokens); the card frame pays it; and
 * creditcard/efileAuthAndCaptureResponse has the gateway confirm the payment and settles it. The settlement
 * (cardGateway/settlement.ts) captures it and runs this module's applier in the same database transaction: the
 * ledger's CHARGE (and SURCHARGE) rows, key `efile:<uploadId>`, and the submission. A payment whose browser never
 * reported it is settled by the reconciliation job with the same applier, so captured money always has its
 * submission; a payment for an upload that is gone or was submitted already is voided (the card is not charged).
 */

/** Why an e-file card payment was voided: quoted to the payer ("...will not be charged: <reason>"). */
export const EFILE_VOID_REASONS = {
  uploadGone: 'the uploaded document is no longer there. Please upload it again.',
  alreadySubmitted: 'this document was already submitted and paid for.',
  chargesChanged: 'the charges changed since the payment page opened.',
} as const;

export function efileCardApplier(app: FastifyInstance): CardPaymentApplier {
  return {
    purpose: 'EFILE',
    async refusal(tx, transaction) {
      const upload = await uploadOfToken(tx, transaction.token);
      if (!upload || upload.userId !== transaction.userId) return EFILE_VOID_REASONS.uploadGone;
      if (upload.submitted) return EFILE_VOID_REASONS.alreadySubmitted;
      const price = storedPrice(upload);
      if (price.charges !== transaction.amount || price.surcharge !== transaction.surcharge)
        return EFILE_VOID_REASONS.chargesChanged;
      return null;
    },
    async apply(tx, transaction, payer) {
      // Locked by refusal() in this same transaction.
      const upload = (await uploadOfToken(tx, transaction.token))!;
      const allocated = await allocateSubmission(app, tx);
      const card = transaction.cardLast4 ? ` (card ending ${transaction.cardLast4})` : '';
      const what = `E-file ${allocated.transactionNumber}: ${EFILE_TYPE_NAMES[upload.fields.efileType]}, ${upload.pages} page(s)`;
      const paid = await recordCardCharge(tx, {
        accountId: upload.accountId,
        actor: { userId: payer.id, username: payer.username },
        description: `${what}${card}`.slice(0, 200),
        paymentMethod: 'CREDIT_CARD',
        reference: transaction.transactionId,
        idempotencyKey: `efile:${upload.id}`,
        amount: transaction.amount,
        surcharge: {
          amount: transaction.surcharge,
          description: `Credit card surcharge on e-file ${allocated.transactionNumber}${card}`,
        },
      });
      await recordSubmission(app, tx, {
        allocated,
        upload,
        by: { userId: payer.id, username: payer.username },
        ledgerEntryId: paid.entryId,
        cardTransactionId: transaction.transactionId,
      });
      return `your document was submitted for recording as transaction ${allocated.transactionNumber}.`;
    },
  };
}

/** creditcard/efileCapture: a token for the upload's total, when the caller pays by card and the total holds. */
export async function captureEfile(
  app: FastifyInstance,
  gateway: CardGateway,
  user: UserRow,
  request: { imageId: string; amount: number },
): Promise<string> {
  await efileOpen(app);
  const upload = await findUpload(app.db, request.imageId, user.id);
  if (!upload || upload.submitted || upload.expired) throw new ApiError(400, EFILE.uploadExpired);
  const account = await findAccount(app.db, user.accountId);
  if (paymentMethodOf(account) !== 'CREDIT_CARD' || upload.paymentMethod !== 'CREDIT_CARD')
    throw new ApiError(400, EFILE.cardNotForPayer);
  const price = storedPrice(upload);
  const now = await priceEfile(app, upload.fields.efileType, upload.pages, 'CREDIT_CARD');
  if (!samePrice(price, now) || centsOf(request.amount) !== price.total || price.charges <= 0)
    throw new ApiError(400, EFILE.chargesChanged);
  const tooMuch = await cardRefusal(app, price);
  if (tooMuch) throw new ApiError(400, tooMuch);
  return app.db.transaction(async (tx) => {
    const issued = await gateway.issueToken(
      {
        purpose: 'EFILE',
        userId: user.id,
        accountId: upload.accountId,
        amount: price.charges,
        surcharge: price.surcharge,
      },
      tx,
    );
    await bindCardToken(tx, issued.token, upload.id);
    return issued.token;
  });
}

/** The ledger id of the card payment that made a submission, for its payer; null when none did. */
async function earlierPayment(
  app: FastifyInstance,
  user: UserRow,
  transactionId: string,
): Promise<number | null> {
  const submission = await submissionOfCardPayment(app.db, transactionId);
  return submission && submission.userId === user.id ? submission.ledgerEntryId : null;
}

/**
 * creditcard/efileAuthAndCaptureResponse: believes only the gateway's record of the payment, settles it (the
 * payment and the submission, once) and answers the payment's ledger id. A repeat answers the same id.
 */
export async function completeEfilePayment(
  app: FastifyInstance,
  gateway: CardGateway,
  user: UserRow,
  response: CardTransactionResponse,
  clientAddress: string,
): Promise<number> {
  const verified = await verifyCardResponse(gateway, response, {
    userId: user.id,
    purpose: 'EFILE',
  });
  if (!verified.ok)
    return answerRefusedCard(
      app.log,
      verified,
      {
        userId: user.id,
        transactionId: response.transactionId,
        what: 'e-file card response refused',
      },
      () => earlierPayment(app, user, response.transactionId),
    );
  const t = verified.transaction;
  const settled = await app.cardPayments.settle(gateway, t, { via: 'browser', clientAddress });
  if (settled.kind === 'voided')
    throw new ApiError(402, MONEY_MESSAGES.cardPaymentVoided({ reason: settled.reason }));
  // Applied now, or by a concurrent completion or the reconciliation job first: the submission it made.
  const paid = await earlierPayment(app, user, t.transactionId);
  if (paid !== null) return paid;
  const now = await gateway.findTransaction(t.transactionId);
  if (now?.voided)
    throw new ApiError(402, MONEY_MESSAGES.cardPaymentVoided({ reason: now.voidReason ?? '' }));
  throw new ApiError(402, MONEY_MESSAGES.cardAlreadyUsed);
}
