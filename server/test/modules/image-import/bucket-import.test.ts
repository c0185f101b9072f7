import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { pageFiles } from '../../../src/db/schema';
import { BucketSource } from '../../../src/modules/image-import/bucket-source';
import { runImageImport } from '../../../src/modules/image-import/run-import';
import { FolderStore } from '../../../src/modules/image-store/folder-store';
import { S3Store } from '../../../src/modules/image-store/s3-store';
import { setupServerTest } from '../../helpers/test-app';
import { bilevelTiff, multiPageTiff } from './scan-fixtures';

/*
 * npm run images:import -- s3://bucket/prefix: a county's scans read from a bucket of S3-compatible storage (s3rver,
 * in this process) through BucketSource: named and matched as in a folder, hidden keys and keys outside the prefix
 * left alone, a rerun imports nothing new.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
let tmp: string;
let s3rver: S3rver;
let scans: S3Store;
let source: BucketSource;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'bucket-import-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3rver'),
    configureBuckets: [{ name: 'county-scans' }],
  });
  const { port } = await s3rver.run();
  const bucket = (prefix: string | null) =>
    new S3Store({
      bucket: 'county-scans',
      prefix,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  scans = bucket('batch-2026');
  source = new BucketSource(scans);
  const [whole, paged] = (
    await db().execute<{ number: string }>(sql`
      select display_doc_number as number from documents d
      where (select count(*) from documents e where e.display_doc_number = d.display_doc_number) = 1
      order by id limit 2 offset 10`)
  ).rows.map((r) => r.number);
  await scans.put(`${whole}.tif`, await multiPageTiff(['ONE', 'TWO']));
  await scans.put(`week 1/${paged}_1.tif`, await bilevelTiff('FIRST'));
  await scans.put(`week 1/${paged}_2.tif`, await bilevelTiff('SECOND'));
  await scans.put('.trash/old.tif', await bilevelTiff('OLD'));
  await scans.put('notes.txt', Buffer.from('not a scan'));
  // Outside the prefix: not among these scans.
  await bucket('batch-2025').put(`${whole}.tif`, await bilevelTiff('ELSEWHERE'));
}, 60_000);
afterAll(async () => {
  await s3rver.close();
  await rm(tmp, { recursive: true, force: true });
});

test('the scans under the prefix are listed, matched and imported; hidden keys are skipped', async () => {
  expect(await source.list()).toEqual([
    expect.stringMatching(/^\d+\.tif$/),
    'notes.txt',
    expect.stringMatching(/^week 1\/\d+_1\.tif$/),
    expect.stringMatching(/^week 1\/\d+_2\.tif$/),
  ]);
  const store = new FolderStore(path.join(tmp, 'images'));
  const summary = await runImageImport(db(), store, { folder: source, map: null });
  expect(summary).toMatchObject({ files: 4, imported: 3, documents: 2, pages: 4, failed: [] });
  expect(summary.unmatched.map((u) => u.source)).toEqual(['notes.txt']);
  const rows = await db()
    .select({ source: pageFiles.source, page: pageFiles.page })
    .from(pageFiles)
    .where(eq(pageFiles.format, 'tiff'))
    .orderBy(asc(pageFiles.source), asc(pageFiles.page));
  expect(rows.filter((r) => r.source.includes('week 1/')).map((r) => r.page)).toEqual([1, 2]);
  for (const row of rows) expect(row.source.startsWith('.trash')).toBe(false);

  const again = await runImageImport(db(), store, { folder: source, map: null });
  expect(again).toMatchObject({ imported: 0, skipped: 3, pages: 0 });
}, 60_000);
