import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTiffPages } from '../../server/src/modules/image-import/tiff-ifd';
import { scanTiff } from '../../server/src/db/seed/demo-scan-pages';
import type { ImageRecord } from '../../server/src/modules/imaging/image-records';
import { writeG4Tiff, type G4Strip } from '../../server/src/modules/imaging/g4-tiff-writer';

/*
 * The imaging benchmark's folder of scans (bench/README.md, "Imaging"): one multi-page bilevel G4 TIFF a document,
 * named by its number, as a county's scanner writes them (its page count is the record's: bench-database.ts).
 * Drawing a 300 dpi page from SVG costs about 0.4 s, so DRAWN_PAGES distinct pages are drawn once (the demo
 * county's scans' drawing, demo-scan-pages.ts) and their G4 strips reused byte for byte in every file; the files of
 * the same page count are one file hard-linked under each document's name. The import and the store do the same work per page whatever the page shows. Kept under
 * bench/.tmp/imaging-scans/<documents>, reused by later runs of the same size.
 */

/** The distinct pages drawn. */
const DRAWN_PAGES = 20;
const FILES_PER_FOLDER = 1000;

/** A document of the benchmark: its number (the file's name), its id and its scan's page count. */
export type ScannedDocument = { number: string; id: number; pages: number };

/** The documents the database gave for the scans: the ordinary ones, the 20-page one and the 50-page one. */
export type ChosenDocuments = {
  ordinary: ScannedDocument[];
  twenty: ScannedDocument;
  fifty: ScannedDocument;
};

/** The scans' folder, and the documents in it. */
export type ScanFolder = {
  folder: string;
  documents: ScannedDocument[];
  twenty: ScannedDocument;
  fifty: ScannedDocument;
  pages: number;
  /** Seconds spent drawing and writing them, or null when an earlier run's were reused. */
  madeSeconds: number | null;
};

/** The manifest a cached folder is checked against: the same documents, the same files. */
type Manifest = { numbers: string[]; pages: number[] };

/**
 * The folder of scans of the ordinary documents and the 20-page and 50-page ones, made unless an earlier run
 * left it; `record` and `countyName` are what the drawn pages show.
 */
export async function scanFolder(
  root: string,
  documents: ChosenDocuments,
  drawing: { record: ImageRecord; countyName: string },
): Promise<ScanFolder> {
  const folder = path.join(root, 'scans');
  const manifestFile = path.join(root, 'manifest.json');
  const manifest: Manifest = {
    numbers: [...documents.ordinary, documents.twenty, documents.fifty].map((d) => d.number),
    pages: [...documents.ordinary, documents.twenty, documents.fifty].map((d) => d.pages),
  };
  const { ordinary, twenty, fifty } = documents;
  const all = [...ordinary, twenty, fifty];
  const pages = all.reduce((n, d) => n + d.pages, 0);
  const result = { folder, documents: ordinary, twenty, fifty, pages };
  const cached =
    existsSync(manifestFile) && readFileSync(manifestFile, 'utf8') === JSON.stringify(manifest);
  if (cached) return { ...result, madeSeconds: null };

  const started = performance.now();
  rmSync(root, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const drawn = await drawnStrips(drawing.record, drawing.countyName);
  const pagesFrom = (count: number, first: number) =>
    Array.from({ length: count }, (_, i) => drawn[(first + i) % drawn.length]);
  // One file per page count, hard-linked under each document's name (copied where links are refused).
  const models = path.join(root, 'models');
  mkdirSync(models);
  const modelOf = new Map<number, string>();
  for (const count of new Set(all.map((d) => d.pages))) {
    const file = path.join(models, `${count}-pages.tif`);
    writeFileSync(file, writeG4Tiff(pagesFrom(count, count)));
    modelOf.set(count, file);
  }
  const place = (document: ScannedDocument, index: number) => {
    const batch = path.join(
      folder,
      `batch-${String(Math.floor(index / FILES_PER_FOLDER) + 1).padStart(3, '0')}`,
    );
    mkdirSync(batch, { recursive: true });
    const target = path.join(batch, `${document.number}.tif`);
    const model = modelOf.get(document.pages)!;
    try {
      linkSync(model, target);
    } catch {
      writeFileSync(target, readFileSync(model));
    }
  };
  all.forEach(place);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return { ...result, madeSeconds: (performance.now() - started) / 1000 };
}

/** DRAWN_PAGES pages drawn once as a G4 TIFF, cut into their strips. */
async function drawnStrips(record: ImageRecord, countyName: string): Promise<G4Strip[]> {
  const tiff = await scanTiff({ ...record, countyName }, DRAWN_PAGES);
  return readTiffPages(tiff).map((page) => {
    if (!page.strip || page.compression !== 4)
      throw new Error('the drawn pages are not one G4 strip each');
    return {
      data: tiff.subarray(page.strip.offset, page.strip.offset + page.strip.bytes),
      width: page.width,
      height: page.height,
      photometric: page.photometric,
      dpi: page.dpi,
    };
  });
}
