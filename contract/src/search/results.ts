import '../zod';
import * as z from 'zod/mini';
import { SEARCH_TYPE_KEYS } from '../search-types';
import type { AnySchema } from '../rules';
import { PARCEL_ID_MARKER } from './constants';
import { SORT_DIRECTIONS } from './result-kinds';

/*
 * What the searches answer (spec 2 §3): the rows of the five result screens and the search response around
 * them. Dates are MM/DD/YYYY text, times h:mm AM; amounts are dollars (null when the record has none).
 */

/** Which record an image or detail belongs to; imageKeyType keys the user's accountDocTypes. */
export const sourcedDocKeySchema = z.object({
  docKeyType: z.enum(['DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK']),
  docKeyNumber: z.string().check(z.maxLength(100)),
  imageKeyType: z.string().check(z.maxLength(100)),
});
export type SourcedDocKey = z.infer<typeof sourcedDocKeySchema>;

export const partyResultSchema = z.object({
  displayName: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleInitial: z.string(),
  business: z.boolean(),
});
export type PartyResult = z.infer<typeof partyResultSchema>;

export const legalResultSchema = z.object({
  docId: z.int(),
  description: z.string(),
  comment: z.string(),
});
export type LegalResult = z.infer<typeof legalResultSchema>;

export const torrensResultSchema = z.object({
  certificateId: z.int(),
  certificateNumber: z.string(),
  shortStatus: z.string(),
  status: z.string(),
});

export const labelValueSchema = z.object({ label: z.string(), value: z.string() });

export const VERIFIED_STATUSES = ['VERIFIED', 'UNVERIFIED'] as const;

/** One row of the general document results (and the base of the document detail). */
export const documentResultSchema = z.object({
  docId: z.int(),
  documentType: z.string(),
  docNumber: z.int(),
  displayDocNumber: z.string(),
  instrumentCode: z.string(),
  instrumentDescription: z.string(),
  instrumentGroup: z.string(),
  recordedDate: z.string(),
  recordedDateTime: z.string(),
  instrumentDate: z.string(),
  displayBookAndPage: z.string(),
  mortgageAmount: z.nullable(z.number()),
  salePrice: z.nullable(z.number()),
  verifiedStatus: z.enum(VERIFIED_STATUSES),
  imageAllowed: z.boolean(),
  pageCount: z.int(),
  /** A judicially protected document (only users allowed to view protected documents ever receive one). */
  judicialProtection: z.boolean(),
  sourcedDocKey: sourcedDocKeySchema,
  grantorSearchResults: z.array(partyResultSchema),
  granteeSearchResults: z.array(partyResultSchema),
  legalSearchResults: z.array(legalResultSchema),
  torrensSearchResults: z.array(torrensResultSchema),
  displayOnlySearchResults: z.array(labelValueSchema),
  additionalInfoSearchResults: z.array(z.string()),
});
export type DocumentResult = z.infer<typeof documentResultSchema>;

/** The Map and Tax buttons need a legal description that names a parcel (spec 2 §6). */
export function namesParcelId(
  legals: readonly { description: string; comment: string }[],
): boolean {
  return legals.some(
    (l) => l.description.includes(PARCEL_ID_MARKER) || l.comment.includes(PARCEL_ID_MARKER),
  );
}

export const taxpayerResultSchema = z.object({
  name: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleInitial: z.string(),
  displayAddress: z.string(),
});
export const releaseResultSchema = z.object({
  partialFullFlag: z.enum(['P', 'F']),
  releaseDocNumber: z.string(),
  releaseDocType: z.string(),
  releaseDisplayDocNumber: z.string(),
  releaseDate: z.string(),
  revokeDocNumber: z.string(),
  revokeDocType: z.string(),
  revokeDisplayDocNumber: z.string(),
  revokeDate: z.string(),
});
export const revisionResultSchema = z.object({
  flag: z.string(),
  docNumber: z.string(),
  docType: z.string(),
  displayDocNumber: z.string(),
});

/** One row of the tax-lien results (the lien document and its lien). */
export const taxLienResultSchema = z.object({
  docId: z.int(),
  lienId: z.int(),
  documentType: z.string(),
  docNumber: z.int(),
  displayDocNumber: z.string(),
  instrumentCode: z.string(),
  instrumentDescription: z.string(),
  recordedDate: z.string(),
  recordedDateTime: z.string(),
  imageAllowed: z.boolean(),
  pageCount: z.int(),
  sourcedDocKey: sourcedDocKeySchema,
  lienNumber: z.string(),
  lienDate: z.string(),
  lienType: z.string(),
  totalAmount: z.number(),
  taxpayerSearchResults: z.array(taxpayerResultSchema),
  releaseSearchResults: z.array(releaseResultSchema),
  revisionSearchResults: z.array(revisionResultSchema),
});
export type TaxLienResult = z.infer<typeof taxLienResultSchema>;

export const cancelledByResultSchema = z.object({
  cancelledByCertificateId: z.int(),
  cancelledByCertificateNumber: z.string(),
});

