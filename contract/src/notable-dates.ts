import './zod';
import * as z from 'zod/mini';
import { parseUsDate } from './dates';
import type { HeadedTable } from './home';

/*
 * Home - Notable Dates (spec 3 §3 "Notable dates"): which of the county's notable dates the portal shows. The
 * dates themselves come from the county's recording system (the server's `notableDates` table, one row per
 * index); these switches decide which rows and columns of it the home page's card and the search forms' panel
 * show (docs/decisions.md "Notable dates display").
 */

/** The indexes with notable dates, in the table's order. */
export const NOTABLE_DATE_INDEXES = ['abstract', 'torrens', 'lien'] as const;
export type NotableDateIndex = (typeof NOTABLE_DATE_INDEXES)[number];

/**
 * The dates an index may show, in the card's column order, each with the heading of its column in the stored
 * table. Legal verified / legal posted are for abstract and Torrens only, certificates through for Torrens only.
 */
export const NOTABLE_DATE_COLUMNS = [
  { key: 'IndexBegin', heading: 'Index Begins' },
  { key: 'Verified', heading: 'Verified Through' },
  { key: 'Posted', heading: 'Posted Through' },
  { key: 'LegalVerified', heading: 'Legal Verified Through' },
  { key: 'LegalPosted', heading: 'Legal Indexed Through' },
  { key: 'ImageBegin', heading: 'Images From' },
  { key: 'ImageThru', heading: 'Images Through' },
  { key: 'CertificateThru', heading: 'Certificates Through' },
] as const;
export type NotableDateColumn = (typeof NOTABLE_DATE_COLUMNS)[number]['key'];

/** The columns only shown with separate indexes ("Legal indexed and legal verified"). */
export const LEGAL_DATE_COLUMNS: readonly NotableDateColumn[] = ['LegalVerified', 'LegalPosted'];

/** Which columns each index has (spec 3 §3). */
export const NOTABLE_DATE_INDEX_COLUMNS: Record<NotableDateIndex, readonly NotableDateColumn[]> = {
  abstract: [
    'IndexBegin',
    'Verified',
    'Posted',
    'LegalVerified',
    'LegalPosted',
    'ImageBegin',
    'ImageThru',
  ],
  torrens: [
    'IndexBegin',
    'Verified',
    'Posted',
    'LegalVerified',
    'LegalPosted',
    'ImageBegin',
    'ImageThru',
    'CertificateThru',
  ],
  lien: ['IndexBegin', 'Verified', 'Posted', 'ImageBegin', 'ImageThru'],
};

/** The name of an index's switch for a column: `abstractVerified`, `torrensCertificateThru`, ... */
export const notableDateFlag = (index: NotableDateIndex, column: NotableDateColumn) =>
  `${index}${column}`;

/** Every per-index switch's name. */
export const NOTABLE_DATE_FLAGS = NOTABLE_DATE_INDEXES.flatMap((index) =>
  NOTABLE_DATE_INDEX_COLUMNS[index].map((column) => notableDateFlag(index, column)),
);

/**
 * County group `notableDatesDisplay`: showNotableDates (the home card and the search forms' panel),
 * showSeparateIndexes (a row per index, else one combined row), useVerificationDate (a search's default To date is
 * the abstract verified date), and a switch per index and date.
 */
