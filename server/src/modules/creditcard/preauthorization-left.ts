import type { Role } from '@lrp/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardPreauthorizations, transactionLog, type AccountRow } from '../../db/schema';
import { centsFromText, formatCents, type Cents } from '../../lib/cents';

/*
 * What is left of a card payer's preauthorization: what an image order may still charge to it (imaging/orders.ts
 * prices against it) and what the header shows a card user (currentUser: the session's user and usageBalance).
 */

/** What is left of the user's newest open card preauthorization, or null without one. */
export async function preauthorizationLeft(db: DbOrTx, userId: number): Promise<Cents | null> {
  const [open] = await db
    .select({
      transactionId: cardPreauthorizations.transactionId,
      amount: cardPreauthorizations.amount,
    })
    .from(cardPreauthorizations)
    .where(
      and(
        eq(cardPreauthorizations.userId, userId),
        gt(cardPreauthorizations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(cardPreauthorizations.createdAt))
    .limit(1);
  if (!open) return null;
  const [{ used }] = await db
    .select({ used: sql<string>`coalesce(sum(${transactionLog.amount}), 0)::text` })
    .from(transactionLog)
    .where(
      and(eq(transactionLog.reference, open.transactionId), eq(transactionLog.type, 'CHARGE')),
    );
  return centsFromText(open.amount) - centsFromText(used);
}

/**
 * The header's "card preauthorization left" ('$12.50'): for the users the header shows a balance to (USER and
 * ACCOUNT) who pay by card (no account, or an a la carte account paying by card, as image orders price them), with
 * an open preauthorization; null otherwise. Never below $0.00.
 */
export async function preauthorizationLeftOf(
  db: DbOrTx,
  user: { id: number; role: Role },
  account: Pick<AccountRow, 'accountType' | 'paymentMethod'> | null,
): Promise<string | null> {
  if (user.role !== 'USER' && user.role !== 'ACCOUNT') return null;
  const paysByCard =
    !account || (account.accountType !== 'FLAT_FEE' && account.paymentMethod === 'CREDIT_CARD');
  if (!paysByCard) return null;
  const left = await preauthorizationLeft(db, user.id);
  return left === null ? null : formatCents(Math.max(left, 0));
}
