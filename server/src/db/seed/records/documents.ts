import { normalizeName } from '../../../lib/normalize';
import { COUNTY_STARTER_LISTS } from '../reference-data';
import { dayOf, formatUs, isoDate, isoDateTime } from './calendar';
import { villageNorm, type LegalTemplate, type Parcel } from './county-map';
import type { Person } from './names';
import type { RowSink } from './sink';

/*
 * Writing one document and everything that hangs off it (parties, legals, parcels, addresses, references), and
 * the Torrens certificates. Shared by the generated documents and the fixture documents, so both look alike.
 */

// prettier-ignore
export const INSTRUMENT_GROUPS: Record<string, string> = {
  WD: 'DEED', QCD: 'DEED', CD: 'DEED', PR: 'DEED', TD: 'DEED', SHD: 'DEED',
  MTG: 'MORT', ASG: 'MORT', SAT: 'MORT',
  FTL: 'LIEN', STL: 'LIEN', JDG: 'LIEN', LIS: 'LIEN', MECH: 'LIEN',
  PLAT: 'PLAT', CSR: 'PLAT',
  AFF: 'MISC', AGR: 'MISC', DC: 'MISC', EAS: 'MISC', POA: 'MISC', REL: 'MISC',
};
export const INSTRUMENT_DESCRIPTIONS = Object.fromEntries(COUNTY_STARTER_LISTS.instrumentCodes);

export type DocumentType = 'ABSTRACT' | 'TORRENS' | 'LIEN';
/** Books and pages were kept until the county went to document numbers only. */
export const BOOKS_END = dayOf(1995, 1, 1);
/** Parcel IDs appear on documents from this day, street addresses from the next. */
export const PARCEL_IDS_FROM = dayOf(1985, 1, 1);
export const ADDRESSES_FROM = dayOf(1995, 1, 1);

export type DocumentInfo = {
  docId: number;
  documentType: DocumentType;
  docNumber: number;
  displayDocNumber: string;
  instrumentCode: string;
  book: string | null;
  page: string | null;
  recordedAt: string;
};

export type LegalInput = { template: LegalTemplate; parcel: Parcel | null };

export type DocumentInput = {
  documentType: DocumentType;
  instrumentCode: string;
  day: number;
  minutes: number;
  grantors: Person[];
  grantees: Person[];
  legals: LegalInput[];
  references?: DocumentInfo[];
  mortgageAmount?: number | null;
  salePrice?: number | null;
  pageCount: number;
  judicialProtection?: boolean;
  imageAllowed?: boolean;
  additionalInfo?: string[];
  displayOnly?: { label: string; value: string }[];
  /** Fixture documents give their own number and book; generated ones take the next of their series. */
  docNumber?: number;
  book?: { bookType: string; book: string; page: string } | null;
};

export type CertificateRow = {
  id: number;
  certificateNumber: string;
  fileNumber: string;
  status: 'C' | 'X' | 'P';
  certifiedDay: number;
  book: string | null;
  page: string | null;
  legalText: string;
  recitalText: string;
  owners: Person[];
  pageCount: number;
  /** Memorials not yet written (the certificate is written when it is cancelled, or at the end). */
  memorials: { docId: number; text: string }[];
  /** The certificates this one cancelled, written with it (their rows come first). */
  cancels: number[];
};

