import type { SearchTypeKey } from '../search-types';

/*
 * The search area's business constants (spec 2 §9), one name each. The browser's tables and the server's
 * queries read the same numbers.
 */

/** Rows the server answers per results page. */
export const RESULTS_PAGE_SIZE = 100;
/** Rows per background batch: batch 1 is the first screenful, batches 2 to 4 complete the page. */
export const RESULTS_BATCH_SIZE = 25;
export const FIRST_BACKGROUND_BATCH = 2;
export const LAST_BACKGROUND_BATCH = 4;
/** A search answers at most this many rows; at this many the 'Results truncated' badge shows. */
export const RESULTS_TRUNCATION = 1000;
/** The pages a results search can reach (1000 rows / 100 per page). */
export const RESULTS_MAX_PAGE = RESULTS_TRUNCATION / RESULTS_PAGE_SIZE;
/** `pageNumber` of a request for the whole result set (the Download / Print call). */
export const ALL_PAGES = -1;
/** Checked rows a user may filter on. */
export const SELECTION_LIMIT = 100;
/** Entries in the Recent Searches list; the first is labelled Current. */
export const SEARCH_HISTORY_SIZE = 5;

/** Rows per page of the detail panel's tables (grantors/grantees, legals, references, taxpayers ...). */
export const DETAIL_ROWS_PER_PAGE = 3;
/** Rows per page of the pickers (plats, users, accounts). */
export const PICKER_ROWS_PER_PAGE = 10;
/** Legal descriptions per page in the tract-book detail. */
export const TRACT_BOOK_LEGAL_ROWS_PER_PAGE = 10;

/** Page numbers the pagers show at once. */
export const PAGER_PAGES_SHOWN = { results: 100, detail: 3, picker: 10 } as const;
/** Above this many pages the pagers offer -10 and +10. */
export const PAGER_JUMP_ABOVE = 30;
export const PAGER_JUMP = 10;

/** Minimum lengths and limits of the form fields (spec 2 §9). */
export const SEARCH_FIELD_LIMITS = {
  streetNameMin: 3,
  cityMin: 3,
  villageMin: 3,
  lastNameMin: 2,
  parcelIdMin: 2,
  middleInitialMax: 1,
  platTypeAheadMin: 2,
  textMax: 100,
} as const;

/** The from date when nothing else is configured, and the one of the historical books. */
export const DEFAULT_FROM_DATE = '01/01/1900';
export const HISTORICAL_BOOKS_FROM_DATE = '01/01/1800';
/** Search types whose from date defaults to the historical-books date. */
export const HISTORICAL_BOOK_SEARCHES: readonly SearchTypeKey[] = [
  'searchByGrantorGranteeBook',
  'searchByTractBookLegal',
];

/** Search types that fetch batches 2 to 4 in the background after the first 25 rows. */
export const BATCHED_SEARCHES: readonly SearchTypeKey[] = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByPlat',
  'searchByTractIndexNMI',
];

/** The search types whose form offers the notable-dates panel. */
export const NOTABLE_DATES_SEARCHES: readonly SearchTypeKey[] = [
  'searchByAddress',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByTractIndexNMI',
  'searchByTaxLien',
];

/** The text of a legal description that makes the Map and Tax buttons show (spec 2 §6). */
export const PARCEL_ID_MARKER = 'Parcel ID:';
