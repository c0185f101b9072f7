import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardGatewayTokens, cardGatewayTransactions } from '../../db/schema';
import { centsFromText, centsToText, type Cents } from '../../lib/cents';
import { randomToken } from '../../lib/tokens';
import type {
  CardGateway,
  CardPurpose,
  CardTokenRequest,
  GatewayTransaction,
  IssuedCardToken,
} from './types';

/*
 * The built-in test gateway: it keeps its records in card_gateway_tokens and card_gateway_transactions and
 * serves its hosted card page from this server (modules/cardGateway/routes.ts). It never sees a real card and
 * moves no real money: the test card numbers below decide the outcome.
 */

export const TEST_CARDS = {
  /** Approves. */
  approve: '4111111111111111',
  /** Declines ("The card was declined."). */
  decline: '4000000000000002',
} as const;

export const TOKEN_LIFETIME_MINUTES = 15;

export const TEST_GATEWAY_MESSAGES = {
  approved: 'Approved.',
  declined: 'The card was declined.',
  notATestCard: 'Use a test card number.',
  cardNumber: 'Enter the card number (13 to 19 digits).',
  expiryFormat: 'Enter the expiry as MM/YY.',
  expired: 'This card has expired.',
  cvv: 'Enter the 3- or 4-digit CVV.',
  tokenGone: 'This payment page has expired or has been used. Close it and start again.',
} as const;

export type TokenRecord = {
  token: string;
  purpose: CardPurpose;
  userId: number;
  accountId: number | null;
  amount: Cents;
  surcharge: Cents;
  total: Cents;
  status: 'ISSUED' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED' | 'VOIDED';
  expired: boolean;
};

export type CardEntry = { cardNumber: string; expiry: string; cvv: string };

