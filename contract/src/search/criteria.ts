import '../zod';
import * as z from 'zod/mini';
import { formatUsDate } from '../dates';
import { DOCUMENT_NUMBER_MAX_DIGITS, pageNumberSchema, timestampSchema } from '../limits';
import type { IssueSink } from '../rules';
import type { SearchTypeKey } from '../search-types';
import { DEFAULT_FROM_DATE, LAST_BACKGROUND_BATCH, SEARCH_FIELD_LIMITS } from './constants';
import { SEARCH_MESSAGES } from './messages';
import { defaultSearchDates, type SearchOptions } from './options';
import { RESULT_KINDS, SEARCH_RESULT_KINDS, SORT_DIRECTIONS } from './result-kinds';
import {
  checkMiddleInitial,
  checkOptionalName,
  checkRecordedDates,
  checkText,
  fail,
  isDigits,
} from './rules';

/*
 * The criteria of the 15 searches (spec 2 §2, §3, §5, §9): every field with its default, and the rules and
 * messages. One schema per type serves the browser's form and the server's body; `searchRequestSchema` adds
 * the paging fields the server also reads. Codes that come from the county's lists (document types, instrument
 * groups, book types, plats, islands) are plain strings here; the server checks them against its lists.
 */

export const ALL_CODE = 'ALL';
export const LEGAL_TYPES = ['LB', 'MB'] as const;
export const SEARCH_METHODS = ['CONTAINS', 'EXACT'] as const;
export const AND_OR = ['OR', 'AND'] as const;
/**
 * How the name search matches names: as typed (the last and first names as prefixes), with variants (Mc/Mac,
 * St./Saint, nicknames and full given names), or also by sound (Double Metaphone, spelled close).
 */
export const NAME_MATCHES = ['EXACT', 'VARIANTS', 'SOUNDS_LIKE'] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];
export const SEARCH_IN = ['BOTH', 'GRANTORS', 'GRANTEES'] as const;
export const TORRENS_TEXT_SCOPES = ['ALL', 'LEGAL', 'DOCUMENT', 'MEMORIAL', 'RECITAL'] as const;
export const TAX_LIEN_METHODS = ['TAXPAYER', 'DATERANGE', 'DOCUMENTNUMBER', 'LIENNUMBER'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];
export type SearchMethod = (typeof SEARCH_METHODS)[number];
export type SearchIn = (typeof SEARCH_IN)[number];
export type TorrensTextScope = (typeof TORRENS_TEXT_SCOPES)[number];
export type TaxLienMethod = (typeof TAX_LIEN_METHODS)[number];

const text = (max: number = SEARCH_FIELD_LIMITS.textMax) =>
  z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const code = (fallback = '') => z._default(z.string().check(z.trim(), z.maxLength(30)), fallback);
const initial = () => z._default(z.string().check(z.trim(), z.maxLength(5)), '');
const dates = { fromRecordedDate: text(10), toRecordedDate: text(10) };

const addressFields = z.object({
  houseNumber: text(20),
  streetName: text(),
  city: text(),
  instrumentGroup: code(ALL_CODE),
  ...dates,
});
function checkAddress(v: z.output<typeof addressFields>, ctx: IssueSink): void {
  checkText(ctx, 'houseNumber', v.houseNumber, { required: true });
  checkText(ctx, 'streetName', v.streetName, {
    required: true,
    min: SEARCH_FIELD_LIMITS.streetNameMin,
    minMessage: SEARCH_MESSAGES.threeCharactersMinimum,
  });
  checkText(ctx, 'city', v.city, {
    min: SEARCH_FIELD_LIMITS.cityMin,
    minMessage: SEARCH_MESSAGES.threeCharactersMinimumOrBlank,
  });
  checkRecordedDates(ctx, v);
}

const bookAndPageFields = z.object({ book: text(20), page: text(20), bookType: code() });
function checkBookAndPage(v: z.output<typeof bookAndPageFields>, ctx: IssueSink): void {
  checkText(ctx, 'book', v.book, { required: true });
  checkText(ctx, 'page', v.page);
}

