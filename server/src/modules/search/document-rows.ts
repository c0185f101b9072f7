import type { DocumentResult, ReferenceDocument, SourcedDocKey } from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from './sql';

/*
 * Loading the rows of one window of document results (at most a page of 100, or the 1000 of a Print), in the
 * order the search found them.
 */

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

/** A window of results rows as the reply's JSON text (an array), and how many rows it holds. */
export type ResultRows = { count: number; json: string };

/**
 * The documents' results rows, in the order of `ids` (an int[] expression), as a lateral subquery answering
 * `rows_json` (JSON text, which the server passes on without parsing) and `rows_count`: their listings
 * (document-listing.ts), read by primary key. A search asks for them in its own statement (plan.ts, riders).
 */
export function documentRowsColumns(ids: SQL): SQL {
  return sql`lateral (select '[' || string_agg(dl.result_row::text, ',' order by u.ord) || ']' as rows_json,
      count(*)::int as rows_count
    from unnest(${ids}) with ordinality as u(id, ord) join document_listings dl on dl.doc_id = u.id) as rows`;
}

/** The rows out of those columns. */
export function documentRowsOf(answered: Record<string, unknown>): ResultRows {
  return {
    count: answered.rows_count as number,
    json: (answered.rows_json as string | null) ?? '[]',
  };
}

/** The same rows in a statement of their own. */
export async function documentRowsJson(db: DbOrTx, ids: readonly number[]): Promise<ResultRows> {
  if (!ids.length) return { count: 0, json: '[]' };
  const [row] = (
    await db.execute<Record<string, unknown>>(
      sql`select rows.* from ${documentRowsColumns(intArray(ids))}`,
    )
  ).rows;
  return documentRowsOf(row);
}

/** The same rows as objects (a detail panel, an image's document, the results PDF). */
export async function loadDocumentRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<DocumentResult[]> {
  return JSON.parse((await documentRowsJson(db, ids)).json) as DocumentResult[];
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
