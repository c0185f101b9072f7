import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { accountDocTypes, pageImages, type UserRow } from '../../db/schema';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { Readable } from 'node:stream';
import type { SourcedDocKey } from '@lrp/contract';
import { scannedPageCount, scannedPages } from './drawn-scans';
import { loadImageRecord, recordRefOf, type ImageRecord } from './image-records';
import { readPageFile, type PageFileRow } from './page-files';
import { canStream, streamScanPdf } from './scan-pdf-stream';
import type { StoredPage } from './scan-preview';

/*
 * The records people preview and buy (image-records.ts), and their page images. Every page is a scan in the image
 * store (page_files): imported from the county's scans (npm run images:import) or, in the demo, drawn on first
 * view (drawn-scans.ts). A page is previewed from its scan, watermarked (scan-preview.ts), and bought as the scan
 * itself at full resolution (scan-pdf.ts). Previews are made once and kept in page_images, so every server
 * instance shares them. Drawing, previews and PDFs run in the CPU pool's worker threads, never on the request
 * thread.
 */

/**
 * page_images.version of a preview. Releases before the image store kept hand-drawn pages there with versions
 * from 1; scan previews count from 1001, so an old drawing is never shown. Bump when the preview changes. The
 * import deletes a record's page_images rows when it stores its pages, so a new scan is never shown by an old
 * preview.
 */
const SCAN_PREVIEW_VERSION = 1001;

export type { StoredPage };

export type ImageDocument = ImageRecord & {
  /** The county's name, which the pages and the PDF show. */
  facts: { countyName: string };
};

/**
 * The record a request's key names, if the user may see its images: a record of that kind with that id, not
 * judicially protected from them, images allowed, and the account's document type (the record's image key type)
 * allowing image retrieval; outside the demo, every page scanned (a county's record is shown and sold only from
 * its scans: one without them has no images on file). Anything else answers 404 (never 403: the portal treats a 403 as "sign in again").
 */
export async function imageDocument(
  app: FastifyInstance,
  user: UserRow,
  key: Pick<SourcedDocKey, 'docKeyType' | 'docKeyNumber'>,
  db: DbOrTx = app.db,
): Promise<ImageDocument> {
  const ref = recordRefOf(key);
  const record = ref && (await loadImageRecord(db, ref));
  if (!record || (record.judicialProtection && !user.viewJudicialProtection))
    throw new ApiError(404, IMAGING_SERVER_MESSAGES.documentNotFound);
  if (!record.imageAllowed) throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  if (user.accountId !== null) {
    const [setting] = await db
      .select({ imageRetrieval: accountDocTypes.imageRetrieval })
      .from(accountDocTypes)
      .where(
        and(
          eq(accountDocTypes.accountId, user.accountId),
          eq(accountDocTypes.documentType, record.imageKeyType),
        ),
      );
    if (setting && !setting.imageRetrieval)
      throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  }
  if (!app.config.drawMissingPages && (await scannedPageCount(app, record.ref)) < record.pageCount)
    throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  const { countyName } = await app.countyConfig.get('common');
  return { ...record, facts: { countyName } };
}

/** The key the answers name a record by (the results' sourcedDocKey, from the server's own record). */
export function sourcedDocKeyOf(document: ImageDocument): SourcedDocKey {
  return {
    docKeyType: document.ref.kind,
    docKeyNumber: String(document.ref.id),
    imageKeyType: document.imageKeyType,
  };
}

/**
 * The previews of a document's pages as the dialog shows them, made and stored first when missing (or made by an
 * older release). A page whose scan the store cannot give now is shown as "not available" and not stored, so the
 * next look tries again.
 */
export async function storedPages(
  app: FastifyInstance,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Map<number, StoredPage>> {
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= document.pageCount);
  const found = new Map<number, StoredPage>();
  if (wanted.length === 0) return found;
  const rows = await app.db
    .select({ page: pageImages.page, image: pageImages.image, thumbnail: pageImages.thumbnail })
    .from(pageImages)
    .where(
      and(
        eq(pageImages.recordKind, document.ref.kind),
        eq(pageImages.recordId, document.ref.id),
        eq(pageImages.version, SCAN_PREVIEW_VERSION),
        inArray(pageImages.page, wanted),
      ),
    );
  for (const row of rows) found.set(row.page, row);
  const missing = wanted.filter((p) => !found.has(p));
  if (missing.length === 0) return found;
  const scans = await scannedPages(app, document, missing);
  const previews = await scanPreviews(app, [...scans.values()]);
  for (const page of previews) found.set(page.page, page);
  const kept = previews
    .filter((page) => page.keep)
    .map((page) => ({
      recordKind: document.ref.kind,
      recordId: document.ref.id,
      page: page.page,
      image: page.image,
      thumbnail: page.thumbnail,
      version: SCAN_PREVIEW_VERSION,
    }));
  if (kept.length === 0) return found;
  // Two instances making the same page at once make the same pixels: the later write is harmless.
  await app.db
    .insert(pageImages)
    .values(kept)
    .onConflictDoUpdate({
      target: [pageImages.recordKind, pageImages.recordId, pageImages.page],
      set: {
        image: sqlExcluded('image'),
        thumbnail: sqlExcluded('thumbnail'),
        version: sqlExcluded('version'),
      },
    });
  return found;
}

/**
 * The watermarked previews of scanned pages, made in the CPU pool; `keep` is false for a page whose scan the store
 * could not give (missing, damaged, unreachable): its "not available" page is not stored.
 */
async function scanPreviews(
  app: FastifyInstance,
  files: readonly PageFileRow[],
): Promise<(StoredPage & { keep: boolean })[]> {
  const scans = await Promise.all(
    files.map(async (file) => ({
      page: file.page,
      format: file.format,
      body: await readPageFile(app.imageStore, file).catch(() => null),
    })),
  );
  const previews = await app.cpu.run('scanPreviews', scans);
  return previews.map((preview, i) => ({ ...preview, keep: scans[i].body !== null }));
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** The scans of the bought pages, every one of them (404 when a page has none: nothing to sell). */
async function purchasedScans(
  app: FastifyInstance,
  document: ImageDocument,
  pages: readonly number[],
): Promise<PageFileRow[]> {
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= document.pageCount);
  const scans = await scannedPages(app, document, wanted);
  return wanted.map((page) => {
    const scan = scans.get(page);
    if (!scan) throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
    return scan;
  });
}

const pdfFactsOf = ({ title, pageCount, facts }: ImageDocument) => ({ title, pageCount, facts });

/** The PDF of the given pages of a record, from its scans at full resolution (scan-pdf.ts, in the CPU pool). */
export async function documentPdf(
  app: FastifyInstance,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Buffer> {
  const scans = await purchasedScans(app, document, pages);
  const purchase = await Promise.all(
    scans.map(async (scan) => ({ ...scan, body: await readPageFile(app.imageStore, scan) })),
  );
  return app.cpu.run('scanPdf', { document: pdfFactsOf(document), pages: purchase });
}

/**
 * The same PDF for the download: streamed as it is written when every page is a TIFF or JPEG scan
 * (scan-pdf-stream.ts), else (a PDF scan among them) assembled whole first.
 */
export async function documentPdfDownload(
  app: FastifyInstance,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Readable | Buffer> {
  const scans = await purchasedScans(app, document, pages);
  if (!canStream(scans)) return documentPdf(app, document, pages);
  return streamScanPdf(
    pdfFactsOf(document),
    scans,
    (scan) => readPageFile(app.imageStore, scan),
    async (scan) => (await app.imageStore.head(scan.storeKey)) !== null,
  );
}
