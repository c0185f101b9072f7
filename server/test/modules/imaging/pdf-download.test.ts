import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageResponse } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { streamScanPdf } from '../../../src/modules/imaging/scan-pdf-stream';
import { pdfPages } from '../../helpers/pdf-text';
import { fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { bilevelTiff, scanPdf } from '../image-import/scan-fixtures';
import {
  idOf as idOf_,
  imagesOf,
  importScans,
  paidOrder,
  storedBytes,
  stripOf,
} from './scan-store';

/*
 * imaging/downloadImage: the paid order's PDF as a file, streamed as it is written (scan-pdf-stream.ts) when its
 * pages are TIFF and JPEG scans, assembled whole when one is a PDF scan; the same scans, byte for byte, as
 * getImage's PDF; refusals as JSON envelopes.
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-pdf-download-'));
const t = setupServerTest({
  config: () => ({ imageStore: { kind: 'folder', dir: path.join(work, 'images') } }),
});
afterAll(() => rm(work, { recursive: true, force: true }));

const idOf = (n: number) => idOf_(t, n);
const download = (client: TestClient, guid: string) =>
  client.post('/api/imaging/downloadImage', { imageStateGuid: guid });

const storedPages = (id: number) =>
  query<{ store_key: string; format: string }>(
    t,
    sql`select store_key, format from page_files where record_id = ${id} order by page`,
  );

test('a drawn G4 document streams as a PDF file: each page the stored strip as it is, the footer under it', async () => {
  const id = await idOf(2); // the 5-page mortgage, drawn on first view
  const client = await signedIn(t, 'escrow.user');
  const guid = await paidOrder(client, id);
  const reply = await download(client, guid);
  expect(reply.status).toBe(200);
  expect(reply.response.headers['content-type']).toBe('application/pdf');
  expect(reply.response.headers['content-disposition']).toBe(
    `attachment; filename="Mortgage-${fixture(2)}.pdf"`,
  );
  expect(reply.response.headers['cache-control']).toBe('no-store');
  const raw = reply.response.rawPayload;
  const pdf = await PDFDocument.load(raw);
  expect(pdf.getPageCount()).toBe(5);
  const files = await storedPages(id);
  for (const [i, page] of pdf.getPages().entries()) {
    const [image] = imagesOf(pdf, page);
    expect(image.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('CCITTFaxDecode'));
    expect(
      Buffer.from(image.contents).equals(stripOf(await storedBytes(t, files[i].store_key))),
    ).toBe(true);
    expect(page.getSize()).toEqual({ width: 612, height: 792 + 16 });
  }
  const text = pdfPages(raw);
  expect(text[4]).toContain(`Mortgage ${fixture(2)} - Page 5 of 5`);
  // getImage's PDF of the same order carries the same scans.
  const whole = await client.post<ImageResponse>('/api/imaging/getImage', { imageStateGuid: guid });
  const same = await PDFDocument.load(Buffer.from(whole.body.content.pdf, 'base64'));
  for (const [i, page] of same.getPages().entries())
    expect(
      Buffer.from(imagesOf(same, page)[0].contents).equals(
        Buffer.from(imagesOf(pdf, pdf.getPage(i))[0].contents),
      ),
    ).toBe(true);
});

test('a JPEG page is streamed as it is; a purchase with a PDF scan is answered whole, still a file', async () => {
  const id = await idOf(8); // a 2-page quit claim deed
  const photo = await sharp({
    create: { width: 1275, height: 1650, channels: 3, background: '#d8d8d8' },
  })
    .toColourspace('b-w')
    .withDensity(150)
    .jpeg()
    .toBuffer();
  await importScans(t, work, {
    [`${fixture(8)}_1.jpg`]: photo,
    [`${fixture(8)}_2.tif`]: await bilevelTiff('TWO'),
  });
  const client = await signedIn(t, 'escrow.user');
  const reply = await download(client, await paidOrder(client, id));
  const pdf = await PDFDocument.load(reply.response.rawPayload);
  const [jpegPage, tiffPage] = pdf.getPages();
  const [jpeg] = imagesOf(pdf, jpegPage);
  expect(jpeg.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('DCTDecode'));
  expect(Buffer.from(jpeg.contents).equals(photo)).toBe(true);
  expect(jpegPage.getSize()).toEqual({ width: 612, height: 792 + 16 });
  expect(imagesOf(pdf, tiffPage)[0].dict.get(PDFName.of('Filter'))).toBe(
    PDFName.of('CCITTFaxDecode'),
  );

  const affidavit = await idOf(6); // 1 page, scanned as a PDF page
  await importScans(t, work, { [`${fixture(6)}.pdf`]: await scanPdf([[612, 792]]) });
  const whole = await download(client, await paidOrder(client, affidavit));
  expect(whole.status).toBe(200);
  expect(whole.response.headers['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(whole.response.rawPayload)).getPageCount()).toBe(1);
});

test('an order not paid, or someone else’s, is refused with the JSON envelope', async () => {
  const id = await idOf(2);
  const client = await signedIn(t, 'escrow.user');
  const guid = await paidOrder(client, id);
  const other = await signedIn(t, 'flatfee.user');
  const refused = await download(other, guid);
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.response.headers['content-type']).toContain('application/json');
  expect(refused.body.ok).toBe(false);
});

test('the stream carries the first page before the second is read', async () => {
  // One G4 strip, as the store keeps bilevel pages.
  const tiff = await sharp(await bilevelTiff('ONE'))
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1, miniswhite: true, tileHeight: 1100 })
    .toBuffer();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const page = (n: number) => ({
    page: n,
    format: 'tiff' as const,
    storeKey: `k${n}`,
    sha256: '',
    width: 850,
    height: 1100,
    dpi: 300,
  });
  const reads: number[] = [];
  const stream = await streamScanPdf(
    { title: 'Deed 1', pageCount: 3, facts: { countyName: 'Pine Ridge County' } },
    [page(1), page(2), page(3)],
    async (p) => {
      reads.push(p.page);
      if (p.page === 3) await held;
      return tiff;
    },
    async () => true,
  );
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  // Pages 1 and 2 are written while page 3 is held: the bytes so far hold page 1's strip.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(reads).toEqual([1, 2, 3]);
  expect(Buffer.concat(chunks).includes(stripOf(tiff))).toBe(true);
  release();
  await ended;
  expect((await PDFDocument.load(Buffer.concat(chunks))).getPageCount()).toBe(3);
});

test('a first page the store lacks fails before a byte; a later page that cannot be read breaks the stream off', async () => {
  const facts = { title: 'Deed 1', pageCount: 2, facts: { countyName: 'Pine Ridge County' } };
  const page = (n: number) => ({
    page: n,
    format: 'jpeg' as const,
    storeKey: `k${n}`,
    sha256: '',
    width: 850,
    height: 1100,
    dpi: 100,
  });
  const jpeg = await sharp({ create: { width: 85, height: 110, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  await expect(
    streamScanPdf(
      facts,
      [page(1), page(2)],
      async () => jpeg,
      async () => false,
    ),
  ).rejects.toThrow('the image store has no page under k1');
  const broken = await streamScanPdf(
    facts,
    [page(1), page(2)],
    async (p) => {
      if (p.page === 2) throw new Error('the store is down');
      return jpeg;
    },
    async () => true,
  );
  const failure = await new Promise<Error>((resolve) => {
    broken.on('error', resolve);
    broken.resume();
  });
  expect(failure.message).toBe('the store is down');
});

test('a download the buyer leaves reads no more pages', async () => {
  const jpeg = await sharp({ create: { width: 85, height: 110, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const reads: number[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pages = Array.from({ length: 10 }, (_, i) => ({
    page: i + 1,
    format: 'jpeg' as const,
    storeKey: `k${i + 1}`,
    sha256: '',
    width: 850,
    height: 1100,
    dpi: 100,
  }));
  const stream = await streamScanPdf(
    { title: 'Deed 1', pageCount: 10, facts: { countyName: 'Pine Ridge County' } },
    pages,
    async (p) => {
      reads.push(p.page);
      if (p.page === 3) await held;
      return jpeg;
    },
    async () => true,
  );
  stream.on('error', () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  stream.destroy();
  release();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(reads).toEqual([1, 2, 3]);
});
