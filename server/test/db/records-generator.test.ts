import { sql } from 'drizzle-orm';
import { makePlats } from '../../src/db/seed/records/county-map';
import { DocumentWriter } from '../../src/db/seed/records/documents';
import { Random } from '../../src/db/seed/records/random';
import { FIXTURE, reservedLots, writeFixtures } from '../../src/db/seed/records/fixtures';
import { CountyGenerator } from '../../src/db/seed/records/generate';
import { RowSink } from '../../src/db/seed/records/sink';
import type { RecordTable } from '../../src/db/seed/records/tables';
import { RECORD_TABLES } from '../../src/db/seed/records/tables';
import { query } from '../helpers/search';
import { setupServerTest } from '../helpers/test-app';

/*
 * The records generator: the same county for the same seed and size, fixtures included, and realistic enough to
 * search (surname skew, businesses, keyed-in punctuation, instrument shares, dates over the decades).
 */

/** Generates a county in memory (no database) and answers its rows per table. */
async function generate(documents: number, seed = 'pine-ridge-county') {
  const rows = new Map<RecordTable, unknown[][]>();
  const sink = new RowSink({
    copy: async (table, _columns, batch) => {
      rows.set(table as RecordTable, [
        ...(rows.get(table as RecordTable) ?? []),
        ...batch.map((r) => [...r]),
      ]);
    },
  });
  const writer = new DocumentWriter(sink);
  const generator = new CountyGenerator(sink, writer, documents, {
    seed,
    reservedLots: reservedLots(),
    liensBefore: 1,
  });
  writeFixtures(writer, sink, (code) => generator.plat(code));
  await generator.run();
  generator.tractBooks(3);
  generator.writePlats();
  await sink.flush();
  return rows;
}

const column = (table: RecordTable, name: string) =>
  (RECORD_TABLES[table] as readonly string[]).indexOf(name);