export const DISPLAY_PREFIX: Record<DocumentType, string> = {
  ABSTRACT: '',
  TORRENS: 'T',
  LIEN: 'L',
};
/** $1,234.50 (toLocaleString is slow enough to matter a million times over). */
export function money(n: number): string {
  const [whole, cents] = n.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export class DocumentWriter {
  private nextId = 1;
  private readonly numbers: Record<DocumentType, number> = {
    ABSTRACT: 250_000,
    TORRENS: 20_000,
    LIEN: 100,
  };
  private readonly books = new Map<string, { book: number; page: number }>([
    ['D', { book: 150, page: 1 }],
    ['M', { book: 200, page: 1 }],
    ['MISC', { book: 50, page: 1 }],
    ['T', { book: 20, page: 1 }],
  ]);
  /**
   * Certificates still current: the only ones kept in memory. A cancelled certificate is written at once with its
   * memorials, so that memory stays bounded by the county's parcels, not by its documents.
   */
  private readonly current = new Set<CertificateRow>();
  private certificateCount = 0;
  private nextCertificateNumber = 10_001;
  /**
   * Numbers the fixtures chose (written before the generated records): a large county's series reach them (ten
   * million documents number Torrens documents past 900,000 and certificates past 90,000), and skip them.
   */
  private readonly reserved: Record<DocumentType, Set<number>> = {
    ABSTRACT: new Set(),
    TORRENS: new Set(),
    LIEN: new Set(),
  };
  private readonly reservedCertificates = new Set<number>();

  constructor(private readonly sink: RowSink) {}

  get documentCount(): number {
    return this.nextId - 1;
  }

  /** The next number of a series (also used for release documents that are not in the portal). */
  takeNumber(type: DocumentType): number {
    do this.numbers[type] += 1;
    while (this.reserved[type].has(this.numbers[type]));
    return this.numbers[type];
  }

  display(type: DocumentType, n: number): string {
    return `${DISPLAY_PREFIX[type]}${n}`;
  }

  private bookFor(input: DocumentInput): { bookType: string; book: string; page: string } | null {
    if (input.book !== undefined) return input.book;
    if (input.day >= BOOKS_END) return null;
    const group = INSTRUMENT_GROUPS[input.instrumentCode];
    const bookType =
      input.documentType === 'TORRENS'
        ? 'T'
        : group === 'DEED'
          ? 'D'
          : group === 'MORT'
            ? 'M'
            : 'MISC';
    const at = this.books.get(bookType)!;
    if (at.page + input.pageCount > 600) {
      at.book += 1;
      at.page = 1;
    }
    const placed = { bookType, book: String(at.book), page: String(at.page) };
    at.page += input.pageCount;
    return placed;
  }

  write(input: DocumentInput): DocumentInfo {
    const docId = this.nextId;
    this.nextId += 1;
    if (input.docNumber !== undefined) this.reserved[input.documentType].add(input.docNumber);
    const docNumber = input.docNumber ?? this.takeNumber(input.documentType);
    const displayDocNumber = this.display(input.documentType, docNumber);
    const recordedAt = isoDateTime(input.day, input.minutes);
    const group = INSTRUMENT_GROUPS[input.instrumentCode];
    const book = this.bookFor(input);
    const protectedDoc = input.judicialProtection ?? false;
    const parcels =
      input.day >= PARCEL_IDS_FROM
        ? input.legals.map((l) => l.parcel).filter((p): p is Parcel => p !== null)
        : [];

    // prettier-ignore
    this.sink.add('documents', [
      docId, input.documentType, docNumber, displayDocNumber, input.instrumentCode, group, recordedAt,
      isoDate(input.day - (input.day % 9)), book?.book ?? null, book?.page ?? null,
      book?.bookType ?? null, input.mortgageAmount ?? null, input.salePrice ?? null, input.day <= dayOf(2025, 11, 28),
      input.imageAllowed ?? true, input.pageCount, protectedDoc, input.additionalInfo ?? [], input.displayOnly ?? [],
    ]);
    const party = (person: Person, isGrantor: boolean, position: number) =>
      // prettier-ignore
      this.sink.add('document_parties', [
        docId, isGrantor, position, person.displayName, person.lastName, person.firstName, person.middleInitial, person.business,
        normalizeName(person.lastName), normalizeName(person.firstName), docNumber, recordedAt, input.documentType, group, protectedDoc,
      ]);
    input.grantors.forEach((p, i) => party(p, true, i + 1));
    input.grantees.forEach((p, i) => party(p, false, i + 1));

    input.legals.forEach(({ template: l, parcel }, i) => {
      const comment = parcel && parcels.includes(parcel) ? `Parcel ID: ${parcel.parcelId}` : '';
      // prettier-ignore
      this.sink.add('legal_descriptions', [
        docId, i + 1, l.legalType, l.platId, l.lot, l.block, l.sublot, l.otherLotType, l.otherLot, l.building, l.unit, l.garage,
        l.section, l.township, l.range, l.qqqq, l.qqq, l.qq, l.q, l.base, l.meridian, l.municipality, l.island, l.village,
        villageNorm(l.village), l.description, comment,
      ]);
    });
    parcels.forEach((p, i) =>
      this.sink.add('document_parcels', [docId, i + 1, p.parcelId, p.parcelNorm]),
    );
    if (input.day >= ADDRESSES_FROM) {
      parcels
        .filter((p) => p.address)
        .forEach((p, i) => {
          const a = p.address!;
          // prettier-ignore
          this.sink.add('document_addresses', [docId, i + 1, a.houseNumber, a.streetName, normalizeName(a.streetName), a.city, normalizeName(a.city), a.zip]);
        });
    }
    (input.references ?? []).forEach((r, i) =>
      // prettier-ignore
      this.sink.add('reference_documents', [docId, i + 1, r.docId, r.documentType, r.docNumber, r.displayDocNumber, r.instrumentCode, r.book, r.page, r.recordedAt]),
    );
    return {
      docId,
      documentType: input.documentType,
      docNumber,
      displayDocNumber,
      instrumentCode: input.instrumentCode,
      book: book?.book ?? null,
      page: book?.page ?? null,
      recordedAt,
    };
  }

  /** Issues a certificate of title (kept in memory: a later transfer cancels it). */
  issueCertificate(input: {
    day: number;
    owners: Person[];
    legalText: string;
    recitalText: string;
    certificateNumber?: number;
  }): CertificateRow {
    const id = ++this.certificateCount;
    if (input.certificateNumber !== undefined)
      this.reservedCertificates.add(input.certificateNumber);
    let n = input.certificateNumber ?? this.nextCertificateNumber++;
    while (input.certificateNumber === undefined && this.reservedCertificates.has(n))
      n = this.nextCertificateNumber++;
    const row: CertificateRow = {
      id,
      certificateNumber: String(n),
      fileNumber: String(40_000 + id),
      status: 'C',
      certifiedDay: input.day,
      book: input.day < BOOKS_END ? String(100 + Math.floor(id / 300)) : null,
      page: input.day < BOOKS_END ? String((id % 300) + 1) : null,
      legalText: input.legalText,
      recitalText: input.recitalText,
      owners: input.owners,
      pageCount: 1 + (id % 3),
      memorials: [],
      cancels: [],
    };
    this.current.add(row);
    return row;
  }

  /** `by` cancels `old` (a transfer's new certificate; a split's part cancels the same one again). */
  cancel(old: CertificateRow, by: CertificateRow): void {
    if (this.current.has(old)) {
      old.status = 'X';
      this.finish(old);
    }
    by.cancels.push(old.id);
  }

  memorialize(certificate: CertificateRow, doc: DocumentInfo, input: DocumentInput): void {
    const amount = input.mortgageAmount ? `, ${money(input.mortgageAmount)}` : '';
    const from = input.grantors[0]?.displayName ?? '';
    const to = input.grantees[0] ? ` to ${input.grantees[0].displayName}` : '';
    certificate.memorials.push({
      docId: doc.docId,
      text: `${INSTRUMENT_DESCRIPTIONS[input.instrumentCode]} from ${from}${to}${amount}, dated ${formatUs(input.day)}, Doc. No. ${doc.displayDocNumber}`,
    });
  }

  /** Writes a certificate's row, the cancellations it made and its memorials: it will not change again. */
  finish(c: CertificateRow): void {
    this.current.delete(c);
    // prettier-ignore
    this.sink.add('torrens_certificates', [
      c.id, c.certificateNumber, Number(c.certificateNumber), c.fileNumber, c.status, isoDate(c.certifiedDay), c.book, c.page,
      c.legalText, c.recitalText, c.owners, true, c.pageCount,
    ]);
    for (const cancelled of c.cancels) this.sink.add('torrens_cancellations', [cancelled, c.id]);
    c.memorials.forEach((m, i) =>
      this.sink.add('torrens_memorials', [c.id, i + 1, m.docId, m.text]),
    );
    c.cancels = [];
    c.memorials = [];
  }

  /** Writes the certificates still current (after every document). */
  writeTorrens(): void {
    for (const c of [...this.current]) this.finish(c);
  }
}