export const TORRENS_STATUSES = { C: 'Current', X: 'Cancelled', P: 'Pending' } as const;

/** One Torrens certificate (results row and the base of its detail). */
export const torrensCertificateResultSchema = z.object({
  id: z.int(),
  certificateNumber: z.string(),
  sourcedDocKey: sourcedDocKeySchema,
  shortStatus: z.enum(['C', 'X', 'P']),
  status: z.string(),
  fileNumber: z.string(),
  displayBookAndPage: z.string(),
  certifiedDate: z.string(),
  imageAllowed: z.boolean(),
  pageCount: z.int(),
  cancelledBySearchResults: z.array(cancelledByResultSchema),
});
export type TorrensCertificateResult = z.infer<typeof torrensCertificateResultSchema>;

/** One tract-book entry: its first legal description, and how many it has ('more' badge). */
export const tractBookResultSchema = z.object({
  id: z.int(),
  tractBookId: z.string(),
  recordedDate: z.string(),
  instrument: z.string(),
  grantor: z.string(),
  grantee: z.string(),
  firstLegalDescription: z.string(),
  legalDescriptionCount: z.int(),
  imageAllowed: z.boolean(),
  pageCount: z.int(),
  sourcedDocKey: sourcedDocKeySchema,
});
export type TractBookResult = z.infer<typeof tractBookResultSchema>;

/** One grantor-grantee book: a volume of names between fromName and toName, fromDate to toDate. */
export const grantorGranteeBookResultSchema = z.object({
  id: z.int(),
  type: z.enum(['GRANTOR', 'GRANTEE']),
  volume: z.string(),
  fromName: z.string(),
  toName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  imageAllowed: z.boolean(),
  pageCount: z.int(),
  sourcedDocKey: sourcedDocKeySchema,
});
export type GrantorGranteeBookResult = z.infer<typeof grantorGranteeBookResultSchema>;

export const RESULT_ROW_SCHEMAS = {
  documents: documentResultSchema,
  taxLiens: taxLienResultSchema,
  torrensCertificates: torrensCertificateResultSchema,
  tractBooks: tractBookResultSchema,
  grantorGranteeBooks: grantorGranteeBookResultSchema,
} as const;

/** A Recent Searches entry (spec 2 §3): `link` is the search call that replays it (also used for paging). */
export const searchHistoryEntrySchema = z.object({
  link: z.string(),
  type: z.enum(SEARCH_TYPE_KEYS),
  criteriaJson: z.string(),
  displayCriteria: z.array(z.object({ key: z.string(), value: z.string() })),
  longDescription: z.string(),
  pageNumber: z.int(),
  sortKey: z.string(),
  sortDirection: z.enum(SORT_DIRECTIONS),
  searchedAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
export const searchHistoryListSchema = z.object({
  searchHistoryList: z.array(searchHistoryEntrySchema),
});

/** What a pay-per-search call answers besides its content (spec 2 §4 card flow). */
export const paymentFields = {
  /** A card payer must authorize a card first; nothing was searched or charged. */
  paymentNeeded: z.boolean(),
  /** The card's preauthorization cannot cover this price: authorize again ('Exceeding Current ...'). */
  paymentNeededAgain: z.boolean(),
  /** The price of this call in dollars (0 when free for this user); charged once per day for the same search. */
  price: z.number(),
  /** The header's usage balance after the charge. */
  usageBalance: z.nullable(z.string()),
};

/** POST search/{type}: the page (or batch) asked for, the capped total, the history, the payment state. */
export function searchResponseSchema<R extends AnySchema>(row: R) {
  return z.object({
    searchResults: z.nullable(
      z.object({
        /** Rows the search found, at most RESULTS_TRUNCATION. */
        totalRecordCount: z.int(),
        /** Rows in this answer. */
        currentRecordCount: z.int(),
        /** totalRecordCount reached RESULTS_TRUNCATION: show 'Results truncated ...'. */
        truncated: z.boolean(),
        pageNumber: z.int(),
        batch: z.int(),
        sortKey: z.string(),
        sortDirection: z.enum(SORT_DIRECTIONS),
        timestamp: z.nullable(z.number()),
        searchResultList: z.array(row),
        /** A name search with variants: the rows of this answer found only by a variant or by sound (their ids). */
        variantMatches: z.optional(z.array(z.int())),
      }),
    ),
    ...paymentFields,
    historyResults: z.nullable(searchHistoryListSchema),
  });
}
export type SearchResponse<Row> = {
  searchResults: {
    totalRecordCount: number;
    currentRecordCount: number;
    truncated: boolean;
    pageNumber: number;
    batch: number;
    sortKey: string;
    sortDirection: 'ASC' | 'DESC';
    timestamp: number | null;
    searchResultList: Row[];
    variantMatches?: number[];
  } | null;
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
  price: number;
  usageBalance: string | null;
  historyResults: { searchHistoryList: SearchHistoryEntry[] } | null;
};
