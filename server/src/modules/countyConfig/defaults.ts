import {
  creditCardRateName,
  RATE_NAMES,
  SEARCH_TYPES,
  type ALaCarteRates,
  type CountyConfig,
  type CreditCardRates,
} from '@lrp/contract';
import type { FlatFeeConfig, NotableDatesConfig } from './server-schemas';

/*
 * What a new county starts with (SEED=none): every group present and valid, features that need the county's
 * own content (e-file, self-registration) off. The demo seed replaces these with Pine Ridge County's values.
 */

const searchDefaults = Object.fromEntries(
  SEARCH_TYPES.flatMap((t) => [
    [t.setting, true],
    [`${t.setting}CountyNote`, ''],
  ]),
);

/** Every price at 0 (free): a county sets its prices in the fee structure. */
export const FREE_RATES = Object.fromEntries(RATE_NAMES.map((name) => [name, 0])) as ALaCarteRates;
export const NO_ALTERNATE_RATES: CreditCardRates = {
  applyAlternateRates: false,
  ...(Object.fromEntries(RATE_NAMES.map((name) => [creditCardRateName(name), 0])) as Omit<
    CreditCardRates,
    'applyAlternateRates' | 'rates'
  >),
  rates: [],
};

export const DEFAULT_COUNTY_CONFIG: CountyConfig & {
  notableDates: NotableDatesConfig;
  flatFee: FlatFeeConfig;
} = {
  common: {
    appTitle: 'Land Record Portal',
    countyName: 'County',
    stateCode: 'MN',
    contactName: 'Office of the County Recorder',
    contactTitle: 'County Recorder',
    contactPhone: '',
    contactEmail: '',
    bookLabel: 'Book',
    torrensLabel: 'Torrens',
  },
  languages: { languages: true },
  loginPageRegistration: { forgotPasswordLink: true, selfRegistration: false, emaileExpireIn: 4 },
  userLockout: {
    lockoutInPlace: false,
    messageLogin: 'The portal is closed for maintenance. Please try again later.',
    messageHeadline: 'The portal is closed for maintenance.',
  },
  userAccess: {
    guestUserName: '',
    limitLoginAttempts: true,
    maxloginAttempts: 5,
    inactivityTimeLimit: true,
    inactivityTimeLimitPeriod: 30,
  },
  efile: {
    efile: false,
    efileCountyNote: '',
    acknowledgement: false,
    acknowledgementStatement: '',
  },
  search: { defaultSearch: 'searchByName', searchAccess: 'configurable', ...searchDefaults },
  search2: {
    map: false,
    tax: false,
    allOnlySearch: false,
    downloadResults: true,
    torrens: false,
    bookType: false,
    propertyCode: false,
  },
  searchOptions: {
    qqqq: false,
    qqq: false,
    baseline: false,
    municipality: false,
    meridian: false,
    mbOtherLot: false,
    sublot: false,
    useMunicipalityCodes: false,
    torrensUseFileNumber: false,
    displaySalePrice: false,
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
      searchByTaxLien: '',
      searchByTractBookLegal: '',
    },
    taxLinkUrl: '',
    gisLinkUrl: '',
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
  modules: { disabled: [] },
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
    applySurcharge: false,
    feeCode: '',
    chargeCode: '',
    reloadByCreditCard: false,
    minReloadAmount: 10,
    maxReloadAmount: 1000,
    creditCardSurchargeMethod: 'dollars',
    creditCardSurcharge: 0,
    creditCardSurchargePercent: 0,
  },
  flatFeeOverride: {
    countyAdminReload: false,
    accountAdminReload: false,
    rates: Array.from({ length: 5 }, () => ({
      option: false,
      unlimitedNumberOfPages: false,
      numberOfPages: 0,
      cost: 0,
    })),
  },
  aLaCarte: FREE_RATES,
  creditCard: NO_ALTERNATE_RATES,
  notableDates: {
    headings: ['Index', 'Verified Through', 'Posted Through', 'Images From', 'Images Through'],
    rows: [],
  },
  flatFee: {
    chargingImages: true,
    rates: [
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 50 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 250, cost: 100 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 500, cost: 175 },
      { option: true, unlimitedNumberOfPages: false, numberOfPages: 1000, cost: 300 },
      { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 500 },
    ],
  },
};
