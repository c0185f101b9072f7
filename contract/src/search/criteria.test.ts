import { formatUsDate, todayUtc } from '../dates';
import {
  defaultCriteria,
  normalizeTaxLienCriteria,
  searchByAddressCriteriaSchema,
  searchByDocumentNumberCriteriaSchema,
  searchByLegalDescriptionCriteriaSchema,
  searchByNameCriteriaSchema,
  searchByParcelIdCriteriaSchema,
  searchByPlatCriteriaSchema,
  searchByTaxLienCriteriaSchema,
  searchByTractBookLegalCriteriaSchema,
  searchByTractIndexNMICriteriaSchema,
  searchRequestSchema,
  torrensTextLabel,
} from './criteria';
import { displayCriteria, longDescription } from './labels';
import { defaultSearchDates, type SearchOptions } from './options';
import { matchingPlats } from './plats';

// The schemas check dates against the real today, so the tests use it too.
const today = todayUtc();
const dates = { fromRecordedDate: '01/01/1900', toRecordedDate: formatUsDate(today) };

/** The messages a schema answers, as "field: message". */
const errors = (
  schema: {
    safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

const options: SearchOptions = {
  qqqq: true,
  qqq: true,
  baseline: true,
  municipality: true,
  meridian: true,
  mbOtherLot: true,
  sublot: true,
  useMunicipalityCodes: true,
  torrensUseFileNumber: true,
  displaySalePrice: true,
  displayMortgageAmount: true,
  mortgageAmountLabel: 'Mortgage Amount',
  showNotableDates: false,
  useVerificationDate: false,
  abstractIndexBeginDate: '',
  abstractVerifiedDate: '',
  startDates: {
    searchByName: '',
    searchByParcelId: '',
    searchByLegalDescription: '',
    searchByGrantorGranteeBook: '',
    searchByTaxLien: '01/03/1995',
    searchByTractBookLegal: '',
  },
  taxLinkUrl: '',
  gisLinkUrl: '',
};

describe('search criteria rules (spec 2 §5)', () => {
  it('name: last name 1 required and 2 characters; first name if an initial; name 2 only when started', () => {
    expect(errors(searchByNameCriteriaSchema, { ...dates })).toEqual([
      'grantorGranteeLastName1: Required.',
    ]);
    expect(
      errors(searchByNameCriteriaSchema, { ...dates, grantorGranteeLastName1: ' s ' }),
    ).toEqual(['grantorGranteeLastName1: 2 characters minimum.']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: 'Smith',
        grantorGranteeMiddleInitial1: 'J',
      }),
    ).toEqual(['grantorGranteeFirstName1: Required if MI entered.']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: 'Smith',
        grantorGranteeFirstName2: 'Ann',
      }),
    ).toEqual(['grantorGranteeLastName2: Required if First Name entered.']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: 'Smith',
        grantorGranteeMiddleInitial2: 'Q',
      }),
    ).toEqual([
      'grantorGranteeLastName2: Required if MI entered.',
      'grantorGranteeFirstName2: Required if MI entered.',
    ]);
    expect(
      errors(searchByNameCriteriaSchema, { ...dates, grantorGranteeLastName1: 'Sm%th' }),
    ).toEqual(['grantorGranteeLastName1: Invalid characters.']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: 'Smith',
        grantorGranteeMiddleInitial1: 'JA',
        grantorGranteeFirstName1: 'J',
      }),
    ).toEqual(['grantorGranteeMiddleInitial1: One character only.']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: 'Smith',
        fromRecordedDate: '13/01/2000',
      }),
    ).toEqual(['fromRecordedDate: MM/DD/YYYY']);
    expect(
      errors(searchByNameCriteriaSchema, {
        ...dates,
        grantorGranteeLastName1: "O'Brien",
        grantorGranteeLastName2: 'St. John',
      }),
    ).toEqual([]);
  });

  it('document number: a range is numeric only and in order, on both fields', () => {
    expect(errors(searchByDocumentNumberCriteriaSchema, {})).toEqual(['documentNumber: Required.']);
    expect(errors(searchByDocumentNumberCriteriaSchema, { documentNumber: 'T900001' })).toEqual([]);
    expect(
      errors(searchByDocumentNumberCriteriaSchema, {
        documentNumber: 'T900001',
        toDocumentNumber: '900010',
      }),
    ).toEqual(['documentNumber: Numeric only on a range search.']);
    expect(
      errors(searchByDocumentNumberCriteriaSchema, {
        documentNumber: '9000012',
        toDocumentNumber: '9000001',
      }),
    ).toEqual([
      'documentNumber: Invalid numeric range.',
      'toDocumentNumber: Invalid numeric range.',
    ]);
  });

  it('address, parcel, tract index: required fields and minimum lengths with their own messages', () => {
    expect(
      errors(searchByAddressCriteriaSchema, { ...dates, streetName: 'Ma', city: 'P' }),
    ).toEqual([
      'houseNumber: Required.',
      'streetName: Three characters minimum.',
      'city: Three characters minimum, or leave blank.',
    ]);
    expect(errors(searchByParcelIdCriteriaSchema, { ...dates })).toEqual(['parcelId: Required.']);
    expect(errors(searchByParcelIdCriteriaSchema, { ...dates, parcelId: '2' })).toEqual([
      'parcelId: 2 characters minimum.',
    ]);
    expect(
      errors(searchByTractIndexNMICriteriaSchema, { ...dates, village: 'Ga', parcelId: 'G-12' }),
    ).toEqual([
      'island: Required.',
      'village: Three characters minimum.',
      'parcelId: Numbers and letters only.',
    ]);
  });

  it('minimum lengths count letters and digits only: punctuation and LIKE wildcards are not characters of a name', () => {
    for (const typed of ['__', '_-', "' .", 'é_']) {
      expect(
        errors(searchByNameCriteriaSchema, { ...dates, grantorGranteeLastName1: typed }),
      ).toEqual(['grantorGranteeLastName1: 2 characters minimum.']);
    }
    expect(errors(searchByParcelIdCriteriaSchema, { ...dates, parcelId: '-_-' })).toEqual([
      'parcelId: 2 characters minimum.',
    ]);
    expect(
      errors(searchByAddressCriteriaSchema, { ...dates, houseNumber: '1', streetName: 'M_ _' }),
    ).toEqual(['streetName: Three characters minimum.']);
    // Letters with accents count (the search folds them), and so do digits.
    expect(
      errors(searchByNameCriteriaSchema, { ...dates, grantorGranteeLastName1: "O'É" }),
    ).toEqual([]);
    expect(errors(searchByParcelIdCriteriaSchema, { ...dates, parcelId: '1-2' })).toEqual([]);
  });

  it('a required text with no letter or digit is missing', () => {
    expect(
      errors(searchByTaxLienCriteriaSchema, {
        ...dates,
        searchByTaxLienMethod: 'TAXPAYER',
        taxpayerName: '__',
      }),
    ).toContain('taxpayerName: Required.');
  });

  it('legal: a valid plat for Lots & Blocks; numbers only in section, township and range; the name rules', () => {
    expect(errors(searchByLegalDescriptionCriteriaSchema, { ...dates })).toEqual([
      'plat: A valid plat required.',
    ]);
    expect(
      errors(searchByLegalDescriptionCriteriaSchema, {
        ...dates,
        legalType: 'MB',
        section: '1A',
        grantorGranteeFirstName: 'Ann',
      }),
    ).toEqual([
      'section: Numbers only.',
      'grantorGranteeLastName: Required if First Name entered.',
    ]);
    expect(
      errors(searchByTractBookLegalCriteriaSchema, {
        fromRecordedDate: '01/01/1800',
        legalType: 'MB',
        section: '12',
      }),
    ).toEqual(['township: Required.', 'range: Required.']);
    expect(errors(searchByPlatCriteriaSchema, { platName: 'Maple' })).toEqual([
      'plat: A valid plat required.',
    ]);
  });

  it('tax lien: only the chosen method is checked; afterwards the other fields are reset', () => {
    expect(errors(searchByTaxLienCriteriaSchema, {})).toEqual(['taxpayerName: Required.']);
    expect(
      errors(searchByTaxLienCriteriaSchema, {
        searchByTaxLienMethod: 'LIENNUMBER',
        taxpayerName: '',
      }),
    ).toEqual(['lienNumber: Required.']);
    const parsed = searchByTaxLienCriteriaSchema.parse({
      searchByTaxLienMethod: 'LIENNUMBER',
      lienNumber: '912345678',
      taxpayerName: 'Stale',
      fromRecordedDate: '05/05/2005',
    });
    expect(normalizeTaxLienCriteria(parsed, today)).toMatchObject({
      lienNumber: '912345678',
      taxpayerName: '',
      ...dates,
    });
  });

  it('the request adds paging fields with their defaults and the kind of results sort keys', () => {
    const body = searchRequestSchema('searchByTorrensText').parse({ text: 'lake' });
    expect(body).toEqual({
      text: 'lake',
      searchIn: 'ALL',
      pageNumber: 1,
      sortKey: 'certificateNumber',
      sortDirection: 'ASC',
      timestamp: null,
      batch: 0,
      updateHistory: true,
    });
    expect(
      searchRequestSchema('searchByName').safeParse({
        ...dates,
        grantorGranteeLastName1: 'Lee',
        sortKey: 'lienDate',
      }).success,
    ).toBe(false);
    expect(
      searchRequestSchema('searchByName').safeParse({
        ...dates,
        grantorGranteeLastName1: 'Lee',
        pageNumber: 0,
      }).success,
    ).toBe(false);
    expect(
      searchRequestSchema('searchByName').safeParse({
        ...dates,
        grantorGranteeLastName1: 'Lee',
        pageNumber: -1,
      }).success,
    ).toBe(true);
  });
});

