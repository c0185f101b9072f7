/*
 * The import's --map file: which document each scan file belongs to when the names don't say it. A header line
 * `document_number,file[,page]`, then one line per file; `file` is relative to the imported folder, `page` (1-based)
 * makes the file one page of the document, without it the file is the whole document. Values may be quoted
 * ("..." with "" for a quote inside).
 */
import type { ScanName } from './scan-names';

/** Splits one CSV line into its values (RFC 4180 quoting). */
function csvValues(line: string): string[] {
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      values.push(value.trim());
      value = '';
    } else value += c;
  }
  values.push(value.trim());
  return values;
}

/** The map's lines by file (a path relative to the folder, with forward slashes). Throws on a malformed map. */
export function parseMapCsv(text: string): Map<string, ScanName> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvValues(lines[0] ?? '').map((h) => h.toLowerCase());
  const [numberAt, fileAt, pageAt] = ['document_number', 'file', 'page'].map((h) =>
    header.indexOf(h),
  );
  if (numberAt < 0 || fileAt < 0)
    throw new Error('The map must start with the header document_number,file[,page].');
  const map = new Map<string, ScanName>();
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const values = csvValues(line);
    const documentNumber = values[numberAt] ?? '';
    const file = (values[fileAt] ?? '').replace(/\\/g, '/').replace(/^\.\//, '');
    const pageText = pageAt >= 0 ? (values[pageAt] ?? '') : '';
    const page = pageText === '' ? null : Number(pageText);
    if (
      documentNumber === '' ||
      file === '' ||
      (page !== null && !(Number.isInteger(page) && page >= 1))
    )
      throw new Error(`Line ${i + 2} of the map is not document_number,file[,page]: ${line}`);
    if (map.has(file)) throw new Error(`Line ${i + 2} of the map names ${file} a second time.`);
    map.set(file, { documentNumber, page });
  });
  return map;
}
