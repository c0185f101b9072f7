import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cardPreauthorizations, transactionLog } from '../../db/schema';
import { centsFromText, centsToText, formatCents, type Cents } from '../../lib/cents';
import { SETTLEMENT_TEXTS } from '../cardGateway/settlement-texts';
import type { CardPaymentApplier } from '../cardGateway/settlement';
import { recordSurcharge } from '../ledger/service';

/** How long an accepted preauthorization can be charged (a working day and then some). */
export const PREAUTHORIZATION_HOURS = 12;

/*
 * Settling a card preauthorization (what image purchases and pay-per-search charges draw on). The payer's
 * browser reports it (creditcard/authorizationResponse): it is captured and becomes an open preauthorization
 * (card_preauthorizations) in one transaction. When that report never comes (tab closed, server stopped), the
 * reconciliation settles it: it is captured when purchases were charged to it, and otherwise voided, since
 * nothing can have been bought with a preauthorization the portal never accepted. Either way the card is not
 * left held.
 */

/** What was charged to a preauthorization (ledger CHARGE rows whose reference is its gateway transaction). */
async function boughtWith(tx: Tx, transactionId: string): Promise<Cents> {
  const [{ used }] = await tx
    .select({ used: sql<string>`coalesce(sum(${transactionLog.amount}), 0)::text` })
    .from(transactionLog)
    .where(and(eq(transactionLog.reference, transactionId), eq(transactionLog.type, 'CHARGE')));
  return centsFromText(used);
}

/** The applier, settling what its browser did not report only after `settleAfterMinutes`. */
export function preauthorizationApplier(settleAfterMinutes: number): CardPaymentApplier {
  return {
    purpose: 'PREAUTHORIZATION',
    settleAfterMinutes,
    async refusal(tx, transaction, by) {
      if (by.via === 'browser') return null;
      return (await boughtWith(tx, transaction.transactionId)) > 0
        ? null
        : SETTLEMENT_TEXTS.voidAuthorizationAbandoned;
    },
    async apply(tx, transaction, payer) {
      await tx
        .insert(cardPreauthorizations)
        .values({
          transactionId: transaction.transactionId,
          userId: transaction.userId,
          accountId: transaction.accountId,
          amount: centsToText(transaction.amount),
          expiresAt: new Date(transaction.createdAt.getTime() + PREAUTHORIZATION_HOURS * 3_600_000),
        })
        .onConflictDoNothing();
      // The card surcharge paid with it (creditcard/authorize adds it): its own ledger line, once per payment.
      if (transaction.surcharge > 0) {
        const card = transaction.cardLast4 ? ` (card ending ${transaction.cardLast4})` : '';
        await recordSurcharge(tx, {
          accountId: transaction.accountId,
          actor: { userId: payer.id, username: payer.username },
          description: `Credit card surcharge on preauthorization${card}`,
          paymentMethod: 'CREDIT_CARD',
          reference: transaction.transactionId,
          idempotencyKey: transaction.transactionId,
          amount: transaction.surcharge,
        });
      }
      return SETTLEMENT_TEXTS.preauthorizationKept(formatCents(transaction.amount));
    },
  };
}
