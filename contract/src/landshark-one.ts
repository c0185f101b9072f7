import './zod';
import * as z from 'zod/mini';
import { DATE_MESSAGES, DATE_TEXT_MAX, parseUsDate } from './dates';
import { message } from './messages';

/*
 * Migration of a county from the earlier product generation, LandShark One (spec 3 §2.3 Technical, §3, §5, §7):
 * the two control-panel calls that copy its accounts and users, and its audit log, from the county's LandShark
 * One database, and the progress of the last run. What is copied and how: docs/landshark-one.md.
 */

/** The audit log migration's batch size (spec 3 §5: default 10000). */
export const LANDSHARK_ONE_LIMITS = {
  batchSizeDefault: 10_000,
  batchSizeMin: 100,
  batchSizeMax: 100_000,
  fieldMax: 200,
} as const;

/** The migration screens' rules' messages (catalog group `landSharkOne`). */
export const LANDSHARK_ONE_MESSAGES = {
  required: 'Required.',
  tooLong: message<{ n: number }>('{{n}} characters max.'),
  batchSize: 'Enter a batch size from 100 to 100000.',
} as const;

/** The server's answers to the migration calls (catalog group `landSharkOneServer`). */
export const LANDSHARK_ONE_SERVER_MESSAGES = {
  accountsUsersStarted:
    'The LandShark One accounts and users are being copied. Follow the progress on this screen.',
  auditLogStarted:
    'The LandShark One audit log is being copied. Follow the progress on this screen.',
  unreachable: message<{ address: string }>(
    'The LandShark One database server at {{address}} could not be reached. Check the address.',
  ),
  badCredentials:
    'The LandShark One database refused the username or password. Check them and try again.',
  noDatabase: message<{ name: string }>(
    'The LandShark One database server has no database named {{name}}. Check the database name.',
  ),
  notLandSharkOne: message<{ name: string }>(
    'The database {{name}} does not hold LandShark One accounts, users and audit log tables.',
  ),
  sourceFailed: 'The LandShark One database could not be read. Try again later.',
  alreadyRunning: 'A LandShark One migration is already running. Wait for it to finish.',
} as const;

const required = (max: number = LANDSHARK_ONE_LIMITS.fieldMax) =>
  z
    .string({ error: LANDSHARK_ONE_MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, LANDSHARK_ONE_MESSAGES.required),
      z.maxLength(max, LANDSHARK_ONE_MESSAGES.tooLong({ n: max })),
    );

/** The four fields naming the LandShark One database (all required, spec 3 §5). */
export const landSharkOneConnectionSchema = z.object({
  /** host, host:port or [IPv6]:port; the port defaults to 5432. */
  landSharkOneDbAddress: required(),
  landSharkOneDbName: required(63),
  landSharkOneDbUsername: required(63),
  landSharkOneDbPassword: z
    .string({ error: LANDSHARK_ONE_MESSAGES.required })
    .check(
      z.minLength(1, LANDSHARK_ONE_MESSAGES.required),
      z.maxLength(
        LANDSHARK_ONE_LIMITS.fieldMax,
        LANDSHARK_ONE_MESSAGES.tooLong({ n: LANDSHARK_ONE_LIMITS.fieldMax }),
      ),
    ),
});
export type LandSharkOneConnection = z.infer<typeof landSharkOneConnectionSchema>;

/** POST controlPanel/countyConfig/migrateLandSharkOneAccountsUsers. */
export const migrateLandSharkOneAccountsUsersSchema = z.object({
  ...landSharkOneConnectionSchema.shape,
});
export type MigrateLandSharkOneAccountsUsers = LandSharkOneConnection;

export const LANDSHARK_ONE_DATA_TYPES = ['all', 'transactions'] as const;
export type LandSharkOneDataType = (typeof LANDSHARK_ONE_DATA_TYPES)[number];

const optionalDate = z._default(
  z.string().check(z.trim(), z.maxLength(DATE_TEXT_MAX, DATE_MESSAGES.format)),
  '',
);

/**
 * POST controlPanel/countyConfig/migrateLandSharkOneAuditLog: the connection, an optional day range (MM/DD/YYYY,
 * either end open; toDate not before fromDate), all rows or only those with money, and the batch size.
 */
export const migrateLandSharkOneAuditLogSchema = z
  .object({
    ...landSharkOneConnectionSchema.shape,
    fromDate: optionalDate,
    toDate: optionalDate,
    dataType: z._default(z.enum(LANDSHARK_ONE_DATA_TYPES), 'all'),
    batchSize: z._default(
      z
        .int({ error: LANDSHARK_ONE_MESSAGES.batchSize })
        .check(
          z.minimum(LANDSHARK_ONE_LIMITS.batchSizeMin, LANDSHARK_ONE_MESSAGES.batchSize),
          z.maximum(LANDSHARK_ONE_LIMITS.batchSizeMax, LANDSHARK_ONE_MESSAGES.batchSize),
        ),
      LANDSHARK_ONE_LIMITS.batchSizeDefault,
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const from = value.fromDate ? parseUsDate(value.fromDate) : null;
      const to = value.toDate ? parseUsDate(value.toDate) : null;
      if (value.fromDate && !from)
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: DATE_MESSAGES.format });
      if (value.toDate && !to)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: DATE_MESSAGES.format });
      if (from && to && to < from)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: DATE_MESSAGES.order });
    }),
  );
export type MigrateLandSharkOneAuditLog = z.infer<typeof migrateLandSharkOneAuditLogSchema>;

/** The reply of both POSTs: the run that was queued. */
export const landSharkOneStartedSchema = z.object({ runId: z.int() });

export const LANDSHARK_ONE_RUN_KINDS = ['ACCOUNTS_USERS', 'AUDIT_LOG'] as const;
export const LANDSHARK_ONE_RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** One line of a run's report: what was skipped (or kept) and why. */
export const landSharkOneSkipSchema = z.object({
  kind: z.string(),
  legacyId: z.nullable(z.string()),
  name: z.string(),
  reason: z.string(),
});

/** A run: its state, how far it got, and its final report (counts by table, skipped rows with reasons). */
export const landSharkOneRunSchema = z.object({
  runId: z.int(),
  kind: z.enum(LANDSHARK_ONE_RUN_KINDS),
  state: z.enum(LANDSHARK_ONE_RUN_STATES),
  done: z.int(),
  total: z.int(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  startedBy: z.nullable(z.string()),
  /** Copied rows by table (accounts, users, settings, auditRows, transactions). */
  copied: z.record(z.string(), z.int()),
  skipped: z.array(landSharkOneSkipSchema),
  /** Skipped rows beyond the ones listed (the list stops at 200). */
  skippedNotListed: z.int(),
  /** What else the report says (money rows kept, staff removed), one line each. */
  notes: z.array(z.string()),
  error: z.nullable(z.string()),
});
export type LandSharkOneRun = z.infer<typeof landSharkOneRunSchema>;

/** GET controlPanel/countyConfig/landSharkOneMigration: the newest run of each kind (null: never run). */
export const landSharkOneMigrationSchema = z.object({
  accountsUsers: z.nullable(landSharkOneRunSchema),
  auditLog: z.nullable(landSharkOneRunSchema),
});
export type LandSharkOneMigration = z.infer<typeof landSharkOneMigrationSchema>;
