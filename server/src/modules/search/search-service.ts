import { createHash } from 'node:crypto';
import {
  displayCriteria,
  RESULTS_TRUNCATION,
  longDescription,
  SEARCH_RATE_NAMES,
  SEARCH_TYPES,
  type SearchCriteria,
  type SearchPaging,
  type SearchResponse,
  type SearchTypeKey,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema';
import { countyDate } from '../../lib/county-time';
import type { FullCountyConfig } from '../countyConfig/repository';
import { findAccount, usageBalanceOf } from '../currentUser/service';
import {
  accountStanding,
  balanceColumn,
  balancesOf,
  type AccountStanding,
} from '../currentUser/standing';
import { readCodeLists } from '../helperdata/repository';
import type { CacheCheck } from '../../plugins/cache-check';
import { checkSearchAccess } from './access';
import { chargeOnce } from './charges';
import type { ResultRows } from './document-rows';
import { historyChangeKind, historyOf, historyRiders, type HistoryChange } from './history';
import { resultWindow, runPlan } from './plan';
import { criteriaOf, kindOf, planFor, resolvePlat, RIDING_ROWS, ROW_LOADERS } from './searches';
import { variantOnly } from './name-plan';

/*
 * One search call (POST search/{type}, and the Print): access, criteria, the charge, the query, the rows, the
 * history. The browser's word is taken for nothing but the criteria and the paging it asks for.
 */

/** The county lists whose codes a search's criteria may hold, by field: to show words instead of codes. */
const CODE_LISTS: Record<string, string> = {
  documentType: 'documentTypes',
  instrumentGroup: 'instrumentGroups',
  bookType: 'bookTypes',
  island: 'islands',
  municipality: 'municipalityCodes',
  otherLotType: 'otherLotCodes',
};

/** The label of a search type with the county's book and Torrens labels ("Book & Page"). */
export function searchLabel(
  type: SearchTypeKey,
  labels: { bookLabel: string; torrensLabel: string },
): string {
  return SEARCH_TYPES.find((t) => t.key === type)!
    .label.replace('{{book}}', labels.bookLabel)
    .replace('{{torrens}}', labels.torrensLabel);
}

/** The same criteria always hash the same (keys sorted), whatever order the browser sent them in. */
export function criteriaHash(type: SearchTypeKey, criteria: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(criteria)
      .sort()
      .map((k) => [k, criteria[k]]),
  );
  return createHash('sha256').update(`${type}\n${canonical}`).digest('hex');
}

/**
 * What a search's charge is keyed on: its criteria with text as the search compares it (case and surrounding or
 * repeated spaces ignored), so 'Lind' and ' LIND ' on one day are one search and one charge.
 */
export function chargeKeyOf(type: SearchTypeKey, criteria: Record<string, unknown>): string {
  const folded = Object.fromEntries(
    Object.entries(criteria).map(([field, value]) => [
      field,
      typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : value,
    ]),
  );
  return criteriaHash(type, folded);
}

export type SearchContext = {
  user: UserRow;
  account: AccountStanding | null;
  viewProtected: boolean;
};

function describe(
  type: SearchTypeKey,
  criteria: Record<string, unknown>,
  common: FullCountyConfig['common'],
  lists: Awaited<ReturnType<typeof readCodeLists>>,
) {
  const words = new Map(
    lists.map((l) => [
      l.name,
      new Map(l.codeDescriptionResults.map((c) => [c.code, c.description])),
    ]),
  );
  const shown = displayCriteria(
    type,
    criteria,
    (field, code) => words.get(CODE_LISTS[field] ?? '')?.get(code) ?? code,
  );
  return {
    shown,
    text: longDescription(shown, common.bookLabel),
    label: searchLabel(type, common),
  };
}

export type SearchDescription = ReturnType<typeof describe>;
type Results = NonNullable<SearchResponse<never>['searchResults']>;
/**
 * The response, its rows as JSON text apart (`rows`, which the reply passes through), and how the search reads
 * back to a person (the Print's heading).
 */
export type SearchOutcome = Omit<SearchResponse<never>, 'searchResults'> & {
  searchResults: (Omit<Results, 'searchResultList'> & { rows: ResultRows }) | null;
  describe: () => Promise<SearchDescription>;
};

/**
 * Runs a search for the signed-in user; `paging.pageNumber` -1 answers every row (Print). With `check`, the
 * request has not read the cache counters: the search's statement checks them (plugins/cache-check.ts).
 */
