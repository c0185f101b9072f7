import {
  COUNTY_STAFF_ROLES,
  SEARCH_TYPE_KEYS,
  type CodeDescription,
  type CurrentUser,
  type LanguageCode,
  type Role,
} from '@lrp/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountPageAccess, accounts, type AccountRow, type UserRow } from '../../db/schema';
import { ROLE_DESCRIPTIONS } from '../../db/seed/reference-data';
import { formatUsd } from '../../lib/money';
import type { StampedCache } from '../../plugins/cache-generations';
import type { CountyConfigRepository } from '../countyConfig/repository';
import type { FlatFeeConfig } from '@lrp/contract';
import { preauthorizationLeftOf } from '../creditcard/preauthorization-left';
import { UNLIMITED_IMAGES } from '../ledger/service';
import { readCodeLists } from '../helperdata/repository';
import { payerOf, searchRatesFor } from '../search/charges';
import { readHistory } from '../search/history';
import { readAccountDocTypes } from '../accounts/doc-types';
import type { AccountBalances } from './standing';

/** Which user types a role may create or edit (spec 3 §6: the user entry's User Type select; the user manager enforces it). */
export const ALLOWABLE_USER_TYPES: Record<Role, Role[]> = {
  TRIMIN: ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
  COUNTY: ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
  ACCOUNT: ['ACCOUNT', 'USER'],
  USER: [],
  GUEST: [],
};

/** The header's usage balance (spec 1, "Header and balance area"); null where none is shown (no account, staff, guests). */
export function usageBalanceOf(
  role: Role,
  account: AccountBalances | null,
  flatFee: FlatFeeConfig,
): string | null {
  if (!account || (role !== 'USER' && role !== 'ACCOUNT')) return null;
  if (account.accountType === 'FLAT_FEE') {
    const rate =
      account.flatFeeRateLevel > 0 ? flatFee.rates[account.flatFeeRateLevel - 1] : undefined;
    const n = account.imagesRemaining;
    if (rate?.unlimitedNumberOfPages || n >= UNLIMITED_IMAGES) return 'Unlimited images';
    return `${n.toLocaleString('en-US')} ${n === 1 ? 'image' : 'images'} remaining`;
  }
  // A la carte: ESCROW shows its prepaid balance; INVOICE and CREDIT_CARD show the account's ledger balance too
  // (spec 1 "Header and balance area": balance shown only; docs/decisions.md).
  return formatUsd(account.escrowBalance);
}

export async function findAccount(
  db: DbOrTx,
  accountId: number | null,
): Promise<AccountRow | null> {
  if (accountId === null) return null;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return account ?? null;
}

