import {
  creditCardRateName,
  RATE_NAMES,
  SEARCH_TYPES,
  type ALaCarteRates,
  type AccountType,
  type PaymentMethod,
  type Role,
  type UserStatus,
} from '@lrp/contract';
import { DEFAULT_COUNTY_CONFIG } from '../../modules/countyConfig/defaults';
import {
  CountyConfigRepository,
  type FullCountyConfig,
} from '../../modules/countyConfig/repository';
import { hashPassword } from '../../lib/password';
import type { DbOrTx } from '../client';
import {
  accountPageAccess,
  accounts,
  loginSlides,
  paragraphLists,
  users,
  type NewAccountRow,
} from '../schema';
import { replaceList } from './reference-data';
import { demoSlides } from './slides';

/*
 * Pine Ridge County: the demo county, the same on every seed (fixed names, amounts and dates; only the
 * password salts are random). Demo logins share the password below.
 */
export const DEMO_PASSWORD = 'Portal!Demo2026';

const SEARCH_NOTES: Record<string, string> = {
  Address: 'Addresses are indexed for documents recorded since 1995.',
  BookAndPage: 'Use the book and page printed on the recorded document.',
  Date: 'Searches a range of recording dates, at most one month at a time.',
  DocumentNumber: 'Abstract document numbers are 6 or 7 digits; Torrens numbers start with T.',
  LegalDescription: 'Lot and block, or section, township and range.',
  Name: 'Enter the last name first. Business names are indexed as written.',
  ParcelId: 'Parcel IDs look like 12-345-6789. The dashes are optional.',
  TorrensCertificate: 'Certificates of title issued since 1910.',
  TorrensText: 'Searches the text of current Torrens certificates.',
  TractIndexNMI: 'The tract index for land not yet platted.',
  GrantorGranteeBook: 'Historical grantor-grantee books, 1858 to 1945.',
  Plat: 'Recorded plats and registered land surveys.',
  TaxLien: 'Federal and state tax liens filed with the Recorder.',
  TractBookId: 'Historical tract books by book and page.',
  TractBookLegal: 'Historical tract books by section, township and range.',
};

/** The demo county's records begin here (the abstract index begin date); tax liens are indexed from 1995. */
export const DEMO_RECORDS_BEGIN = '01/03/1950';
export const DEMO_TAX_LIENS_BEGIN = '01/03/1995';

/** Pine Ridge County's a la carte prices: searches cost a little, details are free, images by the page. */
const DEMO_A_LA_CARTE_RATES: ALaCarteRates = {
  searchByAddress: 0.5,
  searchByBookAndPage: 0.5,
  searchByDate: 1,
  searchByDocumentNumber: 0.5,
  searchByLegalDescription: 1,
  searchByName: 1,
  searchByParcelId: 0.5,
  searchByTorrensCertificateNumber: 0.5,
  searchByTorrensText: 1,
  searchByPlat: 0.5,
  searchByTaxLien: 0.5,
  searchByGrantorGranteeBook: 0.5,
  searchByTractBook: 0.5,
  documentDetails: 0,
  taxLienDetails: 0,
  imageDocument: 0,
  imageFirstPage: 1,
  imageAdditionalPages: 0.25,
};