describe('defaults (spec 2 §9)', () => {
  it('from date: the type start date, the historical books, the index begin date, else 01/01/1900; to date: today or the verified date', () => {
    expect(defaultSearchDates('searchByName', options, today)).toEqual({
      fromRecordedDate: '01/01/1900',
      toRecordedDate: formatUsDate(today),
    });
    expect(defaultSearchDates('searchByTaxLien', options, today).fromRecordedDate).toBe(
      '01/03/1995',
    );
    expect(defaultSearchDates('searchByGrantorGranteeBook', options, today).fromRecordedDate).toBe(
      '01/01/1800',
    );
    const notable = {
      ...options,
      showNotableDates: true,
      abstractIndexBeginDate: '01/03/1950',
      useVerificationDate: true,
      abstractVerifiedDate: '11/28/2025',
    };
    expect(defaultSearchDates('searchByDate', notable, today)).toEqual({
      fromRecordedDate: '01/03/1950',
      toRecordedDate: '11/28/2025',
    });
  });

  it('a form starts with every default: Or, Both, ALL, Lots & Blocks, Contains, All Sections, Taxpayer', () => {
    expect(defaultCriteria('searchByName', options, today)).toMatchObject({
      andOr: 'OR',
      grantorGranteeSearchIn: 'BOTH',
      documentType: 'ALL',
      instrumentGroup: 'ALL',
      ...dates,
    });
    expect(defaultCriteria('searchByLegalDescription', options, today)).toMatchObject({
      legalType: 'LB',
      searchMethod: 'CONTAINS',
      hideOtherLots: false,
    });
    expect(defaultCriteria('searchByTorrensText', options, today)).toEqual({
      text: '',
      searchIn: 'ALL',
    });
    expect(defaultCriteria('searchByTaxLien', options, today)).toMatchObject({
      searchByTaxLienMethod: 'TAXPAYER',
      fromRecordedDate: '01/03/1995',
    });
    expect(torrensTextLabel('DOCUMENT')).toBe('Document Number');
    expect(torrensTextLabel('ALL')).toBe('Text or Document Number');
    expect(torrensTextLabel('RECITAL')).toBe('Text');
  });
});

