import type { TransactionType } from '../../db/schema';
import { formatUsd } from '../../lib/money';
import { startReport } from '../../lib/pdf-report';
import { PdfTable, type PdfColumn } from '../../lib/pdf-table';

/** One ledger row as the report prints it. */
export type ReportRow = {
  at: string;
  username: string;
  type: TransactionType;
  description: string;
  amount: string;
  balanceAfter: string | null;
  imagesAfter: number | null;
};

export type ReportTotal = { type: TransactionType; count: number; amount: string };

export type TransactionsReport = {
  countyName: string;
  appTitle: string;
  /** "Erik Solberg (escrow.user)". */
  preparedFor: string;
  account: string | null;
  /** "My transactions" or "All users of the account". */
  scope: string;
  /** "01/01/2026 through 03/14/2026 (Year to Date)". */
  period: string;
  generatedAt: string;
  rows: ReportRow[];
  /** Every row of the period, also when only the first `rows.length` are printed. */
  rowCount: number;
  totals: ReportTotal[];
};

export const TYPE_LABELS: Record<TransactionType, string> = {
  DEPOSIT: 'Deposit',
  SURCHARGE: 'Surcharge',
  CHARGE: 'Charge',
  REFUND: 'Refund',
  FLAT_FEE_ADD_ON: 'Flat Fee Add-On',
  CARD_PAYMENT: 'Card Payment',
  ADJUSTMENT: 'Adjustment',
};

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const images = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'image' : 'images'}`;

const COLUMNS: PdfColumn<ReportRow>[] = [
  { heading: 'Date/Time', width: 105, align: 'left', value: (r) => r.at },
  { heading: 'User', width: 105, align: 'left', value: (r) => r.username },
  { heading: 'Type', width: 85, align: 'left', value: (r) => TYPE_LABELS[r.type] },
  { heading: 'Description', width: 247, align: 'left', value: (r) => r.description },
  { heading: 'Amount', width: 80, align: 'right', value: (r) => formatUsd(r.amount) },
  {
    heading: 'Balance After',
    width: 90,
    align: 'right',
    value: (r) =>
      r.balanceAfter !== null
        ? formatUsd(r.balanceAfter)
        : r.imagesAfter !== null
          ? images(r.imagesAfter)
          : '',
  },
];

/** The transactions report as a PDF (letter, landscape): heading, the rows, totals, "Page n of m" on every page. */
export function transactionsReportPdf(report: TransactionsReport): Promise<Buffer> {
  const pdf = startReport({
    title: 'Transactions Report',
    countyName: report.countyName,
    appTitle: report.appTitle,
    subject: report.period,
    facts: [
      ['Prepared for', report.preparedFor],
      ...(report.account ? ([['Account', report.account]] as const) : []),
      ['Scope', report.scope],
      ['Period', report.period],
      ['Generated', report.generatedAt],
    ],
  });
  const { doc, left, width } = pdf;
  let y = pdf.y;

  if (report.rows.length === 0) {
    doc.font(FONT).fontSize(11).text('No transactions in this period.', left, y, { width });
    y = doc.y + 12;
  } else {
    const table = new PdfTable(doc, COLUMNS, pdf, y);
    table.draw(report.rows);
    doc
      .moveTo(left, table.y)
      .lineTo(left + width, table.y)
      .lineWidth(0.5)
      .strokeColor('#7b8794')
      .stroke();
    table.y += 8;
    if (report.rowCount > report.rows.length) {
      table.room(30);
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor('#000000')
        .text(
          `The first ${report.rows.length.toLocaleString('en-US')} of ${report.rowCount.toLocaleString('en-US')} transactions are listed; the totals cover all of them. Choose a shorter period to list the rest.`,
          left,
          table.y,
          { width },
        );
      table.y = doc.y + 8;
    }
    y = table.y;
  }

  // Totals by type.
  const totalsHeight = 40 + 14 * (report.totals.length + 1);
  if (y + totalsHeight > pdf.bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc.fillColor('#000000').font(BOLD).fontSize(11).text('Totals', left, y, { width });
  y = doc.y + 4;
  const totalLine = (label: string, count: string, amount: string, font: string) => {
    doc.font(font).fontSize(10);
    doc.text(label, left, y, { width: 160 });
    doc.text(count, left + 160, y, { width: 110, align: 'right' });
    doc.text(amount, left + 270, y, { width: 110, align: 'right' });
    y += 14;
  };
  totalLine('Type', 'Transactions', 'Amount', BOLD);
  for (const total of report.totals)
    totalLine(
      TYPE_LABELS[total.type],
      total.count.toLocaleString('en-US'),
      formatUsd(total.amount),
      FONT,
    );
  totalLine('All transactions', report.rowCount.toLocaleString('en-US'), '', BOLD);
  return pdf.finish();
}
