/*
 * A document's listing: its parties, legal descriptions and Torrens certificates as the JSON a results row shows,
 * kept in document_listings. Recorded documents change only when the records are loaded (npm run seed), and the
 * loader writes the listings right after the records; a results page then reads one row per document instead of
 * aggregating three tables for each (bench/README.md, "Search").
 */

/** A party as the listing keeps it: grantor, display name, last, first, middle initial, business. */
export type ListedParty = { g: boolean; n: string; l: string; f: string; m: string; b: boolean };
export type ListedLegal = { description: string; comment: string };
export type ListedCertificate = { id: number; number: string; status: 'C' | 'X' | 'P' };

/** Writes the listing of every document (the loader runs it once, after the records and their indexes). */
export const FILL_DOCUMENT_LISTINGS = `
  insert into document_listings (doc_id, parties, legals, certificates)
  select d.id,
    (select json_agg(json_build_object('g', p.is_grantor, 'n', p.display_name, 'l', p.last_name, 'f', p.first_name, 'm', p.middle_initial, 'b', p.business)
       order by p.is_grantor desc, p.position) from document_parties p where p.doc_id = d.id),
    (select json_agg(json_build_object('description', l.description, 'comment', l.comment) order by l.position)
       from legal_descriptions l where l.doc_id = d.id),
    (select json_agg(json_build_object('id', c.id, 'number', c.certificate_number, 'status', c.status) order by c.certificate_sort)
       from torrens_memorials m join torrens_certificates c on c.id = m.certificate_id where m.doc_id = d.id)
  from documents d`;
