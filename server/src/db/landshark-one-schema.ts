import type { LANDSHARK_ONE_RUN_KINDS, LANDSHARK_ONE_RUN_STATES } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * The bookkeeping of a migration from LandShark One (src/modules/landSharkOne, docs/landshark-one.md): each run
 * with its progress, checkpoint and report; which of our rows a legacy account or user became; and which legacy
 * audit rows were copied already. No foreign keys to accounts or users: a later migration wipes those, and
 * these rows must stay readable (and the tests' reset truncates those tables alone).
 */

export type LandSharkOneRunKind = (typeof LANDSHARK_ONE_RUN_KINDS)[number];
export type LandSharkOneRunState = (typeof LANDSHARK_ONE_RUN_STATES)[number];

/**
 * One migration run. `checkpoint` is the last legacy audit id whose batch committed (the audit log run resumes
 * after it); `options` are the run's choices without the credentials; `report` is what was copied and skipped.
 */
export const landSharkOneRuns = pgTable(
  'landshark_one_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<LandSharkOneRunKind>().notNull(),
    state: text('state').$type<LandSharkOneRunState>().notNull().default('queued'),
    jobId: bigint('job_id', { mode: 'number' }),
    startedByUserId: integer('started_by_user_id'),
    startedBy: text('started_by'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    done: bigint('done', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    checkpoint: bigint('checkpoint', { mode: 'number' }).notNull().default(0),
    report: jsonb('report').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('landshark_one_runs_kind_idx').on(t.kind, t.id),
    check('landshark_one_runs_kind_check', sql`${t.kind} in ('ACCOUNTS_USERS', 'AUDIT_LOG')`),
    check(
      'landshark_one_runs_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** What a legacy account (kind ACCOUNT) or user (kind USER) became here, for the audit log run's names. */
export const landSharkOneIdMap = pgTable(
  'landshark_one_id_map',
  {
    kind: text('kind').$type<'ACCOUNT' | 'USER'>().notNull(),
    legacyId: bigint('legacy_id', { mode: 'number' }).notNull(),
    newId: integer('new_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.legacyId] }),
    check('landshark_one_id_map_kind_check', sql`${t.kind} in ('ACCOUNT', 'USER')`),
  ],
);

/**
 * Every legacy audit row copied, by its legacy id (unique: a second run, or a batch retried after a crash,
 * copies nothing twice). A batch inserts here first (ON CONFLICT DO NOTHING) and copies only the ids that went in.
 */
export const landSharkOneCopiedAudit = pgTable('landshark_one_copied_audit', {
  legacyId: bigint('legacy_id', { mode: 'number' }).primaryKey(),
  runId: bigint('run_id', { mode: 'number' }).notNull(),
  copiedAt: timestamp('copied_at', { withTimezone: true }).notNull().defaultNow(),
});
