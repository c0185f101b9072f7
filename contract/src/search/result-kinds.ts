import type { SearchTypeKey } from '../search-types';

/*
 * The five result screens (spec 2 §2): which search types answer which kind of row, the route of its screen,
 * its sort keys and its default sort (document number ascending unless the screen says otherwise).
 */

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const RESULT_KINDS = {
  documents: {
    route: '/search/SearchResults',
    sortKeys: ['documentNumber', 'instrument', 'recordedDate', 'book'],
    defaultSortKey: 'documentNumber',
  },
  taxLiens: {
    route: '/search/TaxLienSearchResults',
    sortKeys: ['documentNumber', 'recordedDate', 'lienDate', 'lienNumber'],
    defaultSortKey: 'documentNumber',
  },
  torrensCertificates: {
    route: '/search/TorrensSearchResults',
    sortKeys: ['certificateNumber', 'certifiedDate', 'book'],
    defaultSortKey: 'certificateNumber',
  },
  tractBooks: {
    route: '/search/TractBookSearchResults',
    sortKeys: ['tractBookId', 'recordedDate'],
    defaultSortKey: 'tractBookId',
  },
  grantorGranteeBooks: {
    route: '/search/GrantorGranteeBookSearchResults',
    sortKeys: ['id', 'fromName', 'fromDate'],
    defaultSortKey: 'id',
  },
} as const;
export type ResultKind = keyof typeof RESULT_KINDS;
export type SortKey<K extends ResultKind = ResultKind> =
  (typeof RESULT_KINDS)[K]['sortKeys'][number];

/** The kind of rows each search type answers. */
export const SEARCH_RESULT_KINDS = {
  searchByAddress: 'documents',
  searchByBookAndPage: 'documents',
  searchByDate: 'documents',
  searchByDocumentNumber: 'documents',
  searchByLegalDescription: 'documents',
  searchByName: 'documents',
  searchByParcelId: 'documents',
  searchByPlat: 'documents',
  searchByTractIndexNMI: 'documents',
  searchByTaxLien: 'taxLiens',
  searchByTorrensCertificate: 'torrensCertificates',
  searchByTorrensText: 'torrensCertificates',
  searchByTractBookId: 'tractBooks',
  searchByTractBookLegal: 'tractBooks',
  searchByGrantorGranteeBook: 'grantorGranteeBooks',
} as const satisfies Record<SearchTypeKey, ResultKind>;
export type ResultKindOf<T extends SearchTypeKey> = (typeof SEARCH_RESULT_KINDS)[T];

/** `search/searchByName` -> the path the Print (Download) call uses: `search/searchByNamePrint`. */
export const searchPath = (type: SearchTypeKey) => `search/${type}` as const;
export const searchPrintPath = (type: SearchTypeKey) => `search/${type}Print` as const;
/** The file name the Download button saves. */
export const SEARCH_RESULTS_REPORT_FILE = 'SearchResultsReport.pdf';
