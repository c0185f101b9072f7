import { normalizeName, normalizeParcelId } from '../../../lib/normalize';
import { dayOf, isoDate } from './calendar';
import {
  EMPTY_LEGAL,
  lotAndBlock,
  lotKey,
  platIdOf,
  type LegalTemplate,
  type Parcel,
  type Plat,
} from './county-map';
import type { DocumentInfo, DocumentInput, DocumentWriter } from './documents';
import { business, type Person } from './names';
import type { RowSink } from './sink';

/*
 * Fixed documents every seed contains, whatever the document count: the tests, the e2e suite and the README
 * rely on them. They are written first, so their ids are 1..FIXTURE.documentCount. Their numbers lie outside the
 * generated series (abstract 9000001-9000012, Torrens T900001-T900002, lien L900001) and no generated name starts
 * with QUILL. Documented in server/README.md ("The county's records").
 */
export const FIXTURE = {
  surname: 'Quillfeather',
  /** Abstract documents 9000001..9000014 (a document-number range search answers these, less the protected one). */
  abstractNumbers: { first: 9_000_001, last: 9_000_014 },
  /** The mortgage of 03/14/1988: 5 pages. */
  fivePageDocNumber: 9_000_002,
  /**
   * The mortgage of 03/14/1988 and the documents that refer to it ("Referenced by"): its assignment of 1993
   * (9000014) and its satisfaction of 1999 (9000003).
   */
  referencedMortgage: { mortgage: 9_000_002, assignment: 9_000_014, satisfaction: 9_000_003 },
  /** A death certificate under judicial protection. */
  protectedDocNumber: 9_000_009,
  /** Pine Ridge Second Addition (plat code 1008), Block 3, Lot 7: the chain of title of parcel 21-045-0310. */
  plat: { code: '1008', name: 'Pine Ridge Second Addition', block: '3', lot: '7' },
  parcelId: '21-045-0310',
  address: { houseNumber: '412', streetName: 'Tamarack Trail', city: 'Pine Ridge' },
  /** Words of the easement's metes-and-bounds description (a Contains legal search finds it alone). */
  metesText: 'QUILLFEATHER CREEK',
  torrens: { cancelled: '90001', current: '90002', documents: ['T900001', 'T900002'] },
  lienNumber: '912345678',
  lienDocNumber: 'L900001',
  tractBookId: 'Q-1',
  /** The tract index's island parcel: Saipan (SPN), Garapan, parcel SGAR0007 (document 9000013). */
  island: { code: 'SPN', village: 'Garapan', parcelId: 'SGAR0007' },
  documentCount: 17,
} as const;

const MAPLE_RIDGE = '1085';

/** The lots the fixtures own: the generator makes no parcel of them. */
export function reservedLots(): Set<string> {
  const second = platIdOf(FIXTURE.plat.code);
  return new Set([lotKey(second, 3, 7), lotKey(second, 3, 8), lotKey(platIdOf(MAPLE_RIDGE), 1, 2)]);
}

const who = (last: string, first: string, middle = '', upper = false): Person => {
  const [l, f] = upper ? [last.toUpperCase(), first.toUpperCase()] : [last, first];
  return {
    displayName: `${l}, ${f}${middle ? ` ${middle}${upper ? '' : '.'}` : ''}`,
    lastName: l,
    firstName: f,
    middleInitial: middle,
    business: false,
  };
};

function fixedParcel(legal: LegalTemplate, parcelId: string, address: Parcel['address']): Parcel {
  return {
    index: -1,
    legal,
    parcelId,
    parcelNorm: normalizeParcelId(parcelId),
    address,
    torrens: false,
    availableFrom: 0,
  };
}

