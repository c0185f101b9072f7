import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The job queue's depth, read from the jobs table (one table for every instance): queued jobs, those due now among
 * them, running ones, and those that failed for good in the last hour. Each count reads one of the table's partial
 * or finished-at indexes, never the kept history of done jobs.
 */
export type JobDepth = { queued: number; due: number; running: number; failedLastHour: number };

export async function readJobDepth(db: Db): Promise<JobDepth> {
  const result = await db.execute<Record<keyof JobDepth, number | string>>(sql`
    select (select count(*) from jobs where status = 'queued') as "queued",
           (select count(*) from jobs where status = 'queued' and run_at <= now()) as "due",
           (select count(*) from jobs where status = 'running') as "running",
           (select count(*) from jobs
             where status = 'failed' and finished_at > now() - interval '1 hour') as "failedLastHour"`);
  const row = result.rows[0];
  return {
    queued: Number(row.queued),
    due: Number(row.due),
    running: Number(row.running),
    failedLastHour: Number(row.failedLastHour),
  };
}

/**
 * `readJobDepth`, shared by the reads of the same second (a scrape's gauges, a snapshot), and null when the
 * database did not answer (the figures then say so rather than failing the scrape).
 */
export function jobDepthReader(db: Db, log: { warn(o: object, m: string): void }) {
  let last: { at: number; depth: Promise<JobDepth | null> } | null = null;
  return (): Promise<JobDepth | null> => {
    const now = Date.now();
    if (last && now - last.at < 1000) return last.depth;
    const depth = readJobDepth(db).catch((err: unknown) => {
      log.warn({ err }, 'monitoring: could not read the job queue depth');
      return null;
    });
    last = { at: now, depth };
    return depth;
  };
}
