import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes';
import type { PageFacts } from './page-render';

/*
 * A bought record's PDF, assembled from its stored page images. Runs in the CPU pool's worker
 * (lib/cpu-tasks.ts): plain data in, the file's bytes out.
 */

/** One page as page_images keeps it: the JPEGs in base64. */
export type StoredPage = { page: number; image: string; thumbnail: string };

export type PdfDocumentFacts = {
  /** 'Mortgage 9000002', 'Torrens Certificate 1234'. */
  title: string;
  pageCount: number;
  facts: Pick<PageFacts, 'countyName'>;
};

/** Letter size in PDF points. */
const LETTER = { width: 612, height: 792 };

/**
 * The PDF of stored pages, in page order (pages missing from `stored` are left out): each page image full size,
 * with a line of text naming the record and page at the foot (so the file's text says which record it is).
 */
export async function assemblePdf(
  document: PdfDocumentFacts,
  pages: readonly number[],
  stored: ReadonlyMap<number, StoredPage>,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: {
      Title: `${document.facts.countyName}: ${document.title}`,
      Author: document.facts.countyName,
    },
  });
  const bytes = pdfBytes(pdf);
  for (const page of [...new Set(pages)].sort((a, b) => a - b)) {
    const image = stored.get(page);
    if (!image) continue;
    pdf.addPage({ size: 'LETTER', margin: 0 });
    pdf.image(Buffer.from(image.image, 'base64'), 0, 0, {
      width: LETTER.width,
      height: LETTER.height - 16,
    });
    pdf
      .fontSize(7)
      .fillColor('#444444')
      .text(
        `${document.facts.countyName} - ${document.title} - Page ${page} of ${document.pageCount}`,
        18,
        LETTER.height - 12,
        { lineBreak: false },
      );
  }
  pdf.end();
  return bytes;
}
