import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/seed';
import { RECORDS_SEED, seedRecords } from './db/seed/records';

/*
 * `npm run seed -- --documents N [--seed TEXT]`: (re)generates the county's records in the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR): migrations first, the demo county if the database is empty,
 * then N generated documents besides the fixture documents, replacing any records already there.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { documents: { type: 'string' }, seed: { type: 'string', default: RECORDS_SEED } },
    strict: true,
  });
  const documents = Number(values.documents ?? 'NaN');
  if (!Number.isInteger(documents) || documents < 0 || documents > 20_000_000) {
    throw new Error(
      'Give the number of documents: npm run seed -- --documents 100000 (0 to 20000000).',
    );
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const { seededRecords } = await prepareDatabase(database, {
      seed: 'demo',
      admin: config.admin,
      demoDocuments: documents,
    });
    const summary = seededRecords
      ? null
      : await seedRecords(database, { documents, seed: values.seed });
    const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)';
    const rows = summary
      ? Object.entries(summary.rows)
          .map(([table, n]) => `${table} ${n}`)
          .join(', ')
      : '';
    console.warn(
      `seeded ${documents} generated documents into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB${rows ? `: ${rows}` : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
