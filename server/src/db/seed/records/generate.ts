import { normalizeName } from '../../../lib/normalize';
import { dayOf, formatUs, isoDate, RecordingCalendar, yearOf } from './calendar';
import {
  lotAndBlock,
  lotKey,
  makeParcels,
  makePlats,
  metesAndBounds,
  platLegal,
  type Parcel,
  type Plat,
} from './county-map';
import {
  BOOKS_END,
  DocumentWriter,
  money,
  type CertificateRow,
  type DocumentInfo,
  type DocumentInput,
  type DocumentType,
} from './documents';
import { business, company, lender, owners, person, publicBody, type Person } from './names';
import { Random, WeightedPicker } from './random';
import type { RowSink } from './sink';

/*
 * The generated county: `documents` recordings spread over 1950-2025 in time order (more each decade, with the
 * refinancing booms), each about a parcel whose owners, mortgage and Torrens certificate it carries forward, so
 * deeds chain, satisfactions refer to their mortgages and certificates are cancelled by the next transfer.
 */

export const RECORDS_BEGIN = dayOf(1950, 1, 3);
export const RECORDS_END = dayOf(2025, 12, 5);
const TAX_LIENS_FROM = dayOf(1995, 1, 3);
const UPPER_CASE_UNTIL = dayOf(1990, 1, 1);

type ParcelState = {
  owners: Person[];
  mortgage: { doc: DocumentInfo; lender: Person } | null;
  encumbrance: DocumentInfo | null;
  certificate: CertificateRow | null;
};

// prettier-ignore
const PARCEL_INSTRUMENTS = new WeightedPicker(
  ['WD', 'QCD', 'CD', 'PR', 'TD', 'SHD', 'MTG', 'SAT', 'ASG', 'EAS', 'AFF', 'AGR', 'LIS', 'MECH', 'REL', 'CSR'],
  [15, 5, 2, 1.5, 1, 0.7, 26, 17, 7, 3, 5, 3, 1, 1, 2, 0.5],
);
const TRANSFERS = new Set(['WD', 'QCD', 'CD', 'PR', 'TD', 'SHD']);
// prettier-ignore
const PAGE_COUNTS: Record<string, [number, number]> = {
  WD: [1, 3], QCD: [1, 2], CD: [3, 8], PR: [2, 4], TD: [2, 3], SHD: [2, 4], MTG: [3, 30], SAT: [1, 2], ASG: [1, 3],
  EAS: [2, 6], AFF: [1, 3], AGR: [2, 10], LIS: [1, 3], MECH: [1, 2], REL: [1, 2], CSR: [1, 3], PLAT: [1, 4],
  JDG: [1, 4], POA: [2, 5], DC: [1, 1], FTL: [1, 2], STL: [1, 2],
};
const IRS = 'United States of America, Internal Revenue Service';
const STATE_REVENUE = 'Minnesota Department of Revenue';

/** The median price of a house in a year (the generated sale prices and mortgages scale with it). */
const medianPrice = (year: number) => 9000 * 1.048 ** (year - 1950);

export type GeneratedCounty = { plats: Plat[]; parcels: Parcel[] };

export class CountyGenerator {
  private readonly random: Random;
  private readonly plats: Plat[];
  private readonly parcels: Parcel[];
  private readonly states = new Map<number, ParcelState>();
  private lienSequence = 0;
  private readonly reservedLots: ReadonlySet<string>;

  constructor(
    private readonly sink: RowSink,
    private readonly writer: DocumentWriter,
    private readonly documents: number,
    options: { seed: string; reservedLots: ReadonlySet<string>; liensBefore: number },
  ) {
    this.random = new Random(`${options.seed}:${documents}`);
    this.lienSequence = options.liensBefore;
    this.reservedLots = options.reservedLots;
    const platCount = Math.max(30, Math.round((documents * 0.55) / 7 / 50));
    this.plats = makePlats(this.random, platCount, RECORDS_BEGIN, RECORDS_END);
    this.parcels = makeParcels(
      this.random,
      this.plats,
      Math.max(150, Math.round((documents / 7) * 0.45)),
      RECORDS_BEGIN,
      options.reservedLots,
    );
  }

  get county(): GeneratedCounty {
    return { plats: this.plats, parcels: this.parcels };
  }

