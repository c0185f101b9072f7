import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { formatUsd } from '../../lib/money';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import { forPdf } from './words';

/*
 * Where a report's lines go, as they are made: a PDF (pdfkit, pages written out as they fill) or a workbook
 * (ExcelJS's streaming WorkbookWriter, rows committed as they are added). Both write to a stream (the reply, or
 * a job's file) and wait for it to drain, so memory stays bounded whatever the report's size.
 */

export type CellKind = 'text' | 'date' | 'money' | 'integer';
/** Money as its numeric text (the ledger's), dates as instants, counts as numbers. */
export type Cell = string | number | Date | null;

export type Column = {
  header: string;
  kind: CellKind;
  /** In PDF points (the columns of a PDF table add up to 712, the landscape page's body). */
  width: number;
  /** In the workbook's characters. */
  xlsxWidth: number;
};

export interface ReportSink {
  /** The report's heading: its title, its facts, and the columns of its rows. */
  start(title: string, facts: readonly (readonly [string, string])[], columns: Column[]): void;
  /** A group's heading (the PDF shows it; a workbook's rows name their group in their own cells). */
  section(text: string): void;
  row(cells: Cell[]): void;
  /** A totals line (bold). */
  total(cells: Cell[]): void;
  /** Waits while the stream holds more than it should (call between pages of rows). */
  drain(): Promise<void>;
  finish(): Promise<void>;
}

export const MEDIA_TYPES = { pdf: 'application/pdf', xlsx: XLSX_TYPE } as const;

const HIGH_WATER = 1 << 20;

const BUCKET_MS = 15 * 60_000;

/**
 * The county's wall clock for many instants: the zone's offset is asked of Intl once per quarter hour of time
 * (zones change their offset on those boundaries) and kept; dayjs's tz() per cell cost 0.4 ms, most of a large
 * report's time.
 */
