import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { accountDocTypes, pageImages, type UserRow } from '../../db/schema';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { CpuPool } from '../../lib/cpu-pool';
import type { SourcedDocKey } from '@lrp/contract';
import type { ImageStore } from '../image-store/image-store';
import type { StoredPage } from './page-pdf';
import { loadImageRecord, recordRefOf, type ImageRecord } from './image-records';
import { PAGE_HEIGHT, PAGE_LAYOUT_VERSION, PAGE_WIDTH, type PageFacts } from './page-render';
import { pageFilesOf, readPageFile, type PageFileRow } from './page-files';

/*
 * The records people preview and buy (image-records.ts), and their page images. A page the county scanned
 * (page_files, npm run images:import) is previewed from its scan, watermarked (scan-preview.ts), and bought as the
 * scan itself at full resolution (scan-pdf.ts). Any other page is the demo county's drawing (page-render.ts),
 * bought as the PDF of the drawn JPEGs (page-pdf.ts). Previews and drawings are made once and kept in page_images,
 * so every server instance shares them. Drawing, previews and PDFs run in the CPU pool's worker threads, never on
 * the request thread.
 */

/**
 * page_images.version of a scan's preview: drawn layouts count up from 1 (PAGE_LAYOUT_VERSION), scan previews
 * from 1001, so the one is never taken for the other. Bump when the preview changes. The import deletes a
 * record's page_images rows when it stores its pages, so a new scan is never shown by an old preview.
 */
const SCAN_PREVIEW_VERSION = 1001;

export type { StoredPage };

export type ImageDocument = ImageRecord & {
  /** What the pages show, besides the page number and the seed. */
  facts: Omit<PageFacts, 'page' | 'seed'>;
};

/**
 * The record a request's key names, if the user may see its images: a record of that kind with that id, not
 * judicially protected from them, images allowed, and the account's document type (the record's image key type)
 * allowing image retrieval. Anything else answers 404 (never 403: the portal treats a 403 as "sign in again").
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
  const { countyName } = await app.countyConfig.get('common');
  const { drawing } = record;
  return {
    ...record,
    facts: {
      countyName,
      numberLabel: drawing.numberLabel,
      displayNumber: record.displayNumber,
      heading: drawing.heading,
      subheading: drawing.subheading,
      dateTime: drawing.dateTime,
      bookAndPage: drawing.bookAndPage,
      partyLabels: drawing.partyLabels,
      parties: drawing.parties,
      legals: drawing.legals,
      pageCount: record.pageCount,
    },
  };
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
 * The pages of a document as the dialog shows them, made and stored first when missing (or made by an older
 * layout): from the scan for a page with page_files, drawn otherwise. A scan the store cannot give now is shown
 * as "not available" and not stored, so the next look tries again.
 */
export async function storedPages(
  db: DbOrTx,
  cpu: CpuPool,
  store: ImageStore,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Map<number, StoredPage>> {
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= document.pageCount);
  const found = new Map<number, StoredPage>();
  if (wanted.length === 0) return found;
  const [rows, scans] = await Promise.all([
    db
      .select({
        page: pageImages.page,
        image: pageImages.image,
        thumbnail: pageImages.thumbnail,
        version: pageImages.version,
      })
      .from(pageImages)
      .where(
        and(
          eq(pageImages.recordKind, document.ref.kind),
          eq(pageImages.recordId, document.ref.id),
          inArray(pageImages.page, wanted),
        ),
      ),
    pageFilesOf(db, document.ref, wanted),
  ]);
  const versionOf = (page: number) =>
    scans.has(page) ? SCAN_PREVIEW_VERSION : PAGE_LAYOUT_VERSION;
  for (const row of rows) if (row.version === versionOf(row.page)) found.set(row.page, row);
  const missing = wanted.filter((p) => !found.has(p));
  if (missing.length === 0) return found;
  const toDraw = missing.filter((p) => !scans.has(p));
  const toPreview = missing.flatMap((p) => scans.get(p) ?? []);
  const [drawn, previews] = await Promise.all([
    toDraw.length > 0
      ? cpu.run(
          'renderPages',
          toDraw.map((page) => ({ ...document.facts, page, seed: document.ref.id })),
        )
      : [],
    toPreview.length > 0 ? scanPreviews(cpu, store, toPreview) : [],
  ]);
  const made = [
    ...drawn.map((picture) => ({ ...picture, version: PAGE_LAYOUT_VERSION, keep: true })),
    ...previews.map((preview) => ({ ...preview, version: SCAN_PREVIEW_VERSION })),
  ];
  for (const page of made) found.set(page.page, page);
  const kept = made
    .filter((page) => page.keep)
    .map((page) => ({
      recordKind: document.ref.kind,
      recordId: document.ref.id,
      page: page.page,
      image: page.image,
      thumbnail: page.thumbnail,
      version: page.version,
    }));
  if (kept.length === 0) return found;
  // Two instances making the same page at once make the same pixels: the later write is harmless.
  await db
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
  cpu: CpuPool,
  store: ImageStore,
  files: readonly PageFileRow[],
): Promise<(StoredPage & { keep: boolean })[]> {
  const scans = await Promise.all(
    files.map(async (file) => ({
      page: file.page,
      format: file.format,
      body: await readPageFile(store, file).catch(() => null),
    })),
  );
  const previews = await cpu.run('scanPreviews', scans);
  return previews.map((preview, i) => ({ ...preview, keep: scans[i].body !== null }));
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * The PDF of the given pages of a record, assembled in the CPU pool: from the county's scans at full resolution
 * when any of the pages has one (scan-pdf.ts; a page without one is its drawn JPEG), else from the drawn pages
 * (page-pdf.ts, drawn first where missing).
 */
export async function documentPdf(
  db: DbOrTx,
  cpu: CpuPool,
  store: ImageStore,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Buffer> {
  const { title, pageCount, facts } = document;
  const pdfFacts = { title, pageCount, facts: { countyName: facts.countyName } };
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= pageCount);
  const scans = await pageFilesOf(db, document.ref, wanted);
  if (scans.size === 0) {
    const stored = await storedPages(db, cpu, store, document, pages);
    return cpu.run('assemblePdf', { document: pdfFacts, pages, stored: [...stored.values()] });
  }
  const drawn = await storedPages(
    db,
    cpu,
    store,
    document,
    wanted.filter((p) => !scans.has(p)),
  );
  const purchase = await Promise.all(
    wanted.map(async (page) => {
      const scan = scans.get(page);
      if (scan) return { ...scan, body: await readPageFile(store, scan) };
      // A drawn page as a Letter-wide JPEG page.
      const body = Buffer.from(drawn.get(page)?.image ?? '', 'base64');
      const size = { width: PAGE_WIDTH, height: PAGE_HEIGHT, dpi: PAGE_WIDTH / 8.5 };
      return { page, format: 'jpeg' as const, body, ...size };
    }),
  );
  return cpu.run('scanPdf', { document: pdfFacts, pages: purchase });
}
