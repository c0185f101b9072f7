import type { ALaCarteRates, CreditCardRates, SpecialRate } from '@lrp/contract';
import { centsOf, type Cents } from '../../lib/cents';

/*
 * The price of a document image order (spec 1 §4, spec 3 §3 "A la carte rates", "Special rates"):
 *
 * - The rates: the county's a la carte image prices (imageDocument, imageFirstPage, imageAdditionalPages); for card
 *   payers the credit-card alternate prices when the county applies them.
 * - Special rates replace them for a document type and instrument code when the county applies special rates
 *   (card payers under alternate rates: the credit-card list). The most specific row wins: type and code, then the
 *   type alone (no code), then every type ('0') with the code, then every type alone.
 * - The account's charge method for the document type: DOCUMENT pays the document rate once per order that
 *   holds a page not bought before; PAGE pays the first-page rate for the first page of a document the user has
 *   never bought a page of, and the additional-pages rate for every other new page.
 * - Pages the user bought before are free (and listed as already purchased).
 */

export type ImageRates = { documentRate: Cents; firstPageRate: Cents; additionalPagesRate: Cents };
export type ChargeMethod = 'PAGE' | 'DOCUMENT';
export type SpecialRates = { applySpecialRates: boolean; rates: SpecialRate[] };
export type ImageFees = {
  aLaCarte: ALaCarteRates;
  creditCard: CreditCardRates;
  specialRates: SpecialRates;
};

const ALL_TYPES = '0';

/** The special rate for a document, by precedence, or null. */
export function matchSpecialRate(
  rates: readonly SpecialRate[],
  documentType: string,
  instrumentCode: string,
): SpecialRate | null {
  const is = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  const candidates: ((r: SpecialRate) => boolean)[] = [
    (r) => is(r.documentType, documentType) && is(r.instrumentCode, instrumentCode),
    (r) => is(r.documentType, documentType) && r.instrumentCode.trim() === '',
    (r) => is(r.documentType, ALL_TYPES) && is(r.instrumentCode, instrumentCode),
    (r) => is(r.documentType, ALL_TYPES) && r.instrumentCode.trim() === '',
  ];
  for (const matches of candidates) {
    const found = rates.find(matches);
    if (found) return found;
  }
  return null;
}

/** The image prices of a document for a payer (card payers may pay the alternate prices). */
export function imageRatesFor(
  fees: ImageFees,
  document: { documentType: string; instrumentCode: string },
  payByCard: boolean,
): ImageRates {
  const alternate = payByCard && fees.creditCard.applyAlternateRates;
  const specialList = alternate
    ? fees.creditCard.rates
    : fees.specialRates.applySpecialRates
      ? fees.specialRates.rates
      : [];
  const special = matchSpecialRate(specialList, document.documentType, document.instrumentCode);
  if (special) {
    return {
      documentRate: centsOf(special.documentRate),
      firstPageRate: centsOf(special.firstPageRate),
      additionalPagesRate: centsOf(special.additionalPagesRate),
    };
  }
  if (alternate) {
    const c = fees.creditCard;
    return {
      documentRate: centsOf(c.imageDocumentCreditCard),
      firstPageRate: centsOf(c.imageFirstPageCreditCard),
      additionalPagesRate: centsOf(c.imageAdditionalPagesCreditCard),
    };
  }
  const a = fees.aLaCarte;
  return {
    documentRate: centsOf(a.imageDocument),
    firstPageRate: centsOf(a.imageFirstPage),
    additionalPagesRate: centsOf(a.imageAdditionalPages),
  };
}

export type PriceLine = {
  kind: 'DOCUMENT' | 'FIRST_PAGE' | 'ADDITIONAL_PAGE';
  page: number | null;
  amount: Cents;
};
export type OrderPrice = {
  /** The pages to deliver (all selected pages). */
  pages: number[];
  /** Selected pages bought before: free. */
  alreadyPurchased: number[];
  /** Selected pages not bought before: what flat-fee accounts count as images. */
  newPages: number[];
  lines: PriceLine[];
  total: Cents;
};

/** Prices the selected pages of a document for a user who bought `purchased` pages of it before. */
export function priceOrder(input: {
  rates: ImageRates;
  method: ChargeMethod;
  pages: readonly number[];
  purchased: ReadonlySet<number>;
}): OrderPrice {
  const pages = [...new Set(input.pages)].sort((a, b) => a - b);
  const alreadyPurchased = pages.filter((p) => input.purchased.has(p));
  const newPages = pages.filter((p) => !input.purchased.has(p));
  const lines: PriceLine[] = [];
  if (newPages.length > 0) {
    if (input.method === 'DOCUMENT') {
      lines.push({ kind: 'DOCUMENT', page: null, amount: input.rates.documentRate });
    } else {
      newPages.forEach((page, i) => {
        const first = i === 0 && input.purchased.size === 0;
        lines.push({
          kind: first ? 'FIRST_PAGE' : 'ADDITIONAL_PAGE',
          page,
          amount: first ? input.rates.firstPageRate : input.rates.additionalPagesRate,
        });
      });
    }
  }
  return {
    pages,
    alreadyPurchased,
    newPages,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}
