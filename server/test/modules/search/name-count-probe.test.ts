import { RESULTS_TRUNCATION } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { FILL_DOCUMENT_LISTINGS } from '../../../src/modules/search/document-listing';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, query, search, signedIn } from '../../helpers/search';

/*
 * A name search counts its documents up to the truncation by probing the first matching names: 1,700, then 3,000
 * when those held fewer than 1,000 documents, then all of them. Each surname here names its documents a set number
 * of times, so that each way of counting answers: the first probe, the second, and the count of everything.
 */
const t = setupServerTest();

/** surname, documents, names per document, the total the search answers. */
const SURNAMES: [string, number, number, number][] = [
  ['ZZPROBEA', 600, 3, 600], // 1,800 names: the first probe is not enough, the second reads them all.
  ['ZZPROBEB', 900, 4, 900], // 3,600 names, 750 documents in the first 3,000: everything is counted.
  ['ZZPROBEC', 1100, 2, RESULTS_TRUNCATION], // 2,200 names: the second probe finds 1,000 documents.
  ['ZZPROBED', 1200, 1, RESULTS_TRUNCATION], // the first probe finds 1,000 documents.
];

beforeAll(async () => {
  let first = 970000000;
  for (const [surname, documents, names] of SURNAMES) {
    await query(
      t,
      sql`
      with kind as (select instrument_code, instrument_group from documents limit 1),
      made as (
        insert into documents (document_type, doc_number, display_doc_number, instrument_code, instrument_group, recorded_at)
        select 'ABSTRACT', ${first}::int + g, ${surname.slice(-1)} || lpad(g::text, 5, '0'), kind.instrument_code, kind.instrument_group, '2001-02-03 10:00'
        from generate_series(1, ${documents}::int) g, kind
        returning id, doc_number, recorded_at, document_type, instrument_group
      )
      insert into document_parties (doc_id, is_grantor, position, display_name, last_name, first_name, last_norm, doc_number, recorded_at, document_type, instrument_group)
      select made.id, p % 2 = 0, p, ${surname} || ' ' || p, ${surname}, 'A' || p, ${surname}, made.doc_number, made.recorded_at, made.document_type, made.instrument_group
      from made, generate_series(1, ${names}::int) p`,
    );
    await query(
      t,
      sql.raw(
        `${FILL_DOCUMENT_LISTINGS} where d.doc_number between ${first + 1} and ${first + documents}`,
      ),
    );
    first += 10_000;
  }
  await query(t, sql`analyze document_parties`);
});

test.each(SURNAMES)(
  '%s: %i documents named %i times each answer %i',
  async (surname, _documents, _names, total) => {
    const client = await signedIn(t, 'flatfee.user');
    const reply = await search(client, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: surname,
      batch: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.content.searchResults).toMatchObject({
      totalRecordCount: total,
      truncated: total === RESULTS_TRUNCATION,
      currentRecordCount: 25,
    });
  },
);
