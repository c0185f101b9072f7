import type { RecordingDocument } from '@lrp/contract';
import { describeMetes } from '../../db/seed/records/county-map';
import { DISPLAY_PREFIX, INSTRUMENT_GROUPS } from '../../db/seed/records/documents';
import {
  documentAddresses,
  documentParcels,
  documentParties,
  documents,
  legalDescriptions,
  referenceDocuments,
} from '../../db/schema';
import { normalizeName, normalizeParcelId } from '../../lib/normalize';

/*
 * One imported recording as the rows of the records tables: the same columns the records loader writes
 * (db/seed/records/documents.ts), with the same normalized names, parcel ids and streets, so an imported document
 * is found by every search exactly as a loaded one is.
 */

export type Plat = { id: number; name: string };

export type DocumentRow = typeof documents.$inferInsert;

/** The documents row (the id comes from the database). */
export function documentRow(d: RecordingDocument): DocumentRow {
  return {
    documentType: d.documentType,
    docNumber: d.docNumber,
    displayDocNumber: `${DISPLAY_PREFIX[d.documentType]}${d.docNumber}`,
    instrumentCode: d.instrumentCode.toUpperCase(),
    instrumentGroup: instrumentGroup(d.instrumentCode),
    recordedAt: d.recordedAt.length === 16 ? `${d.recordedAt}:00` : d.recordedAt,
    instrumentDate: d.instrumentDate ?? null,
    book: d.book || null,
    page: d.page || null,
    bookType: d.bookType || null,
    mortgageAmount: d.mortgageAmount == null ? null : d.mortgageAmount.toFixed(2),
    salePrice: d.salePrice == null ? null : d.salePrice.toFixed(2),
    // New recordings are indexed, not yet verified by the county's second look.
    verified: false,
    imageAllowed: d.imageAllowed ?? true,
    pageCount: d.pageCount,
    judicialProtection: d.judicialProtection ?? false,
    additionalInfo: d.additionalInfo ?? [],
    displayOnly: [],
  };
}

/** The instrument's group (deeds, mortgages, liens...): what the searches' document groups select by. */
export function instrumentGroup(code: string): string {
  return INSTRUMENT_GROUPS[code.toUpperCase()] ?? 'MISC';
}

const displayName = (p: RecordingDocument['grantors'][number]) =>
  p.business || !p.firstName
    ? p.lastName
    : `${p.lastName}, ${p.firstName}${p.middleInitial ? ` ${p.middleInitial}` : ''}`;

/** The parties, grantors first, each with the document's columns the name search reads beside the name. */
export function partyRows(
  d: RecordingDocument,
  doc: { id: number; row: DocumentRow },
): (typeof documentParties.$inferInsert)[] {
  const rows = (people: RecordingDocument['grantors'], isGrantor: boolean) =>
    people.map((p, i) => ({
      docId: doc.id,
      isGrantor,
      position: i + 1,
      displayName: displayName(p),
      lastName: p.lastName,
      firstName: p.business ? '' : (p.firstName ?? ''),
      middleInitial: p.business ? '' : (p.middleInitial ?? ''),
      business: p.business ?? false,
      lastNorm: normalizeName(p.lastName),
      firstNorm: p.business ? '' : normalizeName(p.firstName ?? ''),
      docNumber: doc.row.docNumber,
      recordedAt: doc.row.recordedAt,
      documentType: doc.row.documentType,
      instrumentGroup: doc.row.instrumentGroup,
      judicialProtection: doc.row.judicialProtection ?? false,
    }));
  return [...rows(d.grantors, true), ...rows(d.grantees, false)];
}

type Legal = NonNullable<RecordingDocument['legals']>[number];

/** The description a legal is shown and searched by: as recorded, else written from its fields. */
export function legalDescription(l: Legal, plat: Plat | null): string {
  if (l.description) return l.description;
  if (l.legalType === 'MB')
    return describeMetes(
      {
        qqqq: l.qqqq ?? null,
        qqq: l.qqq ?? null,
        qq: l.qq ?? null,
        q: l.q ?? null,
        section: l.section ?? null,
        township: l.township ?? null,
        range: l.range ?? null,
      },
      '',
    );
  const name = plat?.name ?? '';
  if (l.legalType === 'CONDO')
    return [
      l.unit && `Unit ${l.unit}`,
      l.building && `Building ${l.building}`,
      l.garage && `Garage ${l.garage}`,
      name,
    ]
      .filter(Boolean)
      .join(', ');
  return [
    l.lot && `Lot ${l.lot}${l.sublot ? ` Sublot ${l.sublot}` : ''}`,
    l.block && `Block ${l.block}`,
    name,
  ]
    .filter(Boolean)
    .join(', ');
}

export function legalRows(
  d: RecordingDocument,
  docId: number,
  plats: Map<string, Plat>,
): (typeof legalDescriptions.$inferInsert)[] {
  return (d.legals ?? []).map((l, i) => {
    const plat = l.plat ? (plats.get(l.plat) ?? null) : null;
    return {
      docId,
      position: i + 1,
      legalType: l.legalType,
      platId: plat?.id ?? null,
      lot: l.lot || null,
      block: l.block || null,
      sublot: l.sublot || null,
      building: l.building || null,
      unit: l.unit || null,
      garage: l.garage || null,
      section: l.section ?? null,
      township: l.township ?? null,
      range: l.range ?? null,
      qqqq: l.qqqq ?? null,
      qqq: l.qqq ?? null,
      qq: l.qq ?? null,
      q: l.q ?? null,
      description: legalDescription(l, plat),
      comment: l.comment ?? '',
    };
  });
}

export function parcelRows(
  d: RecordingDocument,
  docId: number,
): (typeof documentParcels.$inferInsert)[] {
  return (d.parcels ?? []).map((parcelId, i) => ({
    docId,
    position: i + 1,
    parcelId,
    parcelNorm: normalizeParcelId(parcelId),
  }));
}

export function addressRows(
  d: RecordingDocument,
  docId: number,
): (typeof documentAddresses.$inferInsert)[] {
  return (d.addresses ?? []).map((a, i) => ({
    docId,
    position: i + 1,
    houseNumber: a.houseNumber,
    streetName: a.streetName,
    streetNorm: normalizeName(a.streetName),
    city: a.city,
    cityNorm: normalizeName(a.city),
    zip: a.zip ?? '',
  }));
}

/** A referenced document as the references table keeps it; completed from the document when it is on file. */
export type ReferencedDocument = {
  id: number;
  documentType: string;
  docNumber: number;
  displayDocNumber: string;
  instrumentCode: string;
  book: string | null;
  page: string | null;
  recordedAt: string;
};

export function referenceRows(
  d: RecordingDocument,
  docId: number,
  onFile: Map<string, ReferencedDocument>,
): (typeof referenceDocuments.$inferInsert)[] {
  return (d.references ?? []).map((r, i) => {
    const type = r.documentType ?? 'ABSTRACT';
    const found = onFile.get(documentKey(type, r.docNumber));
    return {
      docId,
      position: i + 1,
      refDocId: found?.id ?? null,
      refDocumentType: type,
      refDocNumber: r.docNumber,
      refDisplayDocNumber: found?.displayDocNumber ?? `${DISPLAY_PREFIX[type]}${r.docNumber}`,
      refInstrumentCode: found?.instrumentCode ?? '',
      refBook: found?.book ?? null,
      refPage: found?.page ?? null,
      refRecordedAt: found?.recordedAt ?? null,
    };
  });
}

/** A document's key: its type and number (what makes a second import of it a correction). */
export const documentKey = (type: string, docNumber: number) => `${type}:${docNumber}`;
