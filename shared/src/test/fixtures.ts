import {
  COUNTY_DEFAULTS,
  SEARCH_TYPE_KEYS,
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

/**
 * A county configuration like the demo county's, for component tests: the contract's defaults (copied: a test may
 * change its own) with what the demo county sets otherwise.
 */
export function makeCountyConfig(): PublicCountyConfig {
  const d = COUNTY_DEFAULTS;
  return {
    common: {
      ...d.common,
      countyName: 'Pine Ridge County',
      contactPhone: '(555) 010-2040',
      contactEmail: 'recorder@pineridge.example.gov',
    },
    languages: { ...d.languages },
    loginPageRegistration: { ...d.loginPageRegistration, selfRegistration: true },
    userLockout: { ...d.userLockout, messageLogin: '', messageHeadline: '' },
    efile: { ...d.efile, efile: true, efileCountyNote: 'E-recording is open 8:00 to 4:30.' },
    search: { ...d.search },
    search2: {
      ...d.search2,
      map: true,
      tax: true,
      torrens: true,
      bookType: true,
      propertyCode: true,
      publicAlerts: false,
    },
    searchOptions: {
      ...d.searchOptions,
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
      showNotableDates: true,
      abstractIndexBeginDate: '01/03/1950',
      abstractVerifiedDate: '11/28/2025',
      startDates: { ...d.searchOptions.startDates, searchByTaxLien: '01/03/1995' },
      taxLinkUrl: 'https://tax.pineridge.example.gov/parcel?pin={parcelId}',
      gisLinkUrl: 'https://gis.pineridge.example.gov/map?pin={parcelId}',
    },
    reports: { ...d.reports },
    homeSelections: { ...d.homeSelections },
    escrow: {
      ...d.escrow,
      applySurcharge: true,
      feeCode: 'ESC',
      chargeCode: 'CC',
      reloadByCreditCard: true,
      maxReloadAmount: 500,
      creditCardSurchargeMethod: 'percent',
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
