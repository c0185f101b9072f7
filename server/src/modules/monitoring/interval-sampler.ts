import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Database } from '../../db/client';
import type { Figures, RequestFigures } from './figures-schema';
import { bucketDelta, bucketSum, quantile, type BucketCounts } from './histogram-quantile';
import type { JobDepth } from './job-depth';
import { type PortalMetrics, SLOW_STATEMENT_MS, valuesOf } from './portal-metrics';

/**
 * Turns the metrics' running totals into the figures of an interval: each `take()` reads the counters and
 * histograms, subtracts what the previous take read, and adds what is read as it stands (the pool, the queue,
 * memory). Each sampler also measures the event loop's delay over its own interval. The snapshot writer has one
 * (15 s), the per-minute ring another; `take(false)` reads the interval so far without starting a new one.
 */

type GroupTotals = { buckets: BucketCounts; clientErrors: number; serverErrors: number };

type Reading = {
  at: number;
  http: Map<string, GroupTotals>;
  statements: BucketCounts | undefined;
  slowStatements: number;
  failedRuns: number;
  retriedRuns: number;
  signInFailures: number;
};

/** A histogram's cumulative buckets per value of `byLabel` (all of them together with no label). */
async function bucketsBy(
  metric: PortalMetrics['httpRequests'] | PortalMetrics['statements'],
  byLabel?: string,
): Promise<Map<string, BucketCounts>> {
  const perKey = new Map<string, Map<number, number>>();
  for (const value of await valuesOf(metric)) {
    if (!value.metricName?.endsWith('_bucket')) continue;
    const key = byLabel ? String(value.labels[byLabel]) : '';
    const le = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
    const buckets = perKey.get(key) ?? new Map<number, number>();
    buckets.set(le, (buckets.get(le) ?? 0) + value.value);
    perKey.set(key, buckets);
  }
  return new Map(
    [...perKey].map(([key, buckets]) => {
      const bounds = [...buckets.keys()].sort((a, b) => a - b);
      return [key, { bounds, counts: bounds.map((b) => buckets.get(b)!) }];
    }),
  );
}

/** The sum of a counter's values whose labels match `where`. */
async function counterSum(
  metric:
    | PortalMetrics['jobFailures']
    | PortalMetrics['signInFailures']
    | PortalMetrics['slowStatements'],
  where: Record<string, string> = {},
): Promise<number> {
  return (await valuesOf(metric))
    .filter((v) => Object.entries(where).every(([k, want]) => v.labels[k] === want))
    .reduce((sum, v) => sum + v.value, 0);
}

async function readTotals(metrics: PortalMetrics): Promise<Reading> {
  const at = Date.now();
  const buckets = await bucketsBy(metrics.httpRequests, 'group');
  const http = new Map<string, GroupTotals>();
  for (const [group, counts] of buckets)
    http.set(group, { buckets: counts, clientErrors: 0, serverErrors: 0 });
  for (const value of await valuesOf(metrics.httpRequests)) {
    if (!value.metricName?.endsWith('_count')) continue;
    const totals = http.get(String(value.labels.group));
    if (!totals) continue;
    if (value.labels.status === '4xx') totals.clientErrors += value.value;
    if (value.labels.status === '5xx') totals.serverErrors += value.value;
  }
  return {
    at,
    http,
    statements: (await bucketsBy(metrics.statements)).get(''),
    slowStatements: await counterSum(metrics.slowStatements),
    failedRuns: await counterSum(metrics.jobFailures, { outcome: 'failed' }),
    retriedRuns: await counterSum(metrics.jobFailures, { outcome: 'retry' }),
    signInFailures: await counterSum(metrics.signInFailures),
  };
}

const total = (buckets: BucketCounts | undefined) => buckets?.counts.at(-1) ?? 0;
const toMs = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds * 1000 * 100) / 100;
const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;

