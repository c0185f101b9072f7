import { normalizeName, normalizeParcelId } from '../../../lib/normalize';
import { dayOf } from './calendar';
import { CITIES, STREETS } from './names';
import type { Random } from './random';

/*
 * The land of the generated county: plats with blocks and lots, condominiums, unplatted parcels described by
 * section / township / range, and a few island parcels for the tract index. Each parcel has a legal description
 * (the columns legal_descriptions keeps), a parcel ID and usually a street address.
 */

/** The demo county's plat names, codes 1001, 1008, ... in this order (helper data has always listed them). */
// prettier-ignore
export const NAMED_PLATS = [
  'Pine Ridge Original Townsite', 'Pine Ridge Second Addition', 'Aspen Grove Addition', 'Birch Lake Estates',
  'Cedar Bluff Heights', 'Eagle Point', 'Fox Run', 'Glenwood Park', 'Harbor View', 'Hidden Pines', 'Lakeshore Acres',
  'Loon Harbor First Addition', 'Maple Ridge', 'Meadowbrook', 'North Shore Estates', 'Oak Hill Second Addition',
  'Prairie View', 'Quarry Hills', 'Red Pine Shores', 'Riverside Addition', 'Sandy Point', 'Spruce Hollow',
  'Stony Brook Farms', 'Sunset Bay', 'Tamarack Trails', 'Timber Ridge', 'Walleye Cove', 'Whispering Pines',
  'Willow Creek Estates', 'Woodland Meadows',
];

// prettier-ignore
const PLAT_WORDS = [
  'Aspen', 'Balsam', 'Bear Creek', 'Birch', 'Bluebird', 'Cardinal', 'Cedar', 'Clearwater', 'Deer Run', 'Eagle',
  'Elm', 'Fairway', 'Fern', 'Golden Pond', 'Hawthorn', 'Heron', 'Hickory', 'Highland', 'Island View', 'Juniper',
  'Kingfisher', 'Lakeview', 'Larkspur', 'Linden', 'Lost Lake', 'Majestic Pines', 'Mallard', 'Meadowlark', 'Moose',
  'Norway Pine', 'Oakwood', 'Osprey', 'Otter Tail', 'Pheasant', 'Pinecrest', 'Poplar', 'Rice Lake', 'Rolling Hills',
  'Rush Lake', 'Sawmill', 'Silver Birch', 'Snowshoe', 'Spring Lake', 'Stonegate', 'Sugar Maple', 'Summit', 'Swan',
  'Trillium', 'Trout Lake', 'Valley View', 'White Pine', 'Wild Rice', 'Wildflower', 'Wolf Lake',
];
// prettier-ignore
const PLAT_KINDS = ['Addition', 'Estates', 'Heights', 'Park', 'Shores', 'Acres', 'Subdivision', 'Woods', 'Terrace', 'Ridge'];
const ORDINALS = ['', 'Second ', 'Third ', 'Fourth ', 'Fifth '];

export type Plat = {
  id: number;
  code: string;
  name: string;
  day: number;
  blocks: number;
  lotsPerBlock: number;
  condo: boolean;
  /** The PLAT document recording it, once emitted. */
  docId: number | null;
};

export type LegalTemplate = {
  legalType: 'LB' | 'MB' | 'CONDO';
  platId: number | null;
  lot: string | null;
  block: string | null;
  sublot: string | null;
  otherLotType: string | null;
  otherLot: string | null;
  building: string | null;
  unit: string | null;
  garage: string | null;
  section: number | null;
  township: number | null;
  range: number | null;
  qqqq: string | null;
  qqq: string | null;
  qq: string | null;
  q: string | null;
  base: string | null;
  meridian: string | null;
  municipality: string | null;
  island: string | null;
  village: string | null;
  description: string;
};

export type Parcel = {
  index: number;
  legal: LegalTemplate;
  parcelId: string;
  parcelNorm: string;
  address: { houseNumber: string; streetName: string; city: string; zip: string } | null;
  torrens: boolean;
  /** The first day a document can concern it (its plat's date). */
  availableFrom: number;
};

/** Townships and ranges of the county, and the municipality each township lies in. */
export const TOWNSHIPS = [133, 134, 135, 136, 137, 138, 139, 140];
export const RANGES = [28, 29, 30, 31, 32, 33, 34];
// prettier-ignore
const MUNICIPALITY_OF_TOWNSHIP: Record<number, string> = { 133: 'SPR', 134: 'WLC', 135: 'FRV', 136: 'PRC', 137: 'BLK', 138: 'ASP', 139: 'NSH', 140: 'LHB' };
const QUARTERS = ['NE', 'NW', 'SE', 'SW'];
// prettier-ignore
const METES_PREFIXES = ['N 200 FT OF ', 'S 330 FT OF ', 'E 1/2 OF ', 'W 1/2 OF ', 'THAT PART OF ', 'E 660 FT OF ', 'N 1/2 OF '];
const OTHER_LOT_TYPES = ['OL', 'TR', 'PCL'];

