import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { parseMapCsv } from './modules/image-import/map-csv';
import { runImageImport, type ImportSummary } from './modules/image-import/run-import';
import { openImageStore } from './modules/image-store/open-image-store';

/*
 * `npm run images:import -- <folder> [--map <csv>]`: imports a county's scanned pages from a folder into the
 * configured image store (IMAGE_STORE, server/README.md) and the configured database (DATABASE_URL, else the PGlite
 * folder DATA_DIR, which no running server may hold). docs/image-store.md describes the file names, the map and
 * what is stored. A rerun skips what was imported already.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { map: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new Error('Give the folder of scans: npm run images:import -- <folder> [--map <csv>]');
  const folder = path.resolve(positionals[0]);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`${folder} is not a folder.`);
  const map = values.map ? parseMapCsv(readFileSync(values.map, 'utf8')) : null;
  const config = loadConfig();
  const store = await openImageStore(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.warn(`images:import: ${folder} into ${store.description}`);
    const summary = await runImageImport(database.db, store, {
      folder,
      map,
      progress: (line) => console.warn(line),
    });
    console.log(describeSummary(summary));
    if (summary.failed.length > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
}

/** The summary a person reads at the end of a run. */
function describeSummary(s: ImportSummary): string {
  const lines = [
    `${s.files} files in ${(s.ms / 1000).toFixed(1)} s: ${s.imported} imported (${s.documents} documents, ${s.pages} pages), ${s.skipped} skipped (imported before), ${s.unmatched.length} unmatched, ${s.failed.length} failed`,
  ];
  if (s.unmatched.length > 0)
    lines.push('Unmatched:', ...s.unmatched.map((u) => `  ${u.source}: ${u.reason}`));
  if (s.failed.length > 0)
    lines.push('Failed:', ...s.failed.map((f) => `  ${f.source}: ${f.reason}`));
  return lines.join('\n');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