const dateFields = z.object({
  ...dates,
  instrumentGroup: code(ALL_CODE),
  documentType: code(ALL_CODE),
});
function checkDate(v: z.output<typeof dateFields>, ctx: IssueSink): void {
  checkRecordedDates(ctx, v);
}

const documentNumberFields = z.object({
  documentType: code(ALL_CODE),
  documentNumber: text(20),
  toDocumentNumber: text(20),
});
/** At most DOCUMENT_NUMBER_MAX_DIGITS digits once leading zeros are left out. */
const fitsDocumentNumber = (digits: string) =>
  digits.trim().replace(/^0+/, '').length <= DOCUMENT_NUMBER_MAX_DIGITS;

function checkDocumentNumber(v: z.output<typeof documentNumberFields>, ctx: IssueSink): void {
  if (
    !checkText(ctx, 'documentNumber', v.documentNumber, { required: true }) ||
    !v.toDocumentNumber
  ) {
    checkText(ctx, 'toDocumentNumber', v.toDocumentNumber);
    return;
  }
  const fromDigits = isDigits(v.documentNumber);
  const toDigits = isDigits(v.toDocumentNumber);
  if (!fromDigits) fail(ctx, 'documentNumber', SEARCH_MESSAGES.numericOnlyOnRange);
  if (!toDigits) fail(ctx, 'toDocumentNumber', SEARCH_MESSAGES.numericOnlyOnRange);
  // A range is searched as numbers: each end must be one a document number column holds.
  const fromFits = fromDigits && fitsDocumentNumber(v.documentNumber);
  const toFits = toDigits && fitsDocumentNumber(v.toDocumentNumber);
  if (fromDigits && !fromFits) fail(ctx, 'documentNumber', SEARCH_MESSAGES.invalidNumericRange);
  if (toDigits && !toFits) fail(ctx, 'toDocumentNumber', SEARCH_MESSAGES.invalidNumericRange);
  if (fromFits && toFits && BigInt(v.toDocumentNumber) < BigInt(v.documentNumber)) {
    fail(ctx, 'documentNumber', SEARCH_MESSAGES.invalidNumericRange);
    fail(ctx, 'toDocumentNumber', SEARCH_MESSAGES.invalidNumericRange);
  }
}

/** The legal-description fields the legal search and the tract book legal search share. */
const legalFields = {
  legalType: z._default(z.enum(LEGAL_TYPES), 'LB'),
  searchMethod: z._default(z.enum(SEARCH_METHODS), 'CONTAINS'),
  section: text(3),
  township: text(4),
  range: text(4),
  qqqq: code(),
  qqq: code(),
  qq: code(),
  q: code(),
  base: code(),
  meridian: code(),
  municipality: code(),
  plat: code(),
  platNumber: text(),
  platName: text(),
  lot: text(20),
  block: text(20),
  sublot: text(20),
  otherLotType: code(),
  otherLot: text(),
  building: text(20),
  unit: text(20),
  garage: text(20),
};
const LEGAL_TEXT_FIELDS = [
  'lot',
  'block',
  'sublot',
  'otherLot',
  'building',
  'unit',
  'garage',
] as const;

function checkLegal(
  v: { [K in keyof typeof legalFields]: z.output<(typeof legalFields)[K]> },
  ctx: IssueSink,
  strRequired: boolean,
): void {
  if (v.legalType === 'LB' && !v.plat) fail(ctx, 'plat', SEARCH_MESSAGES.validPlatRequired);
  if (v.legalType === 'MB') {
    for (const field of ['section', 'township', 'range'] as const)
      checkText(ctx, field, v[field], { required: strRequired, digits: true });
  }
  for (const field of LEGAL_TEXT_FIELDS) checkText(ctx, field, v[field]);
}