/** Islands and villages of the tract index (NMI). */
// prettier-ignore
export const ISLANDS: [code: string, name: string, villages: string[]][] = [
  ['SPN', 'Saipan', ['Garapan', 'Susupe', 'Chalan Kanoa', 'San Vicente', 'Koblerville', 'Tanapag']],
  ['TIN', 'Tinian', ['San Jose', 'Marpo Heights']],
  ['ROT', 'Rota', ['Songsong', 'Sinapalo']],
];

// prettier-ignore
const ZIPS: Record<string, string> = {
  'Pine Ridge': '56470',
  'Birch Lake': '56472',
  'Cedar Bluff': '56473',
  'Loon Harbor': '56474',
  'Aspen Grove': '56471',
  Fairview: '56475',
  'North Shore': '56476',
};

/** A legal description with nothing filled in. */
// prettier-ignore
export const EMPTY_LEGAL: Omit<LegalTemplate, 'legalType' | 'description'> = {
  platId: null, lot: null, block: null, sublot: null, otherLotType: null, otherLot: null, building: null, unit: null,
  garage: null, section: null, township: null, range: null, qqqq: null, qqq: null, qq: null, q: null, base: null,
  meridian: null, municipality: null, island: null, village: null,
};

/** Plat codes go 1001, 1008, 1015, ...: the id of the plat with a code. */
export const platIdOf = (code: string) => (Number(code) - 1001) / 7 + 1;

/** The plats: the 30 named ones first (codes 1001, 1008, ...), then as many more as the parcels need. */
export function makePlats(random: Random, count: number, first: number, last: number): Plat[] {
  const plats: Plat[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    let name: string;
    if (i < NAMED_PLATS.length) name = NAMED_PLATS[i];
    else {
      // The composed names run out (2,700 of them) in a county of several million documents: then numbered ones.
      let tries = 0;
      do {
        name =
          tries++ < 50
            ? `${random.pick(PLAT_WORDS)} ${random.pick(ORDINALS)}${random.pick(PLAT_KINDS)}`.replace(
                '  ',
                ' ',
              )
            : `${random.pick(PLAT_WORDS)} ${random.pick(PLAT_KINDS)} No. ${i + 1}`;
      } while (used.has(name));
    }
    used.add(name);
    const condo = i === 8 || (i >= NAMED_PLATS.length && random.chance(0.06));
    // The townsite and a few early additions were platted before the records begin; the rest over the years.
    // (Pine Ridge Second Addition's plat is a fixture document of 05/12/1961.)
    const day =
      i === 0
        ? dayOf(1884, 6, 2)
        : i === 1
          ? dayOf(1961, 5, 12)
          : i < 4
            ? dayOf(1905 + i * 9, 5, 10)
            : random.int(first, last - 400);
    plats.push({
      id: i + 1,
      code: String(1001 + i * 7),
      name: condo && !name.includes('Condominium') ? `${name} Condominium` : name,
      day,
      // Pine Ridge Second Addition always has the fixtures' Block 3, Lots 7 and 8.
      blocks: i === 1 ? 4 : condo ? random.int(1, 3) : random.int(2, 8),
      lotsPerBlock: i === 1 ? 12 : condo ? random.int(8, 20) : random.int(4, 14),
      condo,
      docId: null,
    });
  }
  return plats;
}

export function describeMetes(
  legal: Pick<LegalTemplate, 'qqqq' | 'qqq' | 'qq' | 'q' | 'section' | 'township' | 'range'>,
  prefix: string,
): string {
  const quarters = [legal.qqqq, legal.qqq, legal.qq, legal.q].filter(Boolean).map((x) => `${x}1/4`);
  return `${prefix}${quarters.join(' OF ')} SECTION ${legal.section}, TOWNSHIP ${legal.township}, RANGE ${legal.range}`;
}

/** A random metes-and-bounds legal (also used by the tract books). */
export function metesAndBounds(random: Random): LegalTemplate {
  const township = random.pick(TOWNSHIPS);
  const legal = {
    ...EMPTY_LEGAL,
    section: random.int(1, 36),
    township,
    range: random.pick(RANGES),
    qqqq: random.chance(0.05) ? random.pick(QUARTERS) : null,
    qqq: random.chance(0.15) ? random.pick(QUARTERS) : null,
    qq: random.pick(QUARTERS),
    q: random.pick(QUARTERS),
    base: '5TH PM',
    meridian: '5TH',
    municipality: MUNICIPALITY_OF_TOWNSHIP[township],
  };
  const prefix = random.chance(0.35) ? random.pick(METES_PREFIXES) : '';
  const otherLot = random.chance(0.06)
    ? { otherLotType: random.pick(OTHER_LOT_TYPES), otherLot: String(random.int(1, 12)) }
    : {};
  return { ...legal, ...otherLot, legalType: 'MB', description: describeMetes(legal, prefix) };
}

