import { execFileSync } from 'node:child_process';
import path from 'node:path';

const PDF_TEXT = path.join(__dirname, '..', '..', '..', 'tooling', 'pdf-text.mjs');

/**
 * The text of a PDF (pdf.js through unpdf: lines in reading order, pages ending with a form feed). It runs in a
 * child process because pdf.js is loaded with import(), which jest's module sandbox refuses.
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [PDF_TEXT], { input: pdf }).toString('utf8');
}

/** The text of each page. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfText(pdf)
    .split('\f')
    .filter((page) => page.trim() !== '');
}
