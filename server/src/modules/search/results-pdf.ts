import type {
  DocumentResult,
  GrantorGranteeBookResult,
  ResultKind,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@lrp/contract';
import { RESULTS_TRUNCATION, SEARCH_MESSAGES } from '@lrp/contract';
import { formatUsd } from '../../lib/money';
import { startReport } from '../../lib/pdf-report';
import { PdfTable, type PdfColumn } from '../../lib/pdf-table';

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

const names = (parties: { displayName: string }[]) => parties.map((p) => p.displayName).join('\n');
const more = (items: string[]) =>
  items.length > 1 ? `${items[0]}\n(+${items.length - 1} more)` : (items[0] ?? '');

const COLUMNS: Record<ResultKind, PdfColumn<never>[]> = {
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

export function searchResultsPdf(report: ResultsReport): Promise<Buffer> {
  const count =
    report.totalRecordCount >= RESULTS_TRUNCATION
      ? `${report.totalRecordCount.toLocaleString('en-US')} (${SEARCH_MESSAGES.resultsTruncated})`
      : report.totalRecordCount.toLocaleString('en-US');
  const pdf = startReport({
    title: 'Search Results Report',
    countyName: report.countyName,
    appTitle: report.appTitle,
    subject: report.title,
    facts: [
      ['Search', report.title],
      ['Criteria', report.criteria],
      ['Records', count],
      ['Generated', report.generatedAt],
    ],
  });
  const { doc, left, width } = pdf;
  if (!report.rows.length)
    doc.font('Helvetica').fontSize(11).text(SEARCH_MESSAGES.noRecordsFound, left, pdf.y, { width });
  else {
    // Each kind's columns read that kind's rows, which arrive as the search's JSON.
    const columns = COLUMNS[report.kind] as PdfColumn<unknown>[];
    new PdfTable(doc, columns, pdf, pdf.y).draw(report.rows);
  }
  return pdf.finish();
}
