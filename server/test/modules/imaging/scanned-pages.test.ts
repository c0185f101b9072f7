import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageResponse, ThumbnailsResponse } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { multiPageTiff, PAGE, scanPdf } from '../image-import/scan-fixtures';
import {
  idOf as idOf_,
  imagesOf,
  importScans,
  paidOrder,
  storedBytes as storedBytes_,
  stripOf,
} from './scan-store';

/*
 * Imaging on a county's scanned pages (page_files, imported into a folder store): the dialog's thumbnails and page
 * are made from the scan and watermarked; the bought PDF carries the scans at full resolution (a G4 page's strip
 * byte for byte, a JPEG as it is, a PDF page copied); a PDF page with no single image previews as "not available".
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-scanned-pages-'));
const t = setupServerTest({
  config: () => ({ imageStore: { kind: 'folder', dir: path.join(work, 'images') } }),
});
afterAll(() => rm(work, { recursive: true, force: true }));

const idOf = (n: number) => idOf_(t, n);

type PageImageResponse = { page: number; image: string };

const importFiles = (files: Record<string, Buffer>) => importScans(t, work, files);
const storedBytes = (key: string) => storedBytes_(t, key);
const pageFilesOf = (id: number) =>
  query<{ page: number; store_key: string; format: string }>(
    t,
    sql`select page, store_key, format from page_files where record_id = ${id} order by page`,
  );

/** Pixels clearly redder than grey: the red watermark over a black-and-white or grey page. */
async function reddish(jpeg: Buffer): Promise<number> {
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] - data[i + 1] > 40) n++;
  return n;
}

async function buyAll(client: TestClient, id: number): Promise<PDFDocument & { raw: Buffer }> {
  const guid = await paidOrder(client, id);
  const reply = await client.post<ImageResponse>('/api/imaging/getImage', { imageStateGuid: guid });
  expect(reply.status).toBe(200);
  const raw = Buffer.from(reply.body.content.pdf, 'base64');
  return Object.assign(await PDFDocument.load(raw), { raw });
}

