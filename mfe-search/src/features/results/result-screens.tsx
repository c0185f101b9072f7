import { Badge, Stack, Text } from '@lrp/shared';
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
import type { ResultRow } from './results-store';
import type { useSequence } from './use-sequence';

type T = (key: string, values?: Record<string, unknown>) => string;
type Column = {
  heading: (t: T, bookLabel: string) => string;
  cell: (row: ResultRow, t: T) => ReactNode;
};
export type DetailView = ComponentType<{ detail: never; sequence: ReturnType<typeof useSequence> }>;

/** How one kind of result screen shows and orders its rows, and its detail panel (spec 2 §2). */
export type ResultScreen = {
  rowId: (row: ResultRow) => number;
  /** The record's title as the results show it ("Warranty Deed 2024-000123"). */
  title: (row: ResultRow) => string;
  columns: Column[];
  /** A row's value for a sort key (the browser sorts the checked rows while filtered). */
  sortValue: (row: ResultRow, sortKey: string) => string | number;
  /** What the Image / Map / Tax buttons need of a record. */
  record: (row: ResultRow, detail: unknown) => NonNullable<ButtonRecord>;
  Detail: DetailView;
  /** Torrens: the image button is Certificate and its alert 'Select a certificate.'. */
  certificate?: boolean;
};

/** Two lines in a cell; the second smaller. */
const twoLines = (first: ReactNode, second: ReactNode) => (
  <Stack gap={0}>
    <Text size="sm">{first}</Text>
    <Text size="xs" c="dimmed">
      {second}
    </Text>
  </Stack>
);
const more = (count: number, t: T) =>
  count > 1 ? (
    <Badge size="xs" variant="light" ml={4}>
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
        cell: (r) => twoLines(doc(r).instrumentDescription, doc(r).displayDocNumber),
      },
      {
        heading: (t, bookLabel) => t('results.recordedBookPage', { book: bookLabel }),
        cell: (r) => twoLines(doc(r).recordedDate, doc(r).displayBookAndPage),
      },
      {
        heading: (t) => t('results.grantorsGrantees'),
        cell: (r, t) => {
          const { grantorSearchResults: g, granteeSearchResults: e } = doc(r);
          return twoLines(
            <>
              {g[0]?.displayName ?? ''}
              {more(g.length, t)}
            </>,
            <>
              {e[0]?.displayName ?? ''}
              {more(e.length, t)}
            </>,
          );
        },
      },
      {
        heading: (t) => t('results.legals'),
        cell: (r, t) => (
          <Text size="sm">
            {doc(r).legalSearchResults[0]?.description ?? ''}
            {more(doc(r).legalSearchResults.length, t)}
          </Text>
        ),
      },
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
      },
      {
        heading: (t) => t('results.recordedLienDate'),
        cell: (r) => twoLines(lien(r).recordedDate, lien(r).lienDate),
      },
      {
        heading: (t) => t('results.lienTaxpayer'),
        cell: (r, t) =>
          twoLines(
            lien(r).lienNumber,
            <>
              {lien(r).taxpayerSearchResults[0]?.name ?? ''}
              {more(lien(r).taxpayerSearchResults.length, t)}
            </>,
          ),
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
      },
      {
        heading: (t) => t('results.certificateFile'),
        cell: (r) => twoLines(cert(r).certificateNumber, cert(r).fileNumber),
      },
      {
        heading: (t, bookLabel) => t('results.certifiedBookPage', { book: bookLabel }),
        cell: (r) => twoLines(cert(r).certifiedDate, cert(r).displayBookAndPage),
      },
      {
        heading: (t) => t('results.cancelledBy'),
        cell: (r) =>
          cert(r)
            .cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber)
            .join(', '),
      },
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
      { heading: (t) => t('results.tractBookId'), cell: (r) => tract(r).tractBookId },
      {
        heading: (t) => t('results.recordedInstrument'),
        cell: (r) => twoLines(tract(r).recordedDate, tract(r).instrument),
      },
      {
        heading: (t) => t('results.grantorsGrantees'),
        cell: (r) => twoLines(tract(r).grantor, tract(r).grantee),
      },
      {
        heading: (t) => t('results.legals'),
        cell: (r, t) => (
          <Text size="sm">
            {tract(r).firstLegalDescription}
            {more(tract(r).legalDescriptionCount, t)}
          </Text>
        ),
      },
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
      { heading: (t) => t('results.id'), cell: (r) => book(r).id },
      { heading: (t) => t('results.bookType'), cell: (r) => book(r).type },
      {
        heading: (t) => t('results.names'),
        cell: (r) => twoLines(book(r).fromName, book(r).toName),
      },
      {
        heading: (t) => t('results.dates'),
        cell: (r) => twoLines(book(r).fromDate, book(r).toDate),
      },
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