export class CountyClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  private offset(ms: number): number {
    const bucket = Math.floor(ms / BUCKET_MS);
    let offset = this.offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * BUCKET_MS;
      const parts = Object.fromEntries(
        this.format.formatToParts(new Date(start)).map((p) => [p.type, Number(p.value)]),
      );
      offset =
        Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) -
        start;
      if (this.offsets.size > 100_000) this.offsets.clear();
      this.offsets.set(bucket, offset);
    }
    return offset;
  }

  /** The instant's county wall-clock time as a Date whose UTC fields read it (a spreadsheet's dates have no zone). */
  wallClock(at: Date): Date {
    return new Date(at.getTime() + this.offset(at.getTime()));
  }

  /** `03/14/2026 9:05 AM`, as formatCountyDateTime writes it. */
  text(at: Date): string {
    const w = this.wallClock(at);
    const two = (n: number) => String(n).padStart(2, '0');
    const hour = w.getUTCHours();
    return `${two(w.getUTCMonth() + 1)}/${two(w.getUTCDate())}/${w.getUTCFullYear()} ${hour % 12 || 12}:${two(w.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
  }
}

function waitForDrain(out: Writable): Promise<void> {
  if (out.writableLength <= HIGH_WATER || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

// ---------------------------------------------------------------------------------------------------- PDF

const MARGIN = 40;
const FOOTER_SPACE = 24;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 8.5;
const PAD = 3;
const HEADING_SHADE = '#d9e2ec';
const TOTAL_SHADE = '#eef2f6';

export class PdfSink implements ReportSink {
  private readonly doc: PDFKit.PDFDocument;
  private columns: Column[] = [];
  private y = MARGIN;
  private pageNumber = 1;
  private footerName = '';
  private ended: Promise<void>;
  private readonly clock: CountyClock;

  constructor(
    private readonly out: Writable,
    timeZone: string,
    private readonly words: { page: string },
    private readonly county: string,
  ) {
    this.clock = new CountyClock(timeZone);
    // No bufferPages: each page is written out once the next begins.
    this.doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: MARGIN });
    this.ended = new Promise((resolve, reject) => {
      out.on('finish', () => resolve());
      out.on('close', () => resolve());
      out.on('error', reject);
      this.doc.on('error', reject);
    });
    this.doc.pipe(out);
  }

  private get left() {
    return MARGIN;
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  private footer(): void {
    const { doc } = this;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN - 10;
    doc.font(FONT).fontSize(8).fillColor('#52606d');
    doc.text(forPdf(this.footerName), this.left, footerY, {
      width: this.width / 2,
      lineBreak: false,
    });
    doc.text(forPdf(`${this.words.page} ${this.pageNumber}`), this.left + this.width / 2, footerY, {
      width: this.width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
    doc.fillColor('#000000');
    doc.x = MARGIN;
    doc.y = MARGIN;
  }

  private newPage(): void {
    this.doc.addPage();
    this.pageNumber += 1;
    this.footer();
    this.y = MARGIN;
    if (this.columns.length)
      this.line(
        this.columns.map((c) => c.header),
        BOLD,
        HEADING_SHADE,
      );
  }

  private room(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  private text(cell: Cell, kind: CellKind): string {
    if (cell === null || cell === '') return '';
    if (kind === 'money' && typeof cell !== 'object') return formatUsd(cell);
    if (kind === 'integer' && typeof cell === 'number') return cell.toLocaleString('en-US');
    if (cell instanceof Date) return this.clock.text(cell);
    return forPdf(String(cell));
  }

  /** Whether a text surely fits its column on one line (no glyph is wider than 0.6 em in Helvetica). */
  private fits(text: string, i: number): boolean {
    return text.length * SIZE * 0.6 <= this.columns[i].width - 2 * PAD;
  }

  private height(cells: string[], font: string): number {
    this.doc.font(font).fontSize(SIZE);
    let tallest = this.doc.currentLineHeight(true);
    cells.forEach((text, i) => {
      // Laying a text out costs most of a PDF's time: only a text that may wrap is measured.
      if (this.fits(text, i)) return;
      const h = this.doc.heightOfString(text, { width: this.columns[i].width - 2 * PAD });
      if (h > tallest) tallest = h;
    });
    return tallest + 2 * PAD;
  }

  private line(cells: string[], font: string, shade: string | null): void {
    const { doc } = this;
    const height = this.height(cells, font);
    if (shade) doc.rect(this.left, this.y, this.width, height).fill(shade);
    doc.fillColor('#000000').font(font).fontSize(SIZE);
    let x = this.left;
    cells.forEach((text, i) => {
      const column = this.columns[i];
      if (text)
        doc.text(text, x + PAD, this.y + PAD, {
          width: column.width - 2 * PAD,
          align: column.kind === 'money' || column.kind === 'integer' ? 'right' : 'left',
          lineBreak: !this.fits(text, i),
        });
      x += column.width;
    });
    this.y += height;
  }

  /** The cells of the columns a PDF shows (a column of no width is the workbook's only). */
  private shown: number[] = [];

  private texts(cells: Cell[]): string[] {
    return this.shown.map((i) => this.text(cells[i], this.allColumns[i].kind));
  }

  private allColumns: Column[] = [];

  start(title: string, facts: readonly (readonly [string, string])[], all: Column[]): void {
    const { doc } = this;
    this.allColumns = all;
    this.shown = all.flatMap((c, i) => (c.width > 0 ? [i] : []));
    const columns = this.shown.map((i) => all[i]);
    this.footerName = `${this.county} - ${title}`;
    doc.info.Title = forPdf(title);
    this.footer();
    doc.fillColor('#000000').font(BOLD).fontSize(16).text(forPdf(title), MARGIN, MARGIN, {
      width: this.width,
    });
    doc.font(FONT).fontSize(10).text(forPdf(this.county), MARGIN, doc.y, { width: this.width });
    doc.moveDown(0.4).fontSize(9);
    for (const [label, value] of facts)
      doc
        .font(BOLD)
        .text(forPdf(`${label}: `), MARGIN, doc.y, { continued: true })
        .font(FONT)
        .text(forPdf(value));
    this.y = doc.y + 10;
    this.columns = columns;
    this.room(40);
    this.line(
      columns.map((c) => forPdf(c.header)),
      BOLD,
      HEADING_SHADE,
    );
  }

  section(text: string): void {
    this.room(36);
    this.y += 4;
    this.doc.fillColor('#000000').font(BOLD).fontSize(10);
    this.doc.text(forPdf(text), this.left, this.y, { width: this.width });
    this.y = this.doc.y + 2;
  }

  row(cells: Cell[]): void {
    const texts = this.texts(cells);
    this.room(this.height(texts, FONT));
    this.line(texts, FONT, null);
  }

  total(cells: Cell[]): void {
    const texts = this.texts(cells);
    this.room(this.height(texts, BOLD));
    this.line(texts, BOLD, TOTAL_SHADE);
  }

  drain(): Promise<void> {
    return waitForDrain(this.out);
  }

  async finish(): Promise<void> {
    this.doc.end();
    await this.ended;
  }
}

// ---------------------------------------------------------------------------------------------- Workbook

const FORMATS: Record<CellKind, string> = {
  text: '@',
  date: 'mm/dd/yyyy h:mm AM/PM',
  money: '"$"#,##0.00',
  integer: '#,##0',
};

export class XlsxSink implements ReportSink {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet | null = null;
  private columns: Column[] = [];
  private title = '';
  private facts: readonly (readonly [string, string])[] = [];
  private readonly clock: CountyClock;

  constructor(
    private readonly out: Writable,
    timeZone: string,
    private readonly sheetName: string,
  ) {
    this.clock = new CountyClock(timeZone);
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    this.workbook.created = new Date();
  }

  private value(cell: Cell, kind: CellKind): ExcelJS.CellValue {
    if (cell === null || cell === '') return null;
    if (cell instanceof Date) return this.clock.wallClock(cell);
    if (kind === 'money' || kind === 'integer') return Number(cell);
    return cell;
  }

  start(title: string, facts: readonly (readonly [string, string])[], columns: Column[]): void {
    this.title = title;
    this.facts = facts;
    this.columns = columns;
    const sheet = this.workbook.addWorksheet(this.sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.xlsxWidth,
      style: { numFmt: FORMATS[c.kind] },
    }));
    const heading = sheet.getRow(1);
    heading.font = { bold: true };
    heading.commit();
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    this.sheet = sheet;
  }

  section(): void {
    // A workbook's rows carry their group in their own cells (sortable, filterable).
  }

  private add(cells: Cell[], bold: boolean): void {
    const row = this.sheet!.addRow(cells.map((cell, i) => this.value(cell, this.columns[i].kind)));
    if (bold) row.font = { bold: true };
    row.commit();
  }

  row(cells: Cell[]): void {
    this.add(cells, false);
  }

  total(cells: Cell[]): void {
    this.add(cells, true);
  }

  drain(): Promise<void> {
    return waitForDrain(this.out);
  }

  async finish(): Promise<void> {
    this.sheet!.commit();
    // The report's title and criteria on a sheet of their own, after the rows.
    const about = this.workbook.addWorksheet('Report');
    about.columns = [
      { key: 'a', width: 24 },
      { key: 'b', width: 80 },
    ];
    const title = about.addRow([this.title]);
    title.font = { bold: true, size: 14 };
    title.commit();
    for (const [label, value] of this.facts) about.addRow([label, value]).commit();
    about.commit();
    await this.workbook.commit();
  }
}
