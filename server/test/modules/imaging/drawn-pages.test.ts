import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  DownloadOrder,
  ImageResponse,
  PayDownloadOrderResult,
  ThumbnailsResponse,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { runImageImport } from '../../../src/modules/image-import/run-import';
import { readTiffPages } from '../../../src/modules/image-import/tiff-ifd';
import { DRAWN_SOURCE } from '../../../src/modules/imaging/drawn-scans';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';
import { bilevelTiff, multiPageTiff } from '../image-import/scan-fixtures';

/*
 * Every page shown or sold is a scan in the image store. In the demo, a page without one is drawn once, on first
 * view, as a 300 dpi bilevel G4 scan under drawn/ (imaging/drawn-scans.ts), and an import of the record's real
 * scans replaces it. Outside the demo a record without scans has no images on file.
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-drawn-pages-'));
const imageStore = { kind: 'folder' as const, dir: path.join(work, 'images') };
const t = setupServerTest({ config: () => ({ imageStore }) });
afterAll(() => rm(work, { recursive: true, force: true }));

const idOf = async (n: number) =>
  (
    await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(n)}`,
    )
  )[0].id;

const pageFilesOf = (id: number) =>
  query<{ page: number; store_key: string; format: string; source: string; dpi: number }>(
    t,
    sql`select page, store_key, format, source, dpi from page_files where record_id = ${id} order by page`,
  );

const storedBytes = async (key: string) => {
  const stream = await t.app.imageStore.get(key);
  if (!stream) throw new Error(`nothing under ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const thumbnails = (client: Awaited<ReturnType<typeof signedIn>>, id: number) =>
  client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', documentRef(id));

describe('in the demo', () => {
  test('a page without a scan is drawn once into the store as a G4 scan, previewed from it and sold as it is', async () => {
    const id = await idOf(2); // the 5-page mortgage: no sample scan
    expect(await pageFilesOf(id)).toEqual([]);
    const client = await signedIn(t, 'escrow.user');
    const reply = await thumbnails(client, id);
    expect(reply.body.content.thumbnails.map((th) => th.page)).toEqual([1, 2, 3, 4, 5]);
    for (const th of reply.body.content.thumbnails)
      expect((await sharp(Buffer.from(th.image, 'base64')).metadata()).width).toBe(128);

    const files = await pageFilesOf(id);
    expect(files.map((f) => [f.page, f.format, f.source, f.dpi])).toEqual(
      [1, 2, 3, 4, 5].map((page) => [page, 'tiff', DRAWN_SOURCE, 300]),
    );
    const stored = await Promise.all(files.map((f) => storedBytes(f.store_key)));
    for (const [i, f] of files.entries()) {
      expect(f.store_key).toMatch(new RegExp(`^drawn/pages/document/\\d+/${id}-${i + 1}\\.tif$`));
      const [page] = readTiffPages(stored[i]);
      expect([page.width, page.height, page.compression]).toEqual([2550, 3300, 4]);
      expect(page.strip).not.toBeNull();
    }
    // A second look draws nothing again: the same objects, the same rows.
    await thumbnails(client, id);
    expect(await pageFilesOf(id)).toEqual(files);

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
    const image = await client.post<ImageResponse>('/api/imaging/getImage', {
      imageStateGuid: guid,
    });
    const raw = Buffer.from(image.body.content.pdf, 'base64');
    const pdf = await PDFDocument.load(raw);
    expect(pdf.getPageCount()).toBe(5);
    for (const [i, page] of pdf.getPages().entries()) {
      const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      const [xobject] = (objects?.values() ?? []).map((ref) => pdf.context.lookup(ref));
      if (!(xobject instanceof PDFRawStream)) throw new Error('no image on the page');
      expect(xobject.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('CCITTFaxDecode'));
      const [tiff] = readTiffPages(stored[i]);
      const strip = stored[i].subarray(tiff.strip!.offset, tiff.strip!.offset + tiff.strip!.bytes);
      expect(Buffer.from(xobject.contents).equals(strip)).toBe(true);
      expect(page.getSize()).toEqual({ width: 612, height: 792 + 16 });
    }
    expect(pdfPages(raw)[1]).toContain(`Mortgage ${fixture(2)}`);
  });

  test("an import of the record's scans replaces its drawn pages, and the drawn objects go", async () => {
    const id = await idOf(2);
    const client = await signedIn(t, 'escrow.user');
    await thumbnails(client, id);
    const drawn = await pageFilesOf(id);
    expect(drawn).toHaveLength(5);

    const folder = mkdtempSync(path.join(work, 'scans-'));
    await writeFile(path.join(folder, `${fixture(2)}.tif`), await multiPageTiff(['ONE', 'TWO']));
    // The scans hold two pages: the record's page count becomes 2.
    const summary = await runImageImport(t.testDb.database.db, t.app.imageStore, {
      folder,
      map: null,
    });
    expect(summary.failed).toEqual([]);
    expect(summary.imported).toBe(1);

    const files = await pageFilesOf(id);
    expect(files.map((f) => [f.source, f.store_key.startsWith('drawn/')])).toEqual([
      [`${fixture(2)}.tif`, false],
      [`${fixture(2)}.tif`, false],
    ]);
    for (const f of drawn) expect(await t.app.imageStore.head(f.store_key)).toBeNull();
    const reply = await thumbnails(client, id);
    expect(reply.body.content.header.pageCount).toBe(2);
    expect(reply.body.content.thumbnails).toHaveLength(2);
  });
});

describe('outside the demo (a county)', () => {
  test('a record without scans has no images on file and cannot be ordered; once imported it previews', async () => {
    const county = await t.buildApp({ imageStore, drawMissingPages: false });
    const client = t.client(county);
    const login = await client.post('/api/auth/login', {
      username: 'escrow.user',
      password: 'Portal!Demo2026',
    });
    expect(login.status).toBe(200);
    const id = await idOf(4);
    const none = await thumbnails(client, id);
    expect(none.status).toBe(200);
    expect(none.body.content.header.pageCount).toBe(0);
    expect(none.body.content.thumbnails).toEqual([]);
    const page = await client.post('/api/imaging/getPageImage', { ...documentRef(id), page: 1 });
    expect(page.status).toBe(404);
    const order = await client.post('/api/imaging/computeDownloadOrder', {
      ...documentRef(id),
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
    });
    expect(order.status).toBe(404);
    expect(await pageFilesOf(id)).toEqual([]);

    const folder = mkdtempSync(path.join(work, 'scans-'));
    await writeFile(path.join(folder, `${fixture(4)}.tif`), await bilevelTiff('ONE'));
    const summary = await runImageImport(t.testDb.database.db, county.imageStore, {
      folder,
      map: null,
    });
    expect(summary.failed).toEqual([]);
    const scanned = await thumbnails(client, id);
    expect(scanned.body.content.header.pageCount).toBe(1);
    expect(scanned.body.content.thumbnails).toHaveLength(1);
  });
});