  /** The plat with this code (the fixtures' plats are among the named ones). */
  plat(code: string): Plat {
    const plat = this.plats.find((p) => p.code === code);
    if (!plat) throw new Error(`no plat ${code}`);
    return plat;
  }

  private upper(day: number): boolean {
    return day < UPPER_CASE_UNTIL || this.random.chance(0.35);
  }

  private pages(code: string, day: number): number {
    const [min, max] = PAGE_COUNTS[code] ?? [1, 3];
    if (code === 'MTG' && day < dayOf(1990, 1, 1)) return this.random.int(3, 6);
    return this.random.int(min, max);
  }

  private state(parcel: Parcel, day: number): ParcelState {
    let state = this.states.get(parcel.index);
    if (!state) {
      state = {
        owners: owners(this.random, this.upper(day)),
        mortgage: null,
        encumbrance: null,
        certificate: null,
      };
      this.states.set(parcel.index, state);
    }
    return state;
  }

  /** Writes every generated document, then the certificates; loads in batches as it goes. */
  async run(): Promise<void> {
    const calendar = new RecordingCalendar(RECORDS_BEGIN, RECORDS_END);
    const platQueue = this.plats
      .filter((p) => p.docId === null && p.day >= RECORDS_BEGIN)
      .sort((a, b) => a.day - b.day);
    let available = 0;
    for (let i = 0; i < this.documents; i += 1) {
      const { day, minutes } = calendar.at(i, this.documents);
      while (available < this.parcels.length && this.parcels[available].availableFrom <= day)
        available += 1;
      if (platQueue.length && platQueue[0].day <= day)
        this.platDocument(platQueue.shift()!, day, minutes);
      else this.document(day, minutes, available);
      await this.sink.maybeFlush();
    }
    this.writer.writeTorrens();
  }

  private platDocument(plat: Plat, day: number, minutes: number): void {
    const upper = this.upper(day);
    const surveyor = company(this.random, upper);
    const doc = this.writer.write({
      documentType: 'ABSTRACT',
      instrumentCode: 'PLAT',
      day,
      minutes,
      grantors: [surveyor],
      grantees: [],
      legals: [{ template: platLegal(plat), parcel: null }],
      pageCount: this.pages('PLAT', day),
      additionalInfo: [`Plat of ${plat.name}: ${plat.blocks} block(s)`],
    });
    plat.docId = doc.docId;
  }

  private document(day: number, minutes: number, available: number): void {
    const roll = this.random.next();
    if (day >= TAX_LIENS_FROM && roll < 0.022) return this.taxLien(day, minutes);
    if (roll < 0.045) return this.personalDocument('JDG', day, minutes);
    if (roll < 0.06) return this.personalDocument('POA', day, minutes);
    if (roll < 0.07) return this.personalDocument('DC', day, minutes);
    const parcel = this.parcels[this.random.int(0, Math.max(0, available - 1))];
    this.parcelDocument(PARCEL_INSTRUMENTS.pick(this.random), day, minutes, parcel);
  }

  private personalDocument(code: 'JDG' | 'POA' | 'DC', day: number, minutes: number): void {
    const upper = this.upper(day);
    const subject = person(this.random, upper);
    const other =
      code === 'JDG'
        ? this.random.chance(0.5)
          ? company(this.random, upper)
          : lender(this.random, upper)
        : person(this.random, upper);
    this.writer.write({
      documentType: 'ABSTRACT',
      instrumentCode: code,
      day,
      minutes,
      grantors: code === 'JDG' ? [other] : [subject],
      grantees: code === 'DC' ? [] : code === 'JDG' ? [subject] : [other],
      legals: [],
      pageCount: this.pages(code, day),
      judicialProtection: code === 'DC' ? this.random.chance(0.6) : this.random.chance(0.002),
      mortgageAmount: code === 'JDG' ? this.random.amount(6000, 3, 1) : null,
    });
  }