const legalDescriptionFields = z.object({
  ...legalFields,
  hideOtherLots: z._default(z.boolean(), false),
  documentType: code(ALL_CODE),
  instrumentGroup: code(ALL_CODE),
  ...dates,
  grantorGranteeLastName: text(),
  grantorGranteeFirstName: text(),
  grantorGranteeMiddleInitial: initial(),
});
function checkLegalDescription(v: z.output<typeof legalDescriptionFields>, ctx: IssueSink): void {
  checkLegal(v, ctx, false);
  checkOptionalName(
    ctx,
    {
      last: 'grantorGranteeLastName',
      first: 'grantorGranteeFirstName',
      middle: 'grantorGranteeMiddleInitial',
    },
    {
      last: v.grantorGranteeLastName,
      first: v.grantorGranteeFirstName,
      middle: v.grantorGranteeMiddleInitial,
    },
  );
  checkRecordedDates(ctx, v);
}

const nameFields = z.object({
  grantorGranteeLastName1: text(),
  grantorGranteeFirstName1: text(),
  grantorGranteeMiddleInitial1: initial(),
  andOr: z._default(z.enum(AND_OR), 'OR'),
  grantorGranteeLastName2: text(),
  grantorGranteeFirstName2: text(),
  grantorGranteeMiddleInitial2: initial(),
  grantorGranteeSearchIn: z._default(z.enum(SEARCH_IN), 'BOTH'),
  nameMatch: z._default(z.enum(NAME_MATCHES), 'EXACT'),
  documentType: code(ALL_CODE),
  instrumentGroup: code(ALL_CODE),
  ...dates,
});
function checkName(v: z.output<typeof nameFields>, ctx: IssueSink): void {
  checkText(ctx, 'grantorGranteeLastName1', v.grantorGranteeLastName1, {
    required: true,
    min: SEARCH_FIELD_LIMITS.lastNameMin,
  });
  if (!v.grantorGranteeFirstName1 && v.grantorGranteeMiddleInitial1) {
    fail(ctx, 'grantorGranteeFirstName1', SEARCH_MESSAGES.requiredIfMiddleInitial);
  } else checkText(ctx, 'grantorGranteeFirstName1', v.grantorGranteeFirstName1);
  checkMiddleInitial(ctx, 'grantorGranteeMiddleInitial1', v.grantorGranteeMiddleInitial1);
  checkOptionalName(
    ctx,
    {
      last: 'grantorGranteeLastName2',
      first: 'grantorGranteeFirstName2',
      middle: 'grantorGranteeMiddleInitial2',
    },
    {
      last: v.grantorGranteeLastName2,
      first: v.grantorGranteeFirstName2,
      middle: v.grantorGranteeMiddleInitial2,
    },
    { min: SEARCH_FIELD_LIMITS.lastNameMin },
  );
  checkRecordedDates(ctx, v);
}

const parcelIdFields = z.object({ parcelId: text(40), documentType: code(ALL_CODE), ...dates });
function checkParcelId(v: z.output<typeof parcelIdFields>, ctx: IssueSink): void {
  checkText(ctx, 'parcelId', v.parcelId, { required: true, min: SEARCH_FIELD_LIMITS.parcelIdMin });
  checkRecordedDates(ctx, v);
}

const torrensCertificateFields = z.object({ certificateNumber: text(20) });
const torrensTextFields = z.object({
  text: text(200),
  searchIn: z._default(z.enum(TORRENS_TEXT_SCOPES), 'ALL'),
});
/** Torrens certificate and text searches have no form rules (spec 2 §5). */
const noRules = () => undefined;

const tractIndexFields = z.object({
  island: code(),
  village: text(),
  parcelId: text(40),
  ...dates,
});
function checkTractIndex(v: z.output<typeof tractIndexFields>, ctx: IssueSink): void {
  checkText(ctx, 'island', v.island, { required: true });
  checkText(ctx, 'village', v.village, {
    required: true,
    min: SEARCH_FIELD_LIMITS.villageMin,
    minMessage: SEARCH_MESSAGES.threeCharactersMinimum,
  });
  checkText(ctx, 'parcelId', v.parcelId, { lettersAndDigits: true });
  checkRecordedDates(ctx, v);
}

