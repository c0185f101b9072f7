import { depositAmountSchema, escrowSurcharge, type CardTransactionResponse } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow, UserRow } from '../../db/schema';
import type { CardGateway } from '../../gateways/card';
import { centsFromText, centsOf, centsToNumber, formatCents, type Cents } from '../../lib/cents';
import { MONEY_MESSAGES, ruleWords } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { SETTLEMENT_TEXTS } from '../cardGateway/settlement-texts';
import type { CardPaymentApplier } from '../cardGateway/settlement';
import { answerRefusedCard, verifyCardResponse } from '../cardGateway/verify';
import { findAccount, usageBalanceOf } from '../currentUser/service';
import { deposit, findEntryByKey } from '../ledger/service';

/*
 * Escrow recharge by card (spec 1 §4 "Escrow recharge"): initiate checks the amount against the county's
 * limits, adds the surcharge and asks the gateway for an ESCROW_DEPOSIT token for the total; complete believes
 * only the gateway's record of the payment and credits the deposit (not the surcharge) once.
 *
 * Refusals are 400 (402 for a card that did not pay), never 403: the portal treats a 403 as "sign in again".
 */

/** The signed-in account administrator's account, if it may add money by card. */
async function depositAccount(app: FastifyInstance, user: UserRow): Promise<AccountRow> {
  const account = await findAccount(app.db, user.accountId);
  if (!account) throw new ApiError(400, MONEY_MESSAGES.noAccount);
  if (account.status !== 'A') throw new ApiError(400, MONEY_MESSAGES.accountInactive);
  if (account.paymentMethod !== 'ESCROW') throw new ApiError(400, MONEY_MESSAGES.depositNotEscrow);
  return account;
}

export type InitiatedDeposit = { token: string; amount: Cents; surcharge: Cents; total: Cents };

export async function initiateDeposit(
  app: FastifyInstance,
  gateway: CardGateway,
  user: UserRow,
  requested: number,
): Promise<InitiatedDeposit> {
  const account = await depositAccount(app, user);
  const escrow = await app.countyConfig.get('escrow');
  if (!escrow.reloadByCreditCard) throw new ApiError(400, MONEY_MESSAGES.depositNotOffered);
  const checked = depositAmountSchema(escrow).safeParse(requested);
  if (!checked.success) {
    throw fieldError('amount', ruleWords(checked.error.issues[0].message));
  }
  const { surcharge } = escrowSurcharge(checked.data, escrow);
  const amount = centsOf(checked.data);
  const surchargeCents = centsOf(surcharge);
  const issued = await gateway.issueToken({
    purpose: 'ESCROW_DEPOSIT',
    userId: user.id,
    accountId: account.id,
    amount,
    surcharge: surchargeCents,
  });
  return { token: issued.token, amount, surcharge: surchargeCents, total: issued.total };
}

export type CompletedDeposit = { usageBalance: string | null; deposited: number };

async function answer(
  app: FastifyInstance,
  user: UserRow,
  deposited: Cents,
): Promise<CompletedDeposit> {
  const [account, flatFee] = await Promise.all([
    findAccount(app.db, user.accountId),
    app.countyConfig.get('flatFee'),
  ]);
  return {
    usageBalance: usageBalanceOf(user.role, account, flatFee),
    deposited: centsToNumber(deposited),
  };
}

/** A completion retried after it succeeded: the first credit, found by its idempotency key. */
async function earlierCompletion(
  app: FastifyInstance,
  user: UserRow,
  transactionId: string,
): Promise<CompletedDeposit | null> {
  const entry = await findEntryByKey(app.db, transactionId);
  if (!entry || entry.type !== 'DEPOSIT' || entry.userId !== user.id) return null;
  return answer(app, user, centsFromText(entry.amount));
}

/**
 * Settles escrow deposits (the browser's completeDeposit and the reconciliation job alike): a DEPOSIT of the
 * amount and a SURCHARGE row, keyed by the gateway transaction id; voided when the account can no longer take
 * the deposit.
 */
export const escrowDepositApplier: CardPaymentApplier = {
  purpose: 'ESCROW_DEPOSIT',
  async refusal(tx, transaction) {
    const account = await findAccount(tx, transaction.accountId);
    if (!account) return SETTLEMENT_TEXTS.voidAccountGone;
    if (account.status !== 'A') return SETTLEMENT_TEXTS.voidAccountInactive;
    if (account.paymentMethod !== 'ESCROW') return SETTLEMENT_TEXTS.voidNotEscrow;
    return null;
  },
  async apply(tx, t, payer) {
    const card = t.cardLast4 ? ` (card ending ${t.cardLast4})` : '';
    const moved = await deposit(tx, {
      accountId: t.accountId!,
      actor: { userId: payer.id, username: payer.username },
      description: `Escrow deposit by credit card${card}`,
      paymentMethod: 'CREDIT_CARD',
      reference: t.transactionId,
      idempotencyKey: t.transactionId,
      amount: t.amount,
      surcharge: {
        amount: t.surcharge,
        description: `Credit card surcharge on escrow deposit${card}`,
      },
    });
    const account = await findAccount(tx, t.accountId);
    return SETTLEMENT_TEXTS.depositApplied(formatCents(moved.amount), account!.name);
  },
};

export async function completeDeposit(
  app: FastifyInstance,
  gateway: CardGateway,
  user: UserRow,
  response: CardTransactionResponse,
): Promise<CompletedDeposit> {
  const verified = await verifyCardResponse(gateway, response, {
    userId: user.id,
    purpose: 'ESCROW_DEPOSIT',
  });
  if (!verified.ok)
    return answerRefusedCard(
      app.log,
      verified,
      {
        userId: user.id,
        transactionId: response.transactionId,
        what: 'escrow deposit card response refused',
      },
      () => earlierCompletion(app, user, response.transactionId),
    );

  const t = verified.transaction;
  if (t.accountId === null) throw new ApiError(402, MONEY_MESSAGES.cardNotVerified);
  const settled = await app.cardPayments.settle(gateway, t, { via: 'browser' });
  if (settled.kind === 'applied') return answer(app, user, t.amount);
  if (settled.kind === 'voided')
    throw new ApiError(402, MONEY_MESSAGES.cardPaymentVoided({ reason: settled.reason }));
  // A concurrent completion, or the reconciliation job, settled it first: answer what it did.
  const earlier = await earlierCompletion(app, user, t.transactionId);
  if (earlier) return earlier;
  const now = await gateway.findTransaction(t.transactionId);
  if (now?.voided)
    throw new ApiError(402, MONEY_MESSAGES.cardPaymentVoided({ reason: now.voidReason ?? '' }));
  throw new ApiError(402, MONEY_MESSAGES.cardAlreadyUsed);
}
