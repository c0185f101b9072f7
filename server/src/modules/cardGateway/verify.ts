import type { CardTransactionResponse } from '@lrp/contract';
import type { DbOrTx } from '../../db/client';
import type { CardGateway, CardPurpose, GatewayTransaction } from '../../gateways/card';

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
