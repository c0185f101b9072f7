import { Badge } from '@lrp/shared';
import type {
  DocumentDetail,
  DocumentResult,
  GrantorGranteeBookResult,
  ResultKind,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@lrp/contract';
import type { ComponentType, ReactNode } from 'react';
import type { ButtonRecord } from '../details/detail-buttons';
import { DocumentDetailView } from '../details/document-detail';
import {
  GrantorGranteeBookDetailView,
  TaxLienDetailView,
  TorrensDetailView,
  TractBookDetailView,
} from '../details/record-details';
import { matchedFirst, type NameTerm, type Party } from './party-match';
import type { ResultRow } from './results-store';
import classes from './results-table.module.css';
import type { useSequence } from './use-sequence';

export type T = (key: string, values?: Record<string, unknown>) => string;
/** What the columns read besides the row: the county's labels and settings, the names the search looked for. */
export type ColumnContext = {
  bookLabel: string;
  /** The county shows Torrens file numbers (searchOptions.torrensUseFileNumber). */
  fileNumbers: boolean;
  terms: readonly NameTerm[];
  /** The rows found only by a name variant or by sound (a name search with variants). */
  variantIds: ReadonlySet<number>;
};
type Column = {
  heading: (t: T, ctx: ColumnContext) => string;
  cell: (row: ResultRow, t: T, ctx: ColumnContext) => ReactNode;
  /** The sort its heading's button asks the server for (one of the kind's sort keys). */
  sortKey?: string;
  /** Numbers and dates: never wrapped. */
  fit?: boolean;
  /**
   * The column's width (rem, or % of the table): the table's layout is fixed, so rows that arrive later (the
   * background batches) never move the ones being read. Columns without one share the rest.
   */
  width?: string;
};
/** A dates column's width: the module's CSS sets it for the window (its heading on two lines, the dates on one). */
const DATE_COLUMN = 'var(--results-date-column)';
export type DetailView = ComponentType<{ detail: never; sequence: ReturnType<typeof useSequence> }>;

/** How one kind of result screen shows and orders its rows, and its detail panel (spec 2 §2). */
export type ResultScreen = {
  rowId: (row: ResultRow) => number;
  /** The record's title as the results show it ("Warranty Deed 2024-000123"). */
  title: (row: ResultRow) => string;
  columns: Column[];
  /** The texts of a row that Search within results looks in: names, legal descriptions, numbers, dates. */
  searchText: (row: ResultRow, ctx: ColumnContext) => (string | number | null | undefined)[];
  /** A row's value for a sort key (the browser sorts the checked rows while filtered). */
  sortValue: (row: ResultRow, sortKey: string) => string | number;
  /** What the Image / Map / Tax buttons need of a record. */
  record: (row: ResultRow, detail: unknown) => NonNullable<ButtonRecord>;
  Detail: DetailView;
  /** Torrens: the image button is Certificate and its alert 'Select a certificate.'. */
  certificate?: boolean;
};

/*
 * A page has up to 100 rows of these cells: they are plain elements with the module's classes (Mantine's Text
 * sizes and dimmed colour), not a Mantine component each, which keeps a batch of 25 rows quick to draw.
 */
/** Two lines in a cell; the second smaller. */
const twoLines = (first: ReactNode, second: ReactNode) => (
  <span className={classes.lines}>
    <span className={classes.line}>{first}</span>
    <span className={classes.second}>{second}</span>
  </span>
);
/**
 * A list of parties in a cell (spec 2 §2): the first one the search looked for, marked, else the first; '+n more'
 * for the rest.
 */
const partiesCell = (
  list: readonly Party[],
  on: 'GRANTORS' | 'GRANTEES',
  t: T,
  ctx: ColumnContext,
) => {
  const { parties, matches } = matchedFirst(list, ctx.terms, on);
  const first = parties[0];
  const name = first?.displayName ?? first?.name ?? '';
  return (
    <>
      {matches > 0 ? (
        <mark className={classes.match}>
          {name}
          <span className={classes.hidden}> ({t('results.matchesSearch')})</span>
        </mark>
      ) : (
        name
      )}
      {more(parties.length, t)}
    </>
  );
};
const more = (count: number, t: T) =>
  count > 1 ? (
    <Badge component="span" size="xs" variant="light" ml={4}>
      {t('results.more', { count: count - 1 })}
    </Badge>
  ) : null;

/** MM/DD/YYYY (and an optional time) -> a sortable number. */
export function dateValue(text: string): number {
  const m = /^(\d\d)\/(\d\d)\/(\d{4})(?: (\d\d):(\d\d) (AM|PM))?/.exec(text);
  if (!m) return 0;
  const hours = m[4] ? (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0) : 0;
  return Number(`${m[3]}${m[2]}${m[1]}`) * 10000 + hours * 100 + Number(m[5] ?? 0);
}

const doc = (r: ResultRow) => r as unknown as DocumentResult;
const lien = (r: ResultRow) => r as unknown as TaxLienResult;
const cert = (r: ResultRow) => r as unknown as TorrensCertificateResult;
const tract = (r: ResultRow) => r as unknown as TractBookResult;
const book = (r: ResultRow) => r as unknown as GrantorGranteeBookResult;

export const RESULT_SCREENS: Record<ResultKind, ResultScreen> = {
  documents: {
    rowId: (r) => doc(r).docId,
    title: (r) => `${doc(r).instrumentDescription} ${doc(r).displayDocNumber}`,
    columns: [
      {
        heading: (t) => t('results.instrumentDocument'),
        cell: (r, t, ctx) =>
          twoLines(
            doc(r).instrumentDescription,
            <>
              {doc(r).displayDocNumber}
              {ctx.variantIds.has(doc(r).docId) ? (
                <Badge component="span" size="xs" variant="light" color="grape" ml={4}>
                  {t('results.variantMatch')}
                </Badge>
              ) : null}
            </>,
          ),
        sortKey: 'documentNumber',
        width: '18%',
      },
      {
        heading: (t, ctx) => t('results.recordedBookPage', { book: ctx.bookLabel }),
        cell: (r) => twoLines(doc(r).recordedDate, doc(r).displayBookAndPage),
        sortKey: 'recordedDate',
        fit: true,
        width: DATE_COLUMN,
      },
      {
        heading: (t) => t('results.grantorsGrantees'),
        cell: (r, t, ctx) =>
          twoLines(
            partiesCell(doc(r).grantorSearchResults, 'GRANTORS', t, ctx),
            partiesCell(doc(r).granteeSearchResults, 'GRANTEES', t, ctx),
          ),
        width: '28%',
      },
      {
        heading: (t) => t('results.legals'),
        cell: (r, t) => (
          <span className={classes.line}>
            {doc(r).legalSearchResults[0]?.description ?? ''}
            {more(doc(r).legalSearchResults.length, t)}
          </span>
        ),
      },
    ],
    searchText: (r) => [
      doc(r).instrumentDescription,
      doc(r).displayDocNumber,
      doc(r).recordedDate,
      doc(r).displayBookAndPage,
      ...doc(r).grantorSearchResults.map((p) => p.displayName),
      ...doc(r).granteeSearchResults.map((p) => p.displayName),
      ...doc(r).legalSearchResults.map((l) => l.description),
    ],
    sortValue: (r, key) =>
      key === 'instrument'
        ? doc(r).instrumentDescription
        : key === 'recordedDate'
          ? dateValue(doc(r).recordedDateTime)
          : key === 'book'
            ? doc(r).displayBookAndPage
            : doc(r).docNumber,
    record: (r, detail) => ({
      docId: doc(r).docId,
      title: `${doc(r).instrumentDescription} ${doc(r).displayDocNumber}`,
      sourcedDocKey: doc(r).sourcedDocKey,
      imageAllowed: doc(r).imageAllowed,
      legals: ((detail as DocumentDetail | null) ?? doc(r)).legalSearchResults,
    }),
    Detail: DocumentDetailView as DetailView,
  },
  taxLiens: {
    rowId: (r) => lien(r).docId,
    title: (r) => `${lien(r).instrumentDescription} ${lien(r).displayDocNumber}`,
    columns: [
      {
        heading: (t) => t('results.instrumentDocument'),
        cell: (r) => twoLines(lien(r).instrumentDescription, lien(r).displayDocNumber),
        sortKey: 'documentNumber',
        width: '20%',
      },
      {
        heading: (t) => t('results.recordedLienDate'),
        cell: (r) => twoLines(lien(r).recordedDate, lien(r).lienDate),
        sortKey: 'recordedDate',
        fit: true,
        width: DATE_COLUMN,
      },
      {
        heading: (t) => t('results.lienTaxpayer'),
        cell: (r, t, ctx) =>
          twoLines(
            lien(r).lienNumber,
            partiesCell(lien(r).taxpayerSearchResults, 'GRANTORS', t, ctx),
          ),
        sortKey: 'lienNumber',
        width: '28%',
      },
      {
        heading: (t) => t('results.revisionsReleases'),
        cell: (r, t) =>
          twoLines(
            <>
              {lien(r).revisionSearchResults[0]?.displayDocNumber ?? ''}
              {more(lien(r).revisionSearchResults.length, t)}
            </>,
            <>
              {lien(r).releaseSearchResults[0]?.releaseDisplayDocNumber ?? ''}
              {more(lien(r).releaseSearchResults.length, t)}
            </>,
          ),
      },
    ],
    searchText: (r) => [
      lien(r).instrumentDescription,
      lien(r).displayDocNumber,
      lien(r).recordedDate,
      lien(r).lienDate,
      lien(r).lienNumber,
      ...lien(r).taxpayerSearchResults.map((p) => p.name),
      ...lien(r).revisionSearchResults.map((v) => v.displayDocNumber),
      ...lien(r).releaseSearchResults.map((v) => v.releaseDisplayDocNumber),
    ],
    sortValue: (r, key) =>
      key === 'recordedDate'
        ? dateValue(lien(r).recordedDateTime)
        : key === 'lienDate'
          ? dateValue(lien(r).lienDate)
          : key === 'lienNumber'
            ? lien(r).lienNumber
            : lien(r).docNumber,
    record: (r) => ({
      docId: lien(r).docId,
      title: `${lien(r).instrumentDescription} ${lien(r).displayDocNumber}`,
      sourcedDocKey: lien(r).sourcedDocKey,
      imageAllowed: lien(r).imageAllowed,
      legals: null,
    }),
    Detail: TaxLienDetailView as DetailView,
  },
  torrensCertificates: {
    rowId: (r) => cert(r).id,
    title: (r) => cert(r).certificateNumber,
    columns: [
      {
        heading: (t) => t('results.status'),
        cell: (r) => (
          <Badge color={cert(r).shortStatus === 'X' ? 'red' : 'green'} variant="light">
            {cert(r).status}
          </Badge>
        ),
        fit: true,
        width: '8.5rem',
      },
      {
        // The file number only where the county uses Torrens file numbers (as the detail panel does).
        heading: (t, ctx) =>
          ctx.fileNumbers ? t('results.certificateFile') : t('sort.certificateNumber'),
        cell: (r, _t, ctx) =>
          ctx.fileNumbers
            ? twoLines(cert(r).certificateNumber, cert(r).fileNumber)
            : cert(r).certificateNumber,
        sortKey: 'certificateNumber',
        fit: true,
        width: '7rem',
      },
      {
        heading: (t, ctx) => t('results.certifiedBookPage', { book: ctx.bookLabel }),
        cell: (r) => twoLines(cert(r).certifiedDate, cert(r).displayBookAndPage),
        sortKey: 'certifiedDate',
        fit: true,
        width: DATE_COLUMN,
      },
      {
        heading: (t) => t('results.cancelledBy'),
        cell: (r) =>
          cert(r)
            .cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber)
            .join(', '),
      },
    ],
    searchText: (r, ctx) => [
      cert(r).status,
      cert(r).certificateNumber,
      ctx.fileNumbers ? cert(r).fileNumber : '',
      cert(r).certifiedDate,
      cert(r).displayBookAndPage,
      ...cert(r).cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber),
    ],
    sortValue: (r, key) =>
      key === 'certifiedDate'
        ? dateValue(cert(r).certifiedDate)
        : key === 'book'
          ? cert(r).displayBookAndPage
          : cert(r).certificateNumber,
    record: (r) => ({
      docId: cert(r).id,
      title: cert(r).certificateNumber,
      sourcedDocKey: cert(r).sourcedDocKey,
      imageAllowed: cert(r).imageAllowed,
      legals: null,
    }),
    Detail: TorrensDetailView as DetailView,
    certificate: true,
  },
  tractBooks: {
    rowId: (r) => tract(r).id,
    title: (r) => `${tract(r).instrument} ${tract(r).tractBookId}`,
    columns: [
      {
        heading: (t) => t('results.tractBookId'),
        cell: (r) => tract(r).tractBookId,
        sortKey: 'tractBookId',
        fit: true,
        width: '6rem',
      },
      {
        heading: (t) => t('results.recordedInstrument'),
        cell: (r) => twoLines(tract(r).recordedDate, tract(r).instrument),
        sortKey: 'recordedDate',
        width: '18%',
      },
      {
        heading: (t) => t('results.grantorsGrantees'),
        cell: (r) => twoLines(tract(r).grantor, tract(r).grantee),
        width: '28%',
      },
      {
        heading: (t) => t('results.legals'),
        cell: (r, t) => (
          <span className={classes.line}>
            {tract(r).firstLegalDescription}
            {more(tract(r).legalDescriptionCount, t)}
          </span>
        ),
      },
    ],
    searchText: (r) => [
      tract(r).tractBookId,
      tract(r).recordedDate,
      tract(r).instrument,
      tract(r).grantor,
      tract(r).grantee,
      tract(r).firstLegalDescription,
    ],
    sortValue: (r, key) =>
      key === 'recordedDate' ? dateValue(tract(r).recordedDate) : tract(r).tractBookId,
    record: (r) => ({
      docId: tract(r).id,
      title: `${tract(r).instrument} ${tract(r).tractBookId}`,
      sourcedDocKey: tract(r).sourcedDocKey,
      imageAllowed: tract(r).imageAllowed,
      legals: null,
    }),
    Detail: TractBookDetailView as DetailView,
  },
  grantorGranteeBooks: {
    rowId: (r) => book(r).id,
    title: (r) => `${book(r).type} ${book(r).volume}`,
    columns: [
      {
        heading: (t) => t('results.id'),
        cell: (r) => book(r).id,
        sortKey: 'id',
        fit: true,
        width: '5.5rem',
      },
      {
        heading: (t) => t('results.bookType'),
        cell: (r) => book(r).type,
        fit: true,
        width: '7rem',
      },
      {
        heading: (t) => t('results.names'),
        cell: (r, t, ctx) =>
          twoLines(
            partiesCell([{ displayName: book(r).fromName }], 'GRANTORS', t, ctx),
            partiesCell([{ displayName: book(r).toName }], 'GRANTEES', t, ctx),
          ),
        sortKey: 'fromName',
      },
      {
        heading: (t) => t('results.dates'),
        cell: (r) => twoLines(book(r).fromDate, book(r).toDate),
        sortKey: 'fromDate',
        fit: true,
        width: DATE_COLUMN,
      },
    ],
    searchText: (r) => [
      book(r).id,
      book(r).type,
      book(r).volume,
      book(r).fromName,
      book(r).toName,
      book(r).fromDate,
      book(r).toDate,
    ],
    sortValue: (r, key) =>
      key === 'fromName'
        ? book(r).fromName
        : key === 'fromDate'
          ? dateValue(book(r).fromDate)
          : book(r).id,
    record: (r) => ({
      docId: book(r).id,
      title: `${book(r).type} ${book(r).volume}`,
      sourcedDocKey: book(r).sourcedDocKey,
      imageAllowed: book(r).imageAllowed,
      legals: null,
    }),
    Detail: GrantorGranteeBookDetailView as DetailView,
  },
};

/** The rows in the order of a sort key (numbers as numbers, text without regard to case). */
export function sortRows(
  rows: readonly ResultRow[],
  screen: ResultScreen,
  sortKey: string,
  direction: 'ASC' | 'DESC',
): ResultRow[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = screen.sortValue(a, sortKey);
    const y = screen.sortValue(b, sortKey);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'en', { sensitivity: 'base', numeric: true });
    return sign * order;
  });
}

/** The words of a Search within results text, normalized as rows are (case and accents do not matter). */
export const filterWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** The loaded rows whose texts hold every word (Search within results; the browser's rows only). */
export function filterRows(
  rows: readonly ResultRow[],
  screen: ResultScreen,
  ctx: ColumnContext,
  words: readonly string[],
): ResultRow[] {
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = filterWords(
      screen
        .searchText(row, ctx)
        .filter((v) => v !== null && v !== undefined)
        .join(' '),
    ).join(' ');
    return words.every((word) => text.includes(word));
  });
}
