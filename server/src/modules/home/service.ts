import {
  parseUsDate,
  reportRangeDates,
  formatUsDate,
  type HeadedTable,
  type ReportRange,
  type TransactionReportRequest,
} from '@lrp/contract';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactionLog, type TransactionType, type UserRow } from '../../db/schema';
import {
  countyDate,
  countyDayRange,
  countyNowForContract,
  formatCountyDateTime,
  startOfCountyDay,
  zoneAbbreviation,
} from '../../lib/county-time';
import { formatUsd } from '../../lib/money';
import { ACCOUNT_MESSAGES, DATES } from '../../messages';
import { ApiError, fieldsRefused } from '../../plugins/envelope';
import type { CountyConfigRepository } from '../countyConfig/repository';
import { findAccount } from '../currentUser/service';
import type { TransactionsReport } from './report-pdf';

/** The most rows one report lists (a year of a busy account); its totals still cover every row. */
export const REPORT_MAX_ROWS = 5000;

export const TOTALS_HEADINGS = ['Period', 'Transactions', 'Amount'];

const RANGE_LABELS: Record<ReportRange, string> = {
  TODAY: 'Today',
  MONTH: 'This Month',
  YTD: 'Year to Date',
  CUSTOM: 'Custom Range',
};

const since = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/** Count and dollars of CHARGE rows since today's, this month's and this year's start, for one user or account. */
const chargeTotalsOf = (
  db: DbOrTx,
  scope: typeof transactionLog.userId | typeof transactionLog.accountId,
) =>
  db
    .select({
      count0: sql<number>`count(*) filter (where ${transactionLog.at} >= ${since('today')})::int`,
      amount0: sql<string>`coalesce(sum(${transactionLog.amount}) filter (where ${transactionLog.at} >= ${since('today')}), 0)::text`,
      count1: sql<number>`count(*) filter (where ${transactionLog.at} >= ${since('month')})::int`,
      amount1: sql<string>`coalesce(sum(${transactionLog.amount}) filter (where ${transactionLog.at} >= ${since('month')}), 0)::text`,
      count2: sql<number>`count(*) filter (where ${transactionLog.at} >= ${since('year')})::int`,
      amount2: sql<string>`coalesce(sum(${transactionLog.amount}) filter (where ${transactionLog.at} >= ${since('year')}), 0)::text`,
    })
    .from(transactionLog)
    .where(
      and(
        eq(scope, sql.placeholder('scope')),
        eq(transactionLog.type, 'CHARGE'),
        gte(transactionLog.at, since('year')),
      ),
    );

type ChargeTotalsQuery = ReturnType<ReturnType<typeof chargeTotalsOf>['prepare']>;
/** Named prepared statements per database: every home page load runs one (two for an account administrator). */
const preparedTotals = new WeakMap<
  DbOrTx,
  { user: ChargeTotalsQuery; account: ChargeTotalsQuery }
>();

async function chargeTotals(
  db: DbOrTx,
  by: 'user' | 'account',
  id: number,
  starts: Date[],
): Promise<{ count: number; amount: string }[]> {
  let queries = preparedTotals.get(db);
  if (!queries) {
    queries = {
      user: chargeTotalsOf(db, transactionLog.userId).prepare('lrp_charge_totals_by_user'),
      account: chargeTotalsOf(db, transactionLog.accountId).prepare('lrp_charge_totals_by_account'),
    };
    preparedTotals.set(db, queries);
  }
  const [today, month, year] = starts.map((s) => s.toISOString());
  const [row] = await queries[by].execute({ scope: id, today, month, year });
  return [
    { count: Number(row.count0), amount: String(row.amount0) },
    { count: Number(row.count1), amount: String(row.amount1) },
    { count: Number(row.count2), amount: String(row.amount2) },
  ];
}

/** Where today, this month and this year begin on the county's clock (the same all day: kept per day). */
const periodStartsByDay = new Map<string, Date[]>();
function periodStarts(now: Date, timeZone: string): Date[] {
  const today = countyDate(now, timeZone);
  const key = `${timeZone} ${today.toISOString()}`;
  let starts = periodStartsByDay.get(key);
  if (!starts) {
    starts = [
      startOfCountyDay(today, timeZone),
      startOfCountyDay(
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)),
        timeZone,
      ),
      startOfCountyDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1)), timeZone),
    ];
    if (periodStartsByDay.size > 100) periodStartsByDay.clear();
    periodStartsByDay.set(key, starts);
  }
  return starts;
}

