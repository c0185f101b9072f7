import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { drawImageObject, embedG4Image, g4StripOf } from '../../modules/imaging/g4-image';
import { DPI, G4, g4Page, pageSvg, type DrawnRecord } from '../../modules/imaging/drawn-page';

/*
 * The demo county's sample scans (demo-scans.ts), written from the drawn pages (modules/imaging/drawn-page.ts) as a
 * scanner would: a multi-page bilevel G4 TIFF, a PDF of G4 page images, a greyscale JPEG.
 */

/** The record's pages as one multi-page bilevel G4 TIFF. */
export async function scanTiff(record: DrawnRecord, pages: number): Promise<Buffer> {
  const tiffs = await Promise.all(
    Array.from({ length: pages }, (_, i) => g4Page(pageSvg(record, i + 1, pages))),
  );
  return sharp(tiffs, { join: { animated: true } })
    .removeAlpha()
    .toColourspace('b-w')
    .tiff(G4)
    .toBuffer();
}

/** The record's pages as a PDF, each page one G4 scan image on a Letter page. */
export async function scanPdf(record: DrawnRecord, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (let page = 1; page <= pages; page++) {
    const g4 = g4StripOf(await g4Page(pageSvg(record, page, pages)));
    if (!g4) throw new Error('sharp wrote a G4 page of several strips');
    const letter = pdf.addPage([612, 792]);
    drawImageObject(letter, embedG4Image(pdf, g4), { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await pdf.save());
}

/** The record's first page as a greyscale 300 dpi JPEG, on slightly grey paper. */
export async function scanJpeg(record: DrawnRecord, pages: number): Promise<Buffer> {
  return sharp(pageSvg(record, 1, pages))
    .flatten({ background: '#ececec' })
    .toColourspace('b-w')
    .withDensity(DPI)
    .jpeg({ quality: 80 })
    .toBuffer();
}