export async function runSearch(
  app: FastifyInstance,
  user: UserRow,
  type: SearchTypeKey,
  body: Record<string, unknown>,
  check: CacheCheck | null = null,
): Promise<SearchOutcome> {
  const paging = body as unknown as SearchPaging;
  const today = countyDate(new Date(), app.config.countyTimeZone);
  const criteria = criteriaOf(type, body, today);
  // What the call needs besides the search itself, in one parallel round: every county group and the code lists
  // the history's description reads, the account's standing and page access (all three cached), the plat.
  const [config, { account, flags: pageFlags }, platId] = await Promise.all([
    app.countyConfig.getAll(),
    accountStanding(app, user.accountId),
    resolvePlat(app.db, type, criteria),
  ]);
  checkSearchAccess(user, type, config, pageFlags);
  const context: SearchContext = { user, account, viewProtected: user.viewJudicialProtection };
  const hash = criteriaHash(type, criteria);
  let described: SearchDescription | null = null;
  const description = async () =>
    (described ??= describe(
      type,
      criteria,
      config.common,
      await app.contentCache.get('codeLists:searchCriteria', () =>
        readCodeLists(app.db, Object.values(CODE_LISTS)),
      ),
    ));

  const charge = await chargeOnce(app, app.db, {
    fees: config,
    user,
    account: context.account,
    rateName: SEARCH_RATE_NAMES[type],
    subject: `search:${type}:${chargeKeyOf(type, criteria)}`,
    // The ledger is written before the search's statement, which cannot take the charge back.
    beforeCharging: check ? () => check.confirm() : undefined,
    description: async () => {
      const { label, text } = await description();
      return `Search: ${label} (${text})`;
    },
  });
  if (charge.paymentNeeded || charge.paymentNeededAgain) {
    return {
      searchResults: null,
      ...charge,
      usageBalance: usageBalanceOf(
        user.role,
        await findAccount(app.db, user.accountId),
        config.flatFee,
      ),
      historyResults: null,
      describe: description,
    };
  }

  /** Recent Searches after this call: a new search goes on top, paging and sorting update its entry. */
  const historyChange = async (): Promise<HistoryChange | null> => {
    if (user.role === 'GUEST') return null;
    const entry = {
      type,
      criteriaHash: hash,
      pageNumber: paging.pageNumber,
      sortKey: paging.sortKey,
      sortDirection: paging.sortDirection,
    };
    const kind = historyChangeKind(paging);
    if (kind === 'record') {
      const { shown, text } = await description();
      return { kind, entry: { ...entry, criteria, displayCriteria: shown, longDescription: text } };
    }
    return kind === 'page' ? { kind, entry } : { kind };
  };

  const window = resultWindow(paging.pageNumber, paging.batch);
  const plan = planFor(type, {
    criteria,
    sortKey: paging.sortKey,
    sortDirection: paging.sortDirection,
    scope: { viewProtected: context.viewProtected },
    platId,
  });
  // One statement finds the window, writes and reads the history, reads the account's balances (after the
  // charge), for documents answers the rows' JSON and, with `check`, checks the cache counters.
  const change = await historyChange();
  const history = change ? historyRiders(user.id, change) : null;
  const columns = [
    history?.columns ?? null,
    balanceColumn(user.accountId),
    check?.column() ?? null,
  ].filter((c) => c !== null);
  const riding = RIDING_ROWS[kindOf(type)];
  const matches = await runPlan(app.db, plan, window, {
    ctes: history?.ctes ?? null,
    columns: columns.length ? sql.join(columns, sql`, `) : null,
    rows: riding?.columns ?? null,
  });
  check?.answered(matches.riders);
  const rows = riding
    ? riding.of(matches.riders)
    : await ROW_LOADERS[kindOf(type)](app.db, matches.ids);
  const historyResults = history ? { searchHistoryList: historyOf(matches.riders) } : null;
  const variantMatches =
    type === 'searchByName'
      ? await variantOnly(app.db, criteria as SearchCriteria<'searchByName'>, matches.ids)
      : undefined;

  return {
    searchResults: {
      totalRecordCount: matches.total,
      currentRecordCount: rows.count,
      truncated: matches.total >= RESULTS_TRUNCATION,
      pageNumber: paging.pageNumber,
      batch: paging.batch,
      sortKey: paging.sortKey,
      sortDirection: paging.sortDirection,
      timestamp: paging.timestamp,
      rows,
      ...(variantMatches ? { variantMatches } : {}),
    },
    ...charge,
    usageBalance: usageBalanceOf(user.role, balancesOf(matches.riders), config.flatFee),
    historyResults,
    describe: description,
  };
}
