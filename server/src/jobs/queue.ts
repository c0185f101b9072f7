import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import type { JobStatus } from '../db/operations-schema';

/*
 * A job queue on the portal's own database (the `jobs` table): it needs nothing PGlite lacks, survives restarts
 * (a job is a row), and across instances each job is claimed by one of them (`FOR UPDATE SKIP LOCKED` in an
 * UPDATE that marks it running). Why not pg-boss: docs/decisions.md "Operations".
 *
 * Delivery is at least once: a job whose instance dies while running is claimed again once its claim lapses
 * (`CLAIM_SECONDS`), so handlers must be idempotent (the ledger's idempotency keys, "mark delivered").
 */

/** How long a claim lasts: a job still running after this is taken to be orphaned and is run again. */
export const CLAIM_SECONDS = 300;

/** A failure that retrying cannot mend (an address the mail server refuses): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export type JobRow = typeof jobs.$inferSelect;
export type JobContext = {
  id: number;
  attempt: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
};

export type JobDefinition<P extends Record<string, unknown> = Record<string, unknown>> = {
  run: (payload: P, context: JobContext) => Promise<void>;
  /** Attempts before the job is marked failed (default 1: no retry). */
  maxAttempts?: number;
  /** The wait before attempt `attempt + 1` (ms); default 30 s doubling, at most an hour. */
  retryDelayMs?: (attempt: number) => number;
};

export type EnqueueOptions = {
  /** Run no earlier than this many ms from now (default: at once). */
  delayMs?: number;
  /** At most one job ever has this key: enqueueing it again adds nothing (answers null). */
  singletonKey?: string;
  /** Enqueue inside the caller's transaction: the job exists only if the transaction commits. */
  db?: DbOrTx;
};

/** What one attempt came to. `taken`: another instance (or an earlier call) has the job. */
export type AttemptOutcome = 'done' | 'retry' | 'failed' | 'taken';

/** A recurring job: `slot(now)` names the current period; each period's run is enqueued once across instances. */
export type Schedule = { slot: (now: Date) => string };

export const exponentialBackoff =
  (firstMs: number, maxMs = 3_600_000) =>
  (attempt: number): number =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));

const DEFAULT_RETRY = exponentialBackoff(30_000);

type Registered = JobDefinition & { name: string };

export type JobQueueOptions = {
  /** How often an idle runner looks for due jobs (ms). */
  pollMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
  /** Runs before every job (the app refreshes its cache generations). */
  beforeRun?: () => Promise<void>;
};

