import {
  transactionsReportPdf as drawTransactionsReport,
  type TransactionsReport,
} from '../modules/home/report-pdf';
import {
  assemblePdf as assemble,
  type PdfDocumentFacts,
  type StoredPage,
} from '../modules/imaging/page-pdf';
import { renderPage, type PageFacts } from '../modules/imaging/page-render';
import { assembleScanPdf, type PurchasePage } from '../modules/imaging/scan-pdf';
import { scanPreview, type ScanPage } from '../modules/imaging/scan-preview';
import { countPdfPages, type PdfPages } from '../modules/efile/pdf-pages';
import {
  searchResultsPdf as drawSearchResults,
  type ResultsReport,
} from '../modules/search/results-pdf';
import { writeSpreadsheet, type SheetData } from './spreadsheet';

/*
 * The work the CPU pool (cpu-pool.ts) runs in its worker threads: drawing page images, assembling PDFs, writing
 * spreadsheets, each of which would otherwise hold the request thread (and so every other request) for up to
 * seconds. This file is the workers' entry, bundled on its own (build.mjs), so it imports no database or server
 * code. Every export is a task, called by its name; each takes one value and answers one, both plain data
 * (structured clone carries them between threads: no functions, no class instances).
 */

/** Pages at reading size and as thumbnails, JPEG in base64 (as page_images keeps them). */
export function renderPages(pages: PageFacts[]): StoredPage[] {
  return pages.map((facts) => {
    const { image, thumbnail } = renderPage(facts);
    return {
      page: facts.page,
      image: image.toString('base64'),
      thumbnail: thumbnail.toString('base64'),
    };
  });
}

/** A bought document's PDF from its stored pages. */
export function assemblePdf(input: {
  document: PdfDocumentFacts;
  pages: readonly number[];
  stored: StoredPage[];
}): Promise<Buffer> {
  return assemble(
    input.document,
    input.pages,
    new Map(input.stored.map((page) => [page.page, page])),
  );
}

/** Watermarked previews and thumbnails of scanned pages (imaging/scan-preview.ts), as page_images keeps them. */
export async function scanPreviews(pages: ScanPage[]): Promise<StoredPage[]> {
  const previews: StoredPage[] = [];
  for (const page of pages) previews.push(await scanPreview(page));
  return previews;
}

/** A bought document's PDF from its scanned pages at full resolution (imaging/scan-pdf.ts). */
export function scanPdf(input: {
  document: PdfDocumentFacts;
  pages: PurchasePage[];
}): Promise<Buffer> {
  return assembleScanPdf(input.document, input.pages);
}

/** A search's Print PDF (search/results-pdf.ts), its rows as the JSON text the search answered. */
export function searchResultsPdf({
  rowsJson,
  ...report
}: Omit<ResultsReport, 'rows'> & { rowsJson: string }): Promise<Buffer> {
  return drawSearchResults({ ...report, rows: JSON.parse(rowsJson) as unknown[] });
}

/** The transactions report PDF (home/report-pdf.ts). */
export function transactionsReportPdf(report: TransactionsReport): Promise<Buffer> {
  return drawTransactionsReport(report);
}

/** The pages of an e-filed PDF (efile/pdf-pages.ts), read from its stored file. */
export function efilePdfPages(file: string): Promise<PdfPages> {
  return countPdfPages(file);
}

/** An .xlsx export of rows already turned into cells (spreadsheet.ts). */
export function spreadsheet(sheet: SheetData): Promise<Buffer> {
  return writeSpreadsheet(sheet);
}
