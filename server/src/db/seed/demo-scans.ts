import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CountyConfigRepository } from '../../modules/countyConfig/repository';
import { findDocuments } from '../../modules/image-import/find-documents';
import { runImageImport, type ImportSummary } from '../../modules/image-import/run-import';
import type { ImageStore } from '../../modules/image-store/image-store';
import { loadImageRecord } from '../../modules/imaging/image-records';
import type { Db } from '../client';
import { scanJpeg, scanPdf, scanTiff } from './demo-scan-pages';

/*
 * Real scans for three of the demo county's fixture documents (docs/image-store.md, "The demo county's scans"), so
 * every install previews and sells scans imported the way a county's are, beside the pages drawn on first view: written once into DATA_DIR/sample-scans,
 * named by the documents' numbers, and imported into the configured image store the way a county's scans are
 * (npm run images:import). The demo seed runs it on a first start with SEED=demo.
 */

/** The documents that get scans: each keeps its fixture page count. */
const DEMO_SCANS = [
  { number: '9000010', file: '9000010.tif', make: scanTiff }, // the easement: a 3-page G4 TIFF
  { number: '9000001', file: '9000001.pdf', make: scanPdf }, // the warranty deed: a 2-page PDF
  { number: '9000003', file: '9000003.jpg', make: scanJpeg }, // the satisfaction: a greyscale JPEG page
] as const;

/** Writes the sample scans into `folder` (those missing) and imports them into `store`. */
export async function seedDemoScans(
  db: Db,
  store: ImageStore,
  folder: string,
): Promise<ImportSummary> {
  await mkdir(folder, { recursive: true });
  const { countyName } = await new CountyConfigRepository(db).get('common');
  const ids = await findDocuments(
    db,
    DEMO_SCANS.map((scan) => scan.number),
  );
  for (const scan of DEMO_SCANS) {
    const file = path.join(folder, scan.file);
    const [id] = ids.get(scan.number) ?? [];
    const record = id === undefined ? null : await loadImageRecord(db, { kind: 'DOCUMENT', id });
    if (existsSync(file) || !record) continue;
    await writeFile(file, await scan.make({ ...record, countyName }, record.pageCount));
  }
  return runImageImport(db, store, { folder, map: null });
}
