import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageFiles } from '../../db/schema';
import { pageKey, putReplacing, type PageAddress } from '../image-store/image-store';
import type { ImageDocument } from './pages';
import { DPI, PAGE } from './drawn-page';
import { pageFilesOf, type PageFileRow } from './page-files';

/*
 * Every page the portal shows or sells is a scan in the image store (page_files). A county's pages come from its
 * scans (npm run images:import); a record without them has no images to show (pages.ts). The demo county has
 * scans for three records only, so in the demo (SEED=demo) a page without one is drawn once, on first view, as a
 * bilevel G4 scan (drawn-page.ts, in the CPU pool), put in the store under `drawn/` and recorded in page_files
 * with the source DRAWN_SOURCE. An import of a record's real scans replaces its drawn pages
 * (image-import/import-document.ts).
 */

/** page_files.source of a page the demo drew. */
export const DRAWN_SOURCE = '(drawn by the demo county)';

/** Where a drawn page is kept: apart from imported pages' keys, so an import never meets one. */
export const drawnPageKey = (address: PageAddress) => `drawn/${pageKey(address, 'tiff')}`;

/**
 * The scans of `pages` of a document, by page: in the demo, the missing ones drawn and stored first. Two requests
 * drawing the same page at once store the same bytes (the store's put of the same bytes is a no-op) and the second
 * row is ignored.
 */
export async function scannedPages(
  app: FastifyInstance,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Map<number, PageFileRow>> {
  const scans = await pageFilesOf(app.db, document.ref, pages);
  const missing = pages.filter((page) => !scans.has(page));
  if (missing.length === 0 || !app.config.drawMissingPages) return scans;
  const record = {
    countyName: document.facts.countyName,
    displayNumber: document.displayNumber,
    drawing: document.drawing,
  };
  const drawn = await app.cpu.run('drawScanPages', {
    record,
    pages: missing,
    pageCount: document.pageCount,
  });
  const rows = await Promise.all(
    drawn.map(async ({ page, body }) => {
      const address = { recordKind: document.ref.kind, recordId: document.ref.id, page };
      // Nothing but this module writes under drawn/: other bytes there are an older release's drawing.
      const stored = await putReplacing(app.imageStore, drawnPageKey(address), Buffer.from(body));
      return {
        recordKind: document.ref.kind,
        recordId: document.ref.id,
        page,
        format: 'tiff' as const,
        storeKey: stored.key,
        bytes: stored.bytes,
        sha256: stored.sha256,
        width: PAGE.width,
        height: PAGE.height,
        dpi: DPI,
        source: DRAWN_SOURCE,
      };
    }),
  );
  await app.db.insert(pageFiles).values(rows).onConflictDoNothing();
  for (const row of rows) scans.set(row.page, row);
  return scans;
}

/** How many of a record's pages have a scan (a county's record is shown only when all of them do). */
export async function scannedPageCount(
  app: FastifyInstance,
  ref: ImageDocument['ref'],
): Promise<number> {
  const [row] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(pageFiles)
    .where(and(eq(pageFiles.recordKind, ref.kind), eq(pageFiles.recordId, ref.id)));
  return row?.count ?? 0;
}
