import './zod';
import * as z from 'zod/mini';
import { DATE_MESSAGES, DATE_TEXT_MAX, parseUsDate } from './dates';
import type { Role } from './roles';

/*
 * The reports area (spec 3 §2.4, §3 report criteria, §5, §7 report calls, §9): Audit Details by account and by
 * user, the Statement, and the Transaction Summary by account type, as PDF and Excel. The criteria are one schema
 * for the four screens and the seven calls; which fields a report reads and which choices a role has are here too,
 * so the screens and the server agree. How the figures are made: docs/reports.md.
 */

/** The reports, by the path of their screen (/reports/<path>). */
export const REPORT_PATHS = [
  'AccountReport',
  'UserReport',
  'StatementReport',
  'AccountTypeReport',
] as const;
export type ReportPath = (typeof REPORT_PATHS)[number];

export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Each report's calls (spec 3 §7) and the file names it saves (null: the report has no Excel form). */
export const REPORT_CALLS: Record<
  ReportPath,
  { pdf: string; pdfFile: string; xlsx: string | null; xlsxFile: string | null }
> = {
  AccountReport: {
    pdf: 'report/accountReport',
    pdfFile: 'AccountReport.pdf',
    xlsx: 'report/accountExport',
    xlsxFile: 'AccountReport.xlsx',
  },
  UserReport: {
    pdf: 'report/userReport',
    pdfFile: 'UserReport.pdf',
    xlsx: 'report/userExport',
    xlsxFile: 'UserReportExport.xlsx',
  },
  StatementReport: {
    pdf: 'report/statementReport',
    pdfFile: 'StatementReport.pdf',
    xlsx: 'report/statementExport',
    xlsxFile: 'StatementReportExport.xlsx',
  },
  AccountTypeReport: {
    pdf: 'report/accountTypeReport',
    pdfFile: 'AccountTypeReport.pdf',
    xlsx: null,
    xlsxFile: null,
  },
};

/** Who may run each report (the county flag decides besides: reportsConfigSchema). */
export const REPORT_ROLES: Record<ReportPath, readonly Role[]> = {
  AccountReport: ['TRIMIN', 'COUNTY', 'ACCOUNT'],
  UserReport: ['TRIMIN', 'COUNTY', 'ACCOUNT'],
  StatementReport: ['TRIMIN', 'COUNTY', 'ACCOUNT'],
  AccountTypeReport: ['TRIMIN', 'COUNTY'],
};

/** The county flag that offers each report (group `reports`). */
export const REPORT_FLAGS = {
  AccountReport: 'auditAccountsReport',
  UserReport: 'auditUsersReport',
  StatementReport: 'statementReport',
  AccountTypeReport: 'accountTypeReport',
} as const satisfies Record<ReportPath, string>;

/** spec 3 §9: hours 1-12 with AM or PM, minutes 00, 15, 30, 45 and 59. */
export const REPORT_HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const REPORT_MINUTES = ['00', '15', '30', '45', '59'] as const;
export const REPORT_AM_PM = ['AM', 'PM'] as const;
export const REPORT_ORDER_BY = ['timestamp', 'username'] as const;
/** FIVE: this portal's own rows; ONE: rows migrated from LandShark One; ALL: both. */
export const REPORT_DATA_SOURCES = ['FIVE', 'ONE', 'ALL'] as const;
export type ReportDataSource = (typeof REPORT_DATA_SOURCES)[number];