const grantorGranteeBookFields = z.object({
  grantorGranteeLastName: text(),
  grantorGranteeSearchIn: z._default(z.enum(SEARCH_IN), 'BOTH'),
  ...dates,
});
function checkGrantorGranteeBook(
  v: z.output<typeof grantorGranteeBookFields>,
  ctx: IssueSink,
): void {
  checkText(ctx, 'grantorGranteeLastName', v.grantorGranteeLastName, { required: true });
  checkRecordedDates(ctx, v);
}

/** The plat form sends the plat (its code) and name; the number is the form's own. */
const platFields = z.object({ plat: code(), platName: text(), platNumber: text() });
function checkPlat(v: z.output<typeof platFields>, ctx: IssueSink): void {
  if (!v.plat) fail(ctx, 'plat', SEARCH_MESSAGES.validPlatRequired);
}

const taxLienFields = z.object({
  searchByTaxLienMethod: z._default(z.enum(TAX_LIEN_METHODS), 'TAXPAYER'),
  ...dates,
  documentType: code(ALL_CODE),
  documentNumber: text(20),
  lienNumber: text(30),
  taxpayerName: text(),
  taxpayerFirstName: text(),
  taxpayerMiddleInitial: initial(),
});
function checkTaxLien(v: z.output<typeof taxLienFields>, ctx: IssueSink): void {
  switch (v.searchByTaxLienMethod) {
    case 'DATERANGE':
      return checkRecordedDates(ctx, v);
    case 'DOCUMENTNUMBER':
      checkText(ctx, 'documentNumber', v.documentNumber, { required: true });
      return;
    case 'LIENNUMBER':
      checkText(ctx, 'lienNumber', v.lienNumber, { required: true });
      return;
    case 'TAXPAYER':
      checkText(ctx, 'taxpayerName', v.taxpayerName, { required: true });
      if (!v.taxpayerFirstName && v.taxpayerMiddleInitial)
        fail(ctx, 'taxpayerFirstName', SEARCH_MESSAGES.requiredIfMiddleInitial);
      else checkText(ctx, 'taxpayerFirstName', v.taxpayerFirstName);
      checkMiddleInitial(ctx, 'taxpayerMiddleInitial', v.taxpayerMiddleInitial);
  }
}

const tractBookIdFields = z.object({ tractBookId: text(30) });
function checkTractBookId(v: z.output<typeof tractBookIdFields>, ctx: IssueSink): void {
  checkText(ctx, 'tractBookId', v.tractBookId, { required: true });
}

const tractBookLegalFields = z.object({ ...dates, ...legalFields });
function checkTractBookLegal(v: z.output<typeof tractBookLegalFields>, ctx: IssueSink): void {
  checkLegal(v, ctx, true);
  checkRecordedDates(ctx, v);
}

/** Every search type's fields (with defaults) and rules. */
export const SEARCH_CRITERIA = {
  searchByAddress: { fields: addressFields, check: checkAddress },
  searchByBookAndPage: { fields: bookAndPageFields, check: checkBookAndPage },
  searchByDate: { fields: dateFields, check: checkDate },
  searchByDocumentNumber: { fields: documentNumberFields, check: checkDocumentNumber },
  searchByLegalDescription: { fields: legalDescriptionFields, check: checkLegalDescription },
  searchByName: { fields: nameFields, check: checkName },
  searchByParcelId: { fields: parcelIdFields, check: checkParcelId },
  searchByTorrensCertificate: { fields: torrensCertificateFields, check: noRules },
  searchByTorrensText: { fields: torrensTextFields, check: noRules },
  searchByTractIndexNMI: { fields: tractIndexFields, check: checkTractIndex },
  searchByGrantorGranteeBook: { fields: grantorGranteeBookFields, check: checkGrantorGranteeBook },
  searchByPlat: { fields: platFields, check: checkPlat },
  searchByTaxLien: { fields: taxLienFields, check: checkTaxLien },
  searchByTractBookId: { fields: tractBookIdFields, check: checkTractBookId },
  searchByTractBookLegal: { fields: tractBookLegalFields, check: checkTractBookLegal },
} as const;

