import PDFDocument from 'pdfkit';
import { pdfBytes } from './pdf-bytes';

/*
 * The portal's printed reports (search results, transactions): letter landscape, a heading (the report's title,
 * the county and the portal, then "Label: value" lines such as when it was generated), and on every page a
 * footer naming the report with "Page n of m". The body between is the caller's, usually a PdfTable
 * (pdf-table.ts).
 */

export type ReportHeading = {
  /** "Search Results Report". */
  title: string;
  countyName: string;
  appTitle: string;
  /** The PDF's Subject. */
  subject: string;
  /** The lines under the heading, in order: `[label, value]`. */
  facts: readonly (readonly [string, string])[];
};

export type Report = {
  doc: PDFKit.PDFDocument;
  /** The body's left edge and width. */
  left: number;
  width: number;
  /** Below the heading: where the body starts. */
  y: number;
  /** How far down a page the body may go, leaving room for the footer. */
  bottom: () => number;
  /** Writes every page's footer and ends the document: its bytes. */
  finish: () => Promise<Buffer>;
};

const MARGIN = 40;
const FOOTER_SPACE = 24;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

export function startReport(heading: ReportHeading): Report {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    // Kept until the end, so the footers know the page count.
    bufferPages: true,
    info: {
      Title: heading.title,
      Author: `${heading.countyName} ${heading.appTitle}`,
      Subject: heading.subject,
    },
  });
  const bytes = pdfBytes(doc);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  doc.font(BOLD).fontSize(18).text(heading.title, left, MARGIN, { width });
  doc.font(FONT).fontSize(11).text(`${heading.countyName} - ${heading.appTitle}`, { width });
  doc.moveDown(0.6).fontSize(10);
  for (const [label, value] of heading.facts)
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);

  const finish = () => {
    footers(doc, `${heading.countyName} ${heading.appTitle} - ${heading.title}`);
    doc.end();
    return bytes;
  };
  return {
    doc,
    left,
    width,
    y: doc.y + 12,
    bottom: () => doc.page.height - MARGIN - FOOTER_SPACE,
    finish,
  };
}

/** `name` at the left and "Page n of m" at the right, at the foot of every page. */
function footers(doc: PDFKit.PDFDocument, name: string): void {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const footerY = doc.page.height - MARGIN - 10;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is written.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor('#52606d');
    doc.text(name, left, footerY, { width: width / 2, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
