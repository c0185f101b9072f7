import type { SourcedDocKey } from '@lrp/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { RecordKind } from '../../db/imaging-schema';
import {
  grantorGranteeBooks,
  torrensCertificates,
  tractBookEntries,
  tractBookLegals,
} from '../../db/schema';
import { bookAndPage, loadDocumentRows } from '../search/document-rows';

/*
 * The record an image request names, resolved on the server from the key the results gave: its kind
 * (docKeyType) and its id (docKeyNumber). The browser never names the document whose pages it gets: certificate
 * 7, tract-book entry 7 and document 7 are three records, each with its own pages. The image key type (what the
 * account's document-type settings are keyed by) is the server's too: a document's type, TORRENS for a
 * certificate, ABSTRACT for the historical books.
 */

export type RecordRef = { kind: RecordKind; id: number };

/** What drawing, pricing and naming a record's pages need; null when there is no such record. */
export type ImageRecord = {
  ref: RecordRef;
  /** The account document-type key (accountDocTypes.documentType) and the rates' document type. */
  imageKeyType: string;
  /** The rates' instrument code ('' for records that are not documents). */
  instrumentCode: string;
  displayNumber: string;
  pageCount: number;
  imageAllowed: boolean;
  judicialProtection: boolean;
  /** 'Mortgage 9000002', 'Torrens Certificate 1234': how the dialogs and the PDF name the record. */
  title: string;
  /** What the page images show. */
  drawing: {
    numberLabel: string;
    heading: string;
    subheading: string;
    dateTime: string;
    bookAndPage: string;
    partyLabels: readonly [string, string];
    parties: readonly [string[], string[]];
    legals: string[];
  };
};

/** The key's record reference; null for a key that names no record (a number that is not an id). */
export function recordRefOf(
  key: Pick<SourcedDocKey, 'docKeyType' | 'docKeyNumber'>,
): RecordRef | null {
  if (!/^[1-9][0-9]{0,9}$/.test(key.docKeyNumber)) return null;
  const id = Number(key.docKeyNumber);
  return id <= 2147483647 ? { kind: key.docKeyType, id } : null;
}

const LOADERS: Record<RecordKind, (db: DbOrTx, id: number) => Promise<ImageRecord | null>> = {
  DOCUMENT: loadDocument,
  TORRENS_CERTIFICATE: loadCertificate,
  TRACT_BOOK: loadTractBookEntry,
  GRANTOR_GRANTEE_BOOK: loadGrantorGranteeBook,
};

export function loadImageRecord(db: DbOrTx, ref: RecordRef): Promise<ImageRecord | null> {
  return LOADERS[ref.kind](db, ref.id);
}

async function loadDocument(db: DbOrTx, id: number): Promise<ImageRecord | null> {
  const [row] = await loadDocumentRows(db, [id]);
  if (!row) return null;
  return {
    ref: { kind: 'DOCUMENT', id: row.docId },
    imageKeyType: row.documentType,
    instrumentCode: row.instrumentCode,
    displayNumber: row.displayDocNumber,
    pageCount: row.pageCount,
    imageAllowed: row.imageAllowed,
    judicialProtection: row.judicialProtection,
    title: `${row.instrumentDescription} ${row.displayDocNumber}`,
    drawing: {
      numberLabel: 'DOC NO.',
      heading: row.instrumentDescription,
      subheading: row.documentType,
      dateTime: row.recordedDateTime,
      bookAndPage: row.displayBookAndPage,
      partyLabels: ['GRANTOR:', 'GRANTEE:'],
      parties: [
        row.grantorSearchResults.map((p) => p.displayName),
        row.granteeSearchResults.map((p) => p.displayName),
      ],
      legals: row.legalSearchResults.map((l) => l.description),
    },
  };
}

/** 'YYYY-MM-DD' as MM/DD/YYYY, the portal's date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function loadCertificate(db: DbOrTx, id: number): Promise<ImageRecord | null> {
  const [c] = await db.select().from(torrensCertificates).where(eq(torrensCertificates.id, id));
  if (!c) return null;
  return {
    ref: { kind: 'TORRENS_CERTIFICATE', id: c.id },
    imageKeyType: 'TORRENS',
    instrumentCode: '',
    displayNumber: c.certificateNumber,
    pageCount: c.pageCount,
    imageAllowed: c.imageAllowed,
    judicialProtection: false,
    title: `Torrens Certificate ${c.certificateNumber}`,
    drawing: {
      numberLabel: 'CERT NO.',
      heading: 'Certificate of Title',
      subheading: 'Torrens',
      dateTime: usDate(c.certifiedDate),
      bookAndPage: bookAndPage(c.book, c.page),
      partyLabels: ['OWNER:', 'FILE NO.:'],
      parties: [c.owners.map((o) => o.displayName), c.fileNumber ? [c.fileNumber] : []],
      legals: c.legalText ? [c.legalText] : [],
    },
  };
}

async function loadTractBookEntry(db: DbOrTx, id: number): Promise<ImageRecord | null> {
  const [e] = await db.select().from(tractBookEntries).where(eq(tractBookEntries.id, id));
  if (!e) return null;
  const legals = await db
    .select({ description: tractBookLegals.description })
    .from(tractBookLegals)
    .where(eq(tractBookLegals.entryId, id))
    .orderBy(asc(tractBookLegals.position));
  return {
    ref: { kind: 'TRACT_BOOK', id: e.id },
    imageKeyType: 'ABSTRACT',
    instrumentCode: '',
    displayNumber: e.tractBookId,
    pageCount: e.pageCount,
    imageAllowed: e.imageAllowed,
    judicialProtection: false,
    title: `Tract Book ${e.tractBookId}`,
    drawing: {
      numberLabel: 'TRACT BOOK',
      heading: e.instrument,
      subheading: 'Tract Book',
      dateTime: usDate(e.recordedDate),
      bookAndPage: bookAndPage(e.book, e.page),
      partyLabels: ['GRANTOR:', 'GRANTEE:'],
      parties: [[e.grantor], [e.grantee]],
      legals: legals.map((l) => l.description),
    },
  };
}

async function loadGrantorGranteeBook(db: DbOrTx, id: number): Promise<ImageRecord | null> {
  const [g] = await db.select().from(grantorGranteeBooks).where(eq(grantorGranteeBooks.id, id));
  if (!g) return null;
  const index = g.bookType === 'GRANTOR' ? 'Grantor' : 'Grantee';
  return {
    ref: { kind: 'GRANTOR_GRANTEE_BOOK', id: g.id },
    imageKeyType: 'ABSTRACT',
    instrumentCode: '',
    displayNumber: g.volume,
    pageCount: g.pageCount,
    imageAllowed: g.imageAllowed,
    judicialProtection: false,
    title: `${index} Book ${g.volume}`,
    drawing: {
      numberLabel: 'VOLUME',
      heading: `${index} Index`,
      subheading: `${usDate(g.fromDate)} - ${usDate(g.toDate)}`,
      dateTime: usDate(g.fromDate),
      bookAndPage: '',
      partyLabels: ['FROM:', 'TO:'],
      parties: [[g.fromName], [g.toName]],
      legals: [],
    },
  };
}