type CriteriaEntry<T extends SearchTypeKey> = (typeof SEARCH_CRITERIA)[T];
/** A search's criteria as the server reads them (defaults filled in). */
export type SearchCriteria<T extends SearchTypeKey> = z.output<CriteriaEntry<T>['fields']>;
/** A search's criteria as a form holds them (every field optional on the way in). */
export type SearchCriteriaInput<T extends SearchTypeKey> = z.input<CriteriaEntry<T>['fields']>;

/** The criteria schema of a search type: the form validates with it, the server parses the body with it. */
export function searchCriteriaSchema<T extends SearchTypeKey>(
  type: T,
): z.ZodMiniType<SearchCriteria<T>, SearchCriteriaInput<T>> {
  const { fields, check } = SEARCH_CRITERIA[type] as {
    fields: CriteriaEntry<T>['fields'];
    check: (v: SearchCriteria<T>, ctx: IssueSink) => void;
  };
  return fields.check(
    z.superRefine((v, ctx) => check(v as SearchCriteria<T>, ctx)),
  ) as unknown as z.ZodMiniType<SearchCriteria<T>, SearchCriteriaInput<T>>;
}

export const searchByAddressCriteriaSchema = searchCriteriaSchema('searchByAddress');
export const searchByBookAndPageCriteriaSchema = searchCriteriaSchema('searchByBookAndPage');
export const searchByDateCriteriaSchema = searchCriteriaSchema('searchByDate');
export const searchByDocumentNumberCriteriaSchema = searchCriteriaSchema('searchByDocumentNumber');
export const searchByLegalDescriptionCriteriaSchema = searchCriteriaSchema(
  'searchByLegalDescription',
);
export const searchByNameCriteriaSchema = searchCriteriaSchema('searchByName');
export const searchByParcelIdCriteriaSchema = searchCriteriaSchema('searchByParcelId');
export const searchByTorrensCertificateCriteriaSchema = searchCriteriaSchema(
  'searchByTorrensCertificate',
);
export const searchByTorrensTextCriteriaSchema = searchCriteriaSchema('searchByTorrensText');
export const searchByTractIndexNMICriteriaSchema = searchCriteriaSchema('searchByTractIndexNMI');
export const searchByGrantorGranteeBookCriteriaSchema = searchCriteriaSchema(
  'searchByGrantorGranteeBook',
);
export const searchByPlatCriteriaSchema = searchCriteriaSchema('searchByPlat');
export const searchByTaxLienCriteriaSchema = searchCriteriaSchema('searchByTaxLien');
export const searchByTractBookIdCriteriaSchema = searchCriteriaSchema('searchByTractBookId');
export const searchByTractBookLegalCriteriaSchema = searchCriteriaSchema('searchByTractBookLegal');

/**
 * The paging fields of a search call (spec 2 §3): pageNumber (1-based; -1 asks for the whole result set, as the
 * Print call does), sortKey among the result kind's keys (default its default key), sortDirection, the browser's
 * timestamp (echoed so a late answer to an older search can be told apart), batch (0 for a whole page of 100,
 * 1 to 4 for the 25-row batches of the first page) and updateHistory (false for paging, sorting and batches).
 */
export function searchPagingFields<T extends SearchTypeKey>(type: T) {
  const kind = RESULT_KINDS[SEARCH_RESULT_KINDS[type]];
  return {
    pageNumber: z._default(pageNumberSchema, 1),
    sortKey: z._default(
      z.enum(kind.sortKeys as unknown as [string, ...string[]]),
      kind.defaultSortKey as string,
    ),
    sortDirection: z._default(z.enum(SORT_DIRECTIONS), 'ASC'),
    timestamp: z._default(z.nullable(timestampSchema), null),
    batch: z._default(z.int().check(z.minimum(0), z.maximum(LAST_BACKGROUND_BATCH)), 0),
    updateHistory: z._default(z.boolean(), true),
  };
}

