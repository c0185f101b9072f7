import { registerLocales, useTranslation } from '@lrp/shared';
import english from './server-labels/en.json';

// Their own namespace, registered with the home page's code: the sign-in page downloads none of it.
registerLocales('serverLabels', english, (tag) =>
  import('./server-label-translations').then((m) => m.default[tag]),
);

/**
 * The labels the server puts into its tables (the home page's transactions totals and notable dates): fixed
 * English words that serve as codes. The browser shows them in the user's language; anything else (a county's
 * own heading or index name) is shown as the county typed it.
 */
const SERVER_LABELS: Record<string, keyof typeof english> = {
  Period: 'period',
  Transactions: 'transactions',
  Amount: 'amount',
  Today: 'today',
  'This Month': 'thisMonth',
  'Year to Date': 'yearToDate',
  'Account Today': 'accountToday',
  'Account This Month': 'accountThisMonth',
  'Account Year to Date': 'accountYearToDate',
  Index: 'index',
  'Verified Through': 'verifiedThrough',
  'Posted Through': 'postedThrough',
  'Images From': 'imagesFrom',
  'Images Through': 'imagesThrough',
  'Index Begins': 'indexBegins',
  'Legal Verified Through': 'legalVerifiedThrough',
  'Legal Indexed Through': 'legalIndexedThrough',
  'Certificates Through': 'certificatesThrough',
  'All Indexes': 'allIndexes',
  Abstract: 'abstract',
  Torrens: 'torrens',
  'Tax Liens': 'taxLiens',
};

/** A function that shows a server table label in the user's language. */
export function useServerLabel(): (text: string) => string {
  const { t } = useTranslation('serverLabels');
  return (text) => {
    const key = SERVER_LABELS[text.trim()];
    return key ? t(key, { defaultValue: text }) : text;
  };
}
