// @lrp/shared/search: the search area's contract for the search screens (criteria with their defaults, rules
// and messages, the results and details, the constants). A singleton of its own, downloaded by the search module.
import { DATE_MESSAGES } from '@lrp/contract';
import { SEARCH_MESSAGES } from '@lrp/contract';
import { registerMessages } from '../i18n/messages';

registerMessages({ search: SEARCH_MESSAGES, dates: DATE_MESSAGES });

export { SEARCH_MESSAGES };
export {
  DETAIL_PATHS,
  downloadSearchResults,
  runSearch,
  useDownloadSearchResults,
  useLegalDescriptionDetails,
  useParcelLinks,
  useReferenceDocuments,
  useRunSearch,
  useSearchDetail,
  useSearchLookup,
} from '../api/search-api';
export type { DetailResponse, SearchRequest } from '../api/search-api';
export type { CardTransactionResponse } from '@lrp/contract';
export { SEARCH_TYPE_KEYS, SEARCH_TYPES } from '@lrp/contract';
export type { SearchTypeKey } from '@lrp/contract';
export { RATE_NAMES, SEARCH_RATE_NAMES } from '@lrp/contract';
export type { RateName } from '@lrp/contract';
export {
  ALL_PAGES,
  BATCHED_SEARCHES,
  DEFAULT_FROM_DATE,
  DETAIL_ROWS_PER_PAGE,
  FIRST_BACKGROUND_BATCH,
  HISTORICAL_BOOK_SEARCHES,
  HISTORICAL_BOOKS_FROM_DATE,
  LAST_BACKGROUND_BATCH,
  NOTABLE_DATES_SEARCHES,
  PAGER_JUMP,
  PAGER_JUMP_ABOVE,
  PAGER_PAGES_SHOWN,
  PARCEL_ID_MARKER,
  PICKER_ROWS_PER_PAGE,
  RESULTS_BATCH_SIZE,
  RESULTS_MAX_PAGE,
  RESULTS_PAGE_SIZE,
  RESULTS_TRUNCATION,
  SEARCH_FIELD_LIMITS,
  SEARCH_HISTORY_SIZE,
  SELECTION_LIMIT,
  TRACT_BOOK_LEGAL_ROWS_PER_PAGE,
} from '@lrp/contract';
export {
  ALL_CODE,
  AND_OR,
  criteriaFieldNames,
  defaultCriteria,
  LEGAL_TYPES,
  normalizeTaxLienCriteria,
  SEARCH_IN,
  SEARCH_METHODS,
  searchByAddressCriteriaSchema,
  searchByBookAndPageCriteriaSchema,
  searchByDateCriteriaSchema,
  searchByDocumentNumberCriteriaSchema,
  searchByGrantorGranteeBookCriteriaSchema,
  searchByLegalDescriptionCriteriaSchema,
  searchByNameCriteriaSchema,
  searchByParcelIdCriteriaSchema,
  searchByPlatCriteriaSchema,
  searchByTaxLienCriteriaSchema,
  searchByTorrensCertificateCriteriaSchema,
  searchByTorrensTextCriteriaSchema,
  searchByTractBookIdCriteriaSchema,
  searchByTractBookLegalCriteriaSchema,
  searchByTractIndexNMICriteriaSchema,
  searchCriteriaSchema,
  searchRequestSchema,
  TAX_LIEN_METHODS,
  TORRENS_TEXT_SCOPES,
  torrensTextLabel,
} from '@lrp/contract';
export type {
  LegalType,
  SearchCriteria,
  SearchCriteriaInput,
  SearchIn,
  SearchMethod,
  SearchPaging,
  TaxLienMethod,
  TorrensTextScope,
} from '@lrp/contract';
export { LEGAL_DETAIL_LABELS } from '@lrp/contract';
export type {
  DetailRequest,
  DocumentDetail,
  GrantorGranteeBookDetail,
  LegalDescriptionDetails,
  LegalDetailColumn,
  LegalDetailSource,
  ParcelLinks,
  ReferenceDocument,
  TaxLienDetail,
  TorrensCertificateDetail,
  TractBookDetail,
} from '@lrp/contract';
export {
  displayCriteria,
  longDescription,
  SEARCH_FIELD_LABELS,
  SEARCH_VALUE_LABELS,
} from '@lrp/contract';
export { amountLabel, defaultSearchDates, START_DATE_SEARCHES } from '@lrp/contract';
export type { SearchOptions } from '@lrp/contract';
export { matchingPlats, platsFromLists } from '@lrp/contract';
export type { Plat } from '@lrp/contract';
export {
  RESULT_KINDS,
  SEARCH_RESULT_KINDS,
  SEARCH_RESULTS_REPORT_FILE,
  searchPath,
  searchPrintPath,
  SORT_DIRECTIONS,
} from '@lrp/contract';
export type {
  ResultKind,
  ResultKindOf,
  SortDirection,
  SortKey,
} from '@lrp/contract';
export { namesParcelId, TORRENS_STATUSES, VERIFIED_STATUSES } from '@lrp/contract';
export type {
  DocumentResult,
  GrantorGranteeBookResult,
  LegalResult,
  PartyResult,
  SearchHistoryEntry,
  SearchResponse,
  SourcedDocKey,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@lrp/contract';
