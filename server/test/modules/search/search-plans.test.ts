import { searchCriteriaSchema, type SearchTypeKey } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../src/db/client';
import type { SearchPlan } from '../../../src/modules/search/plan';
import { defaultSortKey, planFor } from '../../../src/modules/search/searches';
import { ALL_DATES, FIXTURE } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';

/*
 * Each search's queries can be answered from the indexes designed for them: EXPLAIN every main search's page
 * and count queries with sequential scans switched off (the test county is too small for the planner to prefer an
 * index on its own) and fail on a Seq Scan of a big table. A missing index, or a query rewritten so no index
 * fits, makes the planner fall back to a Seq Scan anyway, and this test fails. The name search must be answered
 * by an index-only scan of the covering index. Real plans and timings on 1,000,000 documents: bench/JOURNAL.md, "Search".
 */
const t = setupServerTest({ documents: 4000 });

const BIG_TABLES = new Set([
  'documents',
  'document_parties',
  'legal_descriptions',
  'document_parcels',
  'document_addresses',
  'reference_documents',
  'torrens_certificates',
  'torrens_memorials',
  'tax_liens',
  'tax_lien_taxpayers',
  'tax_lien_releases',
  'tax_lien_revisions',
  'tract_book_entries',
  'tract_book_legals',
]);

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** EXPLAIN (FORMAT JSON)'s one row: JSON text or parsed, depending on the driver. */
type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode }] | string };

