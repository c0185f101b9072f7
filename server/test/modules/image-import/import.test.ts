import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { documents, imageImportFiles, pageFiles } from '../../../src/db/schema';
import { parseMapCsv } from '../../../src/modules/image-import/map-csv';
import { runImageImport } from '../../../src/modules/image-import/run-import';
import { readTiffPages } from '../../../src/modules/image-import/tiff-ifd';
import { FolderStore } from '../../../src/modules/image-store/folder-store';
import type { ImageStore } from '../../../src/modules/image-store/image-store';
import { setupServerTest } from '../../helpers/test-app';
import { bilevelTiff, greyscaleTiff, multiPageTiff, PAGE, scanPdf } from './scan-fixtures';

/*
 * npm run images:import on a folder of scans into a folder store: a 3-page TIFF named by its document's number,
 * a 2-page PDF mapped by a CSV, a document in two page files (the second greyscale), an unmatched file, a damaged
 * one; then a rerun, and files that would overwrite a document's imported pages.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-image-import-'));
const scans = path.join(work, 'scans');
const store: ImageStore = new FolderStore(path.join(work, 'images'));
afterAll(() => rm(work, { recursive: true, force: true }));

type Doc = { id: number; number: string };
let tiffDoc: Doc, pdfDoc: Doc, pagedDoc: Doc, damagedDoc: Doc;

const bytesOf = async (key: string) => {
  const stream = await store.get(key);
  if (!stream) throw new Error(`nothing stored under ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const pagesOf = (id: number) =>
  db().select().from(pageFiles).where(eq(pageFiles.recordId, id)).orderBy(asc(pageFiles.page));
const pageCountOf = async (id: number) =>
  (await db().select({ n: documents.pageCount }).from(documents).where(eq(documents.id, id)))[0].n;
const put = async (file: string, body: Buffer | string) => {
  await mkdir(path.dirname(path.join(scans, file)), { recursive: true });
  await writeFile(path.join(scans, file), body);
};
const importScans = (folder = scans) =>
  runImageImport(db(), store, {
    folder,
    map: parseMapCsv(`document_number,file\n"${pdfDoc.number}",batch 7/deed scan.pdf\n`),
    progressEvery: { files: 2, ms: 60_000 },
    progress: (line) => progress.push(line),
  });
const progress: string[] = [];

beforeAll(async () => {
  // Documents whose printed number names no other document.
  const rows = await db().execute<{ id: number; number: string }>(sql`
    select id, display_doc_number as number from documents d
    where (select count(*) from documents e where e.display_doc_number = d.display_doc_number) = 1
    order by id limit 4`);
  [tiffDoc, pdfDoc, pagedDoc, damagedDoc] = rows.rows;
  await put(`${tiffDoc.number}.tif`, await multiPageTiff(['ONE', 'TWO', 'THREE']));
  await put(
    'batch 7/deed scan.pdf',
    await scanPdf([
      [612, 792],
      [612, 1008],
    ]),
  );
  await put(`paged/${pagedDoc.number}_1.tif`, await bilevelTiff('FIRST'));
  await put(`paged/${pagedDoc.number}-2.tif`, await greyscaleTiff('SECOND'));
  await put('NOSUCHDOC123.tif', await bilevelTiff('NOBODY'));
  await put('notes.txt', 'not a scan');
  await put('.DS_Store', 'hidden');
  // A TIFF header and then nothing a TIFF reader can use.
  await put(
    `${damagedDoc.number}.tif`,
    Buffer.concat([Buffer.from('49492a0008000000', 'hex'), Buffer.alloc(40, 0xff)]),
  );
}, 60_000);

describe('npm run images:import', () => {
  test("imports each document's pages into the store and page_files, and sets its page count", async () => {
    const summary = await importScans();
    expect(summary).toMatchObject({ files: 7, imported: 4, documents: 3, pages: 7, skipped: 0 });
    expect(summary.unmatched.map((u) => u.source).sort()).toEqual([
      'NOSUCHDOC123.tif',
      'notes.txt',
    ]);
    expect(summary.failed).toEqual([
      {
        source: `${damagedDoc.number}.tif`,
        reason: expect.stringContaining(`${damagedDoc.number}.tif`),
      },
    ]);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toMatch(/^images:import: \d+\/7 files, \d+ pages, [\d.]+ pages\/s$/);

    expect(await pageCountOf(tiffDoc.id)).toBe(3);
    expect(await pageCountOf(pdfDoc.id)).toBe(2);
    expect(await pageCountOf(pagedDoc.id)).toBe(2);

    const tiffPages = await pagesOf(tiffDoc.id);
    expect(tiffPages.map((p) => [p.page, p.format, p.width, p.height, p.dpi, p.source])).toEqual(
      [1, 2, 3].map((n) => [n, 'tiff', PAGE.width, PAGE.height, 300, `${tiffDoc.number}.tif`]),
    );
    for (const row of tiffPages) {
      expect(row.storeKey).toBe(
        `pages/document/${Math.floor(tiffDoc.id / 1000)}/${tiffDoc.id}-${row.page}.tif`,
      );
      const body = await bytesOf(row.storeKey);
      expect(body.length).toBe(row.bytes);
      // One page, CCITT G4, one strip, min-is-white: what a purchase PDF can carry as it is.
      expect(readTiffPages(body)).toEqual([
        expect.objectContaining({
          compression: 4,
          strips: 1,
          photometric: 0,
          bitsPerSample: 1,
          width: PAGE.width,
          height: PAGE.height,
        }),
      ]);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([PAGE.width, PAGE.height, 1]);
    }

    const pdfPages = await pagesOf(pdfDoc.id);
    expect(pdfPages.map((p) => [p.page, p.format, p.width, p.height, p.dpi, p.source])).toEqual([
      [1, 'pdf', 612, 792, null, 'batch 7/deed scan.pdf'],
      [2, 'pdf', 612, 1008, null, 'batch 7/deed scan.pdf'],
    ]);
    for (const row of pdfPages) {
      const pdf = await PDFDocument.load(await bytesOf(row.storeKey));
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getPage(0).getSize()).toEqual({ width: row.width, height: row.height });
    }

    const paged = await pagesOf(pagedDoc.id);
    expect(paged.map((p) => [p.page, p.format, p.dpi, p.source])).toEqual([
      [1, 'tiff', 300, `paged/${pagedDoc.number}_1.tif`],
      [2, 'jpeg', 200, `paged/${pagedDoc.number}-2.tif`],
    ]);
    const jpeg = await sharp(await bytesOf(paged[1].storeKey)).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', PAGE.width, PAGE.height]);
    expect(paged[1].storeKey).toMatch(/-2\.jpg$/);

    const recorded = await db()
      .select()
      .from(imageImportFiles)
      .orderBy(asc(imageImportFiles.source));
    expect(recorded.map((r) => [r.source, r.status, r.recordId, r.pages])).toEqual(
      [
        ['NOSUCHDOC123.tif', 'unmatched', null, 0],
        ['batch 7/deed scan.pdf', 'imported', pdfDoc.id, 2],
        ['notes.txt', 'unmatched', null, 0],
        [`paged/${pagedDoc.number}-2.tif`, 'imported', pagedDoc.id, 1],
        [`paged/${pagedDoc.number}_1.tif`, 'imported', pagedDoc.id, 1],
        [`${damagedDoc.number}.tif`, 'failed', damagedDoc.id, 0],
        [`${tiffDoc.number}.tif`, 'imported', tiffDoc.id, 3],
      ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    );
    expect(recorded.find((r) => r.status === 'failed')?.message).toBeTruthy();
    // Nothing of the damaged document was stored.
    expect(await pagesOf(damagedDoc.id)).toEqual([]);
    expect(await pageCountOf(damagedDoc.id)).toBeGreaterThanOrEqual(1);
  }, 60_000);

  test('a page that is one G4 strip already is stored byte for byte, its photometric kept; nothing is decoded', async () => {
    const [doc] = (
      await db().execute<{ id: number; number: string }>(sql`
        select id, display_doc_number as number from documents d
        where (select count(*) from documents e where e.display_doc_number = d.display_doc_number) = 1
        order by id limit 1 offset 4`)
    ).rows;
    // One strip, min-is-black (libvips' default photometric for G4), as some scanners write.
    const scanned = await sharp(await bilevelTiff('ONE STRIP'))
      .toColourspace('b-w')
      .tiff({
        compression: 'ccittfax4',
        bitdepth: 1,
        tileHeight: PAGE.height,
        xres: 400 / 25.4,
        yres: 400 / 25.4,
        resolutionUnit: 'inch',
      })
      .toBuffer();
    const [source] = readTiffPages(scanned);
    expect([source.strips, source.photometric, source.dpi]).toEqual([1, 1, 400]);
    const folder = path.join(work, 'one-strip');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${doc.number}.tif`), scanned);
    const summary = await runImageImport(db(), store, { folder, map: null });
    expect(summary).toMatchObject({ imported: 1, pages: 1, failed: [] });
    const [row] = await pagesOf(doc.id);
    const stored = await bytesOf(row.storeKey);
    const [page] = readTiffPages(stored);
    expect([page.strips, page.photometric, page.compression, page.dpi]).toEqual([1, 1, 4, 400]);
    expect(row.dpi).toBe(400);
    const strip = (tiff: Buffer, info: typeof page) =>
      tiff.subarray(info.strip!.offset, info.strip!.offset + info.strip!.bytes);
    expect(strip(stored, page).equals(strip(scanned, source))).toBe(true);
    // The same pixels as the scan.
    const pixels = (tiff: Buffer) => sharp(tiff).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(scanned))).toBe(true);
  });

  test('a rerun imports nothing new: the imported files are skipped, the others looked at again', async () => {
    const before = await db().select().from(pageFiles).orderBy(asc(pageFiles.storeKey));
    const summary = await importScans();
    expect(summary).toMatchObject({ files: 7, imported: 0, documents: 0, pages: 0, skipped: 4 });
    expect(summary.unmatched).toHaveLength(2);
    expect(summary.failed).toHaveLength(1);
    expect(await db().select().from(pageFiles).orderBy(asc(pageFiles.storeKey))).toEqual(before);
    expect(await pageCountOf(tiffDoc.id)).toBe(3);
  }, 60_000);

  test("files that would replace a document's imported pages are a conflict; the stored pages are kept", async () => {
    const before = await pagesOf(tiffDoc.id);
    const other = path.join(work, 'other');
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, `${tiffDoc.number}.tif`), await bilevelTiff('ANOTHER'));
    const summary = await runImageImport(db(), store, { folder: other, map: null });
    expect(summary.imported).toBe(0);
    expect(summary.failed).toEqual([
      {
        source: `${tiffDoc.number}.tif`,
        reason: expect.stringMatching(/^conflict: .*imported from .*changed since/),
      },
    ]);
    expect(await pagesOf(tiffDoc.id)).toEqual(before);
    expect(await pageCountOf(tiffDoc.id)).toBe(3);
    for (const row of before) expect((await bytesOf(row.storeKey)).length).toBe(row.bytes);

    await rm(path.join(other, `${tiffDoc.number}.tif`));
    await writeFile(path.join(other, `${pagedDoc.number}.pdf`), await scanPdf([[612, 792]]));
    const again = await runImageImport(db(), store, { folder: other, map: null });
    expect(again.failed).toEqual([
      {
        source: `${pagedDoc.number}.pdf`,
        reason: expect.stringContaining(
          `imported from other files (paged/${pagedDoc.number}-2.tif, paged/${pagedDoc.number}_1.tif)`,
        ),
      },
    ]);
    expect(await pageCountOf(pagedDoc.id)).toBe(2);
  }, 60_000);

  test("a damaged file's document is imported on a rerun once the file is replaced", async () => {
    await put(`${damagedDoc.number}.tif`, await multiPageTiff(['A', 'B']));
    const summary = await importScans();
    expect(summary).toMatchObject({ imported: 1, documents: 1, pages: 2, skipped: 4, failed: [] });
    expect(await pageCountOf(damagedDoc.id)).toBe(2);
    const [status] = await db()
      .select({ status: imageImportFiles.status, message: imageImportFiles.message })
      .from(imageImportFiles)
      .where(eq(imageImportFiles.source, `${damagedDoc.number}.tif`));
    expect(status).toEqual({ status: 'imported', message: null });
    const [, second] = await pagesOf(damagedDoc.id);
    expect(await sharp(await bytesOf(second.storeKey)).metadata()).toMatchObject({
      width: PAGE.width,
      height: PAGE.height,
    });
  }, 60_000);
});