  private parcelDocument(requested: string, day: number, minutes: number, parcel: Parcel): void {
    const state = this.state(parcel, day);
    const upper = this.upper(day);
    let code = requested;
    if ((code === 'SAT' || code === 'ASG') && !state.mortgage) code = 'MTG';
    if (code === 'REL' && !state.encumbrance) code = 'AFF';
    const documentType: DocumentType = parcel.torrens ? 'TORRENS' : 'ABSTRACT';
    const price = medianPrice(yearOf(day));

    let grantors = state.owners;
    let grantees: Person[] = [];
    let references: DocumentInfo[] = [];
    let mortgageAmount: number | null = null;
    let salePrice: number | null = null;
    const additionalInfo: string[] = [];
    const displayOnly: { label: string; value: string }[] = [];

    switch (code) {
      case 'WD':
      case 'QCD':
      case 'CD':
      case 'TD':
        grantees = owners(this.random, upper);
        if (code !== 'QCD' && (day > dayOf(1975, 1, 1) || this.random.chance(0.3))) {
          salePrice = this.random.amount(price, 1.8, 100);
          displayOnly.push({ label: 'Deed Tax', value: money(Math.round(salePrice * 0.33) / 100) });
          if (day >= BOOKS_END) additionalInfo.push(`eCRV ${this.random.int(100_000, 999_999)}`);
        }
        break;
      case 'PR':
        grantors = [
          business(
            `Estate of ${state.owners[0].firstName} ${state.owners[0].lastName}`.trim(),
            upper,
          ),
        ];
        grantees = owners(this.random, upper);
        break;
      case 'SHD':
        grantors = [business('Pine Ridge County Sheriff', upper)];
        grantees = [state.mortgage?.lender ?? lender(this.random, upper)];
        break;
      case 'MTG': {
        const bank = lender(this.random, upper);
        grantees = [bank];
        mortgageAmount = this.random.amount(price * 0.8, 1.6, 100);
        displayOnly.push({
          label: 'Mortgage Registry Tax',
          value: money(Math.round(mortgageAmount * 0.24) / 100),
        });
        if (day >= dayOf(1998, 1, 1) && this.random.chance(0.5))
          additionalInfo.push(
            `MIN 100${this.random.int(1_000_000, 9_999_999)}-${this.random.int(1_000_000_000, 9_999_999_999)}`,
          );
        break;
      }
      case 'SAT':
        grantors = [state.mortgage!.lender];
        grantees = state.owners;
        references = [state.mortgage!.doc];
        break;
      case 'ASG': {
        const next = lender(this.random, upper);
        grantors = [state.mortgage!.lender];
        grantees = [next];
        references = [state.mortgage!.doc];
        break;
      }
      case 'EAS':
        grantees = [publicBody(this.random, upper)];
        break;
      case 'AFF':
        grantees = state.owners.slice(0, 1);
        additionalInfo.push(
          this.random.pick([
            'Affidavit of Continuous Marriage',
            'Affidavit of Survivorship',
            'Affidavit Regarding Seller',
            'Affidavit of Identity',
          ]),
        );
        break;
      case 'AGR':
      case 'LIS':
      case 'MECH':
        grantors =
          code === 'AGR'
            ? state.owners
            : [code === 'LIS' ? lender(this.random, upper) : company(this.random, upper)];
        grantees = code === 'AGR' ? owners(this.random, upper) : state.owners;
        if (code === 'MECH') mortgageAmount = this.random.amount(8000, 2.5, 1);
        break;
      case 'REL':
        grantors = [company(this.random, upper)];
        grantees = state.owners;
        references = [state.encumbrance!];
        break;
      case 'CSR':
        grantees = [];
        break;
    }

    const legals: DocumentInput['legals'] = [{ template: parcel.legal, parcel }];
    if (parcel.legal.legalType === 'LB' && parcel.legal.platId && this.random.chance(0.06)) {
      // The next lot too (never one of the fixtures' lots).
      const plat = this.plats[parcel.legal.platId - 1];
      const block = Number(parcel.legal.block ?? 1);
      const lot = Number(parcel.legal.lot ?? 1) + 1;
      if (lot <= plat.lotsPerBlock && !this.reservedLots.has(lotKey(plat.id, block, lot))) {
        legals.push({ template: lotAndBlock(plat, block, lot, true, this.random), parcel: null });
      }
    }

    const input: DocumentInput = {
      documentType,
      instrumentCode: code,
      day,
      minutes,
      grantors,
      grantees,
      legals,
      references,
      mortgageAmount,
      salePrice,
      pageCount: this.pages(code, day),
      judicialProtection: this.random.chance(0.002),
      imageAllowed: this.random.chance(0.985),
      additionalInfo,
      displayOnly,
    };
    const doc = this.writer.write(input);

    if (parcel.torrens) this.torrens(parcel, state, doc, input);
    if (TRANSFERS.has(code)) state.owners = grantees;
    if (code === 'MTG') state.mortgage = { doc, lender: grantees[0] };
    if (code === 'ASG' && state.mortgage)
      state.mortgage = { doc: state.mortgage.doc, lender: grantees[0] };
    if (code === 'SAT') state.mortgage = null;
    if (code === 'LIS' || code === 'MECH') state.encumbrance = doc;
    if (code === 'REL') state.encumbrance = null;
  }

