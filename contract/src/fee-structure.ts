import './zod';
import * as z from 'zod/mini';
import { FEE_MESSAGES } from './fee-messages';
import type { IssueSink } from './rules';
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

/** The most a price may be, in dollars. */
export const RATE_MAX = 10_000;

/** A whole number of cents (1.005 is refused): the ledger keeps cents. */
export const isWholeCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A price in dollars: required, 0 to RATE_MAX, in cents. */
export const rateSchema = (required: string = FEE_MESSAGES.required) =>
  z
    .number({ error: required })
    .check(
      z.minimum(0, FEE_MESSAGES.required),
      z.maximum(RATE_MAX, FEE_MESSAGES.rateMax({ amount: '$10,000.00' })),
      z.refine(isWholeCents, FEE_MESSAGES.cents),
    );
const rate = rateSchema();

/** A special rate: a price per document type and instrument code (documentType '0' means every type). */
export const specialRateSchema = z.object({
  documentType: z.string().check(z.trim(), z.maxLength(20)),
  instrumentCode: z.string().check(z.trim(), z.maxLength(20)),
  documentRate: rate,
  firstPageRate: rate,
  additionalPagesRate: rate,
});
export type SpecialRate = z.infer<typeof specialRateSchema>;

/** The most rows a special-rate table may have (spec 3 §8). */
export const SPECIAL_RATES_MAX = 100;
/** Special-rate and document-type rows are added this many at a time. */
export const SPECIAL_RATES_BLOCK = 5;
/** documentType '0': the row applies to every document type. */
export const ALL_DOCUMENT_TYPES = '0';

/** A row nothing was entered in (the screen's spare rows): dropped on save. */
export const isBlankSpecialRate = (r: SpecialRate) =>
  !r.documentType.trim() &&
  !r.instrumentCode.trim() &&
  !r.documentRate &&
  !r.firstPageRate &&
  !r.additionalPagesRate;

const sameKey = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The four save rules of a special-rate table (spec 3 §5), each reported once on the table (`rates`): an
 * instrument code needs a document type, a row needs a rate above zero, no instrument code twice for All
 * document types ('0'), no type and code twice. Blank rows are ignored (they are dropped on save).
 */
export function checkSpecialRates(
  rows: readonly SpecialRate[],
  ctx: IssueSink,
  path: PropertyKey[] = [],
): void {
  const filled = rows.filter((r) => !isBlankSpecialRate(r));
  const report = (message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (filled.some((r) => r.instrumentCode.trim() && !r.documentType.trim()))
    report(FEE_MESSAGES.specialRateType);
  if (filled.some((r) => !(r.documentRate > 0 || r.firstPageRate > 0 || r.additionalPagesRate > 0)))
    report(FEE_MESSAGES.specialRateAmount);
  const duplicated = (all: boolean) =>
    filled.some((r, i) =>
      filled.some(
        (o, j) =>
          j > i &&
          sameKey(r.documentType, o.documentType) &&
          sameKey(r.instrumentCode, o.instrumentCode) &&
          (r.documentType.trim() === ALL_DOCUMENT_TYPES) === all,
      ),
    );
  if (duplicated(true)) report(FEE_MESSAGES.specialRateAllTypes);
  if (duplicated(false)) report(FEE_MESSAGES.specialRateDuplicate);
}

/** What a saved table holds: blank rows dropped, texts trimmed and upper-cased, rows sorted by type then code. */
export function normalizeSpecialRates(rows: readonly SpecialRate[]): SpecialRate[] {
  const order = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return rows
    .filter((r) => !isBlankSpecialRate(r))
    .map((r) => ({
      ...r,
      documentType: r.documentType.trim().toUpperCase(),
      instrumentCode: r.instrumentCode.trim().toUpperCase(),
    }))
    .sort(
      (a, b) => order(a.documentType, b.documentType) || order(a.instrumentCode, b.instrumentCode),
    );
}

/** A special-rate table: at most SPECIAL_RATES_MAX rows, under the save rules. */
export const specialRatesTableSchema = z.array(specialRateSchema).check(
  z.maxLength(SPECIAL_RATES_MAX, FEE_MESSAGES.rateTableLimit),
  z.superRefine((rows, ctx) => checkSpecialRates(rows, ctx)),
);

/** County group `aLaCarteSpecialRates` (A La Carte Special Rates): image prices per type and instrument code. */
export const aLaCarteSpecialRatesSchema = z.object({
  applySpecialRates: z.boolean(),
  rates: specialRatesTableSchema,
});
export type ALaCarteSpecialRates = z.infer<typeof aLaCarteSpecialRatesSchema>;

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
  rates: specialRatesTableSchema,
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
