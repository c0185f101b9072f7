/*
 * PostgreSQL's COPY text format, for the bulk loads: one line per row, tab between values, `\N` for null,
 * backslash escapes for the separators; objects and arrays as JSON (the jsonb columns).
 */

const SPECIAL = /[\\\t\n\r]/;

/** One value in COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value === true) return 't';
  if (value === false) return 'f';
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

export function copyText(rows: readonly (readonly unknown[])[]): string {
  const lines = new Array<string>(rows.length + 1);
  for (let i = 0; i < rows.length; i += 1) lines[i] = rows[i].map(copyValue).join('\t');
  lines[rows.length] = '';
  return lines.join('\n');
}
