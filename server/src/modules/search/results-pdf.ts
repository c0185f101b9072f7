import type {
  DocumentResult,
  GrantorGranteeBookResult,
  ResultKind,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@lrp/contract';
import { RESULTS_TRUNCATION, SEARCH_MESSAGES } from '@lrp/contract';
import PDFDocument from 'pdfkit';
import { formatUsd } from '../../lib/money';

/*
 * SearchResultsReport.pdf (search/{type}Print): the whole result set of a search (at most RESULTS_TRUNCATION rows)
 * as a table, letter landscape, with the search's description, the count, and "Page n of m" on every page.
 */

export type ResultsReport = {
  countyName: string;
  appTitle: string;
  /** "Search by Name", with the county's labels. */
  title: string;
  /** The criteria as a person reads them. */
  criteria: string;
  generatedAt: string;
  kind: ResultKind;
  rows: unknown[];
  totalRecordCount: number;
};

type Column = { heading: string; width: number; value: (row: never) => string };

const names = (parties: { displayName: string }[]) => parties.map((p) => p.displayName).join('\n');
const more = (items: string[]) =>
  items.length > 1 ? `${items[0]}\n(+${items.length - 1} more)` : (items[0] ?? '');

const COLUMNS: Record<ResultKind, Column[]> = {
  documents: [
    {
      heading: 'Instrument / Document #',
      width: 130,
      value: (r: DocumentResult) => `${r.instrumentDescription}\n${r.displayDocNumber}`,
    },
    {
      heading: 'Recorded / Book-Page',
      width: 100,
      value: (r: DocumentResult) => `${r.recordedDateTime}\n${r.displayBookAndPage}`,
    },
    {
      heading: 'Grantors',
      width: 150,
      value: (r: DocumentResult) => names(r.grantorSearchResults),
    },
    {
      heading: 'Grantees',
      width: 150,
      value: (r: DocumentResult) => names(r.granteeSearchResults),
    },
    {
      heading: 'Legals',
      width: 182,
      value: (r: DocumentResult) =>
        more(r.legalSearchResults.map((l) => [l.description, l.comment].filter(Boolean).join(' '))),
    },
  ],
  taxLiens: [
    {
      heading: 'Instrument / Document #',
      width: 130,
      value: (r: TaxLienResult) => `${r.instrumentDescription}\n${r.displayDocNumber}`,
    },
    {
      heading: 'Recorded / Lien Date',
      width: 100,
      value: (r: TaxLienResult) => `${r.recordedDate}\n${r.lienDate}`,
    },
    {
      heading: 'Lien # / Taxpayer',
      width: 180,
      value: (r: TaxLienResult) =>
        `${r.lienNumber} (${r.lienType})\n${more(r.taxpayerSearchResults.map((t) => t.name))}`,
    },
    { heading: 'Amount', width: 80, value: (r: TaxLienResult) => formatUsd(r.totalAmount) },
    {
      heading: 'Revisions / Releases',
      width: 222,
      value: (r: TaxLienResult) =>
        [
          ...r.revisionSearchResults.map((v) => `Revision ${v.flag} ${v.displayDocNumber}`),
          ...r.releaseSearchResults.map(
            (x) =>
              `${x.partialFullFlag === 'P' ? 'Partial' : 'Full'} release ${x.releaseDisplayDocNumber} ${x.releaseDate}`,
          ),
        ].join('\n'),
    },
  ],
  torrensCertificates: [
    {
      heading: 'Certificate #',
      width: 110,
      value: (r: TorrensCertificateResult) => r.certificateNumber,
    },
    { heading: 'Status', width: 90, value: (r: TorrensCertificateResult) => r.status },
    { heading: 'File #', width: 90, value: (r: TorrensCertificateResult) => r.fileNumber },
    { heading: 'Certified', width: 100, value: (r: TorrensCertificateResult) => r.certifiedDate },
    {
      heading: 'Book/Page',
      width: 100,
      value: (r: TorrensCertificateResult) => r.displayBookAndPage,
    },
    {
      heading: 'Cancelled By',
      width: 222,
      value: (r: TorrensCertificateResult) =>
        r.cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber).join(', '),
    },
  ],
  tractBooks: [
    { heading: 'Tract Book ID', width: 90, value: (r: TractBookResult) => r.tractBookId },
    { heading: 'Recorded', width: 80, value: (r: TractBookResult) => r.recordedDate },
    { heading: 'Instrument', width: 110, value: (r: TractBookResult) => r.instrument },
    {
      heading: 'Grantor / Grantee',
      width: 190,
      value: (r: TractBookResult) => `${r.grantor}\n${r.grantee}`,
    },
    {
      heading: 'Legal Description',
      width: 242,
      value: (r: TractBookResult) =>
        r.legalDescriptionCount > 1
          ? `${r.firstLegalDescription}\n(+${r.legalDescriptionCount - 1} more)`
          : r.firstLegalDescription,
    },
  ],
  grantorGranteeBooks: [
    { heading: 'ID', width: 60, value: (r: GrantorGranteeBookResult) => String(r.id) },
    {
      heading: 'Type',
      width: 80,
      value: (r: GrantorGranteeBookResult) => (r.type === 'GRANTOR' ? 'Grantor' : 'Grantee'),
    },
    { heading: 'Volume', width: 232, value: (r: GrantorGranteeBookResult) => r.volume },
    { heading: 'From Name', width: 90, value: (r: GrantorGranteeBookResult) => r.fromName },
    { heading: 'To Name', width: 90, value: (r: GrantorGranteeBookResult) => r.toName },
    {
      heading: 'Years',
      width: 160,
      value: (r: GrantorGranteeBookResult) => `${r.fromDate} - ${r.toDate}`,
    },
  ],
};

