import { sql } from 'drizzle-orm';
import type { BulkSession, Database } from '../../client';
import { replaceList } from '../reference-data';
import { ISLANDS } from './county-map';
import { DocumentWriter } from './documents';
import { FIXTURE, reservedLots, writeFixtures } from './fixtures';
import { CountyGenerator, writeGrantorGranteeBooks } from './generate';
import { RowSink } from './sink';
import { FILL_DOCUMENT_LISTINGS } from '../../../modules/search/document-listing';
import { RECORD_TABLE_NAMES, SERIAL_TABLES, type RecordTable } from './tables';

export { FIXTURE };

/** The demo county's seed: the same county for the same document count on every machine. */
export const RECORDS_SEED = 'pine-ridge-county';

export type RecordsSummary = {
  documents: number;
  rows: Partial<Record<RecordTable, number>>;
  ms: number;
};

/** From this many documents a load drops the indexes and foreign keys first (and builds them again after). */
const BULK_DOCUMENTS = 5_000;

const RECORD_TABLE_LIST = RECORD_TABLE_NAMES.map((t) => `'${t}'`).join(', ');

/**
 * The records tables' foreign keys and their search indexes (all but primary keys and unique constraints):
 * dropped before a bulk load and made again after it, one pass each, which is several times faster than checking
 * and indexing row by row. Answers the statements that put them back, indexes first.
 */
async function dropConstraintsAndIndexes(session: BulkSession): Promise<string[]> {
  const foreignKeys = await session.execute(`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in (${RECORD_TABLE_LIST})`);
  for (const fk of foreignKeys.rows)
    await session.execute(`alter table ${String(fk.table)} drop constraint "${String(fk.name)}"`);
  const indexes = await session.execute(`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public' and i.tablename in (${RECORD_TABLE_LIST})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes.rows) await session.execute(`drop index "${String(index.name)}"`);
  return [
    ...indexes.rows.map((i) => String(i.definition)),
    ...foreignKeys.rows.map(
      (fk) =>
        `alter table ${String(fk.table)} add constraint "${String(fk.name)}" ${String(fk.definition)}`,
    ),
  ];
}

/**
 * Writes the county's records: the fixture documents, then `documents` generated ones (in time order), the
 * Torrens certificates, tax liens, tract books, grantor-grantee books and plats. Replaces any records already
 * there. One transaction; COPY in batches; indexes rebuilt at the end; statistics refreshed.
 */
export async function seedRecords(
  database: Database,
  options: { documents: number; seed?: string },
): Promise<RecordsSummary> {
  const started = Date.now();
  const documents = Math.max(0, Math.floor(options.documents));
  const seed = options.seed ?? RECORDS_SEED;
  const loaded: { counts: Map<RecordTable, number>; plats: { code: string; name: string }[] } = {
    counts: new Map(),
    plats: [],
  };

  const replacing = await hasRecords(database);
  await database.bulkLoad(async (session) => {
    if (replacing)
      await session.execute(`truncate ${RECORD_TABLE_NAMES.join(', ')} restart identity cascade`);
    const restore = documents >= BULK_DOCUMENTS ? await dropConstraintsAndIndexes(session) : [];
    const sink = new RowSink(session);
    const writer = new DocumentWriter(sink);
    const generator = new CountyGenerator(sink, writer, documents, {
      seed,
      reservedLots: reservedLots(),
      liensBefore: 1,
    });
    const fixtures = writeFixtures(writer, sink, (code) => generator.plat(code));
    await generator.run();
    generator.tractBooks(fixtures.tractBookEntries + 1);
    writeGrantorGranteeBooks(sink);
    generator.writePlats();
    await sink.flush();
    loaded.counts = sink.counts;
    for (const table of SERIAL_TABLES) {
      await session.execute(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      );
    }
    await session.execute(`set local maintenance_work_mem = '256MB'`);
    for (const statement of restore) await session.execute(statement);
    // After the indexes: each listing reads its document's parties, legals and certificates through them.
    await session.execute(FILL_DOCUMENT_LISTINGS);
    loaded.plats = generator.county.plats;
  });

  // The plat type-ahead's lists (helper data) and the tract index's islands.
  const { db } = database;
  await db.transaction(async (tx) => {
    await replaceList(
      tx,
      'plats',
      loaded.plats.map((p) => [p.code, p.name]),
    );
    await replaceList(
      tx,
      'platNames',
      loaded.plats.map((p) => [p.code, p.name]),
    );
    await replaceList(
      tx,
      'platNumbers',
      loaded.plats.map((p) => [p.code, p.code]),
    );
    await replaceList(
      tx,
      'islands',
      ISLANDS.map(([code, name]) => [code, name]),
    );
  });
  // PGlite has no autovacuum, and a fresh load's pages are not yet marked all-visible: VACUUM ANALYZE gives the
  // planner its statistics and lets the name search read the covering index alone (an index-only scan).
  for (const table of [...RECORD_TABLE_NAMES, 'document_listings'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return {
    documents: loaded.counts.get('documents') ?? 0,
    rows: Object.fromEntries(loaded.counts),
    ms: Date.now() - started,
  };
}

/** Whether the database holds any recorded document yet. */
export async function hasRecords(database: Database): Promise<boolean> {
  const result = await database.db.execute<{ any: boolean }>(
    sql`select exists (select 1 from documents) as any`,
  );
  return result.rows[0].any;
}
