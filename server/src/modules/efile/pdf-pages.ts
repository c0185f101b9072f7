import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

/*
 * Counting an e-filed PDF's pages with pdf-lib (docs/efile.md "Pages"). It runs in the CPU pool's workers
 * (lib/cpu-tasks.ts): a 25 MB PDF takes the parser a while, which would hold every other request. So this file
 * imports no database or server code.
 */

/** What reading the PDF came to: its pages, or why they cannot be counted. */
export type PdfPages = { kind: 'ok'; pages: number } | { kind: 'encrypted' } | { kind: 'damaged' };

export async function countPdfPages(file: string): Promise<PdfPages> {
  const bytes = await readFile(file);
  let pdf: PDFDocument;
  try {
    // Encryption is refused by pdf-lib itself (it cannot read such a document's pages); loading it anyway only
    // to see that it is encrypted tells a password-protected file from a broken one.
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
  } catch {
    return { kind: 'damaged' };
  }
  if (pdf.isEncrypted) return { kind: 'encrypted' };
  try {
    return { kind: 'ok', pages: pdf.getPageCount() };
  } catch {
    // A catalog without a page tree: nothing a county could record.
    return { kind: 'damaged' };
  }
}