  /** A Torrens parcel's document is memorialized on its certificate; a transfer cancels it for a new one. */
  private torrens(
    parcel: Parcel,
    state: ParcelState,
    doc: DocumentInfo,
    input: DocumentInput,
  ): void {
    if (!state.certificate) {
      state.certificate = this.writer.issueCertificate({
        day: input.day,
        owners: state.owners,
        legalText: parcel.legal.description,
        recitalText: `Original certificate of title registered to ${state.owners.map((o) => o.displayName).join(' and ')}`,
      });
    }
    this.writer.memorialize(state.certificate, doc, input);
    if (!TRANSFERS.has(input.instrumentCode)) return;
    const recital = `Transferred from ${input.grantors.map((o) => o.displayName).join(' and ')} by Doc. No. ${doc.displayDocNumber}, ${formatUs(input.day)}`;
    const next = this.writer.issueCertificate({
      day: input.day,
      owners: input.grantees,
      legalText: parcel.legal.description,
      recitalText: recital,
    });
    this.writer.cancel(state.certificate, next);
    if (this.random.chance(0.04)) {
      const split = this.writer.issueCertificate({
        day: input.day,
        owners: input.grantees,
        legalText: `Part of ${parcel.legal.description}`,
        recitalText: recital,
      });
      this.writer.cancel(state.certificate, split);
      // A split's certificate is not carried forward: it is final at once.
      this.writer.finish(split);
    }
    state.certificate = next;
  }

  private taxLien(day: number, minutes: number): void {
    const upper = this.upper(day);
    const federal = this.random.chance(0.7);
    const taxpayers = owners(this.random, upper);
    const doc = this.writer.write({
      documentType: 'LIEN',
      instrumentCode: federal ? 'FTL' : 'STL',
      day,
      minutes,
      grantors: [business(federal ? IRS : STATE_REVENUE, upper)],
      grantees: taxpayers,
      legals: [],
      pageCount: this.pages(federal ? 'FTL' : 'STL', day),
    });
    this.lienSequence += 1;
    const lienId = this.lienSequence;
    const lienDay = day - this.random.int(3, 40);
    // prettier-ignore
    this.sink.add('tax_liens', [
      lienId,
      doc.docId,
      federal ? String(500_000_000 + this.lienSequence * 37) : `ST${1_000_000 + this.lienSequence}`,
      isoDate(lienDay),
      federal ? 'FEDERAL' : 'STATE',
      this.random.amount(18_000, 3, 1) + this.random.int(0, 99) / 100,
    ]);
    taxpayers.forEach((t, i) => {
      const street = `${this.random.int(10, 999)} ${this.random.pick(['Main Street', 'Lake Avenue', 'Pine Street', 'County Road 4', 'Oak Avenue'])}`;
      // prettier-ignore
      this.sink.add('tax_lien_taxpayers', [lienId, i + 1, t.displayName, t.lastName, t.firstName, t.middleInitial, normalizeName(t.lastName), normalizeName(t.firstName), `${street}, Pine Ridge, MN 56470`]);
    });
    this.lienChanges(lienId, lienDay);
  }

  /** Releases (full or partial, some revoked) and revisions of a lien, numbered in the LIEN series. */
  private lienChanges(lienId: number, lienDay: number): void {
    if (this.random.chance(0.55)) {
      const releaseDay = lienDay + this.random.int(90, 3000);
      if (releaseDay < RECORDS_END) {
        const releaseNumber = this.writer.takeNumber('LIEN');
        const revoked = this.random.chance(0.03) && releaseDay + 60 < RECORDS_END;
        const revokeNumber = revoked ? this.writer.takeNumber('LIEN') : null;
        // prettier-ignore
        this.sink.add('tax_lien_releases', [
          lienId, 1, this.random.chance(0.12) ? 'P' : 'F', 'LIEN', releaseNumber, this.writer.display('LIEN', releaseNumber), isoDate(releaseDay),
          revoked ? 'LIEN' : null, revokeNumber, revokeNumber ? this.writer.display('LIEN', revokeNumber) : null, revoked ? isoDate(releaseDay + 60) : null,
        ]);
      }
    }
    if (this.random.chance(0.08)) {
      const n = this.writer.takeNumber('LIEN');
      // prettier-ignore
      this.sink.add('tax_lien_revisions', [lienId, 1, this.random.chance(0.5) ? 'A' : 'R', 'LIEN', n, this.writer.display('LIEN', n)]);
    }
  }

