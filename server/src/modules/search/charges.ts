import {
  COUNTY_STAFF_ROLES,
  RATE_NAMES,
  rateFor,
  type CodeDescription,
  type RateName,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AccountRow, UserRow } from '../../db/schema';
import { centsOf, centsToNumber, formatCents } from '../../lib/cents';
import { countyDate } from '../../lib/county-time';
import { formatUsd } from '../../lib/money';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { CountyConfigRepository, FullCountyConfig } from '../countyConfig/repository';
import {
  chargePreauthorized,
  charge as chargeEscrow,
  findEntryByKey,
  recordInvoicedCharge,
} from '../ledger/service';

/*
 * Pay-per-search (spec 2 §4, §6): who pays what for a search or a detail, and the charge through the ledger.
 *
 * - County staff, and flat-fee accounts (their monthly fee covers searching), pay nothing.
 * - A la carte accounts pay the county's a la carte price: ESCROW from the escrow balance (refused when it
 *   cannot pay), INVOICE on the next invoice.
 * - Card payers (CREDIT_CARD accounts, and anyone signed in without an account) pay the county's credit-card
 *   alternate price when it applies, from the card preauthorization they authorized; without one the answer is
 *   paymentNeeded, and when it cannot cover the price paymentNeededAgain: nothing is searched then. A price above
 *   the county's Max Amount Per Charge (creditCardExtra.maxAmount) is refused with a message.
 * - The same search (type and criteria) or the same detail is charged once per user per county day: paging,
 *   sorting, the background batches, the Print and a replay from Recent Searches that day cost nothing more.
 *   The ledger's idempotency key is that promise.
 */

/** What decides who pays: the account's type and payment method. */
type PayingAccount = Pick<AccountRow, 'id' | 'accountType' | 'paymentMethod'>;

export type Payer =
  | { kind: 'free' }
  | { kind: 'escrow' | 'invoice'; accountId: number }
  | { kind: 'card'; accountId: number | null };

export function payerOf(user: UserRow, account: PayingAccount | null): Payer {
  if (COUNTY_STAFF_ROLES.includes(user.role)) return { kind: 'free' };
  if (!account) return { kind: 'card', accountId: null };
  if (account.accountType === 'FLAT_FEE') return { kind: 'free' };
  if (account.paymentMethod === 'ESCROW') return { kind: 'escrow', accountId: account.id };
  if (account.paymentMethod === 'INVOICE') return { kind: 'invoice', accountId: account.id };
  return { kind: 'card', accountId: account.id };
}

export type FeeStructure = Pick<FullCountyConfig, 'aLaCarte' | 'creditCard'>;

/** What this payer pays for `name` (for several searches run as one, their sum), in cents. */
export function priceFor(
  fees: FeeStructure,
  payer: Payer,
  name: RateName | readonly RateName[],
): number {
  if (payer.kind === 'free') return 0;
  const names: readonly RateName[] = typeof name === 'string' ? [name] : name;
  return names.reduce((sum, n) => sum + centsOf(rateFor(n, fees, payer.kind === 'card')), 0);
}

/** currentUser.searchRates: every price this user pays that is not free ('$1.50'). */
export async function searchRatesFor(
  countyConfig: CountyConfigRepository,
  payer: Payer,
): Promise<CodeDescription[]> {
  if (payer.kind === 'free') return [];
  const [aLaCarte, creditCard] = await Promise.all([
    countyConfig.get('aLaCarte'),
    countyConfig.get('creditCard'),
  ]);
  return RATE_NAMES.map((name) => ({
    code: name,
    price: rateFor(name, { aLaCarte, creditCard }, payer.kind === 'card'),
  }))
    .filter((r) => r.price > 0)
    .map((r) => ({ code: r.code, description: formatUsd(r.price) }));
}

export type ChargeOutcome = { paymentNeeded: boolean; paymentNeededAgain: boolean; price: number };

export type ChargeRequest = {
  fees: FeeStructure;
  user: UserRow;
  account: PayingAccount | null;
  /** The rate charged; several (a chain of title runs a property search and a tax-lien search) are added up. */
  rateName: RateName | readonly RateName[];
  /** What is being bought ('search:searchByName:<hash>', 'documentDetails:42'); the day and user are added. */
  subject: string;
  /** The ledger row's description (worked out only when something is charged). */
  description: () => Promise<string>;
  /** Runs before the ledger is read or written, only when there is something to charge. */
  beforeCharging?: () => Promise<void>;
};

/** Charges a search or a detail once per user and county day; answers whether it may run. */
export async function chargeOnce(
  app: FastifyInstance,
  db: DbOrTx,
  request: ChargeRequest,
): Promise<ChargeOutcome> {
  const payer = payerOf(request.user, request.account);
  const cents = priceFor(request.fees, payer, request.rateName);
  const price = centsToNumber(cents);
  const ok = { paymentNeeded: false, paymentNeededAgain: false, price };
  if (cents === 0 || payer.kind === 'free') return ok;
  if (payer.kind === 'card') {
    // A card is never charged more at once than the county's Max Amount Per Charge (the preauthorization).
    const max = centsOf((await app.countyConfig.get('creditCardExtra')).maxAmount);
    if (cents > max)
      throw new ApiError(
        400,
        SEARCH_SERVER_MESSAGES.overCardMaximum({
          price: formatCents(cents),
          max: formatCents(max),
        }),
      );
  }
  await request.beforeCharging?.();
  const day = countyDate(new Date(), app.config.countyTimeZone).toISOString().slice(0, 10);
  const idempotencyKey = `${request.subject}:user:${request.user.id}:${day}`;
  if (await findEntryByKey(db, idempotencyKey)) return ok;
  const movement = {
    actor: { userId: request.user.id, username: request.user.username },
    description: (await request.description()).slice(0, 200),
    idempotencyKey,
  };
  switch (payer.kind) {
    case 'escrow': {
      const result = await chargeEscrow(db, {
        ...movement,
        accountId: payer.accountId,
        amount: cents,
        paymentMethod: 'ESCROW',
      });
      if (result.status === 'insufficient') {
        throw new ApiError(
          402,
          SEARCH_SERVER_MESSAGES.insufficientBalance({
            balance: formatCents(result.balance),
            price: formatCents(cents),
          }),
        );
      }
      return ok;
    }
    case 'invoice':
      await recordInvoicedCharge(db, {
        ...movement,
        accountId: payer.accountId,
        amount: cents,
        paymentMethod: 'INVOICE',
      });
      return ok;
    case 'card': {
      const result = await chargePreauthorized(db, {
        ...movement,
        accountId: payer.accountId,
        userId: request.user.id,
        amount: cents,
      });
      if (result.status === 'none')
        return { paymentNeeded: true, paymentNeededAgain: false, price };
      if (result.status === 'exceeded')
        return { paymentNeeded: false, paymentNeededAgain: true, price };
      return ok;
    }
  }
}