function planNodes(result: { rows: ExplainRow[] }): PlanNode[] {
  const raw = result.rows[0]['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  return nodes(parsed[0].Plan);
}

/**
 * `bitmapOnly`: plain index scans off too. A contains search on a small test table can otherwise walk a primary
 * key in full (a full scan by another name); with only bitmap scans left, a pg_trgm index is the way in.
 */
async function explain(
  db: DbOrTx,
  query: ReturnType<typeof sql>,
  bitmapOnly: boolean,
): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`);
    return planNodes(await tx.execute<ExplainRow>(sql`explain (format json) ${query}`));
  });
}

/**
 * The plan PostgreSQL keeps for a statement sent prepared once it settles on a generic plan: the query prepared
 * with its values as parameters, planned with plan_cache_mode force_generic_plan, explained with the values.
 */
let statements = 0;
async function explainGeneric(db: DbOrTx, query: ReturnType<typeof sql>): Promise<PlanNode[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  // Prepared statements outlive transactions: each its own name, deallocated once explained.
  const name = `lrp_generic_plan_${(statements += 1)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    // EXECUTE takes its values as literals (a bound parameter is not allowed there); each is cast to its type.
    const literal = (value: unknown) => {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw new Error(`value ${String(value)}`);
      return `'${String(value).replaceAll("'", "''")}'`;
    };
    const values = params.length ? `(${params.map(literal).join(', ')})` : '';
    const result = await tx.execute<ExplainRow>(
      sql.raw(`explain (format json) execute ${name}${values}`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return planNodes(result);
  });
}

const CASES: [string, SearchTypeKey, Record<string, unknown>, string[]][] = [
  [
    'name',
    'searchByName',
    { ...ALL_DATES, grantorGranteeLastName1: 'Johnson' },
    ['document_parties_name_order_idx'],
  ],
  [
    'name and first name, grantors',
    'searchByName',
    {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Smith',
      grantorGranteeFirstName1: 'J',
      grantorGranteeSearchIn: 'GRANTORS',
    },
    // The planner picks either party index for so narrow a range on a small county: index-only, asserted below.
    [],
  ],
  [
    'two names, Or',
    'searchByName',
    { ...ALL_DATES, grantorGranteeLastName1: 'Smith', grantorGranteeLastName2: 'Olson' },
    ['document_parties_name_order_idx'],
  ],
  [
    'two names, And',
    'searchByName',
    {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Smith',
      andOr: 'AND',
      grantorGranteeLastName2: 'Olson',
    },
    ['document_parties_name_order_idx'],
  ],
  [
    'document number',
    'searchByDocumentNumber',
    { documentNumber: '9000002' },
    ['documents_doc_number_idx'],
  ],
  [
    'document number range',
    'searchByDocumentNumber',
    { documentNumber: '300000', toDocumentNumber: '300500' },
    ['documents_doc_number_idx'],
  ],
  [
    'date range',
    'searchByDate',
    { fromRecordedDate: '03/01/2004', toRecordedDate: '03/31/2004' },
    [],
  ],
  [
    'book and page',
    'searchByBookAndPage',
    { book: '9001', page: '1' },
    ['documents_book_page_idx'],
  ],
  [
    'address',
    'searchByAddress',
    { ...ALL_DATES, houseNumber: '412', streetName: 'Tamarack' },
    ['document_addresses_street_idx'],
  ],
  [
    'parcel ID',
    'searchByParcelId',
    { ...ALL_DATES, parcelId: FIXTURE.parcelId },
    ['document_parcels_parcel_idx'],
  ],
  [
    'legal, lots and blocks',
    'searchByLegalDescription',
    { ...ALL_DATES, plat: FIXTURE.plat.code, block: '3', lot: '7' },
    ['legal_descriptions_plat_idx'],
  ],
  [
    'legal, section township range',
    'searchByLegalDescription',
    { ...ALL_DATES, legalType: 'MB', section: '12', township: '136', range: '31' },
    ['legal_descriptions_str_idx'],
  ],
  [
    'legal, section township range and quarters',
    'searchByLegalDescription',
    {
      ...ALL_DATES,
      legalType: 'MB',
      section: '12',
      township: '136',
      range: '31',
      qq: 'NE',
      q: 'SW',
    },
    ['legal_descriptions_str_idx'],
  ],
  [
    'legal, metes and bounds text (contains)',
    'searchByLegalDescription',
    { ...ALL_DATES, legalType: 'MB', otherLot: 'quillfeather creek' },
    ['legal_descriptions_description_trgm_idx'],
  ],
  ['plat', 'searchByPlat', { plat: FIXTURE.plat.code }, ['legal_descriptions_plat_idx']],
  [
    'tract index',
    'searchByTractIndexNMI',
    { ...ALL_DATES, island: 'SPN', village: 'Garapan' },
    ['legal_descriptions_village_idx'],
  ],
  [
    'tax lien, taxpayer',
    'searchByTaxLien',
    { taxpayerName: 'Quillfeather' },
    ['tax_lien_taxpayers_name_idx'],
  ],
  [
    'tax lien, lien number',
    'searchByTaxLien',
    { searchByTaxLienMethod: 'LIENNUMBER', lienNumber: FIXTURE.lienNumber },
    [],
  ],
  [
    'tax lien, document number',
    'searchByTaxLien',
    { searchByTaxLienMethod: 'DOCUMENTNUMBER', documentNumber: '900002' },
    [],
  ],
  [
    'Torrens certificate',
    'searchByTorrensCertificate',
    { certificateNumber: FIXTURE.torrens.current },
    ['torrens_certificates_sort_idx'],
  ],
  [
    'Torrens text, all sections',
    'searchByTorrensText',
    { text: 'quillfeather' },
    ['torrens_certificates_legal_trgm_idx', 'torrens_certificates_recital_trgm_idx'],
  ],
  [
    'Torrens text, memorials',
    'searchByTorrensText',
    { text: 'savings and loan', searchIn: 'MEMORIAL' },
    ['torrens_memorials_text_trgm_idx'],
  ],
  [
    'Torrens text, memorial document',
    'searchByTorrensText',
    { text: 'T900002', searchIn: 'DOCUMENT' },
    ['documents_doc_number_idx'],
  ],
  [
    'tract book ID',
    'searchByTractBookId',
    { tractBookId: FIXTURE.tractBookId },
    ['tract_book_entries_book_id_idx'],
  ],
  [
    'tract book legal',
    'searchByTractBookLegal',
    { ...ALL_DATES, legalType: 'MB', section: '1', township: '136', range: '31' },
    ['tract_book_legals_str_idx'],
  ],
];

describe('every main search is answered from its indexes', () => {
  test.each(CASES)('%s', async (_name, type, body, indexes) => {
    const criteria = searchCriteriaSchema(type).parse(body);
    const platId =
      'plat' in criteria && criteria.plat
        ? (
            await t.testDb.database.db.execute<{ id: number }>(
              sql`select id from plats where code = ${criteria.plat}`,
            )
          ).rows[0].id
        : null;
    const plan: SearchPlan = planFor(type, {
      criteria,
      sortKey: defaultSortKey(type),
      sortDirection: 'ASC',
      scope: { viewProtected: false },
      platId,
    } as never);
    const queries = [plan.page({ offset: 0, limit: 100 }), plan.count()].filter(
      (q): q is NonNullable<typeof q> => q !== null,
    );
    const used = new Set<string>();
    for (const query of queries) {
      const planNodes = await explain(
        t.testDb.database.db,
        query,
        indexes.some((i) => i.endsWith('_trgm_idx')),
      );
      const fullScans = planNodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name'] ?? ''),
      );
      expect(fullScans.map((n) => `Seq Scan on ${n['Relation Name']}`)).toEqual([]);
      for (const n of planNodes) if (n['Index Name']) used.add(n['Index Name']);
      if (type === 'searchByName') {
        const partyScans = planNodes.filter((n) => n['Relation Name'] === 'document_parties');
        expect(partyScans.map((n) => n['Node Type'])).toEqual(
          partyScans.map(() => 'Index Only Scan'),
        );
      }
    }
    expect([...used]).toEqual(expect.arrayContaining(indexes));

    // A statement sent prepared may be answered by its generic plan: it must read the same tables the same way
    // (the same indexes) as the plan made for the values.
    if (!plan.prepared) return;
    const reads = (planNodes: PlanNode[]) =>
      planNodes
        .filter((n) => n['Relation Name'])
        .map((n) => `${n['Relation Name']} by ${n['Index Name'] ?? n['Node Type']}`)
        .sort();
    for (const query of queries) {
      const custom = await explain(t.testDb.database.db, query, false);
      const generic = await explainGeneric(t.testDb.database.db, query);
      expect(reads(generic)).toEqual(reads(custom));
    }
  });

  test('the statements sent prepared are the ones whose plan does not depend on their values', () => {
    const prepared = CASES.filter(([, type, body]) => {
      const criteria = searchCriteriaSchema(type).parse(body);
      return planFor(type, {
        criteria,
        sortKey: defaultSortKey(type),
        sortDirection: 'ASC',
        scope: { viewProtected: false },
        platId: 1,
      } as never).prepared;
    }).map(([name]) => name);
    expect(prepared).toEqual([
      'name',
      'name and first name, grantors',
      'two names, Or',
      'two names, And',
      'document number',
      'book and page',
    ]);
  });
});