/** Lot `lot` of block `block` (a unit of a condominium plat); `random` adds the occasional sublot or garage. */
export function lotAndBlock(
  plat: Plat,
  block: number,
  lot: number,
  upper: boolean,
  random?: Random,
): LegalTemplate {
  const name = upper ? plat.name.toUpperCase() : plat.name;
  if (plat.condo) {
    const building = String.fromCharCode(64 + block);
    const unit = String(100 * block + lot);
    const garage = random?.chance(0.5) ? `G-${unit}` : null;
    return {
      ...EMPTY_LEGAL,
      legalType: 'CONDO',
      platId: plat.id,
      building,
      unit,
      garage,
      description: `Unit ${unit}, Building ${building}${garage ? `, Garage ${garage}` : ''}, ${name}`,
    };
  }
  const sublot = random?.chance(0.03) ? random.pick(['A', 'B']) : null;
  return {
    ...EMPTY_LEGAL,
    legalType: 'LB',
    platId: plat.id,
    lot: String(lot),
    block: String(block),
    sublot,
    description: `Lot ${lot}${sublot ? ` Sublot ${sublot}` : ''}, Block ${block}, ${name}`,
  };
}

/** Outlots of a plat are parcels too ("Hide Other Lots" leaves them out). */
function outlot(plat: Plat, letter: string): LegalTemplate {
  return {
    ...EMPTY_LEGAL,
    legalType: 'LB',
    platId: plat.id,
    otherLotType: 'OL',
    otherLot: letter,
    description: `Outlot ${letter}, ${plat.name}`,
  };
}

const parcelIdOf = (index: number) => {
  // Area codes 10-39 except 21 (the fixture documents' parcel 21-045-0310 lives there).
  const areas = [
    ...Array.from({ length: 11 }, (_, i) => 10 + i),
    ...Array.from({ length: 18 }, (_, i) => 22 + i),
  ];
  const area = areas[index % areas.length];
  const block = Math.floor(index / areas.length);
  return `${area}-${String(Math.floor(block / 10_000) + 1).padStart(3, '0')}-${String(block % 10_000).padStart(4, '0')}`;
};

function addressFor(random: Random): Parcel['address'] {
  const city = random.pick(CITIES);
  return {
    houseNumber: String(random.int(1, 40) * 10 + random.int(0, 9)),
    streetName: random.pick(STREETS),
    city,
    zip: ZIPS[city],
  };
}

/** The legal description of a plat document: the plat itself. */
export function platLegal(plat: Plat): LegalTemplate {
  return { ...EMPTY_LEGAL, legalType: 'LB', platId: plat.id, description: plat.name.toUpperCase() };
}

/** `platId:block:lot` of a lot the fixture documents own (the generator leaves it alone). */
export const lotKey = (platId: number, block: number | string, lot: number | string) =>
  `${platId}:${block}:${lot}`;

/**
 * Every parcel of the county (each plat's lots except the reserved ones, then `unplatted` more), in the order
 * they become available.
 */
export function makeParcels(
  random: Random,
  plats: readonly Plat[],
  unplatted: number,
  recordsBegin: number,
  reservedLots: ReadonlySet<string> = new Set(),
): Parcel[] {
  const parcels: Parcel[] = [];
  const add = (legal: LegalTemplate, availableFrom: number, address: boolean) => {
    const index = parcels.length;
    const parcelId = parcelIdOf(index);
    parcels.push({
      index,
      legal,
      parcelId,
      parcelNorm: normalizeParcelId(parcelId),
      address: address ? addressFor(random) : null,
      torrens: random.chance(0.18),
      availableFrom: Math.max(availableFrom, recordsBegin),
    });
  };
  for (const plat of plats) {
    for (let block = 1; block <= plat.blocks; block += 1) {
      for (let lot = 1; lot <= plat.lotsPerBlock; lot += 1) {
        if (!reservedLots.has(lotKey(plat.id, block, lot)))
          add(lotAndBlock(plat, block, lot, true, random), plat.day, random.chance(0.9));
      }
    }
    if (!plat.condo && random.chance(0.3)) add(outlot(plat, 'A'), plat.day, false);
  }
  const count = parcels.length + unplatted;
  while (parcels.length < count) {
    if (random.chance(0.06)) {
      const [island, , villages] = random.pick(ISLANDS);
      const village = random.pick(villages);
      const legal = metesAndBounds(random);
      const lot = `${village.slice(0, 3).toUpperCase()}-${String(parcels.length).padStart(4, '0')}`;
      add(
        { ...legal, island, village, description: `Lot ${lot}, ${village}, ${legal.description}` },
        recordsBegin,
        false,
      );
      const parcel = parcels[parcels.length - 1];
      parcel.parcelId = `${island.slice(0, 1)}${lot.replace('-', '')}`;
      parcel.parcelNorm = normalizeParcelId(parcel.parcelId);
    } else add(metesAndBounds(random), recordsBegin, random.chance(0.6));
  }
  return parcels.sort((a, b) => a.availableFrom - b.availableFrom || a.index - b.index);
}

export const villageNorm = (village: string | null) => (village ? normalizeName(village) : null);