function requestFigures(
  buckets: BucketCounts | undefined,
  clientErrors: number,
  serverErrors: number,
  seconds: number,
): RequestFigures {
  const requests = total(buckets);
  return {
    requests,
    perSecond: round(requests / seconds),
    clientErrors,
    serverErrors,
    errorRate: requests > 0 ? round(serverErrors / requests, 4) : 0,
    p50Ms: buckets ? toMs(quantile(0.5, buckets)) : null,
    p95Ms: buckets ? toMs(quantile(0.95, buckets)) : null,
    p99Ms: buckets ? toMs(quantile(0.99, buckets)) : null,
  };
}

const nsToMs = (ns: number) => Math.round(ns / 10_000) / 100;

export class IntervalSampler {
  private previous: Reading;
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  constructor(
    private readonly metrics: PortalMetrics,
    private readonly sources: {
      database: Pick<Database, 'kind'>;
      jobDepth: () => Promise<JobDepth | null>;
    },
  ) {
    // Everything counted before this sampler began is the first interval's.
    this.previous = {
      at: Date.now(),
      http: new Map(),
      statements: undefined,
      slowStatements: 0,
      failedRuns: 0,
      retriedRuns: 0,
      signInFailures: 0,
    };
    this.loop.enable();
  }

  /** The figures since the previous take; `commit` false leaves the interval running. */
  async take(commit = true): Promise<Figures> {
    const now = await readTotals(this.metrics);
    const before = this.previous;
    const seconds = Math.max(0.001, (now.at - before.at) / 1000);
    const http: Record<string, RequestFigures> = {};
    const intervalBuckets: BucketCounts[] = [];
    let clientErrors = 0;
    let serverErrors = 0;
    for (const [group, totals] of now.http) {
      const earlier = before.http.get(group);
      const buckets = bucketDelta(totals.buckets, earlier?.buckets);
      if (total(buckets) === 0) continue;
      const client = totals.clientErrors - (earlier?.clientErrors ?? 0);
      const server = totals.serverErrors - (earlier?.serverErrors ?? 0);
      http[group] = requestFigures(buckets, client, server, seconds);
      intervalBuckets.push(buckets);
      clientErrors += client;
      serverErrors += server;
    }
    const statements = now.statements ? bucketDelta(now.statements, before.statements) : undefined;
    const pool = this.metrics.pool();
    const depth = await this.sources.jobDepth();
    const memory = process.memoryUsage();
    const loopMeasured = this.loop.count > 0;
    const figures: Figures = {
      at: new Date(now.at).toISOString(),
      intervalSeconds: round(seconds, 2),
      http,
      httpTotal: requestFigures(bucketSum(intervalBuckets), clientErrors, serverErrors, seconds),
      database: {
        kind: this.sources.database.kind,
        connections: pool.total,
        idle: pool.idle,
        waiting: pool.waiting,
        maxConnections: pool.max,
        statements: total(statements),
        slowStatements: now.slowStatements - before.slowStatements,
        slowStatementMs: SLOW_STATEMENT_MS,
        statementP95Ms: statements ? toMs(quantile(0.95, statements)) : null,
      },
      jobs: {
        queued: depth?.queued ?? null,
        due: depth?.due ?? null,
        running: depth?.running ?? null,
        failedLastHour: depth?.failedLastHour ?? null,
        failedRuns: now.failedRuns - before.failedRuns,
        retriedRuns: now.retriedRuns - before.retriedRuns,
      },
      signInFailures: now.signInFailures - before.signInFailures,
      memory: {
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
      },
      eventLoop: {
        p50Ms: loopMeasured ? nsToMs(this.loop.percentile(50)) : null,
        p99Ms: loopMeasured ? nsToMs(this.loop.percentile(99)) : null,
        maxMs: loopMeasured ? nsToMs(this.loop.max) : null,
      },
    };
    if (commit) {
      this.previous = now;
      this.loop.reset();
    }
    return figures;
  }

  stop(): void {
    this.loop.disable();
  }
}
