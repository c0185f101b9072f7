import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client';
import { accountDocTypes, pageImages, type UserRow } from '../../db/schema';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { loadDocumentRows } from '../search/document-rows';
import { PAGE_LAYOUT_VERSION, renderPage, type PageFacts } from './page-render';

/*
 * The documents people preview and buy, and their page images: drawn once (page-render.ts) and kept in
 * page_images, so every server instance shares them; a PDF is assembled from the stored JPEGs.
 */

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
export async function imageDocument(app: FastifyInstance, user: UserRow, docId: number, db: DbOrTx = app.db): Promise<ImageDocument> {
  const [row] = await loadDocumentRows(db, [docId]);
  if (!row || (row.judicialProtection && !user.viewJudicialProtection)) throw new ApiError(404, IMAGING_SERVER_MESSAGES.documentNotFound);
  if (!row.imageAllowed) throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
  if (user.accountId !== null) {
    const [setting] = await db
      .select({ imageRetrieval: accountDocTypes.imageRetrieval })
      .from(accountDocTypes)
      .where(and(eq(accountDocTypes.accountId, user.accountId), eq(accountDocTypes.documentType, row.documentType)));
    if (setting && !setting.imageRetrieval) throw new ApiError(404, IMAGING_SERVER_MESSAGES.imagesNotAllowed);
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

export type StoredPage = { page: number; image: string; thumbnail: string };

/** The pages of a document, drawn and stored first when missing (or drawn by an older layout). */
export async function storedPages(db: DbOrTx, document: ImageDocument, pages: readonly number[]): Promise<Map<number, StoredPage>> {
  const wanted = [...new Set(pages)].filter((p) => p >= 1 && p <= document.pageCount);
  const found = new Map<number, StoredPage>();
  if (wanted.length === 0) return found;
  const rows = await db
    .select({ page: pageImages.page, image: pageImages.image, thumbnail: pageImages.thumbnail, version: pageImages.version })
    .from(pageImages)
    .where(and(eq(pageImages.docId, document.docId), inArray(pageImages.page, wanted)));
  for (const row of rows) if (row.version === PAGE_LAYOUT_VERSION) found.set(row.page, row);
  const missing = wanted.filter((p) => !found.has(p));
  if (missing.length > 0) {
    const drawn = missing.map((page) => {
      const { image, thumbnail } = renderPage({ ...document.facts, page, seed: document.docId });
      return { docId: document.docId, page, image: image.toString('base64'), thumbnail: thumbnail.toString('base64'), version: PAGE_LAYOUT_VERSION };
    });
    // Two instances drawing the same page at once draw the same pixels: the later write is harmless.
    await db
      .insert(pageImages)
      .values(drawn)
      .onConflictDoUpdate({
        target: [pageImages.docId, pageImages.page],
        set: { image: sqlExcluded('image'), thumbnail: sqlExcluded('thumbnail'), version: sqlExcluded('version') },
      });
    for (const row of drawn) found.set(row.page, row);
  }
  return found;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** Letter size in PDF points. */
const LETTER = { width: 612, height: 792 };

/**
 * The PDF of the given pages of a document: each stored page image full size, with a line of text naming the
 * document and page at the foot (so the file's text says which document it is).
 */
export async function documentPdf(db: DbOrTx, document: ImageDocument, pages: readonly number[]): Promise<Buffer> {
  return assemblePdf(document, pages, await storedPages(db, document, pages));
}

/** The PDF of stored pages (pages missing from `stored` are left out). */
export async function assemblePdf(
  document: Pick<ImageDocument, 'title' | 'displayDocNumber' | 'pageCount' | 'facts'>,
  pages: readonly number[],
  stored: ReadonlyMap<number, StoredPage>,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: `${document.facts.countyName}: ${document.title}`, Author: document.facts.countyName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  for (const page of [...new Set(pages)].sort((a, b) => a - b)) {
    const image = stored.get(page);
    if (!image) continue;
    pdf.addPage({ size: 'LETTER', margin: 0 });
    pdf.image(Buffer.from(image.image, 'base64'), 0, 0, { width: LETTER.width, height: LETTER.height - 16 });
    pdf
      .fontSize(7)
      .fillColor('#444444')
      .text(
        `${document.facts.countyName} - Document ${document.displayDocNumber} - ${document.facts.instrumentDescription} - Page ${page} of ${document.pageCount}`,
        18,
        LETTER.height - 12,
        { lineBreak: false },
      );
  }
  pdf.end();
  await done;
  return Buffer.concat(chunks);
}
