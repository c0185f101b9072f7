import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { g4ImageDictionary } from './g4-image';
import type { PageFileRow } from './page-files';
import { FOOTER, footerLine, g4OfTiffPage, pointsOf, type PdfDocumentFacts } from './scan-pdf';

/*
 * A bought record's PDF written as it goes (the download route, imaging/routes.ts): each page's scan is read from
 * the store, written into the file and let go before the next is read, so the first bytes reach the buyer after
 * the first page and a long document is never held whole, here or in the browser's wait. The pages are what
 * scan-pdf.ts makes, byte for byte the same scans: a G4 TIFF page's strip as an image XObject as it is
 * (/CCITTFaxDecode), a JPEG as it is (pdfkit embeds it without decoding), at the scan's size with the 16 pt
 * footer strip below. pdfkit writes each page's objects when the next page begins. A one-page PDF scan cannot be
 * copied into pdfkit's file: a purchase with one is assembled whole by scan-pdf.ts instead (canStream).
 */

/** Whether the pages can be streamed: all TIFF or JPEG scans. */
export const canStream = (pages: readonly Pick<PageFileRow, 'format'>[]) =>
  pages.every((page) => page.format !== 'pdf');

/** Adds one scanned page: the scan over all of the page but the footer strip, then the footer's line. */
async function addPage(
  pdf: PDFKit.PDFDocument,
  document: PdfDocumentFacts,
  scan: PageFileRow,
  body: Buffer,
): Promise<void> {
  const size = pointsOf(scan);
  pdf.addPage({ size: [size.width, size.height + FOOTER], margin: 0 });
  if (scan.format === 'jpeg') {
    pdf.image(body, 0, 0, { width: size.width, height: size.height });
  } else {
    const g4 = await g4OfTiffPage(scan, body);
    // Its own Filter: pdfkit does not deflate the stream again.
    const image = pdf.ref(g4ImageDictionary(g4));
    image.end(g4.data);
    const label = `G4P${scan.page}`;
    (pdf.page as unknown as { xobjects: Record<string, PDFKit.PDFKitReference> }).xobjects[label] =
      image;
    // pdfkit's page has y growing downwards: the image's unit square is flipped into place, as pdf.image does.
    pdf.save().transform(size.width, 0, 0, -size.height, 0, size.height);
    pdf.addContent(`/${label} Do`).restore();
  }
  pdf
    .fontSize(7)
    .fillColor('#444444')
    .text(footerLine(document, scan.page), 18, size.height + 5, { lineBreak: false });
}

/**
 * The PDF of `pages` (TIFF and JPEG scans: canStream), in page order, as a stream that starts at once. `exists`
 * is asked first whether the store has the first page (a stat, a HEAD), so a store that cannot give it fails the
 * call before a byte is sent; a later failure ends the stream with the error (the download breaks off, never a
 * file cut short that looks whole). One page is read ahead of the one being written.
 */
export async function streamScanPdf(
  document: PdfDocumentFacts,
  pages: readonly PageFileRow[],
  read: (page: PageFileRow) => Promise<Buffer>,
  exists: (page: PageFileRow) => Promise<boolean>,
): Promise<Readable> {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  if (sorted.length > 0 && !(await exists(sorted[0])))
    throw new Error(`the image store has no page under ${sorted[0].storeKey}`);
  const ahead = (i: number) => {
    const body = read(sorted[i]);
    body.catch(() => undefined); // awaited below; marked handled while the page before it is written
    return body;
  };
  const { countyName } = document.facts;
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: `${countyName}: ${document.title}`, Author: countyName },
  });
  void (async () => {
    let next = sorted.length > 0 ? ahead(0) : null;
    for (let i = 0; next && i < sorted.length; i++) {
      const body = await next;
      // The buyer went away (the reply's stream was destroyed): no more pages are read.
      if (pdf.destroyed) return;
      next = i + 1 < sorted.length ? ahead(i + 1) : null;
      await addPage(pdf, document, sorted[i], body);
    }
    pdf.end();
  })().catch((error: unknown) => pdf.destroy(error as Error));
  return pdf;
}
