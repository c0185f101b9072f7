import {
  creditCardRateName,
  RATE_NAMES,
  type ALaCarteRates,
  type CreditCardRates,
} from './fee-structure';
import type { CountyConfig } from './county';
import { NOTABLE_DATES_DISPLAY_DEFAULTS } from './notable-dates';
import { SEARCH_TYPES } from './search-types';

/*
 * What a new county starts with: every group of countyConfigSchemas present and valid, features that need the
 * county's own content (e-file, self-registration) off. The one copy of the county defaults: the server stores
 * them for a new county and fills a group's missing keys from them, the demo seed and the browser's test fixture
 * change only what differs. Their type, CountyConfig, is the schemas'; county-defaults.test.ts
 * parses each group with its schema.
 */

const searchDefaults = Object.fromEntries(
  SEARCH_TYPES.flatMap((t) => [
    [t.setting, true],
    [`${t.setting}CountyNote`, ''],
  ]),
);

/** Every price at 0 (free): a county sets its prices in the fee structure. */
const FREE_RATES = Object.fromEntries(RATE_NAMES.map((name) => [name, 0])) as ALaCarteRates;
const NO_ALTERNATE_RATES: CreditCardRates = {
  applyAlternateRates: false,
  ...(Object.fromEntries(RATE_NAMES.map((name) => [creditCardRateName(name), 0])) as Omit<
    CreditCardRates,
    'applyAlternateRates' | 'rates'
  >),
  rates: [],
};

export const COUNTY_DEFAULTS: CountyConfig = {
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
  // Purges are off until the county turns them on (spec 3 §3, §5; docs/decisions.md "Purges").
  userPurgeSchedule: { automaticPurge: false, automaticPurgeAfterDays: 730 },
  auditLogPurgeSchedule: { automaticPurge: false, automaticPurgeAfterDays: 365 },
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
    publicAlerts: false,
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
  notableDatesDisplay: NOTABLE_DATES_DISPLAY_DEFAULTS,
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
  aLaCarteSpecialRates: { applySpecialRates: false, rates: [] },
  creditCard: NO_ALTERNATE_RATES,
  creditCardExtra: {
    postToLandLink: false,
    chargeFeeCode: '',
    chargeChargeCode: '',
    surchargeFeeCode: '',
    surchargeChargeCode: '',
    maxAmount: 25,
    applySurcharge: false,
    surchargeMethod: 'dollars',
    surcharge: 0,
    surchargePercent: 0,
    surchargeMessage: '',
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
  billingSchedule: {
    automaticBilling: true,
    automaticImageRenewal: true,
    renewalDay: 1,
    renewalTime: '0:00',
    lastRan: null,
  },
  /** Recording fees a new county starts from (it sets its own in Fee Structure > E-file Fees). */
  efileFees: {
    LR: { firstPage: 10, additionalPages: 2 },
    MAP: { firstPage: 50, additionalPages: 10 },
    MAR: { firstPage: 40, additionalPages: 0 },
    UCC1: { firstPage: 15, additionalPages: 0 },
    UCC2: { firstPage: 15, additionalPages: 0 },
  },
};
