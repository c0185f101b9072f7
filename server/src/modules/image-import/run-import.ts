import type { Db } from '../../db/client';
import type { ImageStore } from '../image-store/image-store';
import { findDocuments } from './find-documents';
import { importDocument } from './import-document';
import { planImport, type PlannedDocument } from './import-plan';
import { recordFiles } from './import-records';
import type { ScanName } from './scan-names';
import { FolderSource, type ScanSource } from './scan-source';

/*
 * `npm run images:import`: a county's scans (a folder, or a bucket) into the image store, document by document (import-document.ts),
 * with a progress line on long runs and a summary at the end. Resumable: a rerun skips what was imported with the
 * same checksums and retries what failed.
 */

export type ImportOptions = {
  /** Where the scans are: a folder on disk (a path) or a source of any kind (scan-source.ts). */
  folder: string | ScanSource;
  /** The --map file's lines (map-csv.ts), or null to go by the file names alone. */
  map: Map<string, ScanName> | null;
  /** A progress line every this many files, or this many milliseconds, whichever comes first. */
  progressEvery?: { files: number; ms: number };
  progress?: (line: string) => void;
};

export type ImportSummary = {
  files: number;
  /** Files imported by this run, and the documents and pages they gave. */
  imported: number;
  documents: number;
  pages: number;
  /** Files imported by an earlier run with the same checksum. */
  skipped: number;
  unmatched: { source: string; reason: string }[];
  failed: { source: string; reason: string }[];
  ms: number;
};

/** Imports every scan under `options.folder` into `store`, recording what became of each file. */
export async function runImageImport(
  db: Db,
  store: ImageStore,
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = Date.now();
  const source =
    typeof options.folder === 'string' ? new FolderSource(options.folder) : options.folder;
  const files = await source.list();
  const plan = planImport(files, options.map);
  const summary: ImportSummary = {
    files: files.length,
    imported: 0,
    documents: 0,
    pages: 0,
    skipped: 0,
    unmatched: [],
    failed: plan.missing.map((source) => ({
      source,
      reason: 'named by the map, not among the scans',
    })),
    ms: 0,
  };
  const every = options.progressEvery ?? { files: 100, ms: 5000 };
  let done = 0;
  let lastLine = { files: 0, at: started };
  const advance = (count: number) => {
    done += count;
    const now = Date.now();
    if (done - lastLine.files < every.files && now - lastLine.at < every.ms) return;
    lastLine = { files: done, at: now };
    const rate = summary.pages / Math.max((now - started) / 1000, 0.001);
    options.progress?.(
      `images:import: ${done}/${files.length} files, ${summary.pages} pages, ${rate.toFixed(1)} pages/s`,
    );
  };
  const checksum = (name: string) => source.sha256(name);

  const unmatched = async (source: string, reason: string) => {
    summary.unmatched.push({ source, reason });
    await recordFiles(db, [
      { source, sha256: await checksum(source), status: 'unmatched', message: reason },
    ]);
    advance(1);
  };
  for (const source of plan.unnamed) await unmatched(source, 'the name names no document');

  const found = await findDocuments(
    db,
    plan.documents.map((d) => d.documentNumber),
  );
  for (const document of plan.documents) {
    const ids = found.get(document.documentNumber) ?? [];
    if (ids.length !== 1) {
      const reason =
        ids.length === 0
          ? `no document numbered ${document.documentNumber}`
          : `${ids.length} documents are numbered ${document.documentNumber}`;
      for (const file of document.files) await unmatched(file.source, reason);
      continue;
    }
    await importOne(db, store, source, ids[0], document, summary, checksum);
    advance(document.files.length);
  }
  summary.ms = Date.now() - started;
  return summary;
}

async function importOne(
  db: Db,
  store: ImageStore,
  source: ScanSource,
  recordId: number,
  document: PlannedDocument,
  summary: ImportSummary,
  checksum: (source: string) => Promise<string>,
): Promise<void> {
  const checksums = new Map<string, string>();
  for (const file of document.files) checksums.set(file.source, await checksum(file.source));
  const result = document.problem
    ? await failPlanned(db, recordId, document, checksums)
    : await importDocument(db, store, source, recordId, document.files, checksums);
  if (result.kind === 'skipped') summary.skipped += document.files.length;
  else if (result.kind === 'imported') {
    summary.imported += document.files.length;
    summary.documents += 1;
    summary.pages += result.pages;
  } else
    for (const file of document.files)
      summary.failed.push({ source: file.source, reason: result.reason });
}

async function failPlanned(
  db: Db,
  recordId: number,
  document: PlannedDocument,
  checksums: Map<string, string>,
) {
  const reason = document.problem ?? '';
  await recordFiles(
    db,
    document.files.map((f) => ({
      source: f.source,
      sha256: checksums.get(f.source) ?? '',
      status: 'failed' as const,
      recordId,
      message: reason,
    })),
  );
  return { kind: 'failed' as const, reason };
}
