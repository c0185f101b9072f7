import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { accountDocTypes, pageImages, type UserRow } from '../../db/schema';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import type { CpuPool } from '../../lib/cpu-pool';
import type { SourcedDocKey } from '@lrp/contract';
import type { StoredPage } from './page-pdf';
import { loadImageRecord, recordRefOf, type ImageRecord } from './image-records';
import { PAGE_LAYOUT_VERSION, type PageFacts } from './page-render';

/*
 * The records people preview and buy (image-records.ts), and their page images: drawn once (page-render.ts) and kept in
 * page_images, so every server instance shares them; a PDF is assembled from the stored JPEGs (page-pdf.ts).
 * Drawing and assembling run in the CPU pool's worker threads, never on the request thread.
 */

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
    .where(
      and(
        eq(pageImages.recordKind, document.ref.kind),
        eq(pageImages.recordId, document.ref.id),
        inArray(pageImages.page, wanted),
      ),
    );
  for (const row of rows) if (row.version === PAGE_LAYOUT_VERSION) found.set(row.page, row);
  const missing = wanted.filter((p) => !found.has(p));
  if (missing.length > 0) {
    const pictures = await cpu.run(
      'renderPages',
      missing.map((page) => ({ ...document.facts, page, seed: document.ref.id })),
    );
    const drawn = pictures.map((picture) => ({
      recordKind: document.ref.kind,
      recordId: document.ref.id,
      ...picture,
      version: PAGE_LAYOUT_VERSION,
    }));
    // Two instances drawing the same page at once draw the same pixels: the later write is harmless.
    await db
      .insert(pageImages)
      .values(drawn)
      .onConflictDoUpdate({
        target: [pageImages.recordKind, pageImages.recordId, pageImages.page],
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

/** The PDF of the given pages of a record (drawn first where missing), assembled in the CPU pool. */
export async function documentPdf(
  db: DbOrTx,
  cpu: CpuPool,
  document: ImageDocument,
  pages: readonly number[],
): Promise<Buffer> {
  const stored = await storedPages(db, cpu, document, pages);
  const { title, pageCount, facts } = document;
  return cpu.run('assemblePdf', {
    document: { title, pageCount, facts: { countyName: facts.countyName } },
    pages,
    stored: [...stored.values()],
  });
}
