import type { ReportFormat, ReportJob, ReportPath } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Reports too large to answer at once (src/modules/reports, docs/reports.md): each is made by a job of the job
 * queue into a file under DATA_DIR/reports, kept until `expires_at`, downloadable by the user who asked only.
 */
export const reportJobs = pgTable(
  'report_jobs',
  {
    /** Random: it is the job's address in GET report/jobs/{jobId}. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    report: text('report').$type<ReportPath>().notNull(),
    format: text('format').$type<ReportFormat>().notNull(),
    /** The criteria as the server resolved them (the account and the types the asker may see). */
    scope: jsonb('scope').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull().default('ENGLISH'),
    state: text('state').$type<ReportJob['state']>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('report_jobs_expires_at_idx').on(t.expiresAt),
    check('report_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    check('report_jobs_format_check', sql`${t.format} in ('pdf', 'xlsx')`),
  ],
);
export type ReportJobRow = typeof reportJobs.$inferSelect;
