import { z } from 'zod';

/**
 * What one instance measured over one interval (15 seconds for the snapshots every instance writes, a minute for
 * the ring this instance keeps in memory), and the monitoring summary the page polls. Server-only: the page that
 * reads it is served by the server too (page-script.ts), so the contract does not carry it.
 */

const milliseconds = z.number().nullable();

/** Requests of one route group (or of all of them) over the interval. */
export const requestFiguresSchema = z.object({
  requests: z.number(),
  perSecond: z.number(),
  /** 4xx answers. */
  clientErrors: z.number(),
  /** 5xx answers. */
  serverErrors: z.number(),
  /** 5xx answers per request (0..1); 0 without requests. */
  errorRate: z.number(),
  /** Latency quantiles (from the histogram's buckets); null without requests. */
  p50Ms: milliseconds,
  p95Ms: milliseconds,
  p99Ms: milliseconds,
});
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

export const figuresSchema = z.object({
  /** The end of the interval (ISO 8601). */
  at: z.string(),
  intervalSeconds: z.number(),
  /** Per route group (`search`, `auth`, ..., `pages`), only the groups that had requests. */
  http: z.record(z.string(), requestFiguresSchema),
  /** Every request of the interval. */
  httpTotal: requestFiguresSchema,
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Connections open, idle among them, and queries waiting for one (PGlite: its one connection). */
    connections: z.number(),
    idle: z.number(),
    waiting: z.number(),
    maxConnections: z.number(),
    statements: z.number(),
    /** Statements slower than `slowStatementMs`. */
    slowStatements: z.number(),
    slowStatementMs: z.number(),
    statementP95Ms: milliseconds,
  }),
  jobs: z.object({
    /** Queued jobs (every instance's queue: one table), those due among them, and those running; null when unread. */
    queued: z.number().nullable(),
    due: z.number().nullable(),
    running: z.number().nullable(),
    /** Jobs that failed for good in the last hour (any instance). */
    failedLastHour: z.number().nullable(),
    /** Attempts run here that failed for good, and that failed and will be retried, over the interval. */
    failedRuns: z.number(),
    retriedRuns: z.number(),
  }),
  /** Refused sign-ins answered here over the interval. */
  signInFailures: z.number(),
  memory: z.object({
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
  }),
  /** How late the event loop ran timers over the interval. */
  eventLoop: z.object({ p50Ms: milliseconds, p99Ms: milliseconds, maxMs: milliseconds }),
});
export type Figures = z.infer<typeof figuresSchema>;

export const summarySchema = z.object({
  generatedAt: z.string(),
  windowMinutes: z.number(),
  snapshotSeconds: z.number(),
  /** The instance that answered. */
  thisInstance: z.string(),
  /** Every instance that wrote a snapshot in the window (this one always), its snapshots oldest first. */
  instances: z.array(
    z.object({
      id: z.string(),
      snapshots: z.array(figuresSchema),
    }),
  ),
  /** This instance only, from memory: its per-minute points (oldest first) and the figures since its last snapshot. */
  local: z.object({
    minutes: z.array(figuresSchema),
    current: figuresSchema,
  }),
});
export type Summary = z.infer<typeof summarySchema>;
