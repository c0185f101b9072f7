import { PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import type { PageFormat } from '../image-store/image-store';
import { drawImageObject, embedG4Image, g4StripOf } from './g4-image';

/*
 * A bought record's PDF from the county's scanned pages, at their full resolution and never decoded: a G4 TIFF
 * page's strip becomes the page's image as it is (g4-image.ts), a JPEG page is embedded as it is, a one-page PDF's
 * page is copied. Each page is the scan's own size (pixels / dpi; a PDF page's MediaBox) with a 16 pt strip added
 * below it for the line naming the county, the record and the page: the line never covers the scan, and the file's text still says which record it is. Runs in the CPU pool's
 * worker (lib/cpu-tasks.ts).
 */

/** What names the bought record in the PDF. */
export type PdfDocumentFacts = {
  /** 'Mortgage 9000002', 'Torrens Certificate 1234'. */
  title: string;
  pageCount: number;
  facts: { countyName: string };
};

/** A page of the purchase: its stored bytes, and its pixel size and resolution (page_files). */
export type PurchasePage = {
  page: number;
  format: PageFormat;
  body: Uint8Array;
  width: number;
  height: number;
  /** Null when the scan does not say: the page is then taken to be 8.5 inches wide. */
  dpi: number | null;
};

/** The footer strip's height, in points. */
export const FOOTER = 16;
const POINTS_PER_INCH = 72;

/** A page added to the PDF, and where its footer strip's bottom-left corner is in its coordinates. */
type AddedPage = { page: PDFPage; footer: { x: number; y: number } };

const bufferOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The page's size in points, from its pixels and resolution. */
export function pointsOf(page: Pick<PurchasePage, 'width' | 'height' | 'dpi'>): {
  width: number;
  height: number;
} {
  const dpi = page.dpi ?? page.width / 8.5;
  return {
    width: (page.width / dpi) * POINTS_PER_INCH,
    height: (page.height / dpi) * POINTS_PER_INCH,
  };
}

/** A new page of the scan's size plus the footer, with the image XObject drawn over all of it but the footer. */
function imagePage(
  pdf: PDFDocument,
  scan: PurchasePage,
  draw: (page: PDFPage, size: { width: number; height: number }) => void,
): AddedPage {
  const size = pointsOf(scan);
  const page = pdf.addPage([size.width, size.height + FOOTER]);
  draw(page, size);
  return { page, footer: { x: 0, y: 0 } };
}

/** A stored TIFF page's G4 strip as it is, or (a page the import did not normalise) re-encoded to one G4 strip. */
export async function g4OfTiffPage(scan: Pick<PurchasePage, 'page' | 'height'>, tiff: Buffer) {
  const g4 =
    g4StripOf(tiff) ??
    g4StripOf(
      await sharp(tiff)
        .toColourspace('b-w')
        .tiff({ compression: 'ccittfax4', bitdepth: 1, miniswhite: true, tileHeight: scan.height })
        .toBuffer(),
    );
  if (!g4) throw new Error(`page ${scan.page}: the stored TIFF page is not a bilevel page`);
  return g4;
}

/** A TIFF page: its G4 strip as it is (g4OfTiffPage). */
async function addTiffPage(pdf: PDFDocument, scan: PurchasePage): Promise<AddedPage> {
  const image = embedG4Image(pdf, await g4OfTiffPage(scan, bufferOf(scan.body)));
  return imagePage(pdf, scan, (page, size) =>
    drawImageObject(page, image, { x: 0, y: FOOTER, ...size }),
  );
}

/**
 * The bytes in an array of their own: pdf-lib reads a JPEG through `new DataView(bytes.buffer)`, from the start of
 * the whole buffer, so a view into a larger one (a page that came through the worker's message on Node 24) read
 * someone else's bytes ('SOI not found in JPEG').
 */
const ownBytes = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);

async function addJpegPage(pdf: PDFDocument, scan: PurchasePage): Promise<AddedPage> {
  const image = await pdf.embedJpg(ownBytes(scan.body));
  return imagePage(pdf, scan, (page, size) =>
    page.drawImage(image, { x: 0, y: FOOTER, width: size.width, height: size.height }),
  );
}

/** A PDF page: copied, its boxes grown downwards by the footer's height. */
async function addPdfPage(pdf: PDFDocument, scan: PurchasePage): Promise<AddedPage> {
  const source = await PDFDocument.load(ownBytes(scan.body), { updateMetadata: false });
  const [page] = await pdf.copyPages(source, [0]);
  pdf.addPage(page);
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  page.setMediaBox(media.x, media.y - FOOTER, media.width, media.height + FOOTER);
  page.setCropBox(crop.x, crop.y - FOOTER, crop.width, crop.height + FOOTER);
  return { page, footer: { x: crop.x, y: crop.y - FOOTER } };
}

const ADD = { tiff: addTiffPage, jpeg: addJpegPage, pdf: addPdfPage } as const;

/** Helvetica speaks WinAnsi: anything else in a name becomes '?'. */
export const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** The line under each page naming the county, the record and the page. */
export const footerLine = (document: PdfDocumentFacts, page: number) =>
  winAnsi(
    `${document.facts.countyName} - ${document.title} - Page ${page} of ${document.pageCount}`,
  );

/** The footer's grey (#444444). */
const FOOTER_GREY = rgb(0x44 / 255, 0x44 / 255, 0x44 / 255);

/** The PDF of the scanned pages, in page order. */
export async function assembleScanPdf(
  document: PdfDocumentFacts,
  pages: readonly PurchasePage[],
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const { countyName } = document.facts;
  pdf.setTitle(winAnsi(`${countyName}: ${document.title}`));
  pdf.setAuthor(winAnsi(countyName));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const scan of [...pages].sort((a, b) => a.page - b.page)) {
    const { page, footer } = await ADD[scan.format](pdf, scan);
    page.drawText(footerLine(document, scan.page), {
      x: footer.x + 18,
      y: footer.y + 5,
      size: 7,
      font,
      color: FOOTER_GREY,
    });
  }
  return Buffer.from(await pdf.save());
}
