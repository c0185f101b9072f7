import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { RECORDING_LIMITS, type RecordingRejection } from '@lrp/contract';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { importRecordings, type RecordingItem } from './modules/recordings/import-recordings';

/*
 * `npm run records:import -- <file.jsonl>`: imports new and corrected recordings from a JSON lines file (one
 * document per line, docs/recordings-import.md) into the configured database (DATABASE_URL, else the PGlite folder
 * DATA_DIR, which no running server may hold). Each 1,000 lines are one transaction; a rerun replaces what it
 * imported before. Prints what was added, replaced and rejected (with the line and the reasons); exits with 2 when
 * a line was rejected.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3)
    throw new Error('Give the recordings: npm run records:import -- <file.jsonl>');
  const resolved = path.resolve(file);
  if (!statSync(resolved, { throwIfNoEntry: false })?.isFile())
    throw new Error(`${resolved} is not a file.`);
  const database = await openDatabase(loadConfig());
  const totals = { received: 0, added: 0, replaced: 0, rejected: [] as RecordingRejection[] };
  const started = Date.now();
  try {
    await database.migrate();
    const actor = { kind: 'file' as const, file: path.basename(resolved) };
    let batch: RecordingItem[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const { report } = await importRecordings(database.db, batch, actor);
      totals.received += report.received;
      totals.added += report.added;
      totals.replaced += report.replaced;
      totals.rejected.push(...report.rejected);
      batch = [];
      console.warn(`records:import: ${totals.received} lines read`);
    };
    let line = 0;
    const lines = createInterface({
      input: createReadStream(resolved, 'utf8'),
      crlfDelay: Infinity,
    });
    for await (const text of lines) {
      line += 1;
      if (text.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        totals.received += 1;
        totals.rejected.push({
          line,
          documentType: null,
          docNumber: null,
          reasons: ['The line is not valid JSON.'],
        });
        continue;
      }
      batch.push({ line, value });
      if (batch.length >= RECORDING_LIMITS.documentsPerCall) await flush();
    }
    await flush();
  } finally {
    await database.close();
  }
  console.log(
    `${totals.received} documents in ${((Date.now() - started) / 1000).toFixed(1)} s: ${totals.added} added, ${totals.replaced} replaced (corrections), ${totals.rejected.length} rejected`,
  );
  if (totals.rejected.length > 0) {
    console.log('Rejected:');
    for (const r of totals.rejected)
      console.log(
        `  line ${r.line}${r.docNumber ? ` (${r.documentType ?? ''} ${r.docNumber})` : ''}: ${r.reasons.join(' ')}`,
      );
    process.exitCode = 2;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