/** The body of POST search/{type} and search/{type}Print: the criteria and the paging fields, flat. */
export function searchRequestSchema<T extends SearchTypeKey>(
  type: T,
): z.ZodMiniType<SearchCriteria<T> & SearchPaging, SearchCriteriaInput<T> & Partial<SearchPaging>> {
  const { fields, check } = SEARCH_CRITERIA[type] as {
    fields: CriteriaEntry<T>['fields'];
    check: (v: SearchCriteria<T>, ctx: IssueSink) => void;
  };
  return z
    .extend(fields, searchPagingFields(type))
    .check(
      z.superRefine((v, ctx) => check(v as unknown as SearchCriteria<T>, ctx)),
    ) as unknown as z.ZodMiniType<
    SearchCriteria<T> & SearchPaging,
    SearchCriteriaInput<T> & Partial<SearchPaging>
  >;
}
export type SearchPaging = {
  pageNumber: number;
  sortKey: string;
  sortDirection: 'ASC' | 'DESC';
  timestamp: number | null;
  batch: number;
  updateHistory: boolean;
};

/** The names of a search type's criteria fields (what a history entry and a charge key keep). */
export function criteriaFieldNames(type: SearchTypeKey): string[] {
  return Object.keys(SEARCH_CRITERIA[type].fields.shape);
}

/** A form's starting values (spec 2 §9), also what Clear restores: every default, the dates worked out. */
export function defaultCriteria<T extends SearchTypeKey>(
  type: T,
  options: SearchOptions,
  today: Date,
): SearchCriteria<T> {
  const blank = SEARCH_CRITERIA[type].fields.parse({}) as Record<string, unknown>;
  if ('fromRecordedDate' in blank) Object.assign(blank, defaultSearchDates(type, options, today));
  return blank as SearchCriteria<T>;
}

/**
 * Tax lien criteria after validation (spec 2 §4): Date Range keeps only the dates; the other methods keep their
 * own field(s) and reset the dates to 01/01/1900 through today.
 */
export function normalizeTaxLienCriteria(
  criteria: SearchCriteria<'searchByTaxLien'>,
  today: Date,
): SearchCriteria<'searchByTaxLien'> {
  const cleared = {
    documentType: ALL_CODE,
    documentNumber: '',
    lienNumber: '',
    taxpayerName: '',
    taxpayerFirstName: '',
    taxpayerMiddleInitial: '',
  };
  const wholeRange = { fromRecordedDate: DEFAULT_FROM_DATE, toRecordedDate: formatUsDate(today) };
  const c = criteria;
  switch (c.searchByTaxLienMethod) {
    case 'DATERANGE':
      return { ...c, ...cleared };
    case 'DOCUMENTNUMBER':
      return {
        ...c,
        ...cleared,
        ...wholeRange,
        documentType: c.documentType,
        documentNumber: c.documentNumber,
      };
    case 'LIENNUMBER':
      return { ...c, ...cleared, ...wholeRange, lienNumber: c.lienNumber };
    case 'TAXPAYER':
      return {
        ...c,
        ...cleared,
        ...wholeRange,
        taxpayerName: c.taxpayerName,
        taxpayerFirstName: c.taxpayerFirstName,
        taxpayerMiddleInitial: c.taxpayerMiddleInitial,
      };
  }
}

/** The Torrens text field's label follows its scope (spec 2 §2). */
export function torrensTextLabel(scope: TorrensTextScope): string {
  if (scope === 'DOCUMENT') return 'Document Number';
  if (scope === 'ALL') return 'Text or Document Number';
  return 'Text';
}
