import {
  SEARCH_TYPE_KEYS,
  SEARCH_TYPES,
  type CurrentUser,
  type EnabledModule,
  type PublicCountyConfig,
} from '@lrp/contract';
import shellContract from '../module/shell-contract.json';

/** A signed-in user for component tests; override what the test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 7,
    username: 'escrow.user',
    fullName: 'Erin Escrow',
    role: 'USER',
    language: 'ENGLISH',
    accountId: 1,
    accountName: 'Pine Ridge Title Co.',
    usageBalance: '$250.00',
    paymentMethod: 'ESCROW',
    accountType: 'A_LA_CARTE',
    searchRates: [],
    searchHistoryList: [],
    tabList: [],
    searchList: [...SEARCH_TYPE_KEYS],
    allowableAccounts: [],
    allowableUserTypes: [],
    accountDocTypes: {},
    ...overrides,
  };
}

/** A county configuration like the demo county's, for component tests. */
export function makeCountyConfig(): PublicCountyConfig {
  const flags = Object.fromEntries(
    SEARCH_TYPES.flatMap((t) => [
      [t.setting, true],
      [`${t.setting}CountyNote`, ''],
    ]),
  );
  return {
    common: {
      appTitle: 'Land Record Portal',
      countyName: 'Pine Ridge County',
      stateCode: 'MN',
      contactName: 'Office of the County Recorder',
      contactTitle: 'County Recorder',
      contactPhone: '(555) 010-2040',
      contactEmail: 'recorder@pineridge.example.gov',
      bookLabel: 'Book',
      torrensLabel: 'Torrens',
    },
    languages: { languages: true },
    loginPageRegistration: { forgotPasswordLink: true, selfRegistration: true, emaileExpireIn: 4 },
    userLockout: { lockoutInPlace: false, messageLogin: '', messageHeadline: '' },
    efile: {
      efile: true,
      efileCountyNote: 'E-recording is open 8:00 to 4:30.',
      acknowledgement: false,
      acknowledgementStatement: '',
    },
    search: {
      defaultSearch: 'searchByName',
      searchAccess: 'configurable',
      ...flags,
    } as PublicCountyConfig['search'],
    search2: {
      map: true,
      tax: true,
      allOnlySearch: false,
      downloadResults: true,
      torrens: true,
      bookType: true,
      propertyCode: true,
    },
    searchOptions: {
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
      showNotableDates: true,
      useVerificationDate: false,
      abstractIndexBeginDate: '01/03/1950',
      abstractVerifiedDate: '11/28/2025',
      startDates: {
        searchByName: '',
        searchByParcelId: '',
        searchByLegalDescription: '',
        searchByGrantorGranteeBook: '',
        searchByTaxLien: '01/03/1995',
        searchByTractBookLegal: '',
      },
      taxLinkUrl: 'https://tax.pineridge.example.gov/parcel?pin={parcelId}',
      gisLinkUrl: 'https://gis.pineridge.example.gov/map?pin={parcelId}',
    },
    reports: {
      statementReport: true,
      statementReportCountyNote: '',
      auditAccountsReport: true,
      auditAccountsReportCountyNote: '',
      auditUsersReport: true,
      auditUsersReportCountyNote: '',
      accountTypeReport: true,
      accountTypeReportCountyNote: '',
    },
    homeSelections: {
      latestNews: true,
      latestNewsLoginPage: true,
      latestNewsMore: true,
      disclaimer: true,
      contactUs: true,
      links: true,
      linksLoginPage: true,
      linksMore: true,
      loginSlides: true,
      notableDates: true,
      transactions: true,
    },
    escrow: {
      applySurcharge: true,
      feeCode: 'ESC',
      chargeCode: 'CC',
      reloadByCreditCard: true,
      minReloadAmount: 10,
      maxReloadAmount: 500,
      creditCardSurchargeMethod: 'percent',
      creditCardSurcharge: 0,
      creditCardSurchargePercent: 2.5,
    },
    flatFeeOverride: {
      countyAdminReload: true,
      accountAdminReload: true,
      rates: [
        { option: true, unlimitedNumberOfPages: false, numberOfPages: 50, cost: 25 },
        { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 45 },
        { option: true, unlimitedNumberOfPages: false, numberOfPages: 250, cost: 100 },
        { option: false, unlimitedNumberOfPages: false, numberOfPages: 0, cost: 0 },
        { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 300 },
      ],
    },
  };
}

/** A module as the county's feed offers it: release 1.0.0 that fits the shell (it shares no library). */
export function makeEnabledModule(
  name: string,
  overrides: Partial<EnabledModule> = {},
): EnabledModule {
  const short = name.replace(/^mfe-/, '');
  const release = overrides.release ?? '1.0.0-0123456789';
  return {
    name,
    container: `lrp_${short}`,
    expose: './module',
    title: { en: short.charAt(0).toUpperCase() + short.slice(1) },
    mounts: [{ path: `/${short}`, access: 'session' }],
    nav: [],
    version: '1.0.0',
    builtAt: '2026-01-01T00:00:00.000Z',
    release,
    shellContract: `^${shellContract.version}`,
    shared: {},
    manifestUrl: `/modules/${name}/${release}/mf-manifest.json`,
    entryUrl: `/modules/${name}/${release}/remoteEntry.js`,
    ...overrides,
  };
}