describe('the records generator', () => {
  test('deterministic: the same seed and size give the same rows; another seed another county', async () => {
    const [a, b, c] = await Promise.all([
      generate(2000),
      generate(2000),
      generate(2000, 'another-county'),
    ]);
    expect(a.get('documents')).toEqual(b.get('documents'));
    expect(a.get('document_parties')).toEqual(b.get('document_parties'));
    expect(a.get('document_parties')).not.toEqual(c.get('document_parties'));
  });

  test('the fixtures come first, with their own numbers, and the generated documents are in time order', async () => {
    const documents = (await generate(3000)).get('documents')!;
    expect(documents).toHaveLength(3000 + FIXTURE.documentCount);
    const number = column('documents', 'display_doc_number');
    expect(documents.slice(0, 3).map((d) => d[number])).toEqual(['9000001', '9000002', '9000003']);
    const recorded = documents
      .slice(FIXTURE.documentCount)
      .map((d) => d[column('documents', 'recorded_at')] as string);
    expect(recorded).toEqual([...recorded].sort());
    expect(recorded[0] >= '1950-01-03').toBe(true);
    expect(recorded[recorded.length - 1] <= '2025-12-05 23:59:59').toBe(true);
    // More recordings each decade.
    const decade = (d: string) => recorded.filter((r) => r.startsWith(d)).length;
    expect(decade('201')).toBeGreaterThan(decade('196') * 2);
  });

  test('realistic names: a surname skew, businesses, punctuation as indexes keyed it, no generated QUILL names', async () => {
    const parties = (await generate(20000)).get('document_parties')!;
    const lastNorm = column('document_parties', 'last_norm');
    const business = column('document_parties', 'business');
    const display = column('document_parties', 'display_name');
    const people = parties.filter((p) => !p[business]);
    const counts = new Map<string, number>();
    for (const p of people)
      counts.set(p[lastNorm] as string, (counts.get(p[lastNorm] as string) ?? 0) + 1);
    const ranked = [...counts.values()].sort((x, y) => y - x);
    // The commonest surname is a fraction of a percent to a couple of percent; there is a long tail.
    expect(ranked[0] / people.length).toBeGreaterThan(0.004);
    expect(ranked[0] / people.length).toBeLessThan(0.03);
    expect(counts.size).toBeGreaterThan(500);
    expect(ranked.filter((n) => n <= 3).length).toBeGreaterThan(100);
    const share = parties.filter((p) => p[business]).length / parties.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.45);
    const names = parties.map((p) => p[display] as string);
    for (const keyed of [
      "O'BRIEN",
      'OBRIEN',
      "O'Brien",
      'ST. JOHN',
      'St. John',
      'MC DONALD',
      'McDonald',
      'MacDonald',
    ]) {
      expect(names.some((n) => n.startsWith(keyed))).toBe(true);
    }
    expect(parties.slice(40).some((p) => (p[lastNorm] as string).startsWith('QUILL'))).toBe(false);
    // About 2.5 names per document.
    expect(parties.length / 20000).toBeGreaterThan(2);
    expect(parties.length / 20000).toBeLessThan(3.2);
  });

  test('believable shares of instruments, and tax liens only from 1995', async () => {
    const rows = await generate(20000);
    const documents = rows.get('documents')!;
    const code = column('documents', 'instrument_code');
    const share = (c: string) => documents.filter((d) => d[code] === c).length / documents.length;
    expect(share('MTG')).toBeGreaterThan(0.15);
    expect(share('MTG')).toBeGreaterThan(share('WD'));
    expect(share('SAT')).toBeGreaterThan(0.05);
    expect(share('WD')).toBeGreaterThan(0.08);
    expect(share('PLAT')).toBeGreaterThan(0);
    const liens = documents.filter((d) => d[code] === 'FTL' || d[code] === 'STL');
    expect(liens.length).toBeGreaterThan(100);
    expect(liens.every((d) => (d[column('documents', 'recorded_at')] as string) >= '1995')).toBe(
      true,
    );
    expect(rows.get('tax_liens')!.length).toBe(liens.length);
    // Satisfactions refer to their mortgages; Torrens transfers cancel certificates.
    expect(rows.get('reference_documents')!.length).toBeGreaterThan(
      share('SAT') * documents.length * 0.9,
    );
    expect(rows.get('torrens_cancellations')!.length).toBeGreaterThan(100);
  });
});

describe('the seeded test county', () => {
  const t = setupServerTest();

  test('holds the fixtures and the generated documents, with the plat lists for the type-ahead', async () => {
    const [counts] = await query<{
      documents: number;
      parties: number;
      plats: number;
      names: number;
      numbers: number;
      islands: number;
    }>(
      t,
      sql`select (select count(*)::int from documents) as documents, (select count(*)::int from document_parties) as parties,
        (select count(*)::int from plats) as plats,
        (select count(*)::int from reference_lists where list_name = 'platNames') as names,
        (select count(*)::int from reference_lists where list_name = 'platNumbers') as numbers,
        (select count(*)::int from reference_lists where list_name = 'islands') as islands`,
    );
    expect(counts).toMatchObject({
      documents: 400 + FIXTURE.documentCount,
      plats: 30,
      names: 30,
      numbers: 30,
      islands: 3,
    });
    const [plat] = await query<{ name: string; doc_id: number }>(
      t,
      sql`select name, doc_id from plats where code = ${FIXTURE.plat.code}`,
    );
    expect(plat).toEqual({ name: FIXTURE.plat.name, doc_id: 12 });
  });
});

test('a county of ten million documents has 15,714 plats, each with its own name (the composed names run out at 2,700)', () => {
  const plats = makePlats(new Random('plats'), 15_714, 0, 40_000);
  expect(new Set(plats.map((p) => p.name)).size).toBe(15_714);
  expect(plats.filter((p) => p.name.includes(' No. ')).length).toBeGreaterThan(10_000);
  // A county of ordinary size keeps its composed names.
  expect(
    makePlats(new Random('plats'), 1_500, 0, 40_000).some((p) => p.name.includes(' No. ')),
  ).toBe(false);
});
