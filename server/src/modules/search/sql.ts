import { parseUsDate, todayUtc } from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { normalizeName } from '../../lib/normalize';

/*
 * The pieces the searches' SQL is built from. Prefix matches use the text_pattern_ops operators (~>=~, ~<~)
 * directly, so a btree with that operator class serves them whether or not the plan knows the value.
 */

/** The smallest text greater than every text starting with `prefix` (normalized text: A-Z, 0-9 only). */
export function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** `column` starts with the normalized `value` (a blank value matches everything). */
export function startsWith(column: SQL, value: string): SQL {
  const prefix = normalizeName(value);
  if (!prefix) return sql`true`;
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${afterPrefix(prefix)})`;
}

/** Case-insensitive "contains", the LIKE wildcards of the value taken literally (a pg_trgm index serves it). */
export function contains(column: SQL, value: string): SQL {
  return sql`${column} ilike ${likeContaining(value.trim())}`;
}

/** Case-insensitive equality of trimmed text. */
export function equalsText(column: SQL, value: string): SQL {
  return sql`upper(${column}) = ${value.trim().toUpperCase()}`;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Recorded from the start of `from` to the end of `to` (MM/DD/YYYY; a blank or unreadable `to` is today, a
 * blank `from` has no lower bound). The column is the county's wall-clock time.
 */
export function recordedBetween(column: SQL, from: string, to: string): SQL {
  const start = parseUsDate(from);
  const end = parseUsDate(to) ?? todayUtc();
  const upper = sql`${column} < (${iso(end)}::date + 1)::timestamp`;
  return start ? sql`(${column} >= ${iso(start)}::timestamp and ${upper})` : upper;
}

/** The same for a date column. */
export function dateBetween(column: SQL, from: string, to: string): SQL {
  const start = parseUsDate(from);
  const end = parseUsDate(to) ?? todayUtc();
  const upper = sql`${column} <= ${iso(end)}::date`;
  return start ? sql`(${column} >= ${iso(start)}::date and ${upper})` : upper;
}

/** A span of dates (a book's years) that overlaps from..to (blank from: no lower bound; blank to: today). */
export function overlapsDates(start: SQL, end: SQL, from: string, to: string): SQL {
  const first = parseUsDate(from);
  const last = parseUsDate(to) ?? todayUtc();
  const before = sql`${start} <= ${iso(last)}::date`;
  return first ? sql`(${before} and ${end} >= ${iso(first)}::date)` : before;
}

/** An int[] parameter (as text, so both drivers bind it the same way). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** A text[] parameter of normalized names (letters and digits only, so nothing needs escaping). */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
}

export function and(...conditions: (SQL | null | undefined | false)[]): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
}

/** A filter on a county code that 'ALL' (or blank) switches off. */
export function codeFilter(column: SQL, code: string): SQL | null {
  return code && code !== 'ALL' ? sql`${column} = ${code}` : null;
}

/** An ORDER BY direction from the contract's enum (never from free text). */
export function direction(value: 'ASC' | 'DESC'): SQL {
  return sql.raw(value === 'DESC' ? 'desc' : 'asc');
}
