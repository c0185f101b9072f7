import { createHash } from 'node:crypto';
import type { LoginSlide } from '@lrp/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginSlides } from '../../db/schema';

/** A slide's row as it is written (the id and time default). */
export type SlideRow = typeof loginSlides.$inferInsert;

/** The checksum browsers revalidate a slide with: md5 of the stored text (migration 0018 computes the same). */
export const slideChecksum = (body: string) => createHash('md5').update(body).digest('hex');

/** A slide drawn as SVG text (the seeded ones). */
export function svgSlideRow(n: number, fileName: string, svg: string): SlideRow {
  return {
    n,
    contentType: 'image/svg+xml',
    encoding: 'utf8',
    body: svg,
    fileName,
    width: 1200,
    height: 500,
    bytes: Buffer.byteLength(svg),
    etag: slideChecksum(svg),
  };
}

/** A picture the image library made of an upload. */
export function pictureSlideRow(
  n: number,
  fileName: string,
  picture: { contentType: string; data: Buffer; width: number; height: number },
): SlideRow {
  const body = picture.data.toString('base64');
  return {
    n,
    contentType: picture.contentType,
    encoding: 'base64',
    body,
    fileName,
    width: picture.width,
    height: picture.height,
    bytes: picture.data.length,
    etag: slideChecksum(body),
  };
}

const listed = {
  id: loginSlides.id,
  fileName: loginSlides.fileName,
  contentType: loginSlides.contentType,
  width: loginSlides.width,
  height: loginSlides.height,
  bytes: loginSlides.bytes,
};

/** The slides in the order the login page shows them (no pictures). */
export function listSlides(db: DbOrTx): Promise<LoginSlide[]> {
  return db.select(listed).from(loginSlides).orderBy(asc(loginSlides.n));
}

/** A slide's picture to send: bytes (or SVG text), type and checksum. */
export type SlidePicture = { contentType: string; body: Buffer | string; etag: string };

const picture = {
  contentType: loginSlides.contentType,
  encoding: loginSlides.encoding,
  body: loginSlides.body,
  etag: loginSlides.etag,
};
const toPicture = (row: { contentType: string; encoding: string; body: string; etag: string }) => ({
  contentType: row.contentType,
  body: row.encoding === 'base64' ? Buffer.from(row.body, 'base64') : row.body,
  etag: row.etag || slideChecksum(row.body),
});

/** Slide `n` (1 to 6) as the login page asks for it. */
export async function readSlide(db: DbOrTx, n: number): Promise<SlidePicture | null> {
  const [row] = await db.select(picture).from(loginSlides).where(eq(loginSlides.n, n));
  return row ? toPicture(row) : null;
}

/** A slide by its id (the control panel's thumbnails: an id keeps its picture whatever the order). */
export async function readSlideById(db: DbOrTx, id: string): Promise<SlidePicture | null> {
  const [row] = await db.select(picture).from(loginSlides).where(eq(loginSlides.id, id));
  return row ? toPicture(row) : null;
}

/**
 * Holds the slides against another change until the transaction ends: two uploads at once would both take the
 * next number, and a reorder could drop an upload it did not see.
 */
export async function lockSlides(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`lock table login_slides in share row exclusive mode`);
}

/** Adds a slide after the last one; false when there are already `max`. Call within a transaction, locked. */
export async function appendSlide(
  tx: DbOrTx,
  max: number,
  row: (n: number) => SlideRow,
): Promise<boolean> {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${loginSlides.n}), 0)::int` })
    .from(loginSlides);
  if (last >= max) return false;
  await tx.insert(loginSlides).values(row(last + 1));
  return true;
}

/**
 * Numbers the slides 1, 2, ... in the order of `ids` and removes those left out. Every id must be a slide's (the
 * caller checks). Call within a transaction, locked: the rows are read, emptied and written again in their order
 * (six rows at most), since a primary key cannot swap two numbers in place.
 */
export async function reorderSlides(tx: DbOrTx, ids: readonly string[]): Promise<void> {
  const rows = await tx.select().from(loginSlides);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await tx.delete(loginSlides);
  await tx.insert(loginSlides).values(ids.map((id, i) => ({ ...byId.get(id)!, n: i + 1 })));
}