const accountWithAccess = (db: DbOrTx) =>
  db
    .select({ account: accounts, flags: accountPageAccess.flags })
    .from(accounts)
    .leftJoin(accountPageAccess, eq(accountPageAccess.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')));
/** Every signed-in page load reads it: a named prepared statement per database (parsed once per connection). */
const preparedAccountReads = new WeakMap<
  DbOrTx,
  ReturnType<ReturnType<typeof accountWithAccess>['prepare']>
>();

/** The account and its page access in one read (every signed-in page load asks for both). */
export async function findAccountWithAccess(
  db: DbOrTx,
  accountId: number | null,
): Promise<{ account: AccountRow | null; flags: Record<string, boolean> }> {
  if (accountId === null) return { account: null, flags: {} };
  let read = preparedAccountReads.get(db);
  if (!read) {
    read = accountWithAccess(db).prepare('lrp_account_with_access');
    preparedAccountReads.set(db, read);
  }
  const [row] = await read.execute({ accountId });
  return { account: row?.account ?? null, flags: row?.flags ?? {} };
}

/** The account's page access flags (a search type missing from them is allowed). */
export async function accountPageFlags(
  db: DbOrTx,
  accountId: number | null,
): Promise<Record<string, boolean>> {
  if (accountId === null) return {};
  const [access] = await db
    .select({ flags: accountPageAccess.flags })
    .from(accountPageAccess)
    .where(eq(accountPageAccess.accountId, accountId));
  return access?.flags ?? {};
}

/** The search types a user may run: all for county staff, else those the account's page access leaves on. */
export function searchListFrom(
  user: UserRow,
  searchAccess: 'configurable' | 'same',
  flags: Record<string, boolean>,
): CurrentUser['searchList'] {
  if (COUNTY_STAFF_ROLES.includes(user.role) || user.accountId === null || searchAccess === 'same')
    return [...SEARCH_TYPE_KEYS];
  return SEARCH_TYPE_KEYS.filter((key) => flags[key] !== false);
}

async function allowableAccountsOf(
  db: DbOrTx,
  user: UserRow,
  account: AccountRow | null,
  cache?: StampedCache,
): Promise<CodeDescription[]> {
  if (COUNTY_STAFF_ROLES.includes(user.role)) {
    const read = async () => {
      const all = await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .orderBy(asc(accounts.name));
      return all.map((a) => ({ code: String(a.id), description: a.name }));
    };
    return cache ? cache.get('accounts:all', read) : read();
  }
  if (user.role === 'ACCOUNT' && account)
    return [{ code: String(account.id), description: account.name }];
  return [];
}

/**
 * The signed-in user as login and loginStatus return it (currentUserSchema). With the app's account cache (kept
 * on the embedded PGlite only: plugins/cache-generations.ts), the account is read once per change.
 */
export async function buildCurrentUser(
  db: DbOrTx,
  countyConfig: CountyConfigRepository,
  user: UserRow,
  language: LanguageCode,
  accountCache?: StampedCache,
): Promise<CurrentUser> {
  const readAccount = () => findAccountWithAccess(db, user.accountId);
  const [{ account, flags }, flatFee, search, languages] = await Promise.all([
    accountCache ? accountCache.get(`account:${user.accountId}`, readAccount) : readAccount(),
    countyConfig.get('flatFee', db),
    countyConfig.get('search', db),
    countyConfig.get('languages', db),
  ]);
  return {
    userId: user.id,
    username: user.username,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    role: user.role,
    // With Languages off (Technical > Languages) everyone works in English, whatever they chose before.
    language: languages.languages ? language : 'ENGLISH',
    accountId: account?.id ?? null,
    accountName: account?.name ?? null,
    usageBalance: usageBalanceOf(user.role, account, flatFee),
    preauthorizationLeft: await preauthorizationLeftOf(db, user, account),
    paymentMethod: account?.paymentMethod ?? null,
    accountType: account?.accountType ?? null,
    searchRates: await searchRatesFor(countyConfig, payerOf(user, account)),
    searchHistoryList: user.role === 'GUEST' ? [] : await readHistory(db, user.id),
    tabList: [],
    searchList: searchListFrom(user, search.searchAccess as 'configurable' | 'same', flags),
    allowableAccounts: await allowableAccountsOf(db, user, account, accountCache),
    allowableUserTypes: ALLOWABLE_USER_TYPES[user.role].map((r) => ({
      code: r,
      description: ROLE_DESCRIPTIONS[r],
    })),
    accountDocTypes: await accountDocTypesOf(db, user.accountId),
  };
}

/**
 * accountDocTypes (keyed by image key type, the county's document types): an account may retrieve images of every
 * type (spec 3 §3: imageRetrieval defaults to true) until the account document types screen narrows it.
 */
async function accountDocTypesOf(
  db: DbOrTx,
  accountId: number | null,
): Promise<CurrentUser['accountDocTypes']> {
  const [types] = await readCodeLists(db, ['documentTypes']);
  const rows = accountId === null ? [] : await readAccountDocTypes(db, accountId);
  const retrieval = new Map(rows.map((r) => [r.documentType, r.imageRetrieval]));
  return Object.fromEntries(
    types.codeDescriptionResults.map((t) => [
      t.code,
      { imageRetrieval: retrieval.get(t.code) ?? true },
    ]),
  );
}
