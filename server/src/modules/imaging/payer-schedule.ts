import type { CodedMessage } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow, UserRow } from '../../db/schema';
import { cardGatewayOf } from '../../gateways/card';
import { centsFromText, centsOf, formatCents, type Cents } from '../../lib/cents';
import { IMAGING_ORDER } from '../../messages';
import { preauthorizationLeft } from '../creditcard/preauthorization-left';
import { usageBalanceOf } from '../currentUser/service';
import { UNLIMITED_IMAGES } from '../ledger/service';
import type { Coded, ScheduleFigures } from './fee-schedule';
import { onePeriod } from './one-period';
import { escrowShortfall, imagesShortfall } from './shortfall';

/*
 * The payer's part of a fee schedule, for one download (orders.ts) and for the cart (cart.ts) alike: how the
 * charge is paid, the balance before and after, what it is short of and who can add it, and the add-on a single
 * download offers (the cart offers none: money is added, or a card preauthorized, first).
 *
 * A card payer's purchase can never be more than the county's Max Amount Per Charge (creditCardExtra.maxAmount,
 * the preauthorization amount): such a purchase is refused here with its own message, and by the pay call.
 */

export type PayerKind = 'free' | 'escrow' | 'invoice' | 'card' | 'flatFee';

const C = IMAGING_ORDER;
const imageCount = (n: number): CodedMessage => (n === 1 ? C.oneImage : C.images({ n }));

/** The refusal of a card purchase above the county's Max Amount Per Charge, or null when it is within it. */
export async function overCardMaximum(
  app: FastifyInstance,
  total: Cents,
): Promise<CodedMessage | null> {
  const { maxAmount } = await app.countyConfig.get('creditCardExtra');
  const max = centsOf(maxAmount);
  return total > max
    ? C.overCardMaximum({ amount: formatCents(total), max: formatCents(max) })
    : null;
}

export async function payerSchedule(
  app: FastifyInstance,
  input: {
    user: UserRow;
    payer: PayerKind;
    account: AccountRow | null;
    /** What the purchase costs (0 for free payers). */
    total: Cents;
    /** The images a flat-fee payer spends. */
    newImages: number;
    /** The purchase's first sentence ("3 pages selected for download."). */
    selected: CodedMessage;
    /** A single download offers the add-ons (escrow, flat-fee images); the cart does not. */
    offersAddOns: boolean;
    coded: Coded;
    figures: ScheduleFigures;
  },
): Promise<{ coded: Coded; figures: ScheduleFigures }> {
  const { user, payer, total, selected, offersAddOns } = input;
  let { coded, figures } = input;
  const account = input.account!;
  switch (payer) {
    case 'free':
      coded = { ...coded, purchaseMessage: [selected, C.freePurchase] };
      break;
    case 'invoice':
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.invoicePurchase({ account: account.name }))],
      };
      break;
    case 'escrow': {
      const escrow = await app.countyConfig.get('escrow');
      const balance = centsFromText(account.escrowBalance);
      const insufficient = balance < total;
      // Adding money is the account administrator's (escrowDeposit allows role ACCOUNT only, as the header does).
      const adminsMayAdd =
        account.status === 'A' && escrow.reloadByCreditCard && cardGatewayOf(app) !== null;
      const escrowAddOn = offersAddOns && user.role === 'ACCOUNT' && adminsMayAdd;
      // What the balance is short of and who can add it (shortfall.ts).
      const shortfall = await escrowShortfall(app.db, {
        user,
        account,
        balance,
        total,
        adminsMayAdd,
        limits: escrow,
      });
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.escrowPurchase({ account: account.name }))],
        insufficientBalanceMessage: insufficient ? C.insufficientEscrow : null,
        noPurchasingOptionsMessage:
          offersAddOns && insufficient && !escrowAddOn ? C.noPurchasingOptions : null,
      };
      figures = {
        ...figures,
        beginningBalance: formatCents(balance),
        endingBalance: formatCents(balance - total),
        insufficientBalance: insufficient,
        buyOptions: { flatFeeAddOn: false, escrowAddOn, creditCard: false },
        shortfall,
      };
      break;
    }
    case 'flatFee': {
      const remaining = account.imagesRemaining;
      const unlimited = remaining === UNLIMITED_IMAGES;
      const needed = input.newImages;
      const insufficient = !unlimited && remaining < needed;
      const flatFeeOverride = await app.countyConfig.get('flatFeeOverride');
      const adminsMayAdd =
        flatFeeOverride.accountAdminReload && account.paymentMethod !== 'CREDIT_CARD';
      const flatFeeAddOn = offersAddOns && user.role === 'ACCOUNT' && adminsMayAdd;
      const shortfall = unlimited
        ? null
        : await imagesShortfall(app.db, { user, account, remaining, needed, adminsMayAdd });
      const usage = unlimited
        ? usageBalanceOf(user.role, account, await app.countyConfig.get('flatFee'))
        : null;
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.flatFeePurchase({ account: account.name }))],
        insufficientBalanceMessage: insufficient ? C.insufficientImages : null,
        noPurchasingOptionsMessage:
          offersAddOns && insufficient && !flatFeeAddOn ? C.noPurchasingOptions : null,
        downloadButtonText: C.downloadButton,
      };
      figures = {
        ...figures,
        beginningBalance: usage ?? imageCount(remaining).message,
        endingBalance: usage ?? imageCount(Math.max(remaining - needed, 0)).message,
        insufficientBalance: insufficient,
        buyOptions: { flatFeeAddOn, escrowAddOn: false, creditCard: false },
        shortfall,
      };
      break;
    }
    case 'card': {
      const left = await preauthorizationLeft(app.db, user.id);
      const tooMuch = await overCardMaximum(app, total);
      const insufficient = total > 0 && (tooMuch !== null || left === null || left < total);
      // Preauthorizing again cannot pay a purchase above the most a card may be charged at once.
      const creditCard = cardGatewayOf(app) !== null && tooMuch === null;
      coded = {
        ...coded,
        title:
          offersAddOns && insufficient && left !== null && !tooMuch
            ? C.exceedingPreauthorization
            : coded.title,
        purchaseMessage: [
          selected,
          left === null ? C.cardPurchase : C.cardPreauthorized({ amount: formatCents(left) }),
        ],
        insufficientBalanceMessage: !insufficient
          ? null
          : (tooMuch ?? (left === null ? C.needsPreauthorization : C.insufficientCard)),
        noPurchasingOptionsMessage:
          offersAddOns && insufficient && !creditCard && !tooMuch ? C.noPurchasingOptions : null,
      };
      figures = {
        ...figures,
        beginningBalance: left === null ? null : formatCents(left),
        endingBalance: left === null ? null : formatCents(left - total),
        insufficientBalance: insufficient,
        buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard },
        preauthorized: left !== null,
      };
      break;
    }
  }
  return { coded, figures };
}
