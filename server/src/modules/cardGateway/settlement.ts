import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import {
  CARD_PURPOSES,
  cardGatewayOf,
  type CardGateway,
  type CardPurpose,
  type GatewayTransaction,
} from '../../gateways/card';
import { mailGatewayFor } from '../../gateways/mail';
import { cardPaymentAppliedMail, cardPaymentVoidedMail } from '../../gateways/mail-messages';
import { every } from '../../jobs/schedules';
import { formatCents } from '../../lib/cents';
import { SETTLEMENT_TEXTS } from './settlement-texts';
import { globalPlugin } from '../../lib/global-plugin';
import { writeAudit } from '../audit/repository';

/*
 * Settling an approved card payment: apply it (credit the deposit, deliver the purchase) or void it when the
 * purchase can no longer be made, exactly once, whoever gets there first: the browser's completion call or the
 * reconciliation job that finds payments whose browser never came back. Each purpose registers an applier; the
 * settlement takes the gateway's record (capture or void, which exclude each other) in the same database
 * transaction as the applier's ledger call, whose idempotency key is the gateway transaction id.
 *
 * The reconciliation covers every purpose a card can pay for, so no approved payment is left holding a card: a
 * purpose nothing in the portal delivers is voided.
 */

/** The person who paid, as an applier and the payer's mail need them. */
export type Payer = Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;

export type CardPaymentApplier = {
  purpose: CardPurpose;
  /**
   * The server settles this purpose's payments only once they are this many minutes old, whatever age the
   * reconciliation asks for (0 at start-up): for a purpose it voids when nobody completed it, so that a browser
   * still completing a payment is not beaten to it. Absent: any age the reconciliation asks for.
   */
  settleAfterMinutes?: number;
  /**
   * Why the purchase can no longer be made (it is then voided), or null; read inside the settling transaction.
   * `by` tells the payer's own completion from the server's settlement of a payment nobody completed.
   */
  refusal(tx: Tx, transaction: GatewayTransaction, by: SettledBy): Promise<string | null>;
  /**
   * Applies a payment the settlement has just captured, in the same transaction, through the ledger with the
   * gateway transaction id as idempotency key; answers what was applied, for the payer's mail ("$50.00 was
   * added to the escrow balance of ...").
   */
  apply(tx: Tx, transaction: GatewayTransaction, payer: Payer): Promise<string>;
};

export type Settlement =
  | { kind: 'applied'; applied: string }
  | { kind: 'voided'; reason: string }
  /** Someone settled it first (a concurrent completion, the job), or it is not an approved payment. */
  | { kind: 'settledBefore' };

/** Who is settling: the payer's browser, or the server on the payer's behalf (audited, and the payer is told). */
export type SettledBy = { via: 'browser' | 'server'; clientAddress?: string | null };

export class CardPayments {
  private readonly appliers = new Map<CardPurpose, CardPaymentApplier>();

  constructor(private readonly app: FastifyInstance) {}

  /** A purpose's applier (escrow deposits, card preauthorizations). */
  register(applier: CardPaymentApplier): void {
    if (this.appliers.has(applier.purpose))
      throw new Error(`a card payment applier for ${applier.purpose} is registered twice`);
    this.appliers.set(applier.purpose, applier);
  }

  /** The applier of a purpose; a purpose without one is voided: nothing would deliver what it paid for. */
  private applierOf(purpose: CardPurpose): CardPaymentApplier {
    return (
      this.appliers.get(purpose) ?? {
        purpose,
        settleAfterMinutes: this.app.config.paymentReconcileMinutes,
        refusal: async () => SETTLEMENT_TEXTS.voidNothingToDeliver,
        apply: async () => {
          throw new Error(`no card payment applier for ${purpose}`);
        },
      }
    );
  }

  /** Applies or voids one approved payment, once. The server's settlements are audited and mailed to the payer. */
  async settle(
    gateway: CardGateway,
    transaction: GatewayTransaction,
    by: SettledBy,
  ): Promise<Settlement> {
    const applier = this.applierOf(transaction.purpose);
    const { db } = this.app;
    const outcome = await db.transaction(
      async (tx: Tx): Promise<{ settlement: Settlement; payer: Payer }> => {
        const [payer] = await tx
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(eq(users.id, transaction.userId));
        // A user's tokens and transactions go with the user, so a payment always has its payer.
        if (!payer) throw new Error(`card transaction ${transaction.transactionId} has no payer`);
        const refusal = await applier.refusal(tx, transaction, by);
        if (refusal) {
          // Voiding first holds the gateway record until this transaction ends, as capturing does below.
          if (!(await gateway.voidTransaction(transaction.transactionId, refusal, tx)))
            return { settlement: { kind: 'settledBefore' }, payer };
          await this.audit(tx, 'CARD_PAYMENT_VOIDED', transaction, payer, by, { reason: refusal });
          return { settlement: { kind: 'voided', reason: refusal }, payer };
        }
        if (!(await gateway.capture(transaction.transactionId, tx)))
          return { settlement: { kind: 'settledBefore' }, payer };
        const applied = await applier.apply(tx, transaction, payer);
        if (by.via === 'server')
          await this.audit(tx, 'CARD_PAYMENT_APPLIED', transaction, payer, by, { applied });
        return { settlement: { kind: 'applied', applied }, payer };
      },
    );
    const { settlement, payer } = outcome;
    const tellPayer =
      settlement.kind === 'voided' || (settlement.kind === 'applied' && by.via === 'server');
    if (tellPayer && payer.email) await this.mailPayer(payer, transaction, settlement);
    return settlement;
  }

