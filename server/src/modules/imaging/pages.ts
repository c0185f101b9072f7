import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { accountDocTypes, pageImages, type UserRow } from '../../db/schema';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { CpuPool } from '../../lib/cpu-pool';
import { loadDocumentRows } from '../search/document-rows';
import type { StoredPage } from './page-pdf';
import { PAGE_LAYOUT_VERSION, type PageFacts } from './page-render';

/*
 * The documents people preview and buy, and their page images: drawn once (page-render.ts) and kept in
 * page_images, so every server instance shares them; a PDF is assembled from the stored JPEGs (page-pdf.ts).
 * Drawing and assembling run in the CPU pool's worker threads, never on the request thread.
 */

export type { StoredPage };

export type ImageDocument = {
  docId: number;
  documentType: string;
  instrumentCode: string;
  displayDocNumber: string;
  pageCount: number;
  /** 'Mortgage 9000002': how the dialogs name the document. */
  title: string;
  facts: Omit<PageFacts, 'page' | 'seed'>;
};

/**
 * A document whose images the user may see: not judicially protected from them, images allowed, and the
 * account's document type allowing image retrieval. Anything else answers 404 (never 403: the portal treats a 403
 * as "sign in again").
 */
export async function imageDocument(
  app: FastifyInstance,
  user: UserRow,
  docId: number,
  db: DbOrTx = app.db,
): Promise<ImageDocument> {
  const [row] = await loadDocumentRows(db, [docId]);
  if (!row || (row.judicialProtection && !user.viewJudicialProtection))
    throw new ApiError(404, IMAGING_SERVER_MESSAGES.documentNotFound);
  if (!row.imageAllowed) throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  if (user.accountId !== null) {
    const [setting] = await db
      .select({ imageRetrieval: accountDocTypes.imageRetrieval })
      .from(accountDocTypes)
      .where(
        and(
          eq(accountDocTypes.accountId, user.accountId),
          eq(accountDocTypes.documentType, row.documentType),
        ),
      );
    if (setting && !setting.imageRetrieval)
      throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  }
  const { countyName } = await app.countyConfig.get('common');
  return {
    docId: row.docId,
    documentType: row.documentType,
    instrumentCode: row.instrumentCode,
    displayDocNumber: row.displayDocNumber,
    pageCount: row.pageCount,
    title: `${row.instrumentDescription} ${row.displayDocNumber}`,
    facts: {
      countyName,
      displayDocNumber: row.displayDocNumber,
      documentTypeDescription: row.documentType,
      instrumentDescription: row.instrumentDescription,
      recordedDateTime: row.recordedDateTime,
      bookAndPage: row.displayBookAndPage,
      grantors: row.grantorSearchResults.map((p) => p.displayName),
      grantees: row.granteeSearchResults.map((p) => p.displayName),
      legals: row.legalSearchResults.map((l) => l.description),
      pageCount: row.pageCount,
    },
  };
}

/** The pages of a document, drawn and stored first when missing (or drawn by an older layout). */
export async function storedPages(
  db: DbOrTx,
  cpu: CpuPool,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Map<number, StoredPage>> {
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= document.pageCount);
  const found = new Map<number, StoredPage>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({
      page: pageImages.page,
      image: pageImages.image,
      thumbnail: pageImages.thumbnail,
      version: pageImages.version,
    })
    .from(pageImages)
    .where(and(eq(pageImages.docId, document.docId), inArray(pageImages.page, wanted)));
  for (const row of rows) if (row.version === PAGE_LAYOUT_VERSION) found.set(row.page, row);
  const missing = wanted.filter((p) => !found.has(p));
  if (missing.length > 0) {
    const pictures = await cpu.run(
      'renderPages',
      missing.map((page) => ({ ...document.facts, page, seed: document.docId })),
    );
    const drawn = pictures.map((picture) => ({
      docId: document.docId,
      ...picture,
      version: PAGE_LAYOUT_VERSION,
    }));
    // Two instances drawing the same page at once draw the same pixels: the later write is harmless.
    await db
      .insert(pageImages)
      .values(drawn)
      .onConflictDoUpdate({
        target: [pageImages.docId, pageImages.page],
        set: {
          image: sqlExcluded('image'),
          thumbnail: sqlExcluded('thumbnail'),
          version: sqlExcluded('version'),
        },
      });
    for (const row of drawn) found.set(row.page, row);
  }
  return found;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** The PDF of the given pages of a document (drawn first where missing), assembled in the CPU pool. */
export async function documentPdf(
  db: DbOrTx,
  cpu: CpuPool,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Buffer> {
  const stored = await storedPages(db, cpu, document, pages);
  const { title, displayDocNumber, pageCount, facts } = document;
  return cpu.run('assemblePdf', {
    document: {
      title,
      displayDocNumber,
      pageCount,
      facts: { countyName: facts.countyName, instrumentDescription: facts.instrumentDescription },
    },
    pages,
    stored: [...stored.values()],
  });
}