describe('a document with scanned pages', () => {
  test('a 3-page G4 TIFF: watermarked thumbnails and page from the scan; the PDF carries each G4 strip as it is', async () => {
    const id = await idOf(10); // the 3-page easement
    const client = await signedIn(t, 'escrow.user');
    const thumbnails = () =>
      client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', documentRef(id));
    // Drawn before the import, and kept in page_images ...
    const drawn = (await thumbnails()).body.content.thumbnails;
    await importFiles({ [`${fixture(10)}.tif`]: await multiPageTiff(['ONE', 'TWO', 'THREE']) });
    // ... which the import removed: the previews now come from the scan.
    const reply = await thumbnails();
    expect(reply.body.content.header.pageCount).toBe(3);
    const scanned = reply.body.content.thumbnails;
    expect(scanned.map((th) => th.page)).toEqual([1, 2, 3]);
    for (const [i, th] of scanned.entries()) {
      expect(th.image).not.toBe(drawn[i].image);
      const meta = await sharp(Buffer.from(th.image, 'base64')).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 128]);
    }
    const versions = await query<{ version: number }>(
      t,
      sql`select distinct version from page_images where record_kind = 'DOCUMENT' and doc_id = ${id}`,
    );
    expect(versions).toEqual([{ version: 1001 }]);

    const page = await client.post<PageImageResponse>('/api/imaging/getPageImage', {
      ...documentRef(id),
      page: 2,
    });
    const preview = Buffer.from(page.body.content.image, 'base64');
    const meta = await sharp(preview).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 828]);
    // The same scan fitted the same way without the watermark has no red in it; the preview has plenty.
    const files = await pageFilesOf(id);
    const plain = await sharp(await storedBytes(files[1].store_key))
      .resize({ width: 640, height: 828, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(await reddish(plain)).toBe(0);
    expect(await reddish(preview)).toBeGreaterThan(640 * 828 * 0.02);
    expect(await reddish(Buffer.from(scanned[0].image, 'base64'))).toBeGreaterThan(
      128 * 165 * 0.02,
    );

    const pdf = await buyAll(client, id);
    expect(pdf.getPageCount()).toBe(3);
    for (const [i, pdfPage] of pdf.getPages().entries()) {
      const strip = stripOf(await storedBytes(files[i].store_key));
      const [image] = imagesOf(pdf, pdfPage);
      expect(image.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('CCITTFaxDecode'));
      const parameters = image.dict.lookup(PDFName.of('DecodeParms'), PDFDict);
      expect(parameters.get(PDFName.of('BlackIs1'))?.toString()).toBe('false');
      expect(parameters.get(PDFName.of('K'))?.toString()).toBe('-1');
      expect(Buffer.from(image.contents).equals(strip)).toBe(true);
      // 300 dpi: the scan's own size in points, and the 16 pt footer strip below it.
      expect(pdfPage.getSize()).toEqual({
        width: (PAGE.width / 300) * 72,
        height: (PAGE.height / 300) * 72 + 16,
      });
    }
    const text = pdfPages(pdf.raw);
    expect(text).toHaveLength(3);
    expect(text[2]).toContain(`Easement ${fixture(10)}`);
    expect(text[2]).toContain('Page 3 of 3');
  });

  test('a JPEG page and a PDF page: previews from both; the PDF has the JPEG as it is and the PDF page copied', async () => {
    const id = await idOf(8); // a 2-page quit claim deed
    const photo = await sharp({
      create: { width: 1275, height: 1650, channels: 3, background: '#d8d8d8' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1275" height="1650"><text x="100" y="300" font-size="80">QUIT CLAIM DEED</text></svg>',
          ),
        },
      ])
      .toColourspace('b-w')
      .withDensity(150)
      .jpeg()
      .toBuffer();
    const scanned = await PDFDocument.create();
    const embedded = await scanned.embedJpg(photo);
    scanned.addPage([612, 792]).drawImage(embedded, { x: 0, y: 0, width: 612, height: 792 });
    await importFiles({
      [`${fixture(8)}_1.jpg`]: photo,
      [`${fixture(8)}_2.pdf`]: Buffer.from(await scanned.save()),
    });
    expect((await pageFilesOf(id)).map((f) => f.format)).toEqual(['jpeg', 'pdf']);

    const client = await signedIn(t, 'escrow.user');
    const reply = await client.post<ThumbnailsResponse>(
      '/api/imaging/getThumbnails',
      documentRef(id),
    );
    for (const th of reply.body.content.thumbnails) {
      const thumbnail = Buffer.from(th.image, 'base64');
      expect((await sharp(thumbnail).metadata()).width).toBe(128);
      expect(await reddish(thumbnail)).toBeGreaterThan(128 * 165 * 0.02);
    }

    const pdf = await buyAll(client, id);
    expect(pdf.getPageCount()).toBe(2);
    const [jpegPage, pdfPage] = pdf.getPages();
    const [first] = imagesOf(pdf, jpegPage);
    expect(first.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(Buffer.from(first.contents).equals(photo)).toBe(true);
    expect(jpegPage.getSize()).toEqual({ width: 612, height: 792 + 16 });
    const [second] = imagesOf(pdf, pdfPage);
    expect(second.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
    expect(Buffer.from(second.contents).equals(photo)).toBe(true);
    expect(pdfPage.getMediaBox()).toEqual({ x: 0, y: -16, width: 612, height: 792 + 16 });
    const text = pdfPages(pdf.raw);
    expect(text[0]).toContain('Page 1 of 2');
    expect(text[1]).toContain('Page 2 of 2');
  });

  test('a PDF page that is not a single scanned image previews as "not available", watermarked', async () => {
    const id = await idOf(6); // the 1-page affidavit
    await importFiles({ [`${fixture(6)}.pdf`]: await scanPdf([[612, 792]]) });
    const client = await signedIn(t, 'escrow.user');
    const page = await client.post<PageImageResponse>('/api/imaging/getPageImage', {
      ...documentRef(id),
      page: 1,
    });
    expect(page.status).toBe(200);
    const preview = Buffer.from(page.body.content.image, 'base64');
    const meta = await sharp(preview).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 828]);
    expect(await reddish(preview)).toBeGreaterThan(640 * 828 * 0.02);
    const pdf = await buyAll(client, id);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdfPages(pdf.raw)[0]).toContain('Page 1');
  });
});