export const DEMO_COUNTY_CONFIG: FullCountyConfig = {
  common: {
    ...DEFAULT_COUNTY_CONFIG.common,
    countyName: 'Pine Ridge County',
    contactPhone: '(555) 010-2040',
    contactEmail: 'recorder@pineridge.example.gov',
  },
  languages: DEFAULT_COUNTY_CONFIG.languages,
  loginPageRegistration: { ...DEFAULT_COUNTY_CONFIG.loginPageRegistration, selfRegistration: true },
  userLockout: {
    ...DEFAULT_COUNTY_CONFIG.userLockout,
    messageLogin:
      'The Land Record Portal is closed for scheduled maintenance until 6:00 p.m. Please try again later.',
    messageHeadline: 'The portal is closed for maintenance until 6:00 p.m.',
  },
  userAccess: { ...DEFAULT_COUNTY_CONFIG.userAccess, guestUserName: 'public.guest' },
  efile: {
    efile: true,
    efileCountyNote:
      'E-recordings are accepted Monday through Friday, 8:00 a.m. to 4:00 p.m. Central Time, except county holidays; ' +
      'documents received after 4:00 p.m. are recorded the next business day. Submit each document as one PDF or ' +
      'multi-page TIFF, black and white at 300 dpi, letter or legal size, with a 3-inch top margin on the first page ' +
      'for the recording stamp.',
    acknowledgement: true,
    acknowledgementStatement:
      'I certify that the attached image is a true and complete copy of the original document, that the document is ' +
      'eligible for recording in Pine Ridge County, and that I am authorized to submit it. I understand that ' +
      'recording fees are not refundable once the document has been recorded.',
  },
  search: {
    ...DEFAULT_COUNTY_CONFIG.search,
    ...Object.fromEntries(
      SEARCH_TYPES.map((t) => [`${t.setting}CountyNote`, SEARCH_NOTES[t.setting] ?? '']),
    ),
  },
  search2: {
    ...DEFAULT_COUNTY_CONFIG.search2,
    map: true,
    tax: true,
    torrens: true,
    bookType: true,
    propertyCode: true,
    publicAlerts: true,
  },
  searchOptions: {
    ...DEFAULT_COUNTY_CONFIG.searchOptions,
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
    abstractIndexBeginDate: DEMO_RECORDS_BEGIN,
    abstractVerifiedDate: '11/28/2025',
    startDates: {
      ...DEFAULT_COUNTY_CONFIG.searchOptions.startDates,
      searchByTaxLien: DEMO_TAX_LIENS_BEGIN,
    },
    taxLinkUrl: 'https://tax.pineridge.example.gov/parcel?pin={parcelId}',
    gisLinkUrl: 'https://gis.pineridge.example.gov/map?pin={parcelId}',
  },
  reports: {
    ...DEFAULT_COUNTY_CONFIG.reports,
    statementReportCountyNote: 'Monthly statements are available for the last 24 months.',
    auditAccountsReportCountyNote: 'Searches, image purchases and deposits by account.',
    auditUsersReportCountyNote: 'Sign-ins and activity by user.',
    accountTypeReportCountyNote: 'Accounts by billing type, for county staff.',
  },
  modules: DEFAULT_COUNTY_CONFIG.modules,
  homeSelections: DEFAULT_COUNTY_CONFIG.homeSelections,
  escrow: {
    ...DEFAULT_COUNTY_CONFIG.escrow,
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
  aLaCarte: DEMO_A_LA_CARTE_RATES,
  creditCard: {
    applyAlternateRates: true,
    ...(Object.fromEntries(
      RATE_NAMES.map((name) => [
        creditCardRateName(name),
        DEMO_A_LA_CARTE_RATES[name] > 0 ? DEMO_A_LA_CARTE_RATES[name] + 0.5 : 0,
      ]),
    ) as Omit<FullCountyConfig['creditCard'], 'applyAlternateRates' | 'rates'>),
    rates: [],
  },
  notableDates: {
    ...DEFAULT_COUNTY_CONFIG.notableDates,
    // Index Begins, Verified, Posted, Legal Verified, Legal Indexed, Images From, Images Through, Certificates
    // prettier-ignore
    rows: [
      ['Abstract', '01/03/1950', '11/28/2025', '12/05/2025', '11/14/2025', '11/28/2025', '01/02/1980', '12/05/2025', ''],
      ['Torrens', '07/01/1910', '11/21/2025', '12/05/2025', '11/07/2025', '11/21/2025', '07/01/1910', '12/05/2025', '12/01/2025'],
      ['Tax Liens', '01/03/1995', '11/28/2025', '12/04/2025', '', '', '01/03/1995', '12/04/2025', ''],
    ],
  },
  // Pine Ridge shows each index's verified, posted and image dates (the recording system has more).
  notableDatesDisplay: { ...DEFAULT_COUNTY_CONFIG.notableDatesDisplay, showNotableDates: true },
  flatFee: DEFAULT_COUNTY_CONFIG.flatFee,
  aLaCarteSpecialRates: DEFAULT_COUNTY_CONFIG.aLaCarteSpecialRates,
  creditCardExtra: {
    ...DEFAULT_COUNTY_CONFIG.creditCardExtra,
    chargeFeeCode: 'IMG',
    chargeChargeCode: 'CC',
  },
  billingSchedule: DEFAULT_COUNTY_CONFIG.billingSchedule,
  // The county's recording fees as a new county starts (a card payer's document stays under the $25.00 a card
  // may be charged at once up to 8 pages of a land record).
  efileFees: DEFAULT_COUNTY_CONFIG.efileFees,
  userPurgeSchedule: { automaticPurge: false, automaticPurgeAfterDays: 730 },
  auditLogPurgeSchedule: { automaticPurge: false, automaticPurgeAfterDays: 365 },
};

type DemoAccount = NewAccountRow & {
  name: string;
  accountType: AccountType;
  paymentMethod: PaymentMethod;
};

const ACCOUNTS: DemoAccount[] = [
  {
    name: 'Pine Ridge Title Co.',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    escrowBalance: '250.00',
    address: '214 Main Street',
    city: 'Pine Ridge',
    state: 'MN',
    zip: '56470',
    phone: '(555) 010-3100',
    email: 'orders@pineridgetitle.example.com',
    landlinkAccount: '1001',
  },
  {
    name: 'North Star Abstract',
    accountType: 'FLAT_FEE',
    paymentMethod: 'ESCROW',
    flatFeeRateLevel: 2,
    imagesRemaining: 120,
    escrowBalance: '75.00',
    address: '88 Lake Avenue',
    city: 'Birch Lake',
    state: 'MN',
    zip: '56472',
    phone: '(555) 010-3377',
    email: 'office@northstarabstract.example.com',
    landlinkAccount: '1002',
  },
  {
    name: 'Card Payments',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'CREDIT_CARD',
    address: '300 Courthouse Square',
    city: 'Pine Ridge',
    state: 'MN',
    zip: '56470',
    phone: '(555) 010-2040',
    email: 'cardpayments@pineridge.example.gov',
  },
  {
    name: 'Lakeside Law Office',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'INVOICE',
    monthlyFee: '25.00',
    address: '12 Harbor Road, Suite 4',
    city: 'Loon Harbor',
    state: 'MN',
    zip: '56474',
    phone: '(555) 010-4528',
    email: 'records@lakesidelaw.example.com',
    landlinkAccount: '1004',
  },
  {
    name: 'Public Access',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'CREDIT_CARD',
    address: '300 Courthouse Square',
    city: 'Pine Ridge',
    state: 'MN',
    zip: '56470',
    phone: '(555) 010-2040',
    email: 'publicaccess@pineridge.example.gov',
  },
];

type DemoUser = {
  username: string;
  role: Role;
  account: string | null;
  firstName: string;
  lastName: string;
  company?: string;
  address: string;
  city: string;
  zip: string;
  phone: string;
  status?: UserStatus;
  viewJudicialProtection?: boolean;
  /** When the user was last seen (created and last changed), for one who left long ago: a user purge's target. */
  lastActive?: string;
};

const COURTHOUSE = { address: '300 Courthouse Square', city: 'Pine Ridge', zip: '56470' };

const USERS: DemoUser[] = [
  {
    username: 'trimin.admin',
    role: 'TRIMIN',
    account: null,
    firstName: 'Morgan',
    lastName: 'Tate',
    company: 'Trimin Systems',
    address: '1600 Technology Drive',
    city: 'Saint Paul',
    zip: '55114',
    phone: '(555) 010-9000',
    viewJudicialProtection: true,
  },
  {
    username: 'county.clerk',
    role: 'COUNTY',
    account: null,
    firstName: 'Janet',
    lastName: 'Engstrom',
    company: 'Pine Ridge County',
    ...COURTHOUSE,
    phone: '(555) 010-2041',
    viewJudicialProtection: true,
  },
  {
    username: 'account.admin',
    role: 'ACCOUNT',
    account: 'Pine Ridge Title Co.',
    firstName: 'Rachel',
    lastName: 'Dunn',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3101',
  },
  {
    username: 'escrow.user',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'Erik',
    lastName: 'Solberg',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3102',
  },
  {
    username: 'flatfee.user',
    role: 'USER',
    account: 'North Star Abstract',
    firstName: 'Frances',
    lastName: 'Lind',
    company: 'North Star Abstract',
    address: '88 Lake Avenue',
    city: 'Birch Lake',
    zip: '56472',
    phone: '(555) 010-3378',
  },
  {
    username: 'card.user',
    role: 'USER',
    account: 'Card Payments',
    firstName: 'Carlos',
    lastName: 'Medina',
    address: '41 Birchwood Lane',
    city: 'Cedar Bluff',
    zip: '56473',
    phone: '(555) 010-5521',
  },
  {
    username: 'public.guest',
    role: 'GUEST',
    account: 'Public Access',
    firstName: 'Public',
    lastName: 'Guest',
    ...COURTHOUSE,
    phone: '(555) 010-2040',
  },
  {
    username: 'linda.bergstrom',
    role: 'COUNTY',
    account: null,
    firstName: 'Linda',
    lastName: 'Bergstrom',
    company: 'Pine Ridge County',
    ...COURTHOUSE,
    phone: '(555) 010-2042',
  },
  {
    username: 'maria.lindqvist',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'Maria',
    lastName: 'Lindqvist',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3103',
  },
  {
    username: 'james.okafor',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'James',
    lastName: 'Okafor',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3104',
  },
  {
    username: 'karen.svoboda',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'Karen',
    lastName: 'Svoboda',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3105',
    status: 'I',
  },
  {
    username: 'tom.hendricks',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'Tom',
    lastName: 'Hendricks',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3106',
    status: 'L',
  },
  {
    username: 'nathan.pike',
    role: 'USER',
    account: 'Pine Ridge Title Co.',
    firstName: 'Nathan',
    lastName: 'Pike',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    zip: '56470',
    phone: '(555) 010-3107',
  },
  {
    username: 'ingrid.nystrom',
    role: 'ACCOUNT',
    account: 'North Star Abstract',
    firstName: 'Ingrid',
    lastName: 'Nystrom',
    company: 'North Star Abstract',
    address: '88 Lake Avenue',
    city: 'Birch Lake',
    zip: '56472',
    phone: '(555) 010-3379',
  },
  {
    username: 'paul.brekke',
    role: 'USER',
    account: 'North Star Abstract',
    firstName: 'Paul',
    lastName: 'Brekke',
    company: 'North Star Abstract',
    address: '88 Lake Avenue',
    city: 'Birch Lake',
    zip: '56472',
    phone: '(555) 010-3380',
  },
  {
    username: 'dana.whitehorse',
    role: 'USER',
    account: 'North Star Abstract',
    firstName: 'Dana',
    lastName: 'Whitehorse',
    company: 'North Star Abstract',
    address: '88 Lake Avenue',
    city: 'Birch Lake',
    zip: '56472',
    phone: '(555) 010-3381',
    status: 'P',
  },
  {
    username: 'ellen.marsh',
    role: 'ACCOUNT',
    account: 'Lakeside Law Office',
    firstName: 'Ellen',
    lastName: 'Marsh',
    company: 'Lakeside Law Office',
    address: '12 Harbor Road, Suite 4',
    city: 'Loon Harbor',
    zip: '56474',
    phone: '(555) 010-4529',
  },
  {
    username: 'robert.kowalski',
    role: 'USER',
    account: 'Lakeside Law Office',
    firstName: 'Robert',
    lastName: 'Kowalski',
    company: 'Lakeside Law Office',
    address: '12 Harbor Road, Suite 4',
    city: 'Loon Harbor',
    zip: '56474',
    phone: '(555) 010-4530',
  },
  {
    username: 'susan.thao',
    role: 'USER',
    account: 'Lakeside Law Office',
    firstName: 'Susan',
    lastName: 'Thao',
    company: 'Lakeside Law Office',
    address: '12 Harbor Road, Suite 4',
    city: 'Loon Harbor',
    zip: '56474',
    phone: '(555) 010-4531',
    status: 'I',
    lastActive: '2023-06-30T16:00:00Z',
  },
  {
    username: 'anthony.reyes',
    role: 'USER',
    account: 'Card Payments',
    firstName: 'Anthony',
    lastName: 'Reyes',
    address: '907 Tamarack Trail',
    city: 'Aspen Grove',
    zip: '56471',
    phone: '(555) 010-6613',
  },
  {
    username: 'grace.oduya',
    role: 'USER',
    account: 'Card Payments',
    firstName: 'Grace',
    lastName: 'Oduya',
    address: '15 Sunset Bay Road',
    city: 'Loon Harbor',
    zip: '56474',
    phone: '(555) 010-7724',
    status: 'P',
  },
];

/** Paragraph lists: login-page links (one headed exactly "Disclaimer") and news. */
const LOGIN_PAGE_LINKS: [string, string][] = [
  ['Disclaimer', 'https://pineridge.example.gov/recorder/disclaimer'],
  ['Fee Schedule', 'https://pineridge.example.gov/recorder/fees'],
  ['Recording Requirements', 'https://pineridge.example.gov/recorder/recording-requirements'],
  ['Property Taxes', 'https://pineridge.example.gov/taxes'],
  ['GIS Maps', 'https://gis.pineridge.example.gov/'],
  ['County Website', 'https://pineridge.example.gov/'],
];

const LOGIN_PAGE_NEWS: [string, string][] = [
  [
    'Thanksgiving Closure',
    "The Recorder's Office is closed Thursday, November 27 and Friday, November 28. E-recordings received during the closure will be recorded on Monday, December 1.",
  ],
  [
    'Historical Tract Books Online',
    'Tract books from 1858 through 1945 can now be searched by book and page or by section, township and range under Special Searches.',
  ],
  [
    'Property Fraud Alerts',
    "Sign up at the Recorder's counter or by e-mail to be told when a document is recorded against your name or parcel. The service is free.",
  ],
  [
    'New Recording Fees',
    'Under state law the recording fee for most documents is $46.00 from January 1. Copies remain $1.00 per page.',
  ],
  [
    'Longer E-Recording Hours',
    'E-recordings are now accepted until 4:00 p.m. each business day. Documents received later are recorded the next business day.',
  ],
];

const MUNICIPALITIES: [string, string][] = [
  ['PRC', 'City of Pine Ridge'],
  ['BLK', 'City of Birch Lake'],
  ['CDB', 'City of Cedar Bluff'],
  ['LHB', 'City of Loon Harbor'],
  ['ASP', 'Aspen Grove Township'],
  ['FRV', 'Fairview Township'],
  ['NSH', 'North Shore Township'],
  ['SPR', 'Spruce Township'],
  ['WLC', 'Willow Creek Township'],
];

const OTHER_LOTS: [string, string][] = [
  ['OL', 'Outlot'],
  ['TR', 'Tract'],
  ['PCL', 'Parcel'],
  ['UNIT', 'Unit'],
  ['GAR', 'Garage Unit'],
  ['AUD', "Auditor's Subdivision Lot"],
  ['RLS', 'Registered Land Survey Tract'],
];

const EMAIL_DOMAINS: Record<string, string> = {
  'Pine Ridge Title Co.': 'pineridgetitle.example.com',
  'North Star Abstract': 'northstarabstract.example.com',
  'Lakeside Law Office': 'lakesidelaw.example.com',
  'Public Access': 'pineridge.example.gov',
};

function demoEmail(u: DemoUser): string {
  const domain =
    u.role === 'TRIMIN'
      ? 'trimin.example.com'
      : u.role === 'COUNTY'
        ? 'pineridge.example.gov'
        : (EMAIL_DOMAINS[u.account ?? ''] ?? 'example.com');
  return `${u.firstName}.${u.lastName}@${domain}`.toLowerCase();
}

/** Writes the demo county into an empty database. Run inside one transaction. */
export async function seedDemoCounty(db: DbOrTx): Promise<void> {
  const countyConfig = new CountyConfigRepository(db);
  for (const [group, content] of Object.entries(DEMO_COUNTY_CONFIG)) {
    await countyConfig.put(group as keyof FullCountyConfig, content);
  }

  const insertedAccounts = await db
    .insert(accounts)
    .values(ACCOUNTS)
    .returning({ id: accounts.id, name: accounts.name });
  const accountId = new Map(insertedAccounts.map((a) => [a.name, a.id]));
  await db.insert(accountPageAccess).values({
    accountId: accountId.get('Lakeside Law Office')!,
    flags: { searchByTorrensText: false, searchByTractIndexNMI: false },
  });

  // Every demo login shares the published demo password: one hash (0.4 s at today's cost) serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    USERS.map((u) => ({
      username: u.username,
      usernameLower: u.username.toLowerCase(),
      passwordHash,
      role: u.role,
      accountId: u.account ? accountId.get(u.account)! : null,
      firstName: u.firstName,
      lastName: u.lastName,
      company: u.company ?? '',
      address: u.address,
      city: u.city,
      state: 'MN',
      zip: u.zip,
      email: demoEmail(u),
      phone: u.phone,
      status: u.status ?? 'A',
      viewJudicialProtection: u.viewJudicialProtection ?? false,
      ...(u.lastActive && { createdAt: new Date(u.lastActive), updatedAt: new Date(u.lastActive) }),
    })),
  );

  const paragraphs = (listName: string, items: [string, string][]) =>
    items.map(([heading, paragraphContent], i) => ({
      listName,
      position: i + 1,
      heading,
      paragraphContent,
    }));
  await db.delete(paragraphLists);
  await db
    .insert(paragraphLists)
    .values([
      ...paragraphs('loginPageLinks', LOGIN_PAGE_LINKS),
      ...paragraphs('loginPageLatestNews', LOGIN_PAGE_NEWS),
    ]);

  await db.delete(loginSlides);
  await db.insert(loginSlides).values(demoSlides());

  await replaceList(db, 'municipalityCodes', MUNICIPALITIES);
  await replaceList(db, 'otherLotCodes', OTHER_LOTS);
}
