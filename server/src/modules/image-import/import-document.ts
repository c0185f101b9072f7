import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentListings, documents, pageFiles, pageImages } from '../../db/schema';
import { FILL_DOCUMENT_LISTINGS } from '../search/document-listing';
import {
  ImageStoreError,
  pageKey,
  putReplacing,
  type ImageStore,
} from '../image-store/image-store';
import type { PlannedFile } from './import-plan';
import { recordedFiles, recordFiles, storedSources, type FileOutcome } from './import-records';
import { sniffSourceFormat } from './source-format';
import type { ScanSource } from './scan-source';
import { splitPages } from './split-pages';
import { DRAWN_SOURCE } from '../imaging/drawn-scans';

/*
 * The import of one document's scan files: each page into the image store, then its page_files rows,
 * documents.page_count (what imaging reads to list and price the pages: imaging/image-records.ts), the removal of
 * the page previews kept of the document (imaging/pages.ts makes them again from the scans) and the files'
 * outcomes in one transaction. Files are read one at a time. A document whose files were imported already with the
 * same checksums is skipped; a document that has pages from other (or changed) files is a conflict, never
 * overwritten.
 */

export type DocumentResult =
  { kind: 'imported'; pages: number } | { kind: 'skipped' } | { kind: 'failed'; reason: string };

type StoredPage = typeof pageFiles.$inferInsert;

/** Pages of a document written to the store at once. */
const PARALLEL_WRITES = 8;

/** Imports the files of document `recordId` from `source`; `checksums` are the files' SHA-256 by source. */
export async function importDocument(
  db: Db,
  store: ImageStore,
  source: ScanSource,
  recordId: number,
  files: readonly PlannedFile[],
  checksums: ReadonlyMap<string, string>,
): Promise<DocumentResult> {
  const sources = files.map((f) => f.source);
  const recorded = await recordedFiles(db, sources);
  const already = sources.every((source) => {
    const row = recorded.get(source);
    return (
      row?.status === 'imported' &&
      row.recordId === recordId &&
      row.sha256 === checksums.get(source)
    );
  });
  if (already) return { kind: 'skipped' };

  const fail = async (reason: string): Promise<DocumentResult> => {
    const failed = sources.map((source): FileOutcome => ({
      source,
      sha256: checksums.get(source) ?? '',
      status: 'failed',
      recordId,
      message: reason,
    }));
    await recordFiles(db, failed);
    return { kind: 'failed', reason };
  };

  const earlier = await storedSources(db, recordId);
  if (earlier.length > 0) {
    const same = earlier.every((s) => sources.includes(s));
    return fail(
      same
        ? `conflict: the document's pages were imported from ${earlier.join(', ')}, which changed since; its stored pages were kept`
        : `conflict: the document's pages were imported from other files (${earlier.join(', ')}); its stored pages were kept`,
    );
  }

  const pages: StoredPage[] = [];
  const pagesOf = new Map<string, number>();
  // A document's pages are written to the store PARALLEL_WRITES at a time (each write waits for its disk flush or
  // its upload): the next page is split while earlier ones are written.
  const writes: Promise<void>[] = [];
  try {
    for (const file of files) {
      const body = await source.read(file.source);
      const format = sniffSourceFormat(body.subarray(0, 8));
      if (!format) throw new Error(`${file.source} is not a TIFF, PDF or JPEG file`);
      const before = pages.length;
      try {
        for await (const page of splitPages(body, format)) {
          const number = (file.page ?? 1) + pages.length - before;
          if (file.page !== null && number > file.page)
            throw new Error('a page file must hold one page; it holds more');
          const address = { recordKind: 'DOCUMENT', recordId, page: number };
          const row: StoredPage = {
            ...address,
            recordKind: 'DOCUMENT',
            format: page.format,
            storeKey: pageKey(address, page.format),
            bytes: page.body.length,
            sha256: '',
            width: page.width,
            height: page.height,
            dpi: page.dpi,
            source: file.source,
          };
          pages.push(row);
          // The document has no page_files rows: an object under the key is left from a run that stopped before its
          // transaction, and is replaced.
          const write = putReplacing(store, row.storeKey, page.body).then((stored) => {
            row.sha256 = stored.sha256;
          });
          write.catch(() => undefined); // awaited below; handled meanwhile
          writes.push(write);
          if (writes.length >= PARALLEL_WRITES) await writes[writes.length - PARALLEL_WRITES];
        }
        await Promise.all(writes);
      } catch (error) {
        if (error instanceof ImageStoreError) throw error;
        throw new Error(`${file.source}: ${(error as Error).message}`, { cause: error });
      }
      pagesOf.set(file.source, pages.length - before);
    }
    const drawn = await db.transaction(async (tx) => {
      // Pages the demo drew for the document (imaging/drawn-scans.ts) give way to its scans.
      const replaced = await tx
        .delete(pageFiles)
        .where(
          and(
            eq(pageFiles.recordKind, 'DOCUMENT'),
            eq(pageFiles.recordId, recordId),
            eq(pageFiles.source, DRAWN_SOURCE),
          ),
        )
        .returning({ storeKey: pageFiles.storeKey });
      await tx.insert(pageFiles).values(pages);
      // The previews kept of the document's pages (drawn ones, or an earlier scan's) are made again from these.
      await tx
        .delete(pageImages)
        .where(and(eq(pageImages.recordKind, 'DOCUMENT'), eq(pageImages.recordId, recordId)));
      await tx.update(documents).set({ pageCount: pages.length }).where(eq(documents.id, recordId));
      // The results row carries the page count too, and imaging lists and prices the pages from it.
      await tx.delete(documentListings).where(eq(documentListings.docId, recordId));
      await tx.execute(sql.raw(`${FILL_DOCUMENT_LISTINGS} where d.id = ${Number(recordId)}`));
      await recordFiles(
        tx,
        sources.map((source) => ({
          source,
          sha256: checksums.get(source) ?? '',
          status: 'imported' as const,
          recordId,
          pages: pagesOf.get(source) ?? 0,
        })),
      );
      return replaced;
    });
    // Nothing names the drawn pages now; a failure leaves an unused object, never a wrong page.
    for (const { storeKey } of drawn) await store.delete(storeKey).catch(() => undefined);
  } catch (error) {
    // Nothing in page_files names these objects: they go (once no write is under way), so a rerun starts the
    // document afresh.
    await Promise.allSettled(writes);
    for (const page of pages) await store.delete(page.storeKey).catch(() => undefined);
    if (error instanceof ImageStoreError && error.reason === 'unavailable') throw error;
    return fail((error as Error).message);
  }
  return { kind: 'imported', pages: pages.length };
}
