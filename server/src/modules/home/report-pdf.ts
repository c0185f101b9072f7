import PDFDocument from 'pdfkit';
import type { TransactionType } from '../../db/schema';
import { formatUsd } from '../../lib/money';

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

const MARGIN = 40;
const FOOTER_SPACE = 24;
const CELL_PAD = 3;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Column = {
  heading: string;
  width: number;
  align: 'left' | 'right';
  value: (row: ReportRow) => string;
};

const images = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'image' : 'images'}`;

const COLUMNS: Column[] = [
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
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: 'Transactions Report',
      Author: `${report.countyName} ${report.appTitle}`,
      Subject: report.period,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  // Heading.
  doc.font(BOLD).fontSize(18).text('Transactions Report', left, MARGIN, { width });
  doc.font(FONT).fontSize(11).text(`${report.countyName} - ${report.appTitle}`, { width });
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    ['Prepared for', report.preparedFor],
    ...(report.account ? ([['Account', report.account]] as [string, string][]) : []),
    ['Scope', report.scope],
    ['Period', report.period],
    ['Generated', report.generatedAt],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
  }
  let y = doc.y + 12;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    return (
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text || ' ', { width: COLUMNS[i].width - 2 * CELL_PAD }),
        ),
      ) +
      2 * CELL_PAD
    );
  };
  const drawRow = (cells: string[], font: string, shade: string | null) => {
    const h = rowHeight(cells, font);
    if (shade) doc.rect(left, y, width, h).fill(shade);
    doc.fillColor('#000000').font(font).fontSize(9);
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + CELL_PAD, y + CELL_PAD, {
        width: COLUMNS[i].width - 2 * CELL_PAD,
        align: COLUMNS[i].align,
      });
      x += COLUMNS[i].width;
    });
    y += h;
  };
  const headings = COLUMNS.map((c) => c.heading);
  const drawHeader = () => {
    drawRow(headings, BOLD, '#d9e2ec');
  };
  const room = (h: number) => {
    if (y + h <= bottom()) return;
    doc.addPage();
    y = MARGIN;
    drawHeader();
  };

  if (report.rows.length === 0) {
    doc.font(FONT).fontSize(11).text('No transactions in this period.', left, y, { width });
    y = doc.y + 12;
  } else {
    drawHeader();
    report.rows.forEach((row, i) => {
      const cells = COLUMNS.map((c) => c.value(row));
      room(rowHeight(cells, FONT));
      drawRow(cells, FONT, i % 2 === 1 ? '#f3f6f9' : null);
    });
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#7b8794')
      .stroke();
    y += 8;
    if (report.rowCount > report.rows.length) {
      room(30);
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor('#000000')
        .text(
          `The first ${report.rows.length.toLocaleString('en-US')} of ${report.rowCount.toLocaleString('en-US')} transactions are listed; the totals cover all of them. Choose a shorter period to list the rest.`,
          left,
          y,
          { width },
        );
      y = doc.y + 8;
    }
  }

  // Totals by type.
  const totalsHeight = 40 + 14 * (report.totals.length + 1);
  if (y + totalsHeight > bottom()) {
    doc.addPage();
    y = MARGIN;
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

  // Footer on every page, written last so it knows the page count.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const footerY = doc.page.height - MARGIN - 10;
    // Writing below the bottom margin would start a new page: lift the margin while the footer is written.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor('#52606d');
    doc.text(`${report.countyName} ${report.appTitle} - Transactions Report`, left, footerY, {
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
