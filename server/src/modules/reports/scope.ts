import {
  choosesAccount,
  codedGroup,
  formatUsDate,
  logTypesFor,
  minutesOfDay,
  parseUsDate,
  REPORT_SERVER_MESSAGES,
  transactionTypesFor,
  type ReportCriteria,
  type ReportDataSource,
  type ReportPath,
} from '@lrp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, users, type UserRow } from '../../db/schema';
import { countyDateTime, formatCountyDateTime, zoneAbbreviation } from '../../lib/county-time';
import { MESSAGES, VALIDATION } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';

/** The report calls' answers, coded by the catalog's `reportsServer` group. */
export const REPORT_SERVER = codedGroup('reportsServer', REPORT_SERVER_MESSAGES);

/**
 * What a report covers, as the server resolved it from the criteria and the asker (plain data: it is also a
 * large report's job payload). The account and the types are the asker's to see: an ACCOUNT user's own account
 * and lists, whatever the body said.
 */
export type ReportScope = {
  report: ReportPath;
  /** [start, end) instants, ISO. */
  start: string;
  end: string;
  /** One account, or null for every account (county staff only). */
  accountId: number | null;
  accountName: string | null;
  userId: number | null;
  username: string | null;
  /** A transaction number: that ledger row only. */
  statementId: number | null;
  /** The audit_log types and transaction_log types the report lists (empty: none of that part). */
  auditTypes: string[];
  ledgerTypes: string[];
  dataSource: ReportDataSource;
  orderBy: 'timestamp' | 'username';
  summaryMode: boolean;
  /** For the heading. */
  period: string;
  preparedFor: string;
  generatedAt: string;
};

const isStaff = (user: UserRow) => choosesAccount(user.role);

/** The instant of a criteria date and time on the county's clock. */
function instant(date: string, hour: number, minute: string, amPm: 'AM' | 'PM', tz: string) {
  const day = parseUsDate(date);
  if (!day) throw fieldError('fromDate', VALIDATION.notValid);
  return { day, at: countyDateTime(day, minutesOfDay(hour, minute, amPm), tz) };
}

async function findAccountByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(sql`lower(${accounts.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

/** Resolves the criteria for `user`: 400 with a field message for an unknown account, user or type. */
export async function resolveScope(
  db: DbOrTx,
  user: UserRow,
  report: ReportPath,
  criteria: ReportCriteria,
  timeZone: string,
  now = new Date(),
): Promise<ReportScope> {
  const from = instant(
    criteria.fromDate,
    criteria.fromHour,
    criteria.fromMinute,
    criteria.fromAmPm,
    timeZone,
  );
  const to = instant(
    criteria.toDate || criteria.fromDate,
    criteria.toHour,
    criteria.toMinute,
    criteria.toAmPm,
    timeZone,
  );
  // The "to" minute is included: 11:59 PM covers up to midnight.
  const end = new Date(to.at.getTime() + 60_000);

  let accountId: number | null = null;
  let accountName: string | null = null;
  if (isStaff(user)) {
    if (criteria.accountName) {
      const account = await findAccountByName(db, criteria.accountName);
      if (!account) throw fieldError('accountName', REPORT_SERVER.unknownAccount);
      accountId = account.id;
      accountName = account.name;
    }
  } else {
    if (user.accountId === null) throw new ApiError(403, MESSAGES.forbidden);
    accountId = user.accountId;
    const [own] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    accountName = own?.name ?? null;
  }

  let userId: number | null = null;
  let username: string | null = null;
  if (criteria.username && report !== 'StatementReport' && report !== 'AccountTypeReport') {
    const [found] = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        and(
          eq(users.usernameLower, criteria.username.toLowerCase()),
          // An ACCOUNT user names only their account's users: another's is as unknown as no user at all.
          isStaff(user) ? undefined : eq(users.accountId, accountId!),
        ),
      );
    if (!found) throw fieldError('username', REPORT_SERVER.unknownUser);
    userId = found.id;
    username = found.username;
  }

  const logTypes = logTypesFor(user.role) as readonly string[];
  const ledgerTypes = transactionTypesFor(user.role) as readonly string[];
  if (criteria.logInformation !== 'all' && !logTypes.includes(criteria.logInformation))
    throw fieldError(
      'logInformation',
      VALIDATION.oneOf({ values: ['all', ...logTypes].join(', ') }),
    );
  if (criteria.transactionType !== 'all' && !ledgerTypes.includes(criteria.transactionType))
    throw fieldError(
      'transactionType',
      VALIDATION.oneOf({ values: ['all', ...ledgerTypes].join(', ') }),
    );

  const audited = report === 'UserReport' || report === 'AccountReport';
  const statementId =
    criteria.statementNumber && report !== 'AccountTypeReport'
      ? Number(criteria.statementNumber)
      : null;
  // A specific log type lists those entries only; a specific transaction type those ledger rows only; both
  // specific lists both. A transaction number is a ledger row: no audit entries.
  const logAll = criteria.logInformation === 'all';
  const ledgerAll = criteria.transactionType === 'all';
  const auditTypes =
    !audited || statementId !== null || (logAll && !ledgerAll)
      ? []
      : logAll
        ? [...logTypes]
        : [criteria.logInformation];
  const ledgerSelected = ledgerAll ? [...ledgerTypes] : [criteria.transactionType as string];
  const ledgerList = audited && !logAll && ledgerAll ? [] : ledgerSelected;

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    report,
    start: from.at.toISOString(),
    end: end.toISOString(),
    accountId,
    accountName,
    userId,
    username,
    // A number beyond any id matches nothing (never every row).
    statementId: statementId === null ? null : Number.isSafeInteger(statementId) ? statementId : -1,
    auditTypes,
    ledgerTypes: ledgerList,
    dataSource: criteria.dataSource,
    orderBy: criteria.orderBy,
    summaryMode: criteria.summaryMode,
    period: `${formatUsDate(from.day)} ${formatCountyDateTime(from.at, timeZone).slice(11)} - ${formatUsDate(to.day)} ${formatCountyDateTime(to.at, timeZone).slice(11)}`,
    preparedFor: fullName ? `${fullName} (${user.username})` : user.username,
    generatedAt: `${formatCountyDateTime(now, timeZone)} ${zoneAbbreviation(now, timeZone)}`,
  };
}
