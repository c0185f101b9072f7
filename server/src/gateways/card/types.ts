import type { DbOrTx } from '../../db/client';
import type { Cents } from '../../lib/cents';

/*
 * A card payment provider, as the portal uses it:
 *
 * 1. The portal asks for a token for an amount and a purpose (issueToken) and hands it to the browser.
 * 2. The browser posts the token into the provider's hosted card page in a frame (CARD_PAYMENT_PAGE_URL); the
 *    person types the card there, never into the portal.
 * 3. The hosted page tells the portal window the outcome by postMessage (cardFrameMessageSchema of the
 *    contract); the browser passes the transaction response on to the portal's server.
 * 4. The server never takes the browser's word: it asks the provider for its own record of that transaction
 *    (verifyTransaction) and acts only on an approved one it has not acted on before (capture).
 * 5. A payment whose browser never came back (tab closed, network lost, server restarted between Pay and the
 *    completion) is found by the server itself: the reconciliation job asks the provider for approved
 *    transactions it has neither captured nor voided (findUnsettled, a provider's transaction search) and
 *    applies each one, or voids it (voidTransaction) when the purchase can no longer be made. A provider that
 *    notifies server to server instead can call the same settlement for the transaction it names
 *    (findTransaction).
 *
 * The embedded default is the test gateway (./test-gateway.ts) with its hosted page served by this server
 * (modules/cardGateway). A real provider implements this interface and is chosen by CARD_GATEWAY.
 */

/** What a card payment is for; the reconciliation settles every one of them. */
export const CARD_PURPOSES = ['ESCROW_DEPOSIT', 'PREAUTHORIZATION', 'EFILE'] as const;
export type CardPurpose = (typeof CARD_PURPOSES)[number];

export type CardTokenRequest = {
  purpose: CardPurpose;
  userId: number;
  accountId: number | null;
  /** What the portal receives (a deposit, a preauthorization limit). */
  amount: Cents;
  /** The card surcharge on top (0 when none); the card is charged amount + surcharge. */
  surcharge: Cents;
};

export type IssuedCardToken = { token: string; total: Cents; expiresAt: Date };

/** The provider's own record of a transaction, joined with the token it was made for. */
export type GatewayTransaction = {
  transactionId: string;
  token: string;
  purpose: CardPurpose;
  userId: number;
  accountId: number | null;
  approved: boolean;
  message: string;
  cardLast4: string;
  /** What the card was charged (the token's total). */
  charged: Cents;
  /** The token's amount and surcharge (charged = amount + surcharge). */
  amount: Cents;
  surcharge: Cents;
  /** The portal has acted on it already (credited the deposit, accepted the preauthorization). */
  captured: boolean;
  /** The portal had it voided (the card is not charged), and why (a sentence for the payer). */
  voided: boolean;
  voidReason: string | null;
  createdAt: Date;
};

export interface CardGateway {
  /** For logs and the README: `test`, or the provider's name. */
  readonly name: string;
  /** A short-lived, single-use token for the hosted card page. */
  issueToken(request: CardTokenRequest, db?: DbOrTx): Promise<IssuedCardToken>;
  /**
   * The provider's record of the transaction the browser reported, or null when the provider does not know
   * that transaction for that token (an invented or altered response).
   */
  verifyTransaction(
    reported: { transactionId: string; token: string },
    db?: DbOrTx,
  ): Promise<GatewayTransaction | null>;
  /**
   * Marks an approved transaction as acted on, once: true the first time, false when it was captured already
   * (or is not an approved transaction). Runs in the caller's database transaction, so a rollback undoes it.
   */
  capture(transactionId: string, db: DbOrTx): Promise<boolean>;
  /** The provider's record of a transaction by its id alone (server to server: no token from a browser). */
  findTransaction(transactionId: string, db?: DbOrTx): Promise<GatewayTransaction | null>;
  /**
   * Approved transactions for these purposes that the portal has neither captured nor voided and that are older
   * than `olderThanMinutes`, oldest first (at most `limit`).
   */
  findUnsettled(
    query: { purposes: CardPurpose[]; olderThanMinutes: number; limit: number },
    db?: DbOrTx,
  ): Promise<GatewayTransaction[]>;
  /**
   * Voids an approved transaction the portal has not captured (the cardholder is not charged), once: true the
   * first time, false when it was captured or voided already. Runs in the caller's database transaction, so it
   * and capture exclude each other.
   */
  voidTransaction(transactionId: string, reason: string, db: DbOrTx): Promise<boolean>;
}