export const notableDatesDisplaySchema = z.object({
  showNotableDates: z.boolean(),
  showSeparateIndexes: z.boolean(),
  useVerificationDate: z.boolean(),
  ...(Object.fromEntries(NOTABLE_DATE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    string,
    z.ZodMiniBoolean
  >),
});
export type NotableDatesDisplay = z.infer<typeof notableDatesDisplaySchema>;

/** What a new county shows: the verified, posted and image dates of each index, in separate rows. */
export const NOTABLE_DATES_DISPLAY_DEFAULTS: NotableDatesDisplay = {
  showNotableDates: true,
  showSeparateIndexes: true,
  useVerificationDate: false,
  ...Object.fromEntries(
    NOTABLE_DATE_FLAGS.map((flag) => [
      flag,
      /^[a-z]+(Verified|Posted|ImageBegin|ImageThru)$/.test(flag),
    ]),
  ),
};

/** The label of the one row that stands for every index when they are not shown separately. */
export const COMBINED_INDEX_LABEL = 'All Indexes';

/** Which index a stored row stands for, by its label (the Torrens row may carry the county's Torrens label). */
function rowIndex(label: string, torrensLabel: string): NotableDateIndex | null {
  const text = label.trim().toLowerCase();
  if (text.includes('abstract')) return 'abstract';
  if (text.includes('torrens') || (torrensLabel && text.includes(torrensLabel.toLowerCase())))
    return 'torrens';
  if (text.includes('lien')) return 'lien';
  return null;
}

/** The earliest of some MM/DD/YYYY dates (blanks and others ignored), or blank. */
function earliest(dates: string[]): string {
  let best: { text: string; time: number } | null = null;
  for (const text of dates) {
    const date = parseUsDate(text);
    if (date && (best === null || date.getTime() < best.time))
      best = { text, time: date.getTime() };
  }
  return best?.text ?? '';
}

/**
 * The notable dates the portal shows (the home card, the search panel): nothing when showNotableDates is off;
 * with separate indexes a row per index, with the dates its switches show (a switched-off date is blank); else
 * one "All Indexes" row whose every date is the earliest among the indexes showing it (a "through" date that
 * holds for every index), without the legal dates. A column shows when some row shows it and the stored table
 * has it; a row shows when it has a date to show.
 */
export function shownNotableDates(
  table: HeadedTable,
  display: NotableDatesDisplay,
  torrensLabel = '',
): HeadedTable {
  const empty: HeadedTable = { headings: [], rows: [] };
  if (!display.showNotableDates) return empty;
  const position = new Map(table.headings.map((heading, i) => [heading.trim().toLowerCase(), i]));
  const shows = (index: NotableDateIndex, column: NotableDateColumn) =>
    NOTABLE_DATE_INDEX_COLUMNS[index].includes(column) &&
    (display as Record<string, boolean>)[notableDateFlag(index, column)] === true;
  const stored = table.rows.flatMap((row) => {
    const index = rowIndex(row[0] ?? '', torrensLabel);
    return index ? [{ index, row }] : [];
  });
  const cell = (row: string[], column: NotableDateColumn) => {
    const heading = NOTABLE_DATE_COLUMNS.find((c) => c.key === column)!.heading.toLowerCase();
    const at = position.get(heading);
    return at === undefined ? '' : (row[at] ?? '');
  };
  const columns = NOTABLE_DATE_COLUMNS.filter(
    (c) =>
      position.has(c.heading.toLowerCase()) &&
      (display.showSeparateIndexes || !LEGAL_DATE_COLUMNS.includes(c.key)),
  );

  const rows: string[][] = display.showSeparateIndexes
    ? stored.map(({ index, row }) => [
        row[0],
        ...columns.map((c) => (shows(index, c.key) ? cell(row, c.key) : '')),
      ])
    : [
        [
          COMBINED_INDEX_LABEL,
          ...columns.map((c) =>
            earliest(stored.filter((s) => shows(s.index, c.key)).map((s) => cell(s.row, c.key))),
          ),
        ],
      ];
  const kept = rows.filter((row) => row.slice(1).some((value) => value.trim() !== ''));
  const used = columns
    .map((c, i) => ({ c, i }))
    .filter(({ i }) => kept.some((row) => row[i + 1].trim() !== ''));
  if (!kept.length || !used.length) return empty;
  return {
    headings: [table.headings[0] ?? 'Index', ...used.map(({ c }) => c.heading)],
    rows: kept.map((row) => [row[0], ...used.map(({ i }) => row[i + 1])]),
  };
}
