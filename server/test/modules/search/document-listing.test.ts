import {
  documentResultSchema,
  envelopeSchema,
  searchResponseSchema,
  TORRENS_STATUSES,
  type DocumentResult,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { INSTRUMENT_DESCRIPTIONS } from '../../../src/db/seed/records/documents';
import { bookAndPage } from '../../../src/modules/search/document-rows';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, fixture, search, signedIn } from '../../helpers/search';

/*
 * The results rows of documents are built once, in SQL, by the records loader (document-listing.ts), and the
 * search replies pass that JSON through unparsed. So every listing of the seeded county is checked here: against
 * the contract's schema, and against the records it was made from.
 */
const t = setupServerTest();

type Facts = {
  id: number;
  doc_number: number;
  display_doc_number: string;
  document_type: string;
  instrument_code: string;
  book: string | null;
  page: string | null;
  book_type: string | null;
  recorded: string;
  mortgage_amount: number | null;
  verified: boolean;
  judicial_protection: boolean;
  parties: { name: string; grantor: boolean }[];
  legals: number;
  statuses: ('C' | 'X' | 'P')[];
  result_row: unknown;
};

test('every document has a listing that is a valid results row and says what its records say', async () => {
  const { rows } = await t.testDb.database.db.execute<Facts>(sql`
    select d.id, d.doc_number::float8 as doc_number, d.display_doc_number, d.document_type, d.instrument_code,
      d.book, d.page, d.book_type, to_char(d.recorded_at, 'MM/DD/YYYY') as recorded,
      d.mortgage_amount::float8 as mortgage_amount, d.verified, d.judicial_protection,
      (select coalesce(json_agg(json_build_object('name', p.display_name, 'grantor', p.is_grantor) order by p.position), '[]')
        from document_parties p where p.doc_id = d.id) as parties,
      (select count(*)::int from legal_descriptions l where l.doc_id = d.id) as legals,
      (select coalesce(json_agg(c.status order by c.certificate_sort), '[]')
        from torrens_memorials m join torrens_certificates c on c.id = m.certificate_id where m.doc_id = d.id) as statuses,
      dl.result_row
    from documents d left join document_listings dl on dl.doc_id = d.id order by d.id`);
  expect(rows.length).toBeGreaterThan(400);
  let bookAndPages = 0;
  let certificates = 0;
  for (const facts of rows) {
    const row: DocumentResult = documentResultSchema.parse(facts.result_row);
    const names = (grantor: boolean) =>
      facts.parties.filter((p) => p.grantor === grantor).map((p) => p.name);
    expect(row).toMatchObject({
      docId: facts.id,
      docNumber: facts.doc_number,
      displayDocNumber: facts.display_doc_number,
      instrumentCode: facts.instrument_code,
      instrumentDescription:
        INSTRUMENT_DESCRIPTIONS[facts.instrument_code] ?? facts.instrument_code,
      recordedDate: facts.recorded,
      displayBookAndPage: bookAndPage(facts.book, facts.page, facts.book_type),
      mortgageAmount: facts.mortgage_amount,
      verifiedStatus: facts.verified ? 'VERIFIED' : 'UNVERIFIED',
      judicialProtection: facts.judicial_protection,
      sourcedDocKey: {
        docKeyType: 'DOCUMENT',
        docKeyNumber: String(facts.id),
        imageKeyType: facts.document_type,
      },
    });
    expect(row.recordedDateTime).toMatch(
      new RegExp(`^${facts.recorded} (0[1-9]|1[0-2]):[0-5]\\d [AP]M$`),
    );
    expect(row.grantorSearchResults.map((p) => p.displayName)).toEqual(names(true));
    expect(row.granteeSearchResults.map((p) => p.displayName)).toEqual(names(false));
    expect(row.legalSearchResults).toHaveLength(facts.legals);
    expect(row.legalSearchResults.every((l) => l.docId === facts.id)).toBe(true);
    expect(row.torrensSearchResults.map((c) => [c.shortStatus, c.status])).toEqual(
      facts.statuses.map((s) => [s, TORRENS_STATUSES[s]]),
    );
    if (row.displayBookAndPage) bookAndPages += 1;
    certificates += row.torrensSearchResults.length;
  }
  // The county's records exercise the optional parts: books and pages, certificates.
  expect(bookAndPages).toBeGreaterThan(10);
  expect(certificates).toBeGreaterThan(0);
});

test('a search reply, with its rows passed through as text, is a valid envelope holding the listings', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const reply = await search<DocumentResult>(client, 'searchByName', {
    ...ALL_DATES,
    grantorGranteeLastName1: 'quillfeather',
  });
  expect(reply.status).toBe(200);
  expect(reply.response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = envelopeSchema(searchResponseSchema(documentResultSchema)).parse(reply.body);
  const results = body.content.searchResults!;
  expect(results.currentRecordCount).toBe(results.searchResultList.length);
  expect(results.searchResultList.map((r) => r.displayDocNumber)).toContain(fixture(1));
  // The history entry written by the same call, beside the rows.
  expect(body.content.historyResults?.searchHistoryList[0].longDescription).toMatch(
    /QUILLFEATHER/i,
  );
});

test('a search that finds nothing answers an empty list and the no-records message', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const reply = await search(client, 'searchByName', {
    ...ALL_DATES,
    grantorGranteeLastName1: 'zzyzxnotaname',
  });
  expect(reply.status).toBe(200);
  expect(
    z.parse(envelopeSchema(searchResponseSchema(documentResultSchema)), reply.body).content
      .searchResults,
  ).toMatchObject({
    totalRecordCount: 0,
    currentRecordCount: 0,
    searchResultList: [],
  });
  expect(reply.body.message).toMatch(/no records/i);
});
