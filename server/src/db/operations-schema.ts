import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * What several instances of the server share besides the county's data: the job queue, the rate-limit
 * counters and the generations that tell each instance's caches when to forget. Kept apart from schema.ts
 * (which re-exports it) because none of it is the county's business data.
 */

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The job queue (src/jobs): a job is claimed by one instance at a time (`FOR UPDATE SKIP LOCKED`), retried
 * with backoff until `max_attempts`, and reclaimed when its instance died (`locked_until` passed). A
 * `singleton_key` makes an enqueue idempotent: a scheduled run's key names its period, so every instance may try
 * to enqueue it and only one row results.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    singletonKey: text('singleton_key').unique(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Fixed-window request counters of the rate limits, shared by every instance (plugins/rate-limit.ts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * One row (id 1): counters that database triggers raise whenever sessions or users change (`sessions`) or the
 * county's settings and page content change (`content`), however the change was made. Each instance reads the
 * row once per request and empties its caches when a counter moved (plugins/cache-generations.ts).
 */
export const cacheGenerations = pgTable(
  'cache_generations',
  {
    id: integer('id').primaryKey(),
    sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
    content: bigint('content', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('cache_generations_one_row', sql`${t.id} = 1`)],
);

/**
 * Monitoring (src/modules/monitoring): every instance writes its figures of the last 15 seconds here every 15
 * seconds and deletes rows older than 15 minutes, so the monitoring page shows every instance's charts.
 */
export const monitoringSnapshots = pgTable(
  'monitoring_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: text('instance_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('monitoring_snapshots_taken_at_idx').on(t.takenAt)],
);
