import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ThumbnailsResponse } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { runImageImport } from '../../../src/modules/image-import/run-import';
import { documentRef, query, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';
import { multiPageTiff } from './scan-fixtures';

/*
 * A scan with more pages than the record said: the import sets the document's page count everywhere it is read,
 * the documents table and the results row (document_listings), which the preview lists and prices the pages by.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'lrp-page-count-'));
const t = setupServerTest({
  config: () => ({ imageStore: { kind: 'folder', dir: path.join(work, 'images') } }),
});
afterAll(() => rm(work, { recursive: true, force: true }));

test('a 4-page scan of a 1-page record: the record, its results row and the preview say 4 pages', async () => {
  const [doc] = await query<{ id: number; number: string }>(
    t,
    sql`select id, display_doc_number as number from documents d where page_count = 1 and image_allowed
      and not judicial_protection and document_type = 'ABSTRACT'
      and (select count(*) from documents e where e.display_doc_number = d.display_doc_number) = 1
      order by id limit 1`,
  );
  const folder = path.join(work, 'scans');
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, `${doc.number}.tif`),
    await multiPageTiff(['A', 'B', 'C', 'D']),
  );
  const summary = await runImageImport(t.testDb.database.db, t.app.imageStore, {
    folder,
    map: null,
  });
  expect(summary.failed).toEqual([]);

  const [counts] = await query<{ record: number; listing: number }>(
    t,
    sql`select d.page_count as record, (l.result_row->>'pageCount')::int as listing
      from documents d join document_listings l on l.doc_id = d.id where d.id = ${doc.id}`,
  );
  expect(counts).toEqual({ record: 4, listing: 4 });

  const client = await signedIn(t, 'escrow.user');
  const reply = await client.post<ThumbnailsResponse>(
    '/api/imaging/getThumbnails',
    documentRef(doc.id),
  );
  expect(reply.status).toBe(200);
  expect(reply.body.content.header.pageCount).toBe(4);
  expect(reply.body.content.thumbnails.map((th) => th.page)).toEqual([1, 2, 3, 4]);
});
