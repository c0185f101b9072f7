import ExcelJS from 'exceljs';
import type { CpuPool } from './cpu-pool';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type CellKind = 'text' | 'date' | 'money' | 'integer';
type Cell = string | number | Date | null;

/** A column of an export: its heading, width, and how its cells are typed (text, date, currency, number). */
export type SheetColumn<R> = {
  header: string;
  width: number;
  kind: CellKind;
  value: (row: R) => Cell;
};

/** A sheet as plain data (the cells already taken from the rows), for the CPU pool's worker. */
export type SheetData = {
  sheetName: string;
  columns: { header: string; width: number; kind: CellKind }[];
  cells: Cell[][];
};

const FORMATS = { text: '@', date: 'mm/dd/yyyy', money: '"$"#,##0.00', integer: '0' } as const;

/**
 * One sheet as an .xlsx file: a bold, frozen heading row with a filter, and typed cells (dates as dates, money
 * as numbers in the currency format), so a spreadsheet program sorts and sums them. The cells are taken from the
 * rows here; the file is written in the CPU pool (cpu-tasks.ts), off the request thread.
 */
export function spreadsheet<R>(
  cpu: CpuPool,
  sheetName: string,
  columns: SheetColumn<R>[],
  rows: R[],
): Promise<Buffer> {
  return cpu.run('spreadsheet', {
    sheetName,
    columns: columns.map(({ header, width, kind }) => ({ header, width, kind })),
    cells: rows.map((row) => columns.map((c) => c.value(row))),
  });
}

/** Writes the file (runs in the CPU pool's worker). */
export async function writeSpreadsheet({ sheetName, columns, cells }: SheetData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: { numFmt: FORMATS[c.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of cells) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
