import { DRAWN_SOURCE } from '../imaging/drawn-scans';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { imageImportFiles, pageFiles } from '../../db/schema';

/*
 * What the import writes and reads back in image_import_files (every file it has looked at, with its checksum and
 * outcome) and page_files (the pages of a record it has stored).
 */

export type FileOutcome = {
  source: string;
  sha256: string;
  status: 'imported' | 'unmatched' | 'failed';
  recordId?: number;
  pages?: number;
  message?: string;
};

/** Records files' outcomes, replacing what an earlier run recorded of them (but never an imported file's). */
export async function recordFiles(db: DbOrTx, outcomes: readonly FileOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db
    .insert(imageImportFiles)
    .values(
      outcomes.map((o) => ({
        source: o.source,
        sha256: o.sha256,
        status: o.status,
        recordKind: o.recordId === undefined ? null : ('DOCUMENT' as const),
        recordId: o.recordId ?? null,
        pages: o.pages ?? 0,
        message: o.message ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: imageImportFiles.source,
      set: {
        sha256: sql`excluded.sha256`,
        status: sql`excluded.status`,
        recordKind: sql`excluded.record_kind`,
        recordId: sql`excluded.record_id`,
        pages: sql`excluded.pages`,
        message: sql`excluded.message`,
        importedAt: sql`now()`,
      },
      // What a file gave a record stays recorded: a later failure or conflict of a file at the same path (another
      // folder, or the file changed) is reported by the run, not written over it.
      setWhere: sql`${imageImportFiles.status} <> 'imported' or excluded.status = 'imported'`,
    });
}

/** What earlier runs recorded of these files, by source. */
export async function recordedFiles(
  db: DbOrTx,
  sources: readonly string[],
): Promise<Map<string, { sha256: string; status: string; recordId: number | null }>> {
  const rows = await db
    .select({
      source: imageImportFiles.source,
      sha256: imageImportFiles.sha256,
      status: imageImportFiles.status,
      recordId: imageImportFiles.recordId,
    })
    .from(imageImportFiles)
    .where(inArray(imageImportFiles.source, [...sources]));
  return new Map(rows.map((r) => [r.source, r]));
}

/**
 * The files a document's stored pages came from (none when it has no stored pages). Pages the demo drew
 * (imaging/drawn-scans.ts) are not counted: an import replaces them.
 */
export async function storedSources(db: DbOrTx, recordId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: pageFiles.source })
    .from(pageFiles)
    .where(
      sql`${pageFiles.recordKind} = 'DOCUMENT' and ${eq(pageFiles.recordId, recordId)} and ${pageFiles.source} <> ${DRAWN_SOURCE}`,
    );
  return rows.map((r) => r.source).sort();
}
