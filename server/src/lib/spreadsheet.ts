import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an export: its heading, width, and how its cells are typed (text, date, currency, number). */
export type SheetColumn<R> = {
  header: string;
  width: number;
  kind: 'text' | 'date' | 'money' | 'integer';
  value: (row: R) => string | number | Date | null;
};

const FORMATS = { text: '@', date: 'mm/dd/yyyy', money: '"$"#,##0.00', integer: '0' } as const;

/**
 * One sheet as an .xlsx file: a bold, frozen heading row with a filter, and typed cells (dates as dates, money
 * as numbers in the currency format), so a spreadsheet program sorts and sums them.
 */
export async function spreadsheet<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width, style: { numFmt: FORMATS[c.kind] } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
