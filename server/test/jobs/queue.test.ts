import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../src/db/schema';
import { exponentialBackoff, JobQueue, PermanentJobError } from '../../src/jobs/queue';
import { dailyAt, every, monthlyOn } from '../../src/jobs/schedules';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

/** A queue as one instance of the server has it (each has its own id, all share the table). */
const instance = () => new JobQueue(db(), t.app.log, { pollMs: 1000, concurrency: 4 });

async function jobRow(id: number) {
  const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Lets time pass for the queue: the job's wait is over. */
const makeDue = (id: number) =>
  db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));

describe('a job', () => {
  test('runs once with its payload and is marked done', async () => {
    const queue = instance();
    const seen: unknown[] = [];
    queue.define('test.record', { run: async (payload) => void seen.push(payload) });
    const id = (await queue.enqueue('test.record', { n: 7 }))!;
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([{ n: 7 }]);
    expect(await jobRow(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      lastError: null,
      lockedBy: null,
    });
  });

  test('a failure is retried after a growing wait until it succeeds', async () => {
    const queue = instance();
    let calls = 0;
    queue.define('test.flaky', {
      maxAttempts: 5,
      retryDelayMs: exponentialBackoff(60_000),
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`mail server down (${calls})`);
      },
    });
    const id = (await queue.enqueue('test.flaky'))!;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await queue.runDue();
      const row = await jobRow(id);
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        lastError: `mail server down (${attempt})`,
      });
      const wait = await db().execute<{ seconds: number }>(
        sql`select extract(epoch from run_at - now())::float8 as seconds from jobs where id = ${id}`,
      );
      waits.push(wait.rows[0].seconds);
      // Not due yet: nothing runs.
      expect(await queue.runDue()).toBe(0);
      await makeDue(id);
    }
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(calls).toBe(3);
    // 60 s after the first failure, 120 s after the second.
    expect(waits[0]).toBeGreaterThan(50);
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(110);
    expect(waits[1]).toBeLessThanOrEqual(120);
  });

  test('fails for good after its last attempt, keeping the last error', async () => {
    const queue = instance();
    queue.define('test.broken', {
      maxAttempts: 2,
      run: async () => Promise.reject(new Error('still broken')),
    });
    const id = (await queue.enqueue('test.broken'))!;
    expect(await queue.runNow(id)).toBe('retry');
    await makeDue(id);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'still broken',
    });
    expect(await queue.runDue()).toBe(0);
  });

  test('a permanent failure is not retried', async () => {
    const queue = instance();
    queue.define('test.refused', {
      maxAttempts: 10,
      run: async () => Promise.reject(new PermanentJobError('550 no such mailbox')),
    });
    const id = (await queue.enqueue('test.refused'))!;
    expect(await queue.runNow(id)).toBe('failed');
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 no such mailbox',
    });
  });

  test('waits for its delay; runNow runs it at once, and only once', async () => {
    const queue = instance();
    let runs = 0;
    queue.define('test.later', { run: async () => void (runs += 1) });
    const id = (await queue.enqueue('test.later', {}, { delayMs: 3_600_000 }))!;
    expect(await queue.runDue()).toBe(0);
    expect(await queue.runNow(id)).toBe('done');
    expect(await queue.runNow(id)).toBe('taken');
    expect(runs).toBe(1);
  });

  test('a singleton key enqueues once', async () => {
    const queue = instance();
    queue.define('test.once', { run: async () => undefined });
    expect(await queue.enqueue('test.once', {}, { singletonKey: 'test.once@1' })).toEqual(
      expect.any(Number),
    );
    expect(await queue.enqueue('test.once', {}, { singletonKey: 'test.once@1' })).toBeNull();
    expect(await db().select().from(jobs).where(eq(jobs.name, 'test.once'))).toHaveLength(1);
  });

  test('enqueued in a transaction that rolls back, it never existed', async () => {
    const queue = instance();
    queue.define('test.rolled-back', { run: async () => undefined });
    await expect(
      db().transaction(async (tx) => {
        await queue.enqueue('test.rolled-back', {}, { db: tx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await db().select().from(jobs).where(eq(jobs.name, 'test.rolled-back'))).toHaveLength(0);
  });
});

describe('several instances and restarts', () => {
  test('a job queued before a restart is run by the instance that starts next', async () => {
    const before = instance();
    before.define('test.survivor', { run: async () => undefined });
    const id = (await before.enqueue('test.survivor', { orderId: 'A-1' }))!;
    await before.stop();

    const after = instance();
    const seen: unknown[] = [];
    after.define('test.survivor', { run: async (payload) => void seen.push(payload) });
    await after.runDue();
    expect(seen).toEqual([{ orderId: 'A-1' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done' });
  });

  test('two instances running the queue at once run each job exactly once', async () => {
    const runs = new Map<number, string[]>();
    const queues = [instance(), instance()];
    for (const queue of queues) {
      queue.define('test.count', {
        run: async (_payload, { id }) => {
          runs.set(id, [...(runs.get(id) ?? []), queue.instanceId]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    }
    for (let i = 0; i < 40; i += 1) await queues[0].enqueue('test.count', { i });
    await Promise.all([
      queues[0].runDue(),
      queues[1].runDue(),
      queues[0].runDue(),
      queues[1].runDue(),
    ]);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const [{ done }] = (
      await db().execute<{ done: number }>(
        sql`select count(*)::int as done from jobs where name = 'test.count' and status = 'done'`,
      )
    ).rows;
    expect(done).toBe(40);
  });

  test('a job whose instance died while running it is run again once its claim lapses', async () => {
    const queue = instance();
    let runs = 0;
    queue.define('test.orphan', { maxAttempts: 3, run: async () => void (runs += 1) });
    const id = (await queue.enqueue('test.orphan'))!;
    await db()
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'a-stopped-instance',
        lockedUntil: sql`now() + interval '4 minutes'`,
      })
      .where(eq(jobs.id, id));
    expect(await queue.runDue()).toBe(0);
    await db()
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  test('an instance that does not know a job leaves it to one that does', async () => {
    const older = instance();
    older.define('test.known', { run: async () => undefined });
    const newer = instance();
    newer.define('test.known', { run: async () => undefined });
    newer.define('test.new-kind', { run: async () => undefined });
    const id = (await newer.enqueue('test.new-kind'))!;
    expect(await older.runDue()).toBe(0);
    expect(await newer.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done' });
  });
});

describe('schedules', () => {
  afterEach(() => jest.useRealTimers());

  test('each period runs once across instances', async () => {
    // The clock stands still inside one hour: run at the turn of an hour, the two rounds could fall in two periods.
    jest.useFakeTimers({
      now: new Date('2026-03-01T11:30:00Z'),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    let runs = 0;
    const queues = [instance(), instance()];
    for (const queue of queues)
      queue.schedule('test.hourly', every(3_600_000), { run: async () => void (runs += 1) });
    await Promise.all(queues.map((queue) => queue.runDue()));
    await Promise.all(queues.map((queue) => queue.runDue()));
    expect(runs).toBe(1);
    const rows = await db().select().from(jobs).where(eq(jobs.name, 'test.hourly'));
    expect(rows).toHaveLength(1);
    expect(rows[0].singletonKey).toBe(
      `test.hourly@${Math.floor(Date.parse('2026-03-01T11:30:00Z') / 3_600_000)}`,
    );
  });

  test('the app schedules its hourly purge of finished jobs, lapsed rate-limit windows and idle sessions', async () => {
    expect(t.app.jobs.scheduledNames).toEqual(
      expect.arrayContaining(['maintenance.purge', 'payments.reconcile']),
    );
    await db().execute(
      sql`insert into jobs (name, status, max_attempts, finished_at) values ('test.old', 'done', 1, now() - interval '8 days'), ('test.recent', 'done', 1, now() - interval '1 day')`,
    );
    await db().execute(
      sql`insert into rate_limit_counters (key, hits, reset_at) values ('auth:old', 3, now() - interval '2 hours'), ('auth:now', 3, now() + interval '1 minute')`,
    );
    await db().execute(
      sql`update sessions set last_seen_at = now() - interval '2 days' where user_id = (select id from users where username_lower = 'escrow.user')`,
    );
    await t.app.jobs.runDue();
    const left = await db().execute<{ name: string }>(
      sql`select name from jobs where name like 'test.%' order by name`,
    );
    expect(left.rows.map((r) => r.name)).toEqual(['test.recent']);
    const counters = await db().execute<{ key: string }>(
      sql`select key from rate_limit_counters order by key`,
    );
    expect(counters.rows.map((r) => r.key)).toEqual(['auth:now']);
    const idle = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where last_seen_at < now() - interval '1 day'`,
    );
    expect(idle.rows[0].n).toBe(0);
  });

  test('every, dailyAt and monthlyOn name their periods on the county clock', () => {
    const hourly = every(3_600_000);
    expect(hourly.slot(new Date('2026-03-01T10:59:59Z'))).not.toBe(
      hourly.slot(new Date('2026-03-01T11:00:00Z')),
    );
    expect(hourly.slot(new Date('2026-03-01T11:00:00Z'))).toBe(
      hourly.slot(new Date('2026-03-01T11:59:59Z')),
    );

    // 02:30 in Chicago (CST, UTC-6) is 08:30 UTC.
    const nightly = dailyAt('02:30', 'America/Chicago');
    expect(nightly.slot(new Date('2026-03-02T08:29:00Z'))).toBe('2026-03-01');
    expect(nightly.slot(new Date('2026-03-02T08:31:00Z'))).toBe('2026-03-02');

    const billing = monthlyOn(1, '01:00', 'America/Chicago');
    expect(billing.slot(new Date('2026-03-01T06:59:00Z'))).toBe('2026-02');
    expect(billing.slot(new Date('2026-03-01T07:01:00Z'))).toBe('2026-03');
    expect(() => dailyAt('25:00', 'America/Chicago')).toThrow(/HH:MM/);
    expect(() => monthlyOn(31, '01:00', 'America/Chicago')).toThrow(/day 1 to 28/);
  });
});
