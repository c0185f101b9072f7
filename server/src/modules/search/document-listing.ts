import { TORRENS_STATUSES } from '@lrp/contract';

/*
 * A document's listing: its results row (the contract's DocumentResult, with its parties, legal descriptions and
 * Torrens certificates) as JSON, kept in document_listings. Recorded documents change only when the records are
 * loaded (npm run seed), and the loader writes the listings right after the records; a results page then reads
 * one row per document and passes its JSON through to the reply untouched (bench/README.md, "Search").
 *
 * This statement is where a document's results row is shaped; `server/test/modules/search/document-listing.test.ts` checks
 * every listing of the seeded county against the contract's schema and against the records.
 */

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The certificate status's words (TORRENS_STATUSES), for a SQL CASE. */
const STATUS_WORDS = Object.entries(TORRENS_STATUSES)
  .map(([code, word]) => `when ${quote(code)} then ${quote(word)}`)
  .join(' ');

const party = `json_build_object('displayName', p.display_name, 'lastName', p.last_name, 'firstName', p.first_name,
  'middleInitial', p.middle_initial, 'business', p.business)`;

/** Writes the listing of every document (the loader runs it once, after the records and their indexes). */
export const FILL_DOCUMENT_LISTINGS = `
  insert into document_listings (doc_id, result_row)
  select d.id, json_build_object(
    'docId', d.id,
    'documentType', d.document_type,
    'docNumber', d.doc_number,
    'displayDocNumber', d.display_doc_number,
    'instrumentCode', d.instrument_code,
    'instrumentDescription', coalesce(rl.description, d.instrument_code),
    'instrumentGroup', d.instrument_group,
    'recordedDate', to_char(d.recorded_at, 'MM/DD/YYYY'),
    'recordedDateTime', to_char(d.recorded_at, 'MM/DD/YYYY HH12:MI AM'),
    'instrumentDate', coalesce(to_char(d.instrument_date, 'MM/DD/YYYY'), ''),
    'displayBookAndPage', case when coalesce(d.book, '') = '' then ''
      else d.book || '/' || coalesce(d.page, '') || coalesce('/' || nullif(d.book_type, ''), '') end,
    'mortgageAmount', d.mortgage_amount::float8,
    'salePrice', d.sale_price::float8,
    'verifiedStatus', case when d.verified then 'VERIFIED' else 'UNVERIFIED' end,
    'imageAllowed', d.image_allowed,
    'pageCount', d.page_count,
    'judicialProtection', d.judicial_protection,
    'sourcedDocKey', json_build_object('docKeyType', 'DOCUMENT', 'docKeyNumber', d.id::text, 'imageKeyType', d.document_type),
    'grantorSearchResults', coalesce((select json_agg(${party} order by p.position)
       from document_parties p where p.doc_id = d.id and p.is_grantor), '[]'),
    'granteeSearchResults', coalesce((select json_agg(${party} order by p.position)
       from document_parties p where p.doc_id = d.id and not p.is_grantor), '[]'),
    'legalSearchResults', coalesce((select json_agg(json_build_object('docId', d.id, 'description', l.description, 'comment', l.comment)
       order by l.position) from legal_descriptions l where l.doc_id = d.id), '[]'),
    'torrensSearchResults', coalesce((select json_agg(json_build_object('certificateId', c.id, 'certificateNumber', c.certificate_number,
       'shortStatus', c.status, 'status', case c.status ${STATUS_WORDS} else c.status end) order by c.certificate_sort)
       from torrens_memorials m join torrens_certificates c on c.id = m.certificate_id where m.doc_id = d.id), '[]'),
    'displayOnlySearchResults', d.display_only,
    'additionalInfoSearchResults', d.additional_info)
  from documents d
  left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code`;
