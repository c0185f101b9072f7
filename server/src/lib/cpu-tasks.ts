import {
  transactionsReportPdf as drawTransactionsReport,
  type TransactionsReport,
} from '../modules/home/report-pdf';
import { drawnScanPage, type DrawnRecord } from '../modules/imaging/drawn-page';
import {
  assembleScanPdf,
  type PdfDocumentFacts,
  type PurchasePage,
} from '../modules/imaging/scan-pdf';
import { scanPreview, type ScanPage, type StoredPage } from '../modules/imaging/scan-preview';
import { countPdfPages, type PdfPages } from '../modules/efile/pdf-pages';
import {
  searchResultsPdf as drawSearchResults,
  type ResultsReport,
} from '../modules/search/results-pdf';
import {
  chainOfTitlePdf as drawChainOfTitle,
  type ChainReport,
} from '../modules/search/chain-of-title/chain-pdf';
import { writeSpreadsheet, type SheetData } from './spreadsheet';

/*
 * The work the CPU pool (cpu-pool.ts) runs in its worker threads: drawing and previewing pages, assembling PDFs, writing
 * spreadsheets, each of which would otherwise hold the request thread (and so every other request) for up to
 * seconds. This file is the workers' entry, bundled on its own (build.mjs), so it imports no database or server
 * code. Every export is a task, called by its name; each takes one value and answers one, both plain data
 * (structured clone carries them between threads: no functions, no class instances).
 */

/** The demo's pages drawn as one-strip G4 TIFF scans (imaging/drawn-page.ts), one at a time. */
export async function drawScanPages(input: {
  record: DrawnRecord;
  pages: number[];
  pageCount: number;
}): Promise<{ page: number; body: Uint8Array }[]> {
  const drawn: { page: number; body: Uint8Array }[] = [];
  for (const page of input.pages)
    drawn.push({ page, body: await drawnScanPage(input.record, page, input.pageCount) });
  return drawn;
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

/** A chain of title as ChainOfTitle.pdf (search/chain-of-title/chain-pdf.ts). */
export function chainOfTitlePdf(report: ChainReport): Promise<Buffer> {
  return drawChainOfTitle(report);
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
