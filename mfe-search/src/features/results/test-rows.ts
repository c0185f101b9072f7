import type { DocumentResult, SearchResponse, TorrensCertificateResult } from '@lrp/contract';

/*
 * Rows and answers for the result screens' component tests: documents numbered 9000000 + n, recorded on
 * consecutive days of 2001, instrument 'Warranty Deed' (odd) or 'Mortgage' (even).
 */

export function documentRow(n: number, change: Partial<DocumentResult> = {}): DocumentResult {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  return {
    docId: n,
    documentType: 'ABSTRACT',
    docNumber: 9000000 + n,
    displayDocNumber: String(9000000 + n),
    instrumentCode: n % 2 ? 'WD' : 'MTG',
    instrumentDescription: n % 2 ? 'Warranty Deed' : 'Mortgage',
    instrumentGroup: 'DEED',
    recordedDate: `${month}/${day}/2001`,
    recordedDateTime: `${month}/${day}/2001 09:00 AM`,
    instrumentDate: `${month}/${day}/2001`,
    displayBookAndPage: `${100 + n}/1`,
    mortgageAmount: null,
    salePrice: 1000 * n,
    verifiedStatus: 'VERIFIED',
    imageAllowed: true,
    pageCount: 2,
    judicialProtection: false,
    sourcedDocKey: { docKeyType: 'DOCUMENT', docKeyNumber: String(n), imageKeyType: 'ABSTRACT' },
    grantorSearchResults: [
      {
        displayName: `GRANTOR ${n}`,
        lastName: `GRANTOR ${n}`,
        firstName: '',
        middleInitial: '',
        business: true,
      },
    ],
    granteeSearchResults: [
      {
        displayName: `GRANTEE ${n}`,
        lastName: `GRANTEE ${n}`,
        firstName: '',
        middleInitial: '',
        business: true,
      },
    ],
    legalSearchResults: [{ docId: n, description: `Lot ${n} Block 1`, comment: '' }],
    torrensSearchResults: [],
    displayOnlySearchResults: [],
    additionalInfoSearchResults: [],
    ...change,
  };
}

/** A current Torrens certificate numbered 1000 + n, file number F-(1000 + n). */
export function torrensRow(n: number): TorrensCertificateResult {
  return {
    id: n,
    certificateNumber: String(1000 + n),
    sourcedDocKey: {
      docKeyType: 'TORRENS_CERTIFICATE',
      docKeyNumber: String(n),
      imageKeyType: 'TORRENS',
    },
    shortStatus: 'C',
    status: 'Current',
    fileNumber: `F-${1000 + n}`,
    displayBookAndPage: `${200 + n}/3`,
    certifiedDate: '05/01/2003',
    imageAllowed: true,
    pageCount: 1,
    cancelledBySearchResults: [],
  };
}

/** Rows first..last. */
export const documentRows = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => documentRow(first + i));

/** A search answer holding these rows of `total`. */
export function searchAnswer<Row>(
  rows: Row[],
  {
    total = rows.length,
    pageNumber = 1,
    batch = 0,
    sortKey = 'documentNumber',
    sortDirection = 'ASC' as 'ASC' | 'DESC',
  } = {},
): SearchResponse<Row> {
  return {
    searchResults: {
      totalRecordCount: total,
      currentRecordCount: rows.length,
      truncated: total >= 1000,
      pageNumber,
      batch,
      sortKey,
      sortDirection,
      timestamp: null,
      searchResultList: rows,
    },
    paymentNeeded: false,
    paymentNeededAgain: false,
    price: 0,
    usageBalance: '$249.00',
    historyResults: { searchHistoryList: [] },
  };
}
