import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (layout kept; pages end with a form feed). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** The text of each page. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfText(pdf).split('\f').filter((page) => page.trim() !== '');
}
