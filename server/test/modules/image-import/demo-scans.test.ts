import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { seedDemoScans } from '../../../src/db/seed/demo-scans';
import { FolderStore } from '../../../src/modules/image-store/folder-store';
import { pdfPageImage } from '../../../src/modules/imaging/g4-image';
import { setupServerTest } from '../../helpers/test-app';

/*
 * The demo county's sample scans (db/seed/demo-scans.ts), which the server's first start with SEED=demo writes and
 * imports (the tests' databases leave them out): three fixture documents get a G4 TIFF, a PDF of G4 page images
 * and a greyscale JPEG, each keeping its page count; a second run writes and imports nothing.
 */

const t = setupServerTest();
const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-demo-scans-'));
const store = new FolderStore(path.join(work, 'images'));
const folder = path.join(work, 'sample-scans');
afterAll(() => rm(work, { recursive: true, force: true }));

test('the sample scans of 9000010, 9000001 and 9000003 are written once and imported', async () => {
  const db = t.testDb.database.db;
  const summary = await seedDemoScans(db, store, folder);
  expect(summary).toMatchObject({ files: 3, imported: 3, documents: 3, pages: 6, failed: [] });
  for (const file of ['9000010.tif', '9000001.pdf', '9000003.jpg'])
    expect(existsSync(path.join(folder, file))).toBe(true);
  const { rows } = await db.execute<{
    number: string;
    page_count: number;
    format: string;
    width: number;
    dpi: number | null;
    store_key: string;
  }>(sql`
    select d.display_doc_number as number, d.page_count, f.format, f.width, f.dpi, f.store_key
    from page_files f join documents d on d.id = f.record_id order by d.display_doc_number, f.page`);
  expect(rows.map((r) => [r.number, r.page_count, r.format, r.width, r.dpi])).toEqual([
    ['9000001', 2, 'pdf', 612, null],
    ['9000001', 2, 'pdf', 612, null],
    ['9000003', 1, 'jpeg', 2550, 300],
    ['9000010', 3, 'tiff', 2550, 300],
    ['9000010', 3, 'tiff', 2550, 300],
    ['9000010', 3, 'tiff', 2550, 300],
  ]);
  // The PDF's pages are single 300 dpi G4 images, which the preview can lift.
  const stream = await store.get(rows[0].store_key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  const image = await pdfPageImage(Buffer.concat(chunks));
  expect(image && (await sharp(image).metadata())).toMatchObject({ width: 2550, height: 3300 });

  expect(await seedDemoScans(db, store, folder)).toMatchObject({ imported: 0, skipped: 3 });
}, 30_000);
