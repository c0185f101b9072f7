import type { ALaCarteRates, CreditCardRates, SpecialRate } from '@lrp/contract';
import { RATE_NAMES, creditCardRateName } from '@lrp/contract';
import {
  imageRatesFor,
  matchSpecialRate,
  priceOrder,
  type ImageFees,
} from '../../../src/modules/imaging/pricing';

const aLaCarte = {
  ...Object.fromEntries(RATE_NAMES.map((n) => [n, 0])),
  imageDocument: 3,
  imageFirstPage: 1,
  imageAdditionalPages: 0.25,
} as ALaCarteRates;
const creditCard: CreditCardRates = {
  ...(Object.fromEntries(RATE_NAMES.map((n) => [creditCardRateName(n), 0])) as Omit<
    CreditCardRates,
    'applyAlternateRates' | 'rates'
  >),
  applyAlternateRates: true,
  imageDocumentCreditCard: 4,
  imageFirstPageCreditCard: 1.5,
  imageAdditionalPagesCreditCard: 0.75,
  rates: [],
};
const special = (
  documentType: string,
  instrumentCode: string,
  documentRate: number,
): SpecialRate => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate: documentRate / 10,
  additionalPagesRate: documentRate / 100,
});
const fees = (rates: SpecialRate[] = [], applySpecialRates = true): ImageFees => ({
  aLaCarte,
  creditCard,
  specialRates: { applySpecialRates, rates },
});
const mortgage = { documentType: 'ABSTRACT', instrumentCode: 'MTG' };

describe('image rates', () => {
  test('a la carte rates in cents: document, first page, additional pages', () => {
    expect(imageRatesFor(fees(), mortgage, false)).toEqual({
      documentRate: 300,
      firstPageRate: 100,
      additionalPagesRate: 25,
    });
  });

  test('card payers pay the credit-card alternate rates when the county applies them, else the a la carte ones', () => {
    expect(imageRatesFor(fees(), mortgage, true)).toEqual({
      documentRate: 400,
      firstPageRate: 150,
      additionalPagesRate: 75,
    });
    const off = { ...fees(), creditCard: { ...creditCard, applyAlternateRates: false } };
    expect(imageRatesFor(off, mortgage, true)).toEqual({
      documentRate: 300,
      firstPageRate: 100,
      additionalPagesRate: 25,
    });
  });

  test('special rates: type and code, then type alone, then every type with the code, then every type', () => {
    const all = [
      special('0', '', 10),
      special('0', 'MTG', 20),
      special('ABSTRACT', '', 30),
      special('ABSTRACT', 'MTG', 40),
    ];
    expect(matchSpecialRate(all, 'ABSTRACT', 'MTG')?.documentRate).toBe(40);
    expect(matchSpecialRate(all.slice(0, 3), 'ABSTRACT', 'MTG')?.documentRate).toBe(30);
    expect(matchSpecialRate(all.slice(0, 2), 'ABSTRACT', 'MTG')?.documentRate).toBe(20);
    expect(matchSpecialRate(all.slice(0, 1), 'ABSTRACT', 'MTG')?.documentRate).toBe(10);
    expect(matchSpecialRate([special('TORRENS', 'MTG', 50)], 'ABSTRACT', 'MTG')).toBeNull();
    expect(imageRatesFor(fees(all), mortgage, false)).toEqual({
      documentRate: 4000,
      firstPageRate: 400,
      additionalPagesRate: 40,
    });
  });

  test('special rates count only when applied; card payers under alternate rates use the credit-card list', () => {
    const rates = [special('ABSTRACT', 'MTG', 40)];
    expect(imageRatesFor(fees(rates, false), mortgage, false).documentRate).toBe(300);
    expect(imageRatesFor(fees(rates), mortgage, true).documentRate).toBe(400);
    const cardList = {
      ...fees(rates),
      creditCard: { ...creditCard, rates: [special('0', '', 60)] },
    };
    expect(imageRatesFor(cardList, mortgage, true).documentRate).toBe(6000);
  });
});

describe('order price', () => {
  const rates = { documentRate: 300, firstPageRate: 100, additionalPagesRate: 25 };

  test('per page: the first page rate once, the additional rate for every other page', () => {
    const price = priceOrder({ rates, method: 'PAGE', pages: [3, 1], purchased: new Set() });
    expect(price.lines).toEqual([
      { kind: 'FIRST_PAGE', page: 1, amount: 100 },
      { kind: 'ADDITIONAL_PAGE', page: 3, amount: 25 },
    ]);
    expect(price.total).toBe(125);
  });

  test('per document: the document rate once, whatever the pages', () => {
    expect(
      priceOrder({ rates, method: 'DOCUMENT', pages: [1, 2, 3, 4, 5], purchased: new Set() }),
    ).toMatchObject({
      lines: [{ kind: 'DOCUMENT', page: null, amount: 300 }],
      total: 300,
    });
  });

  test('pages bought before are free; a document with a page bought before has no first page any more', () => {
    const price = priceOrder({ rates, method: 'PAGE', pages: [1, 2, 3], purchased: new Set([1]) });
    expect(price.alreadyPurchased).toEqual([1]);
    expect(price.newPages).toEqual([2, 3]);
    expect(price.total).toBe(50);
    const again = priceOrder({ rates, method: 'DOCUMENT', pages: [1], purchased: new Set([1]) });
    expect(again).toMatchObject({ lines: [], total: 0, alreadyPurchased: [1], newPages: [] });
  });
});