  /**
   * The reconciliation: every approved payment, whatever it paid for, that nobody settled within
   * `olderThanMinutes` (or its applier's settleAfterMinutes, when longer) is settled by the server now. Answers
   * how many were applied and voided.
   */
  async reconcile(olderThanMinutes: number): Promise<{ applied: number; voided: number }> {
    const gateway = cardGatewayOf(this.app);
    const tally = { applied: 0, voided: 0 };
    if (!gateway) return tally;
    for (const purpose of CARD_PURPOSES) {
      const age = Math.max(olderThanMinutes, this.applierOf(purpose).settleAfterMinutes ?? 0);
      await this.reconcilePurpose(gateway, purpose, age, tally);
    }
    return tally;
  }

  private async reconcilePurpose(
    gateway: CardGateway,
    purpose: CardPurpose,
    olderThanMinutes: number,
    tally: { applied: number; voided: number },
  ): Promise<void> {
    for (;;) {
      const due = await gateway.findUnsettled({ purposes: [purpose], olderThanMinutes, limit: 50 });
      for (const transaction of due) {
        const settled = await this.settle(gateway, transaction, { via: 'server' });
        if (settled.kind === 'applied') tally.applied += 1;
        if (settled.kind === 'voided') tally.voided += 1;
        if (settled.kind !== 'settledBefore') {
          this.app.log.warn(
            {
              transactionId: transaction.transactionId,
              purpose: transaction.purpose,
              userId: transaction.userId,
              settled: settled.kind,
            },
            'card payment settled by the server: its browser never completed it',
          );
        }
      }
      if (due.length < 50) return;
    }
  }

  private async audit(
    tx: Tx,
    type: 'CARD_PAYMENT_APPLIED' | 'CARD_PAYMENT_VOIDED',
    transaction: GatewayTransaction,
    payer: Payer | null,
    by: SettledBy,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await writeAudit(tx, {
      type,
      userId: transaction.userId,
      username: payer?.username ?? null,
      clientAddress: by.clientAddress ?? null,
      detail: {
        transactionId: transaction.transactionId,
        purpose: transaction.purpose,
        accountId: transaction.accountId,
        charged: formatCents(transaction.charged),
        via: by.via,
        ...detail,
      },
    });
  }

  private async mailPayer(
    payer: Payer,
    transaction: GatewayTransaction,
    settlement: Settlement,
  ): Promise<void> {
    const county = await this.app.countyConfig.get('common');
    const common = {
      to: payer.email!,
      fullName: `${payer.firstName} ${payer.lastName}`.trim(),
      charged: formatCents(transaction.charged),
      cardLast4: transaction.cardLast4,
    };
    const mail =
      settlement.kind === 'voided'
        ? cardPaymentVoidedMail(county, { ...common, reason: settlement.reason })
        : cardPaymentAppliedMail(county, {
            ...common,
            what: settlement.kind === 'applied' ? settlement.applied : '',
          });
    try {
      await mailGatewayFor(this.app).send(mail);
    } catch (err) {
      // The money is settled either way; a lost notice must not undo or repeat it.
      this.app.log.error(
        { err, transactionId: transaction.transactionId },
        'could not write the card payment notice',
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payment settlement: appliers per purpose, and the reconciliation job. */
    cardPayments: CardPayments;
  }
}

const MINUTE_MS = 60_000;

/**
 * `payments.reconcile`, every minute on one instance: settles approved payments older than
 * PAYMENT_RECONCILE_MINUTES (server.ts also runs it once at start, for payments of any age).
 */
export const cardPaymentsPlugin = globalPlugin('card-payments', async (app: FastifyInstance) => {
  const payments = new CardPayments(app);
  app.decorate('cardPayments', payments);
  app.jobs.schedule('payments.reconcile', every(MINUTE_MS), {
    run: async (_payload, { log }) => {
      const tally = await payments.reconcile(app.config.paymentReconcileMinutes);
      if (tally.applied || tally.voided) log.info(tally, 'card payments reconciled');
    },
  });
});