/** Writes the fixture documents, certificates, lien and tract-book entries. Answers the ids they used. */
export function writeFixtures(
  writer: DocumentWriter,
  sink: RowSink,
  plat: (code: string) => Plat,
): { liens: number; tractBookEntries: number } {
  const second = plat(FIXTURE.plat.code);
  const maple = plat(MAPLE_RIDGE);
  const lot7 = fixedParcel(lotAndBlock(second, 3, 7, true), FIXTURE.parcelId, {
    ...FIXTURE.address,
    zip: '56470',
  });
  const lot8 = fixedParcel(lotAndBlock(second, 3, 8, true), '21-045-0320', null);
  const creekLegal: LegalTemplate = {
    ...EMPTY_LEGAL,
    legalType: 'MB',
    section: 12,
    township: 136,
    range: 31,
    qq: 'SE',
    q: 'NW',
    base: '5TH PM',
    meridian: '5TH',
    municipality: 'PRC',
    otherLotType: 'TR',
    otherLot: FIXTURE.metesText,
    description: `THAT PART LYING NORTH OF ${FIXTURE.metesText} OF SE1/4 OF NW1/4 SECTION 12, TOWNSHIP 136, RANGE 31`,
  };
  const creek = fixedParcel(creekLegal, '21-136-0012', null);

  const bank = business('FIRST NATIONAL BANK OF PINE RIDGE', false);
  const arlo = who('Quillfeather', 'Arlo', 'J', true);
  const mae = who('Quillfeather', 'Mae', '', true);
  const seamusUpper = who("O'Brien", 'Seamus', 'P', true);
  const seamus = who("O'Brien", 'Seamus', 'P');
  const nora = who('Quillfeather', 'Nora');
  const holdings = business('Quillfeather Holdings LLC', false);
  const creditUnion = business('Lakes Area Credit Union', false);

  const abstract = (
    n: number,
    input: Omit<DocumentInput, 'documentType' | 'docNumber'>,
  ): DocumentInfo =>
    writer.write({
      documentType: 'ABSTRACT',
      docNumber: FIXTURE.abstractNumbers.first + n - 1,
      book: null,
      ...input,
    });
  const lb = (parcel: Parcel) => [{ template: parcel.legal, parcel }];

  abstract(1, {
    instrumentCode: 'WD',
    day: dayOf(1988, 3, 14),
    minutes: 9 * 60 + 12,
    grantors: [arlo, mae],
    grantees: [seamusUpper],
    legals: lb(lot7),
    salePrice: 64_500,
    pageCount: 2,
    book: { bookType: 'D', book: '9001', page: '1' },
    displayOnly: [{ label: 'Deed Tax', value: '$212.85' }],
  });
  const mortgage = abstract(2, {
    instrumentCode: 'MTG',
    day: dayOf(1988, 3, 14),
    minutes: 9 * 60 + 13,
    grantors: [seamusUpper],
    grantees: [{ ...bank, displayName: bank.displayName.toUpperCase() }],
    legals: lb(lot7),
    mortgageAmount: 51_600,
    pageCount: 5,
    book: { bookType: 'M', book: '9002', page: '1' },
  });
  abstract(3, {
    instrumentCode: 'SAT',
    day: dayOf(1999, 6, 2),
    minutes: 10 * 60 + 40,
    grantors: [
      {
        ...bank,
        displayName: 'First National Bank of Pine Ridge',
        lastName: 'First National Bank of Pine Ridge',
      },
    ],
    grantees: [seamus],
    legals: lb(lot7),
    references: [mortgage],
    pageCount: 1,
  });
  abstract(4, {
    instrumentCode: 'WD',
    day: dayOf(2004, 7, 19),
    minutes: 14 * 60 + 5,
    grantors: [seamus],
    grantees: [nora],
    legals: lb(lot7),
    salePrice: 189_900,
    pageCount: 2,
    additionalInfo: ['eCRV 204719'],
  });
  abstract(5, {
    instrumentCode: 'MTG',
    day: dayOf(2004, 7, 19),
    minutes: 14 * 60 + 6,
    grantors: [nora],
    grantees: [creditUnion],
    legals: lb(lot7),
    mortgageAmount: 151_920,
    pageCount: 12,
  });
  abstract(6, {
    instrumentCode: 'AFF',
    day: dayOf(2011, 2, 11),
    minutes: 11 * 60 + 30,
    grantors: [nora],
    grantees: [nora],
    legals: lb(lot7),
    pageCount: 1,
    additionalInfo: ['Affidavit of Identity'],
  });
  abstract(7, {
    instrumentCode: 'MTG',
    day: dayOf(2016, 5, 5),
    minutes: 10 * 60 + 2,
    grantors: [nora, who('St. John', 'Elliot', 'R')],
    grantees: [creditUnion],
    legals: lb(lot7),
    mortgageAmount: 210_000,
    pageCount: 18,
  });
  abstract(8, {
    instrumentCode: 'QCD',
    day: dayOf(2020, 9, 30),
    minutes: 15 * 60 + 20,
    grantors: [nora],
    grantees: [holdings],
    legals: lb(lot7),
    pageCount: 2,
  });
  abstract(9, {
    instrumentCode: 'DC',
    day: dayOf(2021, 1, 15),
    minutes: 8 * 60 + 45,
    grantors: [arlo],
    grantees: [],
    legals: [],
    pageCount: 1,
    judicialProtection: true,
  });
  abstract(10, {
    instrumentCode: 'EAS',
    day: dayOf(2022, 8, 8),
    minutes: 13 * 60 + 15,
    grantors: [holdings],
    grantees: [business('Pine Ridge Electric Cooperative', false)],
    legals: lb(creek),
    pageCount: 3,
  });
  abstract(11, {
    instrumentCode: 'MTG',
    day: dayOf(2023, 3, 3),
    minutes: 9 * 60,
    grantors: [who('McDonald', 'Fiona'), who('MacDonald', 'Ian')],
    grantees: [business('Bell Bank', false)],
    legals: lb(lot8),
    mortgageAmount: 264_000,
    pageCount: 14,
  });
  const platDoc = abstract(12, {
    instrumentCode: 'PLAT',
    day: dayOf(1961, 5, 12),
    minutes: 9 * 60,
    grantors: [business('PINE RIDGE SURVEYING CO', true)],
    grantees: [],
    legals: [
      {
        template: {
          ...lot7.legal,
          lot: null,
          block: null,
          description: FIXTURE.plat.name.toUpperCase(),
        },
        parcel: null,
      },
    ],
    pageCount: 4,
    book: { bookType: 'MISC', book: '9003', page: '1' },
  });
  second.docId = platDoc.docId;

  // Torrens: Edwin Quillfeather's certificate 90001, cancelled by the deed of 1975 for certificate 90002.
  const edwin = who('Quillfeather', 'Edwin', '', true);
  const inga = who('Halvorsen', 'Inga', '', true);
  const mapleLot = lotAndBlock(maple, 1, 2, true);
  const original = writer.issueCertificate({
    day: dayOf(1962, 8, 20),
    owners: [edwin],
    legalText: mapleLot.description,
    recitalText: 'Original certificate of title registered to QUILLFEATHER, EDWIN',
    certificateNumber: Number(FIXTURE.torrens.cancelled),
  });
  const torrens = (n: number, input: Omit<DocumentInput, 'documentType' | 'docNumber'>) => {
    const full: DocumentInput = { documentType: 'TORRENS', docNumber: 900_000 + n, ...input };
    return { doc: writer.write(full), input: full };
  };
  const deed = torrens(1, {
    instrumentCode: 'WD',
    day: dayOf(1975, 4, 1),
    minutes: 10 * 60,
    grantors: [edwin],
    grantees: [inga],
    legals: [{ template: mapleLot, parcel: null }],
    salePrice: 23_500,
    pageCount: 2,
    book: { bookType: 'T', book: '9004', page: '1' },
  });
  writer.memorialize(original, deed.doc, deed.input);
  const current = writer.issueCertificate({
    day: dayOf(1975, 4, 1),
    owners: [inga],
    legalText: mapleLot.description,
    recitalText: `Transferred from QUILLFEATHER, EDWIN by Doc. No. ${deed.doc.displayDocNumber}, 04/01/1975`,
    certificateNumber: Number(FIXTURE.torrens.current),
  });
  writer.cancel(original, current);
  const loan = torrens(2, {
    instrumentCode: 'MTG',
    day: dayOf(1975, 4, 1),
    minutes: 10 * 60 + 1,
    grantors: [inga],
    grantees: [business('PINE RIDGE SAVINGS AND LOAN', true)],
    legals: [{ template: mapleLot, parcel: null }],
    mortgageAmount: 28_000,
    pageCount: 4,
    book: { bookType: 'T', book: '9004', page: '3' },
  });
  writer.memorialize(current, loan.doc, loan.input);

  // A federal tax lien against Nora Quillfeather, released in full in 2014, amended once.
  const lienDoc = writer.write({
    documentType: 'LIEN',
    docNumber: 900_001,
    instrumentCode: 'FTL',
    day: dayOf(2012, 10, 10),
    minutes: 11 * 60 + 11,
    grantors: [business('United States of America, Internal Revenue Service', false)],
    grantees: [nora],
    legals: [],
    pageCount: 2,
    book: null,
  });
  // prettier-ignore
  sink.add('tax_liens', [1, lienDoc.docId, FIXTURE.lienNumber, isoDate(dayOf(2012, 9, 28)), 'FEDERAL', 48_213.77]);
  // prettier-ignore
  sink.add('tax_lien_taxpayers', [1, 1, nora.displayName, nora.lastName, nora.firstName, '', normalizeName(nora.lastName), normalizeName(nora.firstName), '412 Tamarack Trail, Pine Ridge, MN 56470']);
  // prettier-ignore
  sink.add('tax_lien_releases', [1, 1, 'F', 'LIEN', 900_002, 'L900002', isoDate(dayOf(2014, 6, 30)), null, null, null, null]);
  // prettier-ignore
  sink.add('tax_lien_revisions', [1, 1, 'A', 'LIEN', 900_003, 'L900003']);

  // An island parcel of the tract index (NMI): a deed of 2019 in Garapan, Saipan.
  const islandLegal: LegalTemplate = {
    ...EMPTY_LEGAL,
    legalType: 'MB',
    section: 4,
    township: 133,
    range: 28,
    qq: 'NW',
    q: 'NE',
    base: '5TH PM',
    meridian: '5TH',
    municipality: 'SPR',
    island: FIXTURE.island.code,
    village: FIXTURE.island.village,
    description: `Lot GAR-0007, ${FIXTURE.island.village}, NW1/4 OF NE1/4 SECTION 4, TOWNSHIP 133, RANGE 28`,
  };
  abstract(13, {
    instrumentCode: 'WD',
    day: dayOf(2019, 4, 22),
    minutes: 10 * 60 + 30,
    grantors: [who('Camacho', 'Rosa', 'T')],
    grantees: [who('Tenorio', 'Vicente')],
    legals: lb(fixedParcel(islandLegal, FIXTURE.island.parcelId, null)),
    salePrice: 145_000,
    pageCount: 3,
  });

  // The assignment of the 1988 mortgage to another lender (it refers to the mortgage, as the satisfaction does).
  // No legal description, so the searches by lot, parcel, address and legal answer what they did before it.
  abstract(14, {
    instrumentCode: 'ASG',
    day: dayOf(1993, 9, 9),
    minutes: 10 * 60 + 15,
    grantors: [
      {
        ...bank,
        displayName: 'First National Bank of Pine Ridge',
        lastName: 'First National Bank of Pine Ridge',
      },
    ],
    grantees: [business('Northern Lakes Mortgage Company', false)],
    legals: [],
    references: [mortgage],
    pageCount: 2,
  });

  // Tract book Q-1: Jonas Quillfeather's patent of 1862 (twelve legal descriptions) and his deed of 1871.
  // prettier-ignore
  sink.add('tract_book_entries', [1, FIXTURE.tractBookId, '1862-07-04', 'Patent', 'UNITED STATES OF AMERICA', 'QUILLFEATHER, JONAS', 'Q', '1', true, 2]);
  for (let section = 1; section <= 12; section += 1) {
    // prettier-ignore
    sink.add('tract_book_legals', [
      1, section, 'MB', null, null, null, null, null, null, section, 136, 31, null, null, 'NE', 'SE', '5TH PM', '5TH', 'PRC',
      `NE1/4 OF SE1/4 SECTION ${section}, TOWNSHIP 136, RANGE 31`, '',
    ]);
  }
  // prettier-ignore
  sink.add('tract_book_entries', [2, FIXTURE.tractBookId, '1871-03-18', 'Warranty Deed', 'QUILLFEATHER, JONAS', 'HALVORSEN, PEDER', 'Q', '1', true, 1]);
  // prettier-ignore
  sink.add('tract_book_legals', [2, 1, 'MB', null, null, null, null, null, null, 1, 136, 31, null, null, 'NE', 'SE', '5TH PM', '5TH', 'PRC', 'NE1/4 OF SE1/4 SECTION 1, TOWNSHIP 136, RANGE 31', '']);

  if (writer.documentCount !== FIXTURE.documentCount)
    throw new Error(`fixtures wrote ${writer.documentCount} documents`);
  return { liens: 1, tractBookEntries: 2 };
}