/** The ledger's movement types (transaction_log.type): the Transaction Type list. */
export const LEDGER_TRANSACTION_TYPES = [
  'DEPOSIT',
  'SURCHARGE',
  'CHARGE',
  'REFUND',
  'FLAT_FEE_ADD_ON',
  'CARD_PAYMENT',
  'ADJUSTMENT',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/** Audit log types a report can select (audit_log.type): the Log Information list. */
export const REPORT_LOG_TYPES = [
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'LOGOUT',
  'ACCOUNT_LOCKED',
  'PASSWORD_CHANGE',
  'USER_CHANGE',
  'ACCOUNT_CHANGE',
  'ACCOUNT_TASKS',
  'COUNTY_CONFIG_CHANGE',
  'MODULE_PIN_CHANGE',
  'CARD_PAYMENT_APPLIED',
  'CARD_PAYMENT_VOIDED',
  'USER_PURGE',
  'AUDIT_LOG_PURGE',
  'LANDSHARK_ONE_MIGRATION',
  'LANDSHARK_ONE',
  'EFILE_SUBMISSION',
  'EFILE_REVIEW',
  'SERVICE_CREDENTIAL',
  'RECORDINGS_IMPORT',
] as const;
export type ReportLogType = (typeof REPORT_LOG_TYPES)[number];

/**
 * The lists an ACCOUNT user chooses from: what happens to their own account and its users. County staff
 * (TRIMIN, COUNTY) have the full lists (spec 3 §6).
 */
const ACCOUNT_TRANSACTION_TYPES: readonly LedgerTransactionType[] = [
  'DEPOSIT',
  'SURCHARGE',
  'CHARGE',
  'REFUND',
  'FLAT_FEE_ADD_ON',
  'CARD_PAYMENT',
];
const ACCOUNT_LOG_TYPES: readonly ReportLogType[] = [
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'LOGOUT',
  'ACCOUNT_LOCKED',
  'PASSWORD_CHANGE',
  'USER_CHANGE',
  'ACCOUNT_CHANGE',
  'EFILE_SUBMISSION',
];

const isStaff = (role: Role | undefined) => role === 'TRIMIN' || role === 'COUNTY';

/** The Transaction Type choices of a role (besides 'all'). */
export function transactionTypesFor(role: Role | undefined): readonly LedgerTransactionType[] {
  return isStaff(role) ? LEDGER_TRANSACTION_TYPES : ACCOUNT_TRANSACTION_TYPES;
}

/** The Log Information choices of a role (besides 'all'). */
export function logTypesFor(role: Role | undefined): readonly ReportLogType[] {
  return isStaff(role) ? REPORT_LOG_TYPES : ACCOUNT_LOG_TYPES;
}

/** Whether a role may pick the account and the data source (else its own account, this portal's rows). */
export const choosesAccount = isStaff;

/** Which criteria each report reads (the screens show these; the server ignores the others). */
export const REPORT_FIELDS: Record<
  ReportPath,
  readonly (
    | 'accountName'
    | 'username'
    | 'statementNumber'
    | 'logInformation'
    | 'transactionType'
    | 'orderBy'
    | 'dataSource'
    | 'summaryMode'
  )[]
> = {
  AccountReport: [
    'accountName',
    'username',
    'statementNumber',
    'logInformation',
    'transactionType',
    'orderBy',
    'dataSource',
    'summaryMode',
  ],
  UserReport: [
    'accountName',
    'username',
    'statementNumber',
    'logInformation',
    'transactionType',
    'orderBy',
    'dataSource',
    'summaryMode',
  ],
  StatementReport: [
    'accountName',
    'statementNumber',
    'transactionType',
    'dataSource',
    'summaryMode',
  ],
  AccountTypeReport: ['accountName', 'transactionType', 'dataSource', 'summaryMode'],
};

/** The criteria's rules' messages (catalog group `reports`). */
export const REPORT_MESSAGES = {
  required: 'Required.',
  dateFormat: DATE_MESSAGES.format,
  order: DATE_MESSAGES.orderWithTime,
  future: DATE_MESSAGES.future,
  tooLong: 'Too long.',
  statementNumber: 'A transaction number has digits only.',
} as const;

/** The server's answers to the report calls (catalog group `reportsServer`). */
export const REPORT_SERVER_MESSAGES = {
  nothing: 'There is no activity for these criteria. No report was made.',
  unknownAccount: 'There is no account of that name.',
  unknownUser: 'There is no user of that name.',
  notOffered: 'This county does not offer this report.',
  queued:
    'This report is large: it is being made on the server. It downloads here when it is ready; you may keep working.',
  jobFailed: 'The report could not be made. Try again later.',
  jobGone: 'That report is no longer available. Run it again.',
} as const;

export const REPORT_LIMITS = {
  accountName: 100,
  username: 50,
  statementNumber: 18,
  /** Rows above which a report is made as a job and downloaded when ready, rather than answered at once. */
  inlineRows: 20_000,
} as const;

const text = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, REPORT_MESSAGES.tooLong)), '');

