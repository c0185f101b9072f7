import { sql } from 'drizzle-orm';
import { FILL_DOCUMENT_LISTINGS } from '../../../src/modules/search/document-listing';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, query, search, signedIn } from '../../helpers/search';

/*
 * A name search reads twice the window's names (a document may name the surname more than once) and finds the
 * window's documents and their rows in the same statement. When those names hold too few documents it reads more,
 * and the rows must then be those of the documents it finally found. Here the first document names the surname
 * 150 times, so a page's first read of 200 names holds 51 documents of the 61.
 */
const t = setupServerTest();
const SURNAME = 'ZZREFETCH';

beforeAll(async () => {
  // Records as the loader writes them: documents, their parties, then their listings.
  await query(
    t,
    sql`
    with kind as (select instrument_code, instrument_group from documents limit 1),
    made as (
      insert into documents (document_type, doc_number, display_doc_number, instrument_code, instrument_group, recorded_at)
      select 'ABSTRACT', 980000000 + g, 'ZR' || lpad(g::text, 2, '0'), kind.instrument_code, kind.instrument_group, '2001-02-03 10:00'
      from generate_series(1, 61) g, kind
      returning id, doc_number, recorded_at, document_type, instrument_group
    )
    insert into document_parties (doc_id, is_grantor, position, display_name, last_name, first_name, last_norm, doc_number, recorded_at, document_type, instrument_group)
    select made.id, true, p, ${SURNAME} || ' ' || p, ${SURNAME}, 'A' || p, ${SURNAME}, made.doc_number, made.recorded_at, made.document_type, made.instrument_group
    from made, generate_series(1, case when made.doc_number = 980000001 then 150 else 1 end) p`,
  );
  await query(
    t,
    sql.raw(`${FILL_DOCUMENT_LISTINGS} where d.doc_number between 980000001 and 980000061`),
  );
});

test('a page whose first names hold too few documents is read again, and its rows are those of the whole page', async () => {
  const client = await signedIn(t, 'flatfee.user');
  const reply = await search<{ displayDocNumber: string; grantorSearchResults: unknown[] }>(
    client,
    'searchByName',
    {
      ...ALL_DATES,
      grantorGranteeLastName1: SURNAME,
    },
  );
  expect(reply.status).toBe(200);
  const results = reply.body.content.searchResults!;
  const expected = Array.from({ length: 61 }, (_, i) => `ZR${String(i + 1).padStart(2, '0')}`);
  expect(results).toMatchObject({ totalRecordCount: 61, currentRecordCount: 61 });
  expect(results.searchResultList.map((r) => r.displayDocNumber)).toEqual(expected);
  expect(results.searchResultList[0].grantorSearchResults).toHaveLength(150);
  // The second page is empty; a batch of 25 from the middle of the first page holds its documents.
  const batch = await search<{ displayDocNumber: string }>(client, 'searchByName', {
    ...ALL_DATES,
    grantorGranteeLastName1: SURNAME,
    batch: 2,
  });
  expect(batch.body.content.searchResults!.searchResultList.map((r) => r.displayDocNumber)).toEqual(
    expected.slice(25, 50),
  );
});
