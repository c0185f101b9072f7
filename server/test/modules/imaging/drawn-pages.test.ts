import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageResponse, ThumbnailsResponse } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { readTiffPages } from '../../../src/modules/image-import/tiff-ifd';
import { DRAWN_SOURCE } from '../../../src/modules/imaging/drawn-scans';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';
import { bilevelTiff, multiPageTiff } from '../image-import/scan-fixtures';
import {
  idOf as idOf_,
  imagesOf,
  importScans,
  paidOrder,
  storedBytes as storedBytes_,
  stripOf,
} from './scan-store';

/*
 * Every page shown or sold is a scan in the image store. In the demo, a page without one is drawn once, on first
 * view, as a 300 dpi bilevel G4 scan under drawn/ (imaging/drawn-scans.ts), and an import of the record's real
 * scans replaces it. Outside the demo a record without scans has no images on file.
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-drawn-pages-'));
const imageStore = { kind: 'folder' as const, dir: path.join(work, 'images') };
const t = setupServerTest({ config: () => ({ imageStore }) });
afterAll(() => rm(work, { recursive: true, force: true }));

const idOf = (n: number) => idOf_(t, n);

const pageFilesOf = (id: number) =>
  query<{ page: number; store_key: string; format: string; source: string; dpi: number }>(
    t,
    sql`select page, store_key, format, source, dpi from page_files where record_id = ${id} order by page`,
  );

const storedBytes = (key: string) => storedBytes_(t, key);

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

    const guid = await paidOrder(client, id);
    const image = await client.post<ImageResponse>('/api/imaging/getImage', {
      imageStateGuid: guid,
    });
    const raw = Buffer.from(image.body.content.pdf, 'base64');
    const pdf = await PDFDocument.load(raw);
    expect(pdf.getPageCount()).toBe(5);
    for (const [i, page] of pdf.getPages().entries()) {
      const [xobject] = imagesOf(pdf, page);
      expect(xobject.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('CCITTFaxDecode'));
      expect(Buffer.from(xobject.contents).equals(stripOf(stored[i]))).toBe(true);
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

    // The scans hold two pages: the record's page count becomes 2.
    const summary = await importScans(t, work, {
      [`${fixture(2)}.tif`]: await multiPageTiff(['ONE', 'TWO']),
    });
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

    await importScans(t, work, { [`${fixture(4)}.tif`]: await bilevelTiff('ONE') }, county);
    const scanned = await thumbnails(client, id);
    expect(scanned.body.content.header.pageCount).toBe(1);
    expect(scanned.body.content.thumbnails).toHaveLength(1);
  });
});

describe('a page as a picture the browser keeps (GET imaging/pages/...jpg)', () => {
  test('the JPEG getPageImage gives, cacheable privately, with an ETag that answers 304; the thumbnail by size', async () => {
    const id = await idOf(12); // the 4-page plat
    const client = await signedIn(t, 'escrow.user');
    const url = `/api/imaging/pages/DOCUMENT/${id}/3.jpg`;
    const reply = await client.get(url);
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-type']).toBe('image/jpeg');
    expect(reply.response.headers['cache-control']).toBe('private, max-age=600');
    const etag = String(reply.response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const page = await client.post<{ image: string }>('/api/imaging/getPageImage', {
      ...documentRef(id),
      page: 3,
    });
    expect(reply.response.rawPayload.equals(Buffer.from(page.body.content.image, 'base64'))).toBe(
      true,
    );
    const again = await client.get(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.response.rawPayload).toHaveLength(0);
    const thumbnail = await client.get(`${url}?size=thumbnail`);
    expect((await sharp(thumbnail.response.rawPayload).metadata()).width).toBe(128);
    expect(thumbnail.response.headers.etag).not.toBe(etag);
  });

  test('the same checks as the calls: signed in, a page the record has, a record the user may see', async () => {
    const id = await idOf(12); // the 4-page plat
    const guest = t.client();
    // No session: 403, which the portal reads as "sign in again".
    expect((await guest.get(`/api/imaging/pages/DOCUMENT/${id}/1.jpg`)).status).toBe(403);
    const client = await signedIn(t, 'escrow.user');
    expect((await client.get(`/api/imaging/pages/DOCUMENT/${id}/5.jpg`)).status).toBe(404);
    expect((await client.get(`/api/imaging/pages/DOCUMENT/999999999/1.jpg`)).status).toBe(404);
    expect((await client.get(`/api/imaging/pages/DOCUMENT/abc/1.jpg`)).status).toBe(400);
    const missing = await client.get(`/api/imaging/pages/DOCUMENT/${id}/5.jpg`);
    expect(missing.response.headers['cache-control']).toBe('no-store');
  });
});
