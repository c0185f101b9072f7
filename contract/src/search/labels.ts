import type { SearchTypeKey } from '../search-types';
import { ALL_CODE, criteriaFieldNames } from './criteria';

/*
 * How a search's criteria read back to a person (the results header, Recent Searches): the field labels and
 * the words for the fixed codes, in English. The i18n catalogue keys them by the same names.
 */

export const SEARCH_FIELD_LABELS: Record<string, string> = {
  houseNumber: 'House Number',
  streetName: 'Street Name',
  city: 'City/Town',
  book: '{{book}}',
  page: 'Page',
  bookType: 'Book Type',
  documentType: 'Document Type',
  instrumentGroup: 'Instrument Group',
  fromRecordedDate: 'From Date',
  toRecordedDate: 'To Date',
  documentNumber: 'Document Number',
  toDocumentNumber: 'To Document Number',
  legalType: 'Legal Type',
  searchMethod: 'Search Method',
  section: 'Section',
  township: 'Township',
  range: 'Range',
  qqqq: 'QQQQ',
  qqq: 'QQQ',
  qq: 'QQ',
  q: 'Q',
  base: 'Base',
  meridian: 'Meridian',
  municipality: 'Municipality',
  plat: 'Plat',
  platNumber: 'Plat Number',
  platName: 'Plat Name',
  lot: 'Lot',
  block: 'Block',
  sublot: 'Sublot',
  otherLotType: 'Other Lot Type',
  otherLot: 'Other Lot',
  building: 'Building',
  unit: 'Unit',
  garage: 'Garage',
  hideOtherLots: 'Hide Other Lots',
  grantorGranteeLastName: 'Last Name',
  grantorGranteeFirstName: 'First Name',
  grantorGranteeMiddleInitial: 'MI',
  grantorGranteeLastName1: 'Business or Last Name',
  grantorGranteeFirstName1: 'First Name',
  grantorGranteeMiddleInitial1: 'MI',
  andOr: 'And/Or',
  grantorGranteeLastName2: 'Last Name 2',
  grantorGranteeFirstName2: 'First Name 2',
  grantorGranteeMiddleInitial2: 'MI 2',
  grantorGranteeSearchIn: 'Search In',
  nameMatch: 'Match Names',
  parcelId: 'Parcel ID',
  certificateNumber: 'Certificate Number',
  text: 'Text',
  searchIn: 'Search In',
  island: 'Island',
  village: 'Village',
  searchByTaxLienMethod: 'Search By',
  lienNumber: 'Lien Number',
  taxpayerName: 'Name',
  taxpayerFirstName: 'First Name',
  taxpayerMiddleInitial: 'MI',
  tractBookId: 'Tract Book ID',
};

/** The words for the fixed codes of the selects and radios (per field where a code means different things). */
export const SEARCH_VALUE_LABELS: Record<string, Record<string, string>> = {
  andOr: { OR: 'Or', AND: 'And' },
  grantorGranteeSearchIn: { BOTH: 'Both', GRANTORS: 'Grantors', GRANTEES: 'Grantees' },
  nameMatch: {
    EXACT: 'As Typed',
    VARIANTS: 'With Variants (Mc/Mac, St./Saint, Nicknames)',
    SOUNDS_LIKE: 'Sounds Like',
  },
  legalType: { LB: 'Lots & Blocks', MB: 'Metes & Bounds' },
  searchMethod: { CONTAINS: 'Contains', EXACT: 'Matches Exactly' },
  searchIn: {
    ALL: 'All Sections',
    LEGAL: 'Legal',
    DOCUMENT: 'Memorial Doc #',
    MEMORIAL: 'Memorial Text',
    RECITAL: 'Recital',
  },
  searchByTaxLienMethod: {
    DATERANGE: 'Date Range',
    DOCUMENTNUMBER: 'Document Number',
    LIENNUMBER: 'Lien Number',
    TAXPAYER: 'Taxpayer Name',
  },
  hideOtherLots: { true: 'Yes', false: 'No' },
};

/** Fields a history entry does not repeat: the plat's code (its number and name are shown instead). */
const NOT_DISPLAYED = new Set(['plat']);
/** Defaults a description leaves out: names matched as typed (what every name search did before the choice). */
const UNSAID: Record<string, string> = { nameMatch: 'EXACT' };

/**
 * The criteria worth showing, in form order: blank values and 'ALL' left out, codes turned into words
 * (`describeCode` looks up the county's lists, e.g. instrument group DEED -> 'Deeds and Conveyances').
 */
export function displayCriteria(
  type: SearchTypeKey,
  criteria: Record<string, unknown>,
  describeCode: (field: string, code: string) => string = (_field, c) => c,
): { key: string; value: string }[] {
  const shown: { key: string; value: string }[] = [];
  for (const key of criteriaFieldNames(type)) {
    const raw = criteria[key];
    if (
      NOT_DISPLAYED.has(key) ||
      raw === undefined ||
      raw === null ||
      raw === '' ||
      raw === false ||
      raw === ALL_CODE ||
      UNSAID[key] === raw
    )
      continue;
    const text = String(raw);
    const value = SEARCH_VALUE_LABELS[key]?.[text] ?? describeCode(key, text);
    shown.push({ key, value });
  }
  return shown;
}

/** "Business or Last Name: SMITH; Search In: Both; From Date: 01/01/1900; To Date: 11/22/2026". */
export function longDescription(
  shown: readonly { key: string; value: string }[],
  bookLabel = 'Book',
): string {
  return shown
    .map(
      ({ key, value }) =>
        `${(SEARCH_FIELD_LABELS[key] ?? key).replace('{{book}}', bookLabel)}: ${value}`,
    )
    .join('; ');
}
