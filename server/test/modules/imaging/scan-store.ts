import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDict, PDFName, PDFRawStream, type PDFDocument, type PDFPage } from 'pdf-lib';
import { runImageImport } from '../../../src/modules/image-import/run-import';
import { readTiffPages } from '../../../src/modules/image-import/tiff-ifd';
import type { DownloadOrder, PayDownloadOrderResult } from '@lrp/contract';
import { documentRef, fixture, query } from '../../helpers/search';
import type { ServerTest, TestClient } from '../../helpers/test-app';

/*
 * What the imaging tests on scans share: a fixture document's id, an import of files into a test app's store,
 * a stored object's bytes, a stored G4 page's strip, a PDF page's image XObjects and a paid order.
 */

/** The id of fixture document `n` (fixture(n)). */
export const idOf = async (t: ServerTest, n: number) =>
  (
    await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(n)}`,
    )
  )[0].id;

/** Imports the files (name to bytes), in a folder of their own under `work`, into `app`'s store. */
export async function importScans(
  t: ServerTest,
  work: string,
  files: Record<string, Buffer>,
  app: FastifyInstance = t.app,
) {
  const folder = mkdtempSync(path.join(work, 'scans-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), body);
  }
  const summary = await runImageImport(t.testDb.database.db, app.imageStore, {
    folder,
    map: null,
  });
  expect(summary.failed).toEqual([]);
  return summary;
}

/** The bytes of a stored object. */
export async function storedBytes(t: ServerTest, key: string): Promise<Buffer> {
  const stream = await t.app.imageStore.get(key);
  if (!stream) throw new Error(`nothing under ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The G4 strip of a stored one-strip TIFF page. */
export function stripOf(tiff: Buffer): Buffer {
  const [page] = readTiffPages(tiff);
  if (!page.strip) throw new Error('the stored page is not one strip');
  return tiff.subarray(page.strip.offset, page.strip.offset + page.strip.bytes);
}

/** The page's image XObjects. */
export function imagesOf(pdf: PDFDocument, page: PDFPage): PDFRawStream[] {
  const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (objects?.values() ?? [])
    .map((ref) => pdf.context.lookup(ref))
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
}

/** Orders every page of record `id` as `client` and pays for it; answers the paid order's image state. */
export async function paidOrder(client: TestClient, id: number): Promise<string> {
  const order = await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
    ...documentRef(id),
    pageSelectionMethod: 'ENTIRE_DOCUMENT',
    selectedAsCsv: '',
  });
  const guid = order.body.content.imageState.guid;
  const paid = await client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', {
    imageStateGuid: guid,
  });
  expect(paid.body.content.status).toBe('PAID');
  return guid;
}