export type PayOutcome =
  /** The token is unknown, expired or used: nothing recorded. */
  | { kind: 'tokenGone' }
  /** The entry is not usable (format): the form again, with the message; the token stays open. */
  | { kind: 'invalid'; token: TokenRecord; message: string; field: keyof CardEntry }
  /** A transaction was recorded (approved or declined); the token is used up. */
  | {
      kind: 'recorded';
      transaction: {
        transactionId: string;
        token: string;
        approved: boolean;
        message: string;
        amount: Cents;
        cardLast4: string;
      };
    };

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Checks the form's format; answers the first problem, or null. `now` decides whether the card has expired. */
export function checkCardEntry(
  entry: CardEntry,
  now = new Date(),
): { field: keyof CardEntry; message: string } | null {
  const number = digitsOnly(entry.cardNumber);
  if (!/^\d{13,19}$/.test(number))
    return { field: 'cardNumber', message: TEST_GATEWAY_MESSAGES.cardNumber };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(entry.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    return { field: 'expiry', message: TEST_GATEWAY_MESSAGES.expiryFormat };
  const year = 2000 + Number(expiry[2]);
  // A card is good through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { field: 'expiry', message: TEST_GATEWAY_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(entry.cvv.trim()))
    return { field: 'cvv', message: TEST_GATEWAY_MESSAGES.cvv };
  return null;
}

/** What the test gateway answers for a well-formed card number. */
export function testCardOutcome(cardNumber: string): { approved: boolean; message: string } {
  const number = digitsOnly(cardNumber);
  if (number === TEST_CARDS.approve)
    return { approved: true, message: TEST_GATEWAY_MESSAGES.approved };
  if (number === TEST_CARDS.decline)
    return { approved: false, message: TEST_GATEWAY_MESSAGES.declined };
  return { approved: false, message: TEST_GATEWAY_MESSAGES.notATestCard };
}

export class TestCardGateway implements CardGateway {
  readonly name = 'test';

  constructor(private readonly db: DbOrTx) {}

  async issueToken(request: CardTokenRequest, db: DbOrTx = this.db): Promise<IssuedCardToken> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new Error(`a card token needs a positive amount, not ${request.amount}`);
    if (!Number.isSafeInteger(request.surcharge) || request.surcharge < 0)
      throw new Error(`bad surcharge ${request.surcharge}`);
    const total = request.amount + request.surcharge;
    const [row] = await db
      .insert(cardGatewayTokens)
      .values({
        token: randomToken(),
        purpose: request.purpose,
        userId: request.userId,
        accountId: request.accountId,
        amount: centsToText(request.amount),
        surcharge: centsToText(request.surcharge),
        total: centsToText(total),
        expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES}::int)`,
      })
      .returning({ token: cardGatewayTokens.token, expiresAt: cardGatewayTokens.expiresAt });
    return { token: row.token, total, expiresAt: row.expiresAt };
  }

  /** The token as the hosted page shows it; null when unknown. */
  async findToken(token: string, db: DbOrTx = this.db): Promise<TokenRecord | null> {
    const [row] = await db
      .select({
        token: cardGatewayTokens.token,
        purpose: cardGatewayTokens.purpose,
        userId: cardGatewayTokens.userId,
        accountId: cardGatewayTokens.accountId,
        amount: cardGatewayTokens.amount,
        surcharge: cardGatewayTokens.surcharge,
        total: cardGatewayTokens.total,
        status: cardGatewayTokens.status,
        expired: sql<boolean>`${cardGatewayTokens.expiresAt} <= now()`,
      })
      .from(cardGatewayTokens)
      .where(eq(cardGatewayTokens.token, token));
    if (!row) return null;
    return {
      ...row,
      amount: centsFromText(row.amount),
      surcharge: centsFromText(row.surcharge),
      total: centsFromText(row.total),
    };
  }

  /** A token the hosted page may still take a card for: issued, not used, not expired. */
  async openToken(token: string, db: DbOrTx = this.db): Promise<TokenRecord | null> {
    const record = await this.findToken(token, db);
    return record && record.status === 'ISSUED' && !record.expired ? record : null;
  }

  /**
   * The hosted page's Pay: checks the entry, then uses the token up and records the transaction, both in one
   * database transaction (two payments on one token cannot both pass).
   */
  async pay(token: string, entry: CardEntry, db: DbOrTx = this.db): Promise<PayOutcome> {
    const open = await this.openToken(token, db);
    if (!open) return { kind: 'tokenGone' };
    const problem = checkCardEntry(entry);
    if (problem) return { kind: 'invalid', token: open, ...problem };
    const { approved, message } = testCardOutcome(entry.cardNumber);
    const cardLast4 = digitsOnly(entry.cardNumber).slice(-4);
    return db.transaction(async (tx) => {
      const [used] = await tx
        .update(cardGatewayTokens)
        .set({ status: approved ? 'APPROVED' : 'DECLINED' })
        .where(
          and(
            eq(cardGatewayTokens.token, token),
            eq(cardGatewayTokens.status, 'ISSUED'),
            gt(cardGatewayTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ total: cardGatewayTokens.total });
      if (!used) return { kind: 'tokenGone' } as const;
      const transactionId = `tgw_${randomBytes(12).toString('hex')}`;
      await tx
        .insert(cardGatewayTransactions)
        .values({ id: transactionId, token, approved, amount: used.total, cardLast4, message });
      return {
        kind: 'recorded',
        transaction: {
          transactionId,
          token,
          approved,
          message,
          amount: centsFromText(used.total),
          cardLast4,
        },
      } as const;
    });
  }

  /** The hosted page's Cancel: the token can no longer be paid. */
  async cancel(token: string, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(cardGatewayTokens)
      .set({ status: 'CANCELLED' })
      .where(and(eq(cardGatewayTokens.token, token), eq(cardGatewayTokens.status, 'ISSUED')));
  }

  /** Transactions joined with their tokens, as the portal sees them. */
  private async transactions(
    db: DbOrTx,
    where: SQL,
    limit?: number,
  ): Promise<GatewayTransaction[]> {
    const query = db
      .select({
        transactionId: cardGatewayTransactions.id,
        token: cardGatewayTransactions.token,
        approved: cardGatewayTransactions.approved,
        message: cardGatewayTransactions.message,
        cardLast4: cardGatewayTransactions.cardLast4,
        charged: cardGatewayTransactions.amount,
        consumedAt: cardGatewayTransactions.consumedAt,
        voidedAt: cardGatewayTransactions.voidedAt,
        voidReason: cardGatewayTransactions.voidReason,
        createdAt: cardGatewayTransactions.createdAt,
        purpose: cardGatewayTokens.purpose,
        userId: cardGatewayTokens.userId,
        accountId: cardGatewayTokens.accountId,
        amount: cardGatewayTokens.amount,
        surcharge: cardGatewayTokens.surcharge,
      })
      .from(cardGatewayTransactions)
      .innerJoin(cardGatewayTokens, eq(cardGatewayTokens.token, cardGatewayTransactions.token))
      .where(where)
      .orderBy(asc(cardGatewayTransactions.createdAt), asc(cardGatewayTransactions.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(({ consumedAt, voidedAt, ...row }) => ({
      ...row,
      charged: centsFromText(row.charged),
      amount: centsFromText(row.amount),
      surcharge: centsFromText(row.surcharge),
      captured: consumedAt !== null,
      voided: voidedAt !== null,
    }));
  }

  async verifyTransaction(
    reported: { transactionId: string; token: string },
    db: DbOrTx = this.db,
  ): Promise<GatewayTransaction | null> {
    const [transaction] = await this.transactions(
      db,
      eq(cardGatewayTransactions.id, reported.transactionId),
    );
    // The transaction must exist and belong to the token the browser names: a response stitched together from
    // one payment's id and another's token is not one this gateway made.
    if (!transaction || transaction.token !== reported.token) return null;
    return transaction;
  }

  async findTransaction(
    transactionId: string,
    db: DbOrTx = this.db,
  ): Promise<GatewayTransaction | null> {
    const [transaction] = await this.transactions(
      db,
      eq(cardGatewayTransactions.id, transactionId),
    );
    return transaction ?? null;
  }

  async findUnsettled(
    query: { purposes: CardPurpose[]; olderThanMinutes: number; limit: number },
    db: DbOrTx = this.db,
  ): Promise<GatewayTransaction[]> {
    if (query.purposes.length === 0) return [];
    return this.transactions(
      db,
      and(
        eq(cardGatewayTransactions.approved, true),
        isNull(cardGatewayTransactions.consumedAt),
        isNull(cardGatewayTransactions.voidedAt),
        inArray(cardGatewayTokens.purpose, query.purposes),
        lte(
          cardGatewayTransactions.createdAt,
          sql`now() - make_interval(secs => ${query.olderThanMinutes * 60}::float8)`,
        ),
      )!,
      query.limit,
    );
  }

  /** Approved, neither captured nor voided: what capture and void both require (and take away). */
  private readonly unsettled = (transactionId: string) =>
    and(
      eq(cardGatewayTransactions.id, transactionId),
      eq(cardGatewayTransactions.approved, true),
      isNull(cardGatewayTransactions.consumedAt),
      isNull(cardGatewayTransactions.voidedAt),
    );

  async capture(transactionId: string, db: DbOrTx): Promise<boolean> {
    const [captured] = await db
      .update(cardGatewayTransactions)
      .set({ consumedAt: sql`now()` })
      .where(this.unsettled(transactionId))
      .returning({ token: cardGatewayTransactions.token });
    if (!captured) return false;
    await db
      .update(cardGatewayTokens)
      .set({ status: 'COMPLETED' })
      .where(eq(cardGatewayTokens.token, captured.token));
    return true;
  }

  async voidTransaction(transactionId: string, reason: string, db: DbOrTx): Promise<boolean> {
    const [voided] = await db
      .update(cardGatewayTransactions)
      .set({ voidedAt: sql`now()`, voidReason: reason })
      .where(this.unsettled(transactionId))
      .returning({ token: cardGatewayTransactions.token });
    if (!voided) return false;
    await db
      .update(cardGatewayTokens)
      .set({ status: 'VOIDED' })
      .where(eq(cardGatewayTokens.token, voided.token));
    return true;
  }
}
