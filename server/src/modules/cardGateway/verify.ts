import type { CardTransactionResponse } from '@lrp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { CardGateway, CardPurpose, GatewayTransaction } from '../../gateways/card';
import { MONEY_MESSAGES, PAYMENTS } from '../../messages';
import { ApiError } from '../../plugins/envelope';

export type CardVerification =
  | { ok: true; transaction: GatewayTransaction }
  /**
   * unknown: the gateway has no such transaction for that token (invented or altered); notYours: another
   * user's or another purpose's; declined: the card was declined; voided: the portal voided it (the purchase could
   * no longer be made); used: acted on before.
   */
  | {
      ok: false;
      reason: 'unknown' | 'notYours' | 'declined' | 'voided' | 'used';
      transaction: GatewayTransaction | null;
    };

/**
 * Checks a transaction response the browser passed on against the gateway's own record: it exists for that
 * token, the token was issued to this user for this purpose, and the gateway approved it. Only the record is
 * believed: the response's approved flag and amount are ignored. `used` is reported last, so a caller can
 * tell a retry of its own completed call from anything else.
 */
export async function verifyCardResponse(
  gateway: CardGateway,
  response: CardTransactionResponse,
  expected: { userId: number; purpose: CardPurpose },
  db?: DbOrTx,
): Promise<CardVerification> {
  const transaction = await gateway.verifyTransaction(
    { transactionId: response.transactionId, token: response.token },
    db,
  );
  if (!transaction) return { ok: false, reason: 'unknown', transaction: null };
  if (transaction.userId !== expected.userId || transaction.purpose !== expected.purpose)
    return { ok: false, reason: 'notYours', transaction };
  if (!transaction.approved) return { ok: false, reason: 'declined', transaction };
  if (transaction.voided) return { ok: false, reason: 'voided', transaction };
  if (transaction.captured) return { ok: false, reason: 'used', transaction };
  return { ok: true, transaction };
}

/**
 * What a payment's completing call answers for a refused response: the earlier completion when it is a retry of
 * this user's own completed call (`used`), else the message the person reads (a declined card, a payment the
 * portal voided, one already used); the rest (unknown, another's) is logged as `what` and answered as not verified.
 */
export async function answerRefusedCard<T>(
  log: FastifyBaseLogger,
  refused: Extract<CardVerification, { ok: false }>,
  context: { userId: number; transactionId: string; what: string },
  earlier: () => Promise<T | null>,
): Promise<T> {
  if (refused.reason === 'declined') throw new ApiError(402, PAYMENTS.cardFailed);
  if (refused.reason === 'used') {
    const completed = await earlier();
    if (completed !== null) return completed;
    throw new ApiError(402, MONEY_MESSAGES.cardAlreadyUsed);
  }
  if (refused.reason === 'voided')
    throw new ApiError(
      402,
      MONEY_MESSAGES.cardPaymentVoided({ reason: refused.transaction?.voidReason ?? '' }),
    );
  log.warn(
    { userId: context.userId, reason: refused.reason, transactionId: context.transactionId },
    context.what,
  );
  throw new ApiError(402, MONEY_MESSAGES.cardNotVerified);
}
