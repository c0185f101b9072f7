import type { DbOrTx } from '../client';
import { paragraphLists } from '../schema';
import { seedDemoTransactions } from './demo-transactions';

/*
 * Pine Ridge County's home page (spec 3 §2.3 "More Links", "More News") and the demo accounts' transaction
 * history. Run after seedDemoCounty, in the same transaction.
 */

/** The home page's links (list `externalLinks`): exactly one headed "Disclaimer", which the disclaimer card needs. */
export const HOME_LINKS: [string, string][] = [
  ['Disclaimer', 'https://pineridge.example.gov/recorder/online-records-disclaimer'],
  ["Recorder's Office Hours and Locations", 'https://pineridge.example.gov/recorder/contact'],
  ['E-Recording Vendors', 'https://pineridge.example.gov/recorder/e-recording'],
  ['Property Fraud Alert Sign-Up', 'https://pineridge.example.gov/recorder/fraud-alert'],
  ['Assessor Property Search', 'https://assessor.pineridge.example.gov/search'],
  [
    'Minnesota Statutes, Chapter 507 (Recording and Filing)',
    'https://www.revisor.mn.gov/statutes/cite/507',
  ],
];

/** The home page's news (list `latestNews`), newest first. */
export const HOME_NEWS: [string, string][] = [
  [
    'Document Images Now Back to 1980',
    'Abstract document images recorded from January 1980 onward can now be previewed and purchased online. Earlier images are being scanned and will be added through next year.',
  ],
  [
    'Holiday Hours',
    "The Recorder's Office closes at noon on December 24 and is closed December 25 and January 1. E-recordings received while the office is closed are recorded the next business day.",
  ],
  [
    'Escrow Deposits by Card',
    'Account administrators can now add money to an escrow account by credit card from the balance area at the top of every page. A 2.5% card surcharge applies.',
  ],
  [
    'Torrens Certificates Searchable by Text',
    'Current Torrens certificates can now be searched by any words in the certificate, such as a plat name or an easement holder.',
  ],
  [
    'New Parcel ID Format',
    'Parcel IDs now read 12-345-6789 across all county systems. Searches accept the old format without dashes as well.',
  ],
];

export async function seedDemoHome(db: DbOrTx): Promise<void> {
  const paragraphs = (listName: string, items: [string, string][]) =>
    items.map(([heading, paragraphContent], i) => ({
      listName,
      position: i + 1,
      heading,
      paragraphContent,
    }));
  await db
    .insert(paragraphLists)
    .values([...paragraphs('externalLinks', HOME_LINKS), ...paragraphs('latestNews', HOME_NEWS)])
    .onConflictDoNothing();
  await seedDemoTransactions(db);
}