  /** Historical tract books (1858-1945): entries by book-page ID, each with legal descriptions. */
  tractBooks(firstEntryId: number): number {
    const count = Math.max(200, Math.round(this.documents / 40));
    const early = this.plats.filter((p) => p.day < dayOf(1945, 1, 1));
    const instruments = [
      'Patent',
      'Warranty Deed',
      'Mortgage',
      'Quit Claim Deed',
      'Satisfaction',
      'Tax Deed',
      "Receiver's Receipt",
    ];
    const from = dayOf(1858, 5, 11);
    const to = dayOf(1945, 12, 31);
    for (let k = 0; k < count; k += 1) {
      const id = firstEntryId + k;
      const book = 1 + Math.floor(k / 1200);
      const page = 1 + Math.floor((k % 1200) / 6);
      const day = from + Math.floor(((k + this.random.next()) / count) * (to - from));
      // prettier-ignore
      this.sink.add('tract_book_entries', [
        id, `${book}-${page}`, isoDate(day), k < count * 0.1 ? 'Patent' : this.random.pick(instruments),
        person(this.random, true).displayName, person(this.random, true).displayName, String(book), String(page), true, 1,
      ]);
      const legals = this.random.chance(0.7)
        ? 1
        : this.random.chance(0.7)
          ? this.random.int(2, 3)
          : this.random.int(4, 12);
      for (let position = 1; position <= legals; position += 1) {
        const plat = early.length && this.random.chance(0.25) ? this.random.pick(early) : null;
        const l =
          plat && plat.day <= day
            ? lotAndBlock(
                plat,
                this.random.int(1, plat.blocks),
                this.random.int(1, plat.lotsPerBlock),
                true,
                this.random,
              )
            : metesAndBounds(this.random);
        // prettier-ignore
        this.sink.add('tract_book_legals', [
          id, position, l.legalType === 'CONDO' ? 'LB' : l.legalType, l.platId, l.lot, l.block, l.sublot, l.otherLotType, l.otherLot,
          l.section, l.township, l.range, l.qqqq, l.qqq, l.qq, l.q, l.base, l.meridian, l.municipality, l.description, '',
        ]);
      }
    }
    return count;
  }

  /** The plats table, each with its plat document once recorded. */
  writePlats(): void {
    for (const p of this.plats)
      this.sink.add('plats', [p.id, p.code, p.code, p.name, isoDate(p.day), p.docId]);
  }
}

/** The grantor and grantee index volumes of 1858-1945: per period, per letter range, per side. */
export function writeGrantorGranteeBooks(sink: RowSink): void {
  const periods: [number, number][] = [
    [1858, 1869],
    [1870, 1879],
    [1880, 1889],
    [1890, 1899],
    [1900, 1909],
    [1910, 1919],
    [1920, 1929],
    [1930, 1939],
    [1940, 1945],
  ];
  const split = new Set([
    'A',
    'B',
    'C',
    'D',
    'H',
    'J',
    'K',
    'L',
    'M',
    'N',
    'O',
    'P',
    'S',
    'T',
    'W',
  ]);
  const ranges: [string, string][] = [];
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (split.has(letter)) ranges.push([`${letter}A`, `${letter}L`], [`${letter}M`, `${letter}Z`]);
    else ranges.push([letter, letter]);
  }
  let id = 0;
  for (const side of ['GRANTOR', 'GRANTEE'] as const) {
    for (const [first, last] of periods) {
      ranges.forEach(([fromName, toName], i) => {
        id += 1;
        const volume = `${side === 'GRANTOR' ? 'Grantor' : 'Grantee'} Index ${first}-${last}, Volume ${i + 1}`;
        // prettier-ignore
        sink.add('grantor_grantee_books', [
          id, side, volume, fromName, toName, fromName, `${toName}ZZZZZZZZZZ`, `${first}-01-01`, `${last}-12-31`, true, 150 + ((id * 37) % 450),
        ]);
      });
    }
  }
}