export class JobQueue {
  readonly instanceId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly definitions = new Map<string, Registered>();
  private readonly schedules = new Map<string, Schedule & { lastSlot: string | null }>();
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private running = false;
  private readonly inFlight = new Set<Promise<AttemptOutcome>>();
  /** Told each attempt's outcome (the monitoring's failed-runs counter). */
  private readonly outcomeListeners = new Set<(name: string, outcome: AttemptOutcome) => void>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = { pollMs: 1000, concurrency: 4 },
  ) {}

  /** Declares what a job name does. Every instance defines every job, so any of them can run it. */
  define<P extends Record<string, unknown>>(name: string, definition: JobDefinition<P>): void {
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.definitions.set(name, { ...(definition as unknown as JobDefinition), name });
  }

  /** Runs `name` once per period of `schedule` (see schedules.ts), on whichever instance gets there first. */
  schedule<P extends Record<string, unknown>>(
    name: string,
    schedule: Schedule,
    definition: JobDefinition<P>,
  ): void {
    this.define(name, definition);
    this.schedules.set(name, { ...schedule, lastSlot: null });
  }

  /** Tells `listener` the outcome of every attempt run here; answers the call that stops it. */
  onOutcome(listener: (name: string, outcome: AttemptOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  get scheduledNames(): string[] {
    return [...this.schedules.keys()];
  }

  /** Adds a job; answers its id, or null when its singleton key was taken already. */
  async enqueue(
    name: string,
    payload: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<number | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const db = options.db ?? this.db;
    const delay = Math.max(0, Math.round(options.delayMs ?? 0));
    const [row] = await db
      .insert(jobs)
      .values({
        name,
        payload,
        maxAttempts: definition.maxAttempts ?? 1,
        runAt: sql`now() + make_interval(secs => ${delay / 1000}::float8)`,
        singletonKey: options.singletonKey ?? null,
      })
      .onConflictDoNothing({ target: jobs.singletonKey })
      .returning({ id: jobs.id });
    return row?.id ?? null;
  }

  /** Claims one queued job by id, due or not, and runs it here (a mail's first attempt, say). */
  async runNow(id: number): Promise<AttemptOutcome> {
    const claimed = await this.claim(sql`${jobs.id} = ${id} and ${jobs.status} = 'queued'`, 1);
    if (claimed.length === 0) return 'taken';
    return this.attempt(claimed[0]);
  }

  /**
   * Enqueues the scheduled runs whose period began, then claims and runs due jobs (and orphaned ones) until none
   * is left or `limit` ran; answers how many ran. The poller calls it; tests call it to run the queue by hand.
   */
  async runDue(limit = 100): Promise<number> {
    await this.enqueueScheduled();
    let ran = 0;
    while (ran < limit) {
      const batch = await this.claim(
        sql`(${jobs.status} = 'queued' and ${jobs.runAt} <= now()) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now())`,
        Math.min(this.options.concurrency, limit - ran),
      );
      if (batch.length === 0) break;
      await Promise.all(batch.map((job) => this.attempt(job)));
      ran += batch.length;
    }
    return ran;
  }

  /** Starts polling (the server does; tests run the queue by hand). */
  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = async () => {
      this.timer = null;
      try {
        await this.runDue(this.options.concurrency * 4);
      } catch (err) {
        this.log.error({ err }, 'job queue: polling failed; trying again');
      }
      if (this.running) this.timer = setTimeout(() => (this.loop = tick()), this.options.pollMs);
    };
    this.loop = tick();
  }

  /** Stops polling and waits for the jobs running here to finish. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.loop;
    await Promise.allSettled([...this.inFlight]);
  }

  private async enqueueScheduled(): Promise<void> {
    const now = new Date();
    for (const [name, schedule] of this.schedules) {
      const slot = schedule.slot(now);
      if (slot === schedule.lastSlot) continue;
      await this.enqueue(name, {}, { singletonKey: `${name}@${slot}` });
      schedule.lastSlot = slot;
    }
  }

  private async claim(where: SQL, limit: number): Promise<JobRow[]> {
    const names = [...this.definitions.keys()];
    if (names.length === 0 || limit <= 0) return [];
    const result = await this.db.execute<Record<string, unknown>>(sql`
      update ${jobs}
         set status = 'running', attempts = attempts + 1, locked_by = ${this.instanceId},
             locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}::int)
       where id in (
         select id from ${jobs}
          where (${where}) and name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
          order by run_at, id
          limit ${limit}
          for update skip locked)
      returning id, name, payload, attempts, max_attempts`);
    return result.rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      payload: (r.payload ?? {}) as Record<string, unknown>,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    })) as JobRow[];
  }

  private attempt(job: JobRow): Promise<AttemptOutcome> {
    const run = this.execute(job).then((outcome) => {
      for (const listener of this.outcomeListeners) {
        try {
          listener(job.name, outcome);
        } catch {
          // Monitoring never changes what a job answers.
        }
      }
      return outcome;
    });
    this.inFlight.add(run);
    return run.finally(() => this.inFlight.delete(run));
  }

  private async execute(job: JobRow): Promise<AttemptOutcome> {
    const definition = this.definitions.get(job.name)!;
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    if (job.attempts > job.maxAttempts) {
      // Its instance died during the last attempt.
      await this.finish(job, 'failed', 'abandoned while running (the instance stopped)');
      return 'failed';
    }
    try {
      await this.options.beforeRun?.();
      await definition.run(job.payload, {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        log,
      });
      await this.finish(job, 'done', null);
      return 'done';
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        log.error({ err }, 'job failed for good');
        await this.finish(job, 'failed', message);
        return 'failed';
      }
      const delay = (definition.retryDelayMs ?? DEFAULT_RETRY)(job.attempts);
      log.warn({ err, retryInMs: delay }, 'job failed; it will be retried');
      await this.db.execute(sql`
        update ${jobs} set status = 'queued', last_error = ${message}, locked_by = null, locked_until = null,
               run_at = now() + make_interval(secs => ${delay / 1000}::float8)
         where id = ${job.id} and locked_by = ${this.instanceId} and attempts = ${job.attempts}`);
      return 'retry';
    }
  }

  private async finish(
    job: JobRow,
    status: Extract<JobStatus, 'done' | 'failed'>,
    error: string | null,
  ): Promise<void> {
    // Only while this instance still holds the claim: a lapsed claim belongs to whoever took the job since.
    await this.db.execute(sql`
      update ${jobs} set status = ${status}, last_error = ${error}, finished_at = now(), locked_by = null, locked_until = null
       where id = ${job.id} and locked_by = ${this.instanceId} and attempts = ${job.attempts}`);
  }
}
