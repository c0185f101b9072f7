import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { BucketSource } from './modules/image-import/bucket-source';
import { parseMapCsv } from './modules/image-import/map-csv';
import { runImageImport, type ImportSummary } from './modules/image-import/run-import';
import { FolderSource, type ScanSource } from './modules/image-import/scan-source';
import { openImageStore } from './modules/image-store/open-image-store';

/*
 * `npm run images:import -- <folder or s3://bucket/prefix> [--map <csv>]`: imports a county's scanned pages from a
 * folder or a bucket into the configured image store (IMAGE_STORE, server/README.md) and the configured database
 * (DATABASE_URL, else the PGlite folder DATA_DIR, which no running server may hold). docs/image-store.md describes the file names, the map and
 * what is stored. A rerun skips what was imported already.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { map: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new Error(
      'Give the scans: npm run images:import -- <folder or s3://bucket/prefix> [--map <csv>]',
    );
  const map = values.map ? parseMapCsv(readFileSync(values.map, 'utf8')) : null;
  const config = loadConfig();
  const source = await openScanSource(positionals[0], config);
  const store = await openImageStore(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.warn(`images:import: ${source.description} into ${store.description}`);
    const summary = await runImageImport(database.db, store, {
      folder: source,
      map,
      progress: (line) => console.warn(line),
    });
    console.log(describeSummary(summary));
    if (summary.failed.length > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
}

/**
 * Where the scans are: `s3://bucket/prefix` (a bucket on the S3 service the IMAGE_S3_ENDPOINT, IMAGE_S3_REGION and
 * IMAGE_S3_FORCE_PATH_STYLE settings name; credentials from the SDK's standard chain), else a folder.
 */
async function openScanSource(where: string, config: Config): Promise<ScanSource> {
  const bucket = /^s3:\/\/([^/]+)\/?(.*)$/.exec(where);
  if (bucket) {
    const { S3Store } = await import('./modules/image-store/s3-store');
    return new BucketSource(
      new S3Store({ bucket: bucket[1], prefix: bucket[2] || null, ...config.s3Service }),
    );
  }
  const folder = path.resolve(where);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`${folder} is not a folder.`);
  return new FolderSource(folder);
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
