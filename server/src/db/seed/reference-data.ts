import { LANGUAGES, type Role } from '@lrp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { referenceLists } from '../schema';

type Entry = readonly [code: string, description: string];

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  GUEST: 'Guest',
  USER: 'User',
  ACCOUNT: 'Account Administrator',
  COUNTY: 'County Administrator',
  TRIMIN: 'System Administrator',
};

const STATES: Entry[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
];

/** The product's own lists: rewritten on every start, so an upgrade brings its new codes. */
export const PRODUCT_LISTS: Record<string, Entry[]> = {
  accountTypes: [
    ['A_LA_CARTE', 'A La Carte'],
    ['FLAT_FEE', 'Flat Fee'],
  ],
  paymentMethodTypes: [
    ['ESCROW', 'Escrow'],
    ['CREDIT_CARD', 'Credit Card'],
    ['INVOICE', 'Invoice'],
  ],
  userTypes: (['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'] as const).map(
    (r) => [r, ROLE_DESCRIPTIONS[r]] as const,
  ),
  userStatuses: [
    ['A', 'Active'],
    ['I', 'Inactive'],
    ['P', 'Pending'],
    ['L', 'Locked'],
  ],
  auditLogTypes: [
    ['LOGIN_SUCCESS', 'Login'],
    ['LOGIN_FAILURE', 'Failed Login'],
    ['LOGOUT', 'Logout'],
    ['ACCOUNT_LOCKED', 'User Locked After Failed Logins'],
    ['PASSWORD_CHANGE', 'Password Change'],
    ['USER_CHANGE', 'User Change'],
    ['ACCOUNT_CHANGE', 'Account Change'],
    ['ACCOUNT_TASKS', 'Account Tasks Run'],
    ['COUNTY_CONFIG_CHANGE', 'County Configuration Change'],
    ['CARD_PAYMENT_APPLIED', 'Card Payment Applied by the Server'],
    ['CARD_PAYMENT_VOIDED', 'Card Payment Voided'],
    ['USER_PURGE', 'User Purge'],
    ['AUDIT_LOG_PURGE', 'Audit Log Purge'],
    ['LANDSHARK_ONE_MIGRATION', 'LandShark One Migration'],
    ['LANDSHARK_ONE', 'LandShark One Entry'],
    ['MODULE_PIN_CHANGE', 'Module Release Change'],
    ['EFILE_SUBMISSION', 'E-File Submission'],
    ['EFILE_REVIEW', 'E-File Review'],
    ['SERVICE_CREDENTIAL', 'Service Credential Created or Revoked'],
    ['RECORDINGS_IMPORT', 'Recordings Imported'],
  ],
  transactionLogTypes: [
    ['DEPOSIT', 'Deposit'],
    ['SURCHARGE', 'Card Surcharge'],
    ['CHARGE', 'Charge'],
    ['REFUND', 'Refund'],
    ['FLAT_FEE_ADD_ON', 'Flat Fee Add-On'],
    ['CARD_PAYMENT', 'Credit Card Payment'],
    ['ADJUSTMENT', 'Adjustment'],
  ],
  dataSourceTypes: [
    ['FIVE', 'Land Record Portal 5'],
    ['ONE', 'LandShark One (migrated)'],
  ],
  states: STATES,
  compassDirections: [
    ['', ''],
    ['E', 'E'],
    ['S', 'S'],
    ['W', 'W'],
    ['N', 'N'],
    ['SE', 'SE'],
    ['SW', 'SW'],
    ['NE', 'NE'],
    ['NW', 'NW'],
  ],
  languages: LANGUAGES.map((l) => [l.code, l.name] as const),
};

/** Lists a county adapts: a new county starts with these, and they are never overwritten afterwards. */
export const COUNTY_STARTER_LISTS: Record<string, Entry[]> = {
  bookTypes: [
    ['D', 'Deeds'],
    ['M', 'Mortgages'],
    ['MISC', 'Miscellaneous'],
    ['T', 'Torrens'],
  ],
  documentTypes: [
    ['ABSTRACT', 'Abstract'],
    ['TORRENS', 'Torrens'],
    ['LIEN', 'Tax Lien'],
  ],
  instrumentGroups: [
    ['DEED', 'Deeds and Conveyances'],
    ['MORT', 'Mortgages and Assignments'],
    ['LIEN', 'Liens and Judgments'],
    ['PLAT', 'Plats and Surveys'],
    ['MISC', 'Miscellaneous'],
  ],
  instrumentCodes: [
    ['AFF', 'Affidavit'],
    ['AGR', 'Agreement'],
    ['ASG', 'Assignment of Mortgage'],
    ['CD', 'Contract for Deed'],
    ['CSR', 'Certificate of Survey'],
    ['DC', 'Death Certificate'],
    ['EAS', 'Easement'],
    ['FTL', 'Federal Tax Lien'],
    ['JDG', 'Judgment'],
    ['LIS', 'Lis Pendens'],
    ['MECH', "Mechanic's Lien"],
    ['MTG', 'Mortgage'],
    ['PLAT', 'Plat'],
    ['POA', 'Power of Attorney'],
    ['PR', 'Personal Representative Deed'],
    ['QCD', 'Quit Claim Deed'],
    ['REL', 'Release'],
    ['SAT', 'Satisfaction of Mortgage'],
    ['SHD', "Sheriff's Certificate"],
    ['STL', 'State Tax Lien'],
    ['TD', 'Trustee Deed'],
    ['WD', 'Warranty Deed'],
  ],
};

async function writeList(db: DbOrTx, listName: string, entries: Entry[]): Promise<void> {
  const rows = entries.map(([code, description], i) => ({
    listName,
    code,
    description,
    sortOrder: i + 1,
  }));
  await db
    .insert(referenceLists)
    .values(rows)
    .onConflictDoUpdate({
      target: [referenceLists.listName, referenceLists.code],
      set: { description: sql`excluded.description`, sortOrder: sql`excluded.sort_order` },
      // A row written again as it was is left alone: it changes nothing an instance caches (no counter moves).
      setWhere: sql`(${referenceLists.description}, ${referenceLists.sortOrder}) is distinct from (excluded.description, excluded.sort_order)`,
    });
  const codes = entries.map(([code]) => code);
  await db
    .delete(referenceLists)
    .where(
      and(eq(referenceLists.listName, listName), sql`not (${inArray(referenceLists.code, codes)})`),
    );
}

/** Reference data every database needs, demo or not: product lists rewritten, starter lists added once. */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  for (const [name, entries] of Object.entries(PRODUCT_LISTS)) await writeList(db, name, entries);
  const present = await db
    .selectDistinct({ listName: referenceLists.listName })
    .from(referenceLists);
  const have = new Set(present.map((r) => r.listName));
  for (const [name, entries] of Object.entries(COUNTY_STARTER_LISTS)) {
    if (!have.has(name)) await writeList(db, name, entries);
  }
}

export async function replaceList(db: DbOrTx, listName: string, entries: Entry[]): Promise<void> {
  await db.delete(referenceLists).where(eq(referenceLists.listName, listName));
  if (entries.length) await writeList(db, listName, entries);
}
