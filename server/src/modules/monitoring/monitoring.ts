import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Figures, Summary } from './figures-schema';
import { IntervalSampler } from './interval-sampler';
import { jobDepthReader } from './job-depth';
import { PortalMetrics } from './portal-metrics';
import { readSnapshots, SNAPSHOT_SECONDS, WINDOW_MINUTES, writeSnapshot } from './snapshot-store';

/**
 * One instance's monitoring: its Prometheus metrics (portal-metrics.ts), fed by the statement timings of its
 * database and the outcomes of its job queue; every SNAPSHOT_SECONDS a snapshot of its figures written to
 * monitoring_snapshots for every instance to read; every minute a point in a ring of the last WINDOW_MINUTES kept
 * in memory; and the summary the monitoring page polls. The instance id is the job queue's (host, process, a
 * random part), so the same id names an instance in the job locks and here.
 */
export class Monitoring {
  readonly metrics: PortalMetrics;
  readonly instanceId: string;
  private readonly snapshots: IntervalSampler;
  private readonly perMinute: IntervalSampler;
  private readonly minutes: Figures[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopListening: (() => void)[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    const jobDepth = jobDepthReader(database.db, log);
    this.metrics = new PortalMetrics({ database, jobDepth });
    this.instanceId = jobs.instanceId;
    this.snapshots = new IntervalSampler(this.metrics, { database, jobDepth });
    this.perMinute = new IntervalSampler(this.metrics, { database, jobDepth });
    if (database.statements)
      this.stopListening.push(
        database.statements.subscribe((ms) => this.metrics.statementTook(ms)),
      );
    this.stopListening.push(
      jobs.onOutcome((job, outcome) => {
        if (outcome === 'failed' || outcome === 'retry')
          this.metrics.jobFailures.inc({ job, outcome });
      }),
    );
  }

  /** A refused sign-in (auth/service.ts login, audited as LOGIN_FAILURE). */
  signInFailed(reason: string): void {
    this.metrics.signInFailures.inc({ reason });
  }

  /** Counts one answered request. */
  requestAnswered(method: string, group: string, status: string, seconds: number): void {
    this.metrics.httpRequests.observe({ method, group, status }, seconds);
  }

  /** Starts the snapshots and the per-minute ring (the app does once ready). */
  start(): void {
    if (this.timers.length > 0) return;
    const every = (ms: number, run: () => Promise<void>) => {
      const timer = setInterval(() => void run(), ms);
      // Monitoring never keeps a process alive.
      timer.unref();
      this.timers.push(timer);
    };
    every(SNAPSHOT_SECONDS * 1000, () => this.writeSnapshot());
    every(60_000, () => this.recordMinute());
  }

  /** Stops the timers and the listeners, and waits for a snapshot being written. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    for (const stop of this.stopListening.splice(0)) stop();
    await this.writing;
    this.snapshots.stop();
    this.perMinute.stop();
  }

  /** Writes this instance's figures since its last snapshot (the timer does; tests call it). */
  writeSnapshot(): Promise<void> {
    if (this.writing) return this.writing;
    this.writing = (async () => {
      try {
        const figures = await this.snapshots.take();
        await writeSnapshot(this.database.db, this.instanceId, figures);
      } catch (err) {
        this.log.warn({ err }, 'monitoring: could not write the snapshot');
      } finally {
        this.writing = null;
      }
    })();
    return this.writing;
  }

  /** Adds the last minute's figures to the ring, dropping points older than the window. */
  async recordMinute(): Promise<void> {
    try {
      this.minutes.push(await this.perMinute.take());
      if (this.minutes.length > WINDOW_MINUTES) this.minutes.shift();
    } catch (err) {
      this.log.warn({ err }, 'monitoring: could not take the minute figures');
    }
  }

  /** Every instance's snapshots of the window and this instance's own points (GET /api/monitoring/summary). */
  async summary(): Promise<Summary> {
    const stored = await readSnapshots(this.database.db).catch((err: unknown) => {
      this.log.warn({ err }, 'monitoring: could not read the snapshots');
      return new Map<string, Figures[]>();
    });
    if (!stored.has(this.instanceId)) stored.set(this.instanceId, []);
    return {
      generatedAt: new Date().toISOString(),
      windowMinutes: WINDOW_MINUTES,
      snapshotSeconds: SNAPSHOT_SECONDS,
      thisInstance: this.instanceId,
      instances: [...stored].map(([id, snapshots]) => ({ id, snapshots })),
      local: { minutes: [...this.minutes], current: await this.snapshots.take(false) },
    };
  }
}
