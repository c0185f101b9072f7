import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageFiles } from '../../db/schema';
import type { ImageStore } from '../image-store/image-store';
import type { ImageRecord } from './image-records';

/*
 * A record's scanned pages in the image store (page_files, written by npm run images:import): which of a record's
 * pages have one, and a page's bytes, checked against the SHA-256 the import recorded.
 */

export type PageFileRow = Pick<
  typeof pageFiles.$inferSelect,
  'page' | 'format' | 'storeKey' | 'sha256' | 'width' | 'height' | 'dpi'
>;

/** The scanned pages among `pages` of a record, by page. */
export async function pageFilesOf(
  db: DbOrTx,
  ref: ImageRecord['ref'],
  pages: readonly number[],
): Promise<Map<number, PageFileRow>> {
  if (pages.length === 0) return new Map();
  const rows = await db
    .select({
      page: pageFiles.page,
      format: pageFiles.format,
      storeKey: pageFiles.storeKey,
      sha256: pageFiles.sha256,
      width: pageFiles.width,
      height: pageFiles.height,
      dpi: pageFiles.dpi,
    })
    .from(pageFiles)
    .where(
      and(
        eq(pageFiles.recordKind, ref.kind),
        eq(pageFiles.recordId, ref.id),
        inArray(pageFiles.page, [...pages]),
      ),
    );
  return new Map(rows.map((row) => [row.page, row]));
}

/**
 * A scanned page's bytes. Throws ImageStoreError: `corrupt` when they are not the bytes imported, `unavailable`
 * when the store cannot be reached; and an Error when the store has nothing under the page's key.
 */
export async function readPageFile(store: ImageStore, row: PageFileRow): Promise<Buffer> {
  const stream = await store.get(row.storeKey, { sha256: row.sha256 });
  if (!stream) throw new Error(`the image store has no page under ${row.storeKey}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