/**
 * The home page's transactions card: the user's charges today, this month and this year (county days); an
 * account administrator also sees the whole account's.
 */
export async function transactionTotals(
  db: DbOrTx,
  user: UserRow,
  timeZone: string,
  now = new Date(),
): Promise<HeadedTable> {
  const starts = periodStarts(now, timeZone);
  const labels = ['Today', 'This Month', 'Year to Date'];
  const rows = (await chargeTotals(db, 'user', user.id, starts)).map((t, i) => [
    labels[i],
    String(t.count),
    formatUsd(t.amount),
  ]);
  if (user.role === 'ACCOUNT' && user.accountId !== null) {
    const account = await chargeTotals(db, 'account', user.accountId, starts);
    rows.push(
      ...account.map((t, i) => [`Account ${labels[i]}`, String(t.count), formatUsd(t.amount)]),
    );
  }
  return { headings: TOTALS_HEADINGS, rows };
}

/** The county days a report covers: the range's own for TODAY, MONTH and YTD, the given ones for CUSTOM. */
export function reportDays(
  request: TransactionReportRequest,
  timeZone: string,
  now = new Date(),
): { from: Date; to: Date } {
  const today = countyDate(now, timeZone);
  const dates = reportRangeDates(request.reportRange, request, countyNowForContract(now, timeZone));
  const from = parseUsDate(dates.fromDate);
  // The contract lets a custom range leave the end blank: up to today.
  const to = dates.toDate.trim() ? parseUsDate(dates.toDate) : today;
  if (!from || !to) throw fieldsRefused({ fromDate: DATES.format });
  return { from, to };
}

/** The rows, totals and headings of POST home/transactionReport for the signed-in user. */
export async function buildTransactionsReport(
  db: DbOrTx,
  countyConfig: CountyConfigRepository,
  user: UserRow,
  request: TransactionReportRequest,
  timeZone: string,
  now = new Date(),
): Promise<TransactionsReport> {
  if (request.reportType === 'ACCOUNT' && user.role !== 'ACCOUNT')
    throw new ApiError(403, ACCOUNT_MESSAGES.accountReportNotAllowed);
  if (request.reportType === 'ACCOUNT' && user.accountId === null)
    throw new ApiError(400, ACCOUNT_MESSAGES.noAccount);
  const { from, to } = reportDays(request, timeZone, now);
  const { start, end } = countyDayRange(from, to, timeZone);
  const scope =
    request.reportType === 'ACCOUNT'
      ? eq(transactionLog.accountId, user.accountId!)
      : eq(transactionLog.userId, user.id);
  const where = and(scope, gte(transactionLog.at, start), lt(transactionLog.at, end));

  const [common, account, rows, totals] = await Promise.all([
    countyConfig.get('common', db),
    findAccount(db, user.accountId),
    db
      .select({
        at: transactionLog.at,
        username: transactionLog.username,
        type: transactionLog.type,
        description: transactionLog.description,
        amount: transactionLog.amount,
        balanceAfter: transactionLog.balanceAfter,
        imagesAfter: transactionLog.imagesAfter,
      })
      .from(transactionLog)
      .where(where)
      .orderBy(asc(transactionLog.at), asc(transactionLog.id))
      .limit(REPORT_MAX_ROWS),
    db
      .select({
        type: transactionLog.type,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${transactionLog.amount}), 0)::text`,
      })
      .from(transactionLog)
      .where(where)
      .groupBy(transactionLog.type)
      .orderBy(asc(transactionLog.type)),
  ]);

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    countyName: common.countyName,
    appTitle: common.appTitle,
    preparedFor: fullName ? `${fullName} (${user.username})` : user.username,
    account: account?.name ?? null,
    scope:
      request.reportType === 'ACCOUNT'
        ? 'All users of the account'
        : `My transactions (${user.username})`,
    period: `${formatUsDate(from)} through ${formatUsDate(to)} (${RANGE_LABELS[request.reportRange]})`,
    generatedAt: `${formatCountyDateTime(now, timeZone)} ${zoneAbbreviation(now, timeZone)}`,
    rows: rows.map((r) => ({
      ...r,
      at: formatCountyDateTime(r.at, timeZone),
      username: r.username ?? '',
      type: r.type as TransactionType,
    })),
    rowCount: totals.reduce((n, t) => n + t.count, 0),
    totals: totals.map((t) => ({
      type: t.type as TransactionType,
      count: Number(t.count),
      amount: String(t.amount),
    })),
  };
}
