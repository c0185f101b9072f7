import type { Account, AccountListItem, AccountTasks, FlatFeeConfig } from '@lrp/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, referenceLists, users, type AccountRow } from '../../db/schema';
import { countyDate } from '../../lib/county-time';
import { centsFromText, centsOf, centsToText, formatCents, type Cents } from '../../lib/cents';

/** The county month an instant falls in ('2026-11'): account tasks charge and renew once per such period. */
export function countyMonth(instant: Date, timeZone: string): string {
  return countyDate(instant, timeZone).toISOString().slice(0, 7);
}

/** What account tasks still owe an account this month: billing when it has a fee, renewal when on a flat-fee rate. */
export function dueTasks(
  account: AccountRow,
  now: Date,
  timeZone: string,
): { needsBilling: boolean; needsImageRenewal: boolean } {
  const month = countyMonth(now, timeZone);
  const pending = (at: Date | null) => at === null || countyMonth(at, timeZone) < month;
  const active = account.status === 'A';
  const flatFee = account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0;
  const billable =
    flatFee || (account.accountType !== 'FLAT_FEE' && centsFromText(account.monthlyFee) > 0);
  return {
    needsBilling: active && billable && pending(account.lastBilled),
    needsImageRenewal: active && flatFee && pending(account.lastImageRenewal),
  };
}

async function descriptions(db: DbOrTx, listName: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: referenceLists.code, description: referenceLists.description })
    .from(referenceLists)
    .where(eq(referenceLists.listName, listName));
  return new Map(rows.map((r) => [r.code, r.description]));
}

export async function userCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ accountId: users.accountId, n: count() })
    .from(users)
    .groupBy(users.accountId);
  return new Map(rows.filter((r) => r.accountId !== null).map((r) => [r.accountId!, r.n]));
}

/** Every account as the list shows it (a county has tens to hundreds: filtered here, paged by the screen). */
export async function listAccounts(
  db: DbOrTx,
  now: Date,
  timeZone: string,
  flatFee: FlatFeeConfig,
): Promise<AccountListItem[]> {
  const [rows, types, methods, counts] = await Promise.all([
    db.select().from(accounts).orderBy(asc(accounts.name)),
    descriptions(db, 'accountTypes'),
    descriptions(db, 'paymentMethodTypes'),
    userCounts(db),
  ]);
  return rows.map((a) => {
    const monthlyFee = monthlyFeeOf(a, flatFee);
    return {
      id: a.id,
      name: a.name,
      accountType: a.accountType,
      accountTypeDescription: types.get(a.accountType) ?? a.accountType,
      paymentMethod: a.paymentMethod,
      paymentMethodDescription: methods.get(a.paymentMethod) ?? a.paymentMethod,
      monthlyFee: centsToText(monthlyFee),
      monthlyFeeDescription: formatCents(monthlyFee),
      status: a.status,
      userCount: counts.get(a.id) ?? 0,
      ...dueTasks(a, now, timeZone),
    };
  });
}

/**
 * What an account pays a month: a FLAT_FEE account on a rate level pays that level's cost in the county's flat-fee
 * table (what billing charges); any other account, and a flat-fee account on level 0, its stored monthly fee.
 */
export function monthlyFeeOf(
  account: Pick<AccountRow, 'accountType' | 'flatFeeRateLevel' | 'monthlyFee'>,
  flatFee: FlatFeeConfig,
): Cents {
  if (account.accountType === 'FLAT_FEE' && account.flatFeeRateLevel > 0) {
    const rate = flatFee.rates[account.flatFeeRateLevel - 1];
    return rate ? centsOf(rate.cost) : 0;
  }
  return centsFromText(account.monthlyFee);
}

export function accountOf(
  a: AccountRow,
  userCount: number,
  flatFeeRateOptions: Account['flatFeeRateOptions'],
): Account {
  return {
    id: a.id,
    name: a.name,
    accountType: a.accountType,
    paymentMethod: a.paymentMethod,
    monthlyFee: Number(a.monthlyFee),
    flatFeeRateLevel: a.flatFeeRateLevel,
    userReload: a.userReload,
    landLinkAccount: a.landlinkAccount ?? '',
    postToLandLink: a.postToLandLink,
    address: a.address,
    city: a.city,
    state: a.state,
    zip: a.zip,
    phone: a.phone,
    email: a.email,
    status: a.status,
    lastTasks: a.lastTasks?.toISOString() ?? null,
    userCount,
    flatFeeRateOptions,
  };
}

export function tasksOf(a: AccountRow, now: Date, timeZone: string): AccountTasks {
  return {
    id: a.id,
    accountType: a.accountType,
    lastBilled: a.lastBilled?.toISOString() ?? null,
    lastImageRenewal: a.lastImageRenewal?.toISOString() ?? null,
    lastTasks: a.lastTasks?.toISOString() ?? null,
    ...dueTasks(a, now, timeZone),
  };
}

/** The code-description list of accounts (what allowableAccounts and account selects show). */
export async function accountCodeDescriptions(db: DbOrTx) {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .orderBy(asc(accounts.name));
  return rows.map((r) => ({ code: String(r.id), description: r.name }));
}

/** The Monthly Rate choices of the account entry: Free, then each level the county offers. */
export function flatFeeRateOptions(
  rates: {
    option: boolean;
    unlimitedNumberOfPages: boolean;
    numberOfPages: number;
    cost: number;
  }[],
) {
  const offered = rates.flatMap((rate, i) => {
    if (!rate.option) return [];
    const cost = formatCents(centsOf(rate.cost));
    const images = rate.unlimitedNumberOfPages
      ? 'Unlimited images'
      : `${rate.numberOfPages} image(s)`;
    return [{ code: String(i + 1), description: `${images} for ${cost}` }];
  });
  return [{ code: '0', description: 'Free' }, ...offered];
}

/** A new account's entry (GET account/0). */
export function newAccountEntry(options: Account['flatFeeRateOptions']): Account {
  return {
    id: 0,
    name: '',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    monthlyFee: 0,
    flatFeeRateLevel: 0,
    userReload: false,
    landLinkAccount: '',
    postToLandLink: false,
    address: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    email: '',
    status: 'A',
    lastTasks: null,
    userCount: 0,
    flatFeeRateOptions: options,
  };
}
