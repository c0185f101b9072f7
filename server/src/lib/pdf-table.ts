/*
 * A table in a pdfkit document, drawn by hand (pdfkit's own doc.table() does not repeat its headings on the
 * pages a table runs on to): the column headings on a shaded band, then the rows, every other one shaded, each
 * as tall as its tallest cell. A row that would run into the footer starts a new page, headings first.
 */

export type PdfColumn<Row> = {
  heading: string;
  /** In points; the columns' widths add up to the table's. */
  width: number;
  align?: 'left' | 'right';
  value: (row: Row) => string;
};

/** Where the table may draw: its left edge and width, and how far down a page it may go. */
export type PdfTableArea = { left: number; width: number; bottom: () => number };

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const FONT_SIZE = 9;
const PAD = 3;
const HEADING_SHADE = '#d9e2ec';
const STRIPE_SHADE = '#f3f6f9';

export class PdfTable<Row> {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly PdfColumn<Row>[],
    private readonly area: PdfTableArea,
    /** Where the next row goes. */
    public y: number,
  ) {}

  /** The headings, then the rows (continued on new pages, headings again, when they do not fit). */
  draw(rows: readonly Row[]): void {
    this.headings();
    rows.forEach((row, i) => {
      const cells = this.columns.map((column) => column.value(row));
      this.room(this.height(cells, FONT));
      this.line(cells, FONT, i % 2 === 1 ? STRIPE_SHADE : null);
    });
  }

  /** Makes `height` points of room below `y`: a new page, headings first, when the page has not got it. */
  room(height: number): void {
    if (this.y + height <= this.area.bottom()) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.headings();
  }

  private headings(): void {
    this.line(
      this.columns.map((column) => column.heading),
      BOLD,
      HEADING_SHADE,
    );
  }

  private height(cells: string[], font: string): number {
    this.doc.font(font).fontSize(FONT_SIZE);
    const heights = cells.map((text, i) =>
      this.doc.heightOfString(text || ' ', { width: this.columns[i].width - 2 * PAD }),
    );
    return Math.max(...heights) + 2 * PAD;
  }

  private line(cells: string[], font: string, shade: string | null): void {
    const { doc, columns, area } = this;
    const height = this.height(cells, font);
    if (shade) doc.rect(area.left, this.y, area.width, height).fill(shade);
    doc.fillColor('#000000').font(font).fontSize(FONT_SIZE);
    let x = area.left;
    cells.forEach((text, i) => {
      doc.text(text, x + PAD, this.y + PAD, {
        width: columns[i].width - 2 * PAD,
        align: columns[i].align,
      });
      x += columns[i].width;
    });
    this.y += height;
  }
}
