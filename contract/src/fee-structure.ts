import './zod';
import * as z from 'zod/mini';
import type { SearchTypeKey } from './search-types';

/*
 * The county's a la carte prices (spec 3 §3 "A la carte rates", "Credit card alternate rates"): dollars per
 * search, per detail and per image, edited in Control Panel → Fee Structure. Server-side groups: the browser
 * learns the prices that apply to the signed-in user from currentUser.searchRates.
 */

/** The price names of spec 3 §3, in the order the fee screens list them. */
export const RATE_NAMES = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByTorrensCertificateNumber',
  'searchByTorrensText',
  'searchByPlat',
  'searchByTaxLien',
  'searchByGrantorGranteeBook',
  'searchByTractBook',
  'documentDetails',
  'taxLienDetails',
  'imageDocument',
  'imageFirstPage',
  'imageAdditionalPages',
] as const;
export type RateName = (typeof RATE_NAMES)[number];

/**
 * Which price a search type pays. Tract Index (NMI) has no price of its own in the fee structure: it is a
 * parcel search and pays the Parcel ID price.
 */
export const SEARCH_RATE_NAMES: Record<SearchTypeKey, RateName> = {
  searchByAddress: 'searchByAddress',
  searchByBookAndPage: 'searchByBookAndPage',
  searchByDate: 'searchByDate',
  searchByDocumentNumber: 'searchByDocumentNumber',
  searchByLegalDescription: 'searchByLegalDescription',
  searchByName: 'searchByName',
  searchByParcelId: 'searchByParcelId',
  searchByTorrensCertificate: 'searchByTorrensCertificateNumber',
  searchByTorrensText: 'searchByTorrensText',
  searchByPlat: 'searchByPlat',
  searchByTaxLien: 'searchByTaxLien',
  searchByGrantorGranteeBook: 'searchByGrantorGranteeBook',
  searchByTractBookId: 'searchByTractBook',
  searchByTractBookLegal: 'searchByTractBook',
  searchByTractIndexNMI: 'searchByParcelId',
};

const rate = z.number().check(z.minimum(0), z.maximum(10_000));

/** A special rate: a price per document type and instrument code (documentType '0' means every type). */
export const specialRateSchema = z.object({
  documentType: z.string().check(z.maxLength(20)),
  instrumentCode: z.string().check(z.maxLength(20)),
  documentRate: rate,
  firstPageRate: rate,
  additionalPagesRate: rate,
});
export type SpecialRate = z.infer<typeof specialRateSchema>;

/** County group `aLaCarte`: every price, 0 meaning free. */
export const aLaCarteRatesSchema = z.object(
  Object.fromEntries(RATE_NAMES.map((name) => [name, rate])) as Record<RateName, typeof rate>,
);
export type ALaCarteRates = z.infer<typeof aLaCarteRatesSchema>;

/** `searchByName` -> `searchByNameCreditCard`: the alternate price's name for card payers. */
export const creditCardRateName = <N extends RateName>(name: N) =>
  `${name}CreditCard` as `${N}CreditCard`;

/**
 * County group `creditCard` (Credit Card Alternate Rates): the same prices with a CreditCard suffix, used for
 * card payers when applyAlternateRates is on, and a list of special rates.
 */
export const creditCardRatesSchema = z.object({
  applyAlternateRates: z.boolean(),
  ...(Object.fromEntries(RATE_NAMES.map((name) => [creditCardRateName(name), rate])) as Record<
    `${RateName}CreditCard`,
    typeof rate
  >),
  rates: z.array(specialRateSchema).check(z.maxLength(100)),
});
export type CreditCardRates = z.infer<typeof creditCardRatesSchema>;

/** The price of `name` for a payer: card payers pay the alternate price when the county applies it. */
export function rateFor(
  name: RateName,
  groups: { aLaCarte: ALaCarteRates; creditCard: CreditCardRates },
  payByCard: boolean,
): number {
  return payByCard && groups.creditCard.applyAlternateRates
    ? groups.creditCard[creditCardRateName(name)]
    : groups.aLaCarte[name];
}
