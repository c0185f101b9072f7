import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type MetricValueWithName,
} from 'prom-client';
import type { Database, PoolStats } from '../../db/client';
import type { JobDepth } from './job-depth';

/**
 * The portal's Prometheus metrics, in a registry of their own (never prom-client's global one, so several apps in
 * one process, as in the tests, each count their own): Node's default metrics (memory, event-loop delay, GC, ...),
 * the HTTP request histogram by method, route group and status class, sign-in failures, the database pool and
 * statement durations, the job queue's depth and failed runs. GET /api/monitoring/metrics serves `registry`.
 */

/** A statement slower than this counts as slow (lrp_db_slow_statements_total, the page's slow statements). */
export const SLOW_STATEMENT_MS = 250;

/** Request latency buckets, in seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement duration buckets, in seconds. */
const STATEMENT_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

export type MetricsSources = {
  database: Pick<Database, 'kind' | 'poolStats'>;
  /** The queue's depth, read from the jobs table when Prometheus scrapes (null when the read failed). */
  jobDepth: () => Promise<JobDepth | null>;
};

/** PGlite runs in this process on its one connection. */
const PGLITE_POOL: PoolStats = { total: 1, idle: 1, waiting: 0, max: 1 };

export class PortalMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Histogram({
    name: 'lrp_http_request_duration_seconds',
    help: 'HTTP requests by method, route group (first path segment after /api/, pages outside the API) and status class.',
    labelNames: ['method', 'group', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly signInFailures = new Counter({
    name: 'lrp_sign_in_failures_total',
    help: 'Refused sign-ins (each audited as LOGIN_FAILURE) by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly statements = new Histogram({
    name: 'lrp_db_statement_duration_seconds',
    help: 'Database statements, from sending to the answer.',
    buckets: STATEMENT_BUCKETS,
    registers: [this.registry],
  });

  readonly slowStatements = new Counter({
    name: 'lrp_db_slow_statements_total',
    help: `Database statements slower than ${SLOW_STATEMENT_MS} ms.`,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'lrp_job_failures_total',
    help: 'Job attempts run by this instance that failed: outcome "failed" for good, "retry" to be tried again.',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const pool = () => this.pool();
    new Gauge({
      name: 'lrp_db_pool_connections',
      help: 'Database connections open in this instance (PGlite: its one connection).',
      registers: [this.registry],
      collect() {
        this.set(pool().total);
      },
    });
    new Gauge({
      name: 'lrp_db_pool_idle_connections',
      help: 'Open database connections not in use.',
      registers: [this.registry],
      collect() {
        this.set(pool().idle);
      },
    });
    new Gauge({
      name: 'lrp_db_pool_waiting_requests',
      help: 'Queries waiting for a database connection.',
      registers: [this.registry],
      collect() {
        this.set(pool().waiting);
      },
    });
    new Gauge({
      name: 'lrp_db_pool_max_connections',
      help: 'The most database connections this instance opens (DATABASE_POOL_SIZE).',
      registers: [this.registry],
      collect() {
        this.set(pool().max);
      },
    });
    const jobDepth = sources.jobDepth;
    new Gauge({
      name: 'lrp_job_queue_depth',
      help: 'Jobs in the queue (every instance shares it) by state: queued, due (queued and due now), running.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const depth = await jobDepth();
        if (!depth) return;
        this.set({ state: 'queued' }, depth.queued);
        this.set({ state: 'due' }, depth.due);
        this.set({ state: 'running' }, depth.running);
      },
    });
    new Gauge({
      name: 'lrp_jobs_failed_last_hour',
      help: 'Jobs that failed for good in the last hour (any instance).',
      registers: [this.registry],
      async collect() {
        const depth = await jobDepth();
        if (depth) this.set(depth.failedLastHour);
      },
    });
  }

  /** The database pool now. */
  pool(): PoolStats {
    return this.sources.database.poolStats?.() ?? PGLITE_POOL;
  }

  /** Records one statement's duration. */
  statementTook(durationMs: number): void {
    this.statements.observe(durationMs / 1000);
    if (durationMs >= SLOW_STATEMENT_MS) this.slowStatements.inc();
  }

  /** The Prometheus text exposition of every metric. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

/** A metric's values without calling its collect function (counters and histograms have none). */
export async function valuesOf(
  metric: Counter | Histogram,
): Promise<MetricValueWithName<string>[]> {
  return (await metric.get()).values as MetricValueWithName<string>[];
}