describe('plat type-ahead and criteria read back', () => {
  const plats = [
    { code: '1008', number: '1008', name: 'Pine Ridge Second Addition' },
    { code: '1001', number: '1001', name: 'Pine Ridge Original Townsite' },
    { code: '1085', number: '1085', name: 'Maple Ridge' },
  ];

  it('starts at 2 characters, matches the start of the name or number in any case', () => {
    expect(matchingPlats(plats, 'p', 'name')).toBeNull();
    expect(matchingPlats(plats, 'pi', 'name')?.map((p) => p.code)).toEqual(['1008', '1001']);
    expect(matchingPlats(plats, 'MAPLE', 'name')?.map((p) => p.code)).toEqual(['1085']);
    expect(matchingPlats(plats, '108', 'number')?.map((p) => p.code)).toEqual(['1085']);
    expect(matchingPlats(plats, 'ridge', 'name')).toEqual([]);
  });

  it('describes criteria in words, leaving out blanks and ALL', () => {
    const shown = displayCriteria('searchByName', {
      grantorGranteeLastName1: 'Quillfeather',
      andOr: 'OR',
      grantorGranteeSearchIn: 'GRANTEES',
      instrumentGroup: 'ALL',
      ...dates,
    });
    expect(shown).toEqual([
      { key: 'grantorGranteeLastName1', value: 'Quillfeather' },
      { key: 'andOr', value: 'Or' },
      { key: 'grantorGranteeSearchIn', value: 'Grantees' },
      { key: 'fromRecordedDate', value: '01/01/1900' },
      { key: 'toRecordedDate', value: formatUsDate(today) },
    ]);
    expect(longDescription(shown)).toBe(
      `Business or Last Name: Quillfeather; And/Or: Or; Search In: Grantees; From Date: 01/01/1900; To Date: ${formatUsDate(today)}`,
    );
  });
});
