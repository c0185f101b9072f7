import '../zod';
import * as z from 'zod/mini';
import { DATE_TEXT_MAX, formatUsDate, parseUsDate } from '../dates';
import { optionalWebAddressSchema } from '../web-address';
import type { SearchTypeKey } from '../search-types';
import {
  DEFAULT_FROM_DATE,
  HISTORICAL_BOOKS_FROM_DATE,
  HISTORICAL_BOOK_SEARCHES,
} from './constants';

/** A configured MM/DD/YYYY date, or blank for "not configured". */
const configuredDate = z.string().check(
  z.maxLength(DATE_TEXT_MAX, 'MM/DD/YYYY'),
  z.refine((v) => v === '' || parseUsDate(v) !== null, 'MM/DD/YYYY'),
);

/** The search types that have a configurable start date (spec 2 §3 "startDate per search type"). */
export const START_DATE_SEARCHES = [
  'searchByName',
  'searchByParcelId',
  'searchByLegalDescription',
  'searchByGrantorGranteeBook',
  'searchByTaxLien',
  'searchByTractBookLegal',
] as const satisfies readonly SearchTypeKey[];

/**
 * County group `searchOptions` (public): the configuration flags of spec 2 §3 that the search forms, the
 * results and the detail panel read besides Search 1 and Search 2: which legal-description fields show, the
 * Torrens file number, the sale price / mortgage amount display, the default dates, and the tax and GIS
 * systems' parcel links (`{parcelId}` is replaced by the parcel ID; http or https only).
 */
export const searchOptionsSchema = z.object({
  qqqq: z.boolean(),
  qqq: z.boolean(),
  baseline: z.boolean(),
  municipality: z.boolean(),
  meridian: z.boolean(),
  mbOtherLot: z.boolean(),
  sublot: z.boolean(),
  useMunicipalityCodes: z.boolean(),
  torrensUseFileNumber: z.boolean(),
  displaySalePrice: z.boolean(),
  displayMortgageAmount: z.boolean(),
  mortgageAmountLabel: z.string().check(z.maxLength(40)),
  showNotableDates: z.boolean(),
  useVerificationDate: z.boolean(),
  abstractIndexBeginDate: configuredDate,
  abstractVerifiedDate: configuredDate,
  startDates: z.object(
    Object.fromEntries(START_DATE_SEARCHES.map((key) => [key, configuredDate])) as Record<
      (typeof START_DATE_SEARCHES)[number],
      typeof configuredDate
    >,
  ),
  taxLinkUrl: optionalWebAddressSchema(300),
  gisLinkUrl: optionalWebAddressSchema(300),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

/**
 * The default From and To dates of a search form (spec 2 §9): from is the type's configured start date, else
 * 01/01/1800 for the historical books, else the abstract index begin date when notable dates are shown, else
 * 01/01/1900; to is the abstract verified date when the verification date is used, else today.
 */
export function defaultSearchDates(
  type: SearchTypeKey,
  options: Pick<
    SearchOptions,
    | 'startDates'
    | 'showNotableDates'
    | 'abstractIndexBeginDate'
    | 'useVerificationDate'
    | 'abstractVerifiedDate'
  >,
  today: Date,
): { fromRecordedDate: string; toRecordedDate: string } {
  const configured = (options.startDates as Partial<Record<SearchTypeKey, string>>)[type] ?? '';
  const fromRecordedDate = configured
    ? configured
    : HISTORICAL_BOOK_SEARCHES.includes(type)
      ? HISTORICAL_BOOKS_FROM_DATE
      : options.showNotableDates && options.abstractIndexBeginDate
        ? options.abstractIndexBeginDate
        : DEFAULT_FROM_DATE;
  const toRecordedDate =
    options.useVerificationDate && options.abstractVerifiedDate
      ? options.abstractVerifiedDate
      : formatUsDate(today);
  return { fromRecordedDate, toRecordedDate };
}

/**
 * The detail panel's amount label (spec 2 §2): both configured (or neither) gives the combined label, one alone
 * gives its own; the county's mortgage amount label replaces the default.
 */
export function amountLabel(
  options: Pick<
    SearchOptions,
    'displaySalePrice' | 'displayMortgageAmount' | 'mortgageAmountLabel'
  >,
): string {
  const mortgage = options.mortgageAmountLabel.trim() || 'Mortgage Amount';
  if (options.displaySalePrice && !options.displayMortgageAmount) return 'Sale Price';
  if (options.displayMortgageAmount && !options.displaySalePrice) return mortgage;
  return `Sale Price/${mortgage}`;
}
