import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { PageFormat } from '../image-store/image-store';
import type { SourceFormat } from './source-format';
import { g4StripOf } from '../imaging/g4-image';
import { writeG4Tiff } from '../imaging/g4-tiff-writer';
import { readTiffPages } from './tiff-ifd';

/*
 * A source file cut into the pages the image store keeps (docs/image-store.md), one at a time so a long document
 * never holds more than one converted page besides the file itself:
 * - a TIFF page that is bilevel becomes a single-page, single-strip CCITT G4 TIFF (what a purchase PDF can carry
 *   without decoding it): a page that is one G4 strip already keeps its G4 data byte for byte (and its
 *   photometric), any other bilevel page is re-encoded by sharp, min-is-white; a greyscale or colour page becomes a
 *   JPEG;
 * - a PDF page becomes a one-page PDF (pdf-lib copies it untouched);
 * - a JPEG is one page, kept as it is.
 */

/** A page ready for the store, with what page_files records of it. */
export type SplitPage = {
  format: PageFormat;
  body: Buffer;
  /** Pixels; points for a PDF page. */
  width: number;
  height: number;
  dpi: number | null;
};

/** JPEG quality for greyscale and colour scan pages. */
const JPEG_QUALITY = 85;

/** The pages of a source file, in order. Throws (with words for the import's report) on a damaged file. */
export async function* splitPages(file: Buffer, format: SourceFormat): AsyncGenerator<SplitPage> {
  if (format === 'tiff') yield* splitTiff(file);
  else if (format === 'pdf') yield* splitPdf(file);
  else yield await jpegPage(file);
}

async function* splitTiff(file: Buffer): AsyncGenerator<SplitPage> {
  const pages = readTiffPages(file);
  if (pages.length === 0) throw new Error('the TIFF has no pages');
  for (const [page, info] of pages.entries()) {
    const dpi = info.dpi;
    // A page that is one G4 strip already (what most scanners write) is stored as it is: no decoding at all.
    const g4 = g4StripOf(file, info);
    if (g4) {
      const photometric = g4.blackIs1 ? 1 : 0;
      const body = writeG4Tiff([{ ...g4, photometric, dpi }]);
      yield { format: 'tiff', body, width: g4.width, height: g4.height, dpi };
      continue;
    }
    const input = sharp(file, { page });
    const bilevel = info.bitsPerSample === 1 && info.samplesPerPixel === 1;
    const { data, info: out } = bilevel
      ? await input
          .toColourspace('b-w')
          .tiff({
            compression: 'ccittfax4',
            bitdepth: 1,
            miniswhite: true,
            // One strip: RowsPerStrip = the page's height (libvips writes 256-row strips otherwise).
            tileHeight: info.height,
            ...(dpi ? { xres: dpi / 25.4, yres: dpi / 25.4, resolutionUnit: 'inch' as const } : {}),
          })
          .toBuffer({ resolveWithObject: true })
      : await (dpi ? input.withDensity(dpi) : input)
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY })
          .toBuffer({ resolveWithObject: true });
    yield {
      format: bilevel ? 'tiff' : 'jpeg',
      body: data,
      width: out.width,
      height: out.height,
      dpi,
    };
  }
}

async function* splitPdf(file: Buffer): AsyncGenerator<SplitPage> {
  const source = await PDFDocument.load(file, { updateMetadata: false });
  const count = source.getPageCount();
  if (count === 0) throw new Error('the PDF has no pages');
  for (let index = 0; index < count; index++) {
    // No creation date or producer: the same source gives the same bytes, so a rerun stores nothing new.
    const one = await PDFDocument.create({ updateMetadata: false });
    const [page] = await one.copyPages(source, [index]);
    one.addPage(page);
    const { width, height } = page.getMediaBox();
    yield {
      format: 'pdf',
      body: Buffer.from(await one.save()),
      width: Math.round(width),
      height: Math.round(height),
      dpi: null,
    };
  }
}

async function jpegPage(file: Buffer): Promise<SplitPage> {
  const meta = await sharp(file).metadata();
  if (!meta.width || !meta.height) throw new Error('the JPEG has no dimensions');
  return {
    format: 'jpeg',
    body: file,
    width: meta.width,
    height: meta.height,
    dpi: meta.density ? Math.round(meta.density) : null,
  };
}
