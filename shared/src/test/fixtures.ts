import type { CurrentUser, PublicCountyConfig } from '../contract';
import { SEARCH_TYPE_KEYS, SEARCH_TYPES } from '../contract/search-types';

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
  const flags = Object.fromEntries(SEARCH_TYPES.flatMap((t) => [[t.setting, true], [`${t.setting}CountyNote`, '']]));
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
    efile: { efile: true, efileCountyNote: 'E-recording is open 8:00 to 4:30.', acknowledgement: false, acknowledgementStatement: '' },
    search: { defaultSearch: 'searchByName', searchAccess: 'configurable', ...flags } as PublicCountyConfig['search'],
    search2: { map: true, tax: true, allOnlySearch: false, downloadResults: true, torrens: true, bookType: true, propertyCode: true },
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