/** Minutes past midnight of hour h (1-12), minute and AM/PM: 12:00 AM is 0, 11:59 PM is 1439. */
export function minutesOfDay(hour: number, minute: string, amPm: 'AM' | 'PM'): number {
  return ((hour % 12) + (amPm === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

/**
 * The report criteria (spec 3 §3, POST report/*). Defaults as spec 3 §9: 12:00 am to 11:59 pm, every transaction
 * and log type, ordered by username, this portal's rows. fromDate is required; toDate defaults to fromDate; the
 * from date and time must not be after the to date and time.
 */
export const reportCriteriaSchema = z
  .object({
    fromDate: z
      .string({ error: REPORT_MESSAGES.required })
      .check(z.trim(), z.maxLength(DATE_TEXT_MAX)),
    toDate: z._default(z.string().check(z.trim(), z.maxLength(DATE_TEXT_MAX)), ''),
    fromHour: z._default(z.int().check(z.minimum(1), z.maximum(12)), 12),
    fromMinute: z._default(z.enum(REPORT_MINUTES), '00'),
    fromAmPm: z._default(z.enum(REPORT_AM_PM), 'AM'),
    toHour: z._default(z.int().check(z.minimum(1), z.maximum(12)), 11),
    toMinute: z._default(z.enum(REPORT_MINUTES), '59'),
    toAmPm: z._default(z.enum(REPORT_AM_PM), 'PM'),
    accountName: text(REPORT_LIMITS.accountName),
    username: text(REPORT_LIMITS.username),
    statementNumber: text(REPORT_LIMITS.statementNumber),
    logInformation: z._default(z.enum(['all', ...REPORT_LOG_TYPES]), 'all'),
    transactionType: z._default(z.enum(['all', ...LEDGER_TRANSACTION_TYPES]), 'all'),
    orderBy: z._default(z.enum(REPORT_ORDER_BY), 'username'),
    dataSource: z._default(z.enum(REPORT_DATA_SOURCES), 'FIVE'),
    summaryMode: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      const from = parseUsDate(value.fromDate);
      const to = value.toDate ? parseUsDate(value.toDate) : from;
      if (!value.fromDate)
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: REPORT_MESSAGES.required });
      else if (!from)
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: REPORT_MESSAGES.dateFormat });
      if (value.toDate && !to)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: REPORT_MESSAGES.dateFormat });
      if (value.statementNumber && !/^\d+$/.test(value.statementNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['statementNumber'],
          message: REPORT_MESSAGES.statementNumber,
        });
      if (from && to) {
        const start =
          from.getTime() / 60_000 + minutesOfDay(value.fromHour, value.fromMinute, value.fromAmPm);
        const end =
          to.getTime() / 60_000 + minutesOfDay(value.toHour, value.toMinute, value.toAmPm);
        if (end < start)
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: REPORT_MESSAGES.order });
      }
    }),
  );
export type ReportCriteria = z.infer<typeof reportCriteriaSchema>;
export type ReportCriteriaInput = z.input<typeof reportCriteriaSchema>;

/**
 * A report call's answer when the report is too large to wait for (HTTP 202): the job making it. The screen
 * polls GET report/jobs/{jobId} and downloads GET report/jobs/{jobId}/file once it is done.
 */
export const reportJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  /** Rows written so far and the rows the report will have. */
  done: z.int(),
  total: z.int(),
  fileName: z.string(),
  error: z.nullable(z.string()),
});
export type ReportJob = z.infer<typeof reportJobSchema>;

/** GET report/users?name=…: the report user picker's matches (spec 2 dialog:userPicker). */
export const reportUserMatchSchema = z.object({
  username: z.string(),
  name: z.string(),
  accountName: z.nullable(z.string()),
});
export type ReportUserMatch = z.infer<typeof reportUserMatchSchema>;
export const reportUserMatchesSchema = z.object({ users: z.array(reportUserMatchSchema) });
