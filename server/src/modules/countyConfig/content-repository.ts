import { isWebAddress, type Paragraph } from '@lrp/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { loginSlides, paragraphLists } from '../../db/schema';

/** The county's paragraph lists (spec 3 §3): links and news for the login and home pages. */
export type ParagraphListName =
  'loginPageLinks' | 'loginPageLatestNews' | 'externalLinks' | 'latestNews';

/** The lists whose paragraphs are links: the pages put their text in an href. */
const LINK_LISTS: readonly ParagraphListName[] = ['loginPageLinks', 'externalLinks'];

/** A paragraph list in order; a link that is not an http or https address is left out (it would be an href). */
export async function readParagraphs(
  db: DbOrTx,
  listName: ParagraphListName,
): Promise<Paragraph[]> {
  const paragraphs = await db
    .select({ heading: paragraphLists.heading, paragraphContent: paragraphLists.paragraphContent })
    .from(paragraphLists)
    .where(eq(paragraphLists.listName, listName))
    .orderBy(asc(paragraphLists.position));
  return LINK_LISTS.includes(listName)
    ? paragraphs.filter((p) => isWebAddress(p.paragraphContent))
    : paragraphs;
}

export async function countSlides(db: DbOrTx): Promise<number> {
  const [{ slides }] = await db.select({ slides: count() }).from(loginSlides);
  return slides;
}

type ContentReader = Pick<FastifyInstance, 'db' | 'contentCache'>;

/** A paragraph list as the pages read it: from the app's content cache (plugins/cache-generations.ts). */
export function cachedParagraphs(
  app: ContentReader,
  listName: ParagraphListName,
): Promise<Paragraph[]> {
  return app.contentCache.get(`paragraphs:${listName}`, () => readParagraphs(app.db, listName));
}

export function cachedSlideCount(app: ContentReader): Promise<number> {
  return app.contentCache.get('slides:count', () => countSlides(app.db));
}
