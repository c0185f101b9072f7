import {
  TORRENS_STATUSES,
  type DocumentResult,
  type PartyResult,
  type ReferenceDocument,
  type SourcedDocKey,
} from '@lrp/shared/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import type { ListedCertificate, ListedLegal, ListedParty } from './document-listing';
import { intArray } from './sql';

/*
 * Loading the rows of one window of document results (at most a page of 100, or the 1000 of a Print), in the
 * order the search found them.
 */

type DocumentRecord = {
  id: number;
  document_type: string;
  doc_number: string | number;
  display_doc_number: string;
  instrument_code: string;
  instrument_description: string;
  instrument_group: string;
  recorded_date: string;
  recorded_date_time: string;
  instrument_date: string | null;
  book: string | null;
  page: string | null;
  book_type: string | null;
  mortgage_amount: number | null;
  sale_price: number | null;
  verified: boolean;
  image_allowed: boolean;
  page_count: number;
  judicial_protection: boolean;
  additional_info: string[];
  display_only: { label: string; value: string }[];
};

/** "812/45/D": book and page, and the book type when there is one; blank when the document has none. */
export function bookAndPage(
  book: string | null,
  page: string | null,
  bookType?: string | null,
): string {
  if (!book) return '';
  return [book, page ?? '', bookType ?? ''].filter((part, i) => i < 2 || part).join('/');
}

export const documentKey = (id: number, documentType: string): SourcedDocKey => ({
  docKeyType: 'DOCUMENT',
  docKeyNumber: String(id),
  imageKeyType: documentType,
});

const INSTRUMENT = sql`left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code`;

/**
 * One statement (one round trip, one connection): the documents with their listings (parties, legals and
 * certificates as JSON, document-listing.ts).
 */
export async function loadDocumentRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<DocumentResult[]> {
  if (!ids.length) return [];
  // Named: its text never changes, and planning it cost more than running it.
  const result = await executeNamed<
    DocumentRecord & {
      parties: ListedParty[] | null;
      legals: ListedLegal[] | null;
      certificates: ListedCertificate[] | null;
    }
  >(
    db,
    'lrp_document_rows',
    sql`
    select d.id, d.document_type, d.doc_number, d.display_doc_number, d.instrument_code,
      coalesce(rl.description, d.instrument_code) as instrument_description, d.instrument_group,
      to_char(d.recorded_at, 'MM/DD/YYYY') as recorded_date, to_char(d.recorded_at, 'MM/DD/YYYY HH12:MI AM') as recorded_date_time,
      to_char(d.instrument_date, 'MM/DD/YYYY') as instrument_date, d.book, d.page, d.book_type,
      d.mortgage_amount::float8 as mortgage_amount, d.sale_price::float8 as sale_price, d.verified, d.image_allowed, d.page_count,
      d.judicial_protection, d.additional_info, d.display_only, dl.parties, dl.legals, dl.certificates
    from documents d left join document_listings dl on dl.doc_id = d.id ${INSTRUMENT}
    where d.id = any(${intArray(ids)})`,
  );
  const party = (p: ListedParty): PartyResult => ({
    displayName: p.n,
    lastName: p.l,
    firstName: p.f,
    middleInitial: p.m,
    business: p.b,
  });
  const byId = new Map(
    result.rows.map((d): [number, DocumentResult] => [
      d.id,
      {
        docId: d.id,
        documentType: d.document_type,
        docNumber: Number(d.doc_number),
        displayDocNumber: d.display_doc_number,
        instrumentCode: d.instrument_code,
        instrumentDescription: d.instrument_description,
        instrumentGroup: d.instrument_group,
        recordedDate: d.recorded_date,
        recordedDateTime: d.recorded_date_time,
        instrumentDate: d.instrument_date ?? '',
        displayBookAndPage: bookAndPage(d.book, d.page, d.book_type),
        mortgageAmount: d.mortgage_amount,
        salePrice: d.sale_price,
        verifiedStatus: d.verified ? 'VERIFIED' : 'UNVERIFIED',
        imageAllowed: d.image_allowed,
        pageCount: d.page_count,
        judicialProtection: d.judicial_protection,
        sourcedDocKey: documentKey(d.id, d.document_type),
        grantorSearchResults: (d.parties ?? []).filter((p) => p.g).map(party),
        granteeSearchResults: (d.parties ?? []).filter((p) => !p.g).map(party),
        legalSearchResults: (d.legals ?? []).map((l) => ({
          docId: d.id,
          description: l.description,
          comment: l.comment,
        })),
        torrensSearchResults: (d.certificates ?? []).map((c) => ({
          certificateId: c.id,
          certificateNumber: c.number,
          shortStatus: c.status,
          status: TORRENS_STATUSES[c.status],
        })),
        displayOnlySearchResults: d.display_only,
        additionalInfoSearchResults: d.additional_info,
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((d): d is DocumentResult => d !== undefined);
}

/** The documents a document refers to, for the detail panel (search/referenceDocuments). */
export async function loadReferenceDocuments(
  db: DbOrTx,
  docId: number,
): Promise<ReferenceDocument[]> {
  const result = await db.execute<{
    ref_doc_id: number | null;
    instrument_description: string;
    ref_doc_number: string | number;
    ref_document_type: string;
    ref_display_doc_number: string;
    ref_book: string | null;
    ref_page: string | null;
    recorded_date: string | null;
    recorded_time: string | null;
    recorded_am_pm: string | null;
  }>(sql`
    select r.ref_doc_id, coalesce(rl.description, r.ref_instrument_code) as instrument_description, r.ref_doc_number, r.ref_document_type,
      r.ref_display_doc_number, r.ref_book, r.ref_page, to_char(r.ref_recorded_at, 'MM/DD/YYYY') as recorded_date,
      to_char(r.ref_recorded_at, 'HH12:MI') as recorded_time, to_char(r.ref_recorded_at, 'AM') as recorded_am_pm
    from reference_documents r
    left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = r.ref_instrument_code
    where r.doc_id = ${docId} order by r.position`);
  return result.rows.map((r) => ({
    docId: r.ref_doc_id,
    instrumentDescription: r.instrument_description,
    docNumber: String(r.ref_doc_number),
    docType: r.ref_document_type,
    displayDocNumber: r.ref_display_doc_number,
    displayBookAndPage: bookAndPage(r.ref_book, r.ref_page),
    recordedDate: r.recorded_date ?? '',
    recordedTime: r.recorded_time ?? '',
    recordedAmPm: r.recorded_am_pm ?? '',
  }));
}