const MARGIN = 40;
const FOOTER_SPACE = 24;
const PAD = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

export function searchResultsPdf(report: ResultsReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: 'Search Results Report',
      Author: `${report.countyName} ${report.appTitle}`,
      Subject: report.title,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const columns = COLUMNS[report.kind];
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  doc.font(BOLD).fontSize(18).text('Search Results Report', left, MARGIN, { width });
  doc.font(FONT).fontSize(11).text(`${report.countyName} - ${report.appTitle}`, { width });
  doc.moveDown(0.6).fontSize(10);
  const count =
    report.totalRecordCount >= RESULTS_TRUNCATION
      ? `${report.totalRecordCount.toLocaleString('en-US')} (${SEARCH_MESSAGES.resultsTruncated})`
      : report.totalRecordCount.toLocaleString('en-US');
  for (const [label, value] of [
    ['Search', report.title],
    ['Criteria', report.criteria],
    ['Records', count],
    ['Generated', report.generatedAt],
  ]) {
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
  }
  let y = doc.y + 12;

  const height = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    return (
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text || ' ', { width: columns[i].width - 2 * PAD }),
        ),
      ) +
      2 * PAD
    );
  };
  const draw = (cells: string[], font: string, shade: string | null) => {
    const h = height(cells, font);
    if (shade) doc.rect(left, y, width, h).fill(shade);
    doc.fillColor('#000000').font(font).fontSize(9);
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + PAD, y + PAD, { width: columns[i].width - 2 * PAD });
      x += columns[i].width;
    });
    y += h;
  };
  const header = () =>
    draw(
      columns.map((c) => c.heading),
      BOLD,
      '#d9e2ec',
    );

  if (!report.rows.length)
    doc.font(FONT).fontSize(11).text(SEARCH_MESSAGES.noRecordsFound, left, y, { width });
  else {
    header();
    report.rows.forEach((row, i) => {
      const cells = columns.map((c) => (c.value as (r: unknown) => string)(row));
      if (y + height(cells, FONT) > bottom()) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      draw(cells, FONT, i % 2 === 1 ? '#f3f6f9' : null);
    });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const footerY = doc.page.height - MARGIN - 10;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor('#52606d');
    doc.text(`${report.countyName} ${report.appTitle} - Search Results Report`, left, footerY, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
