import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { inactivityMinutesOf } from '../plugins/session';
import { JobQueue } from './queue';
import { every } from './schedules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: `define`/`schedule` what a job does, `enqueue` one (server/README.md, "Operations"). */
    jobs: JobQueue;
  }
}

/** Jobs one instance runs at once. */
const JOB_CONCURRENCY = 4;
const HOUR_MS = 3_600_000;

/** Rows the portal keeps only for a while: finished jobs, lapsed rate-limit windows, sessions idle past the limit. */
async function purgeOperationalRows(app: FastifyInstance): Promise<void> {
  const access = await app.countyConfig.get('userAccess');
  const idleMinutes = inactivityMinutesOf(access);
  await app.db.execute(
    sql`delete from jobs where status = 'done' and finished_at < now() - interval '7 days'`,
  );
  await app.db.execute(
    sql`delete from jobs where status = 'failed' and finished_at < now() - interval '90 days'`,
  );
  await app.db.execute(
    sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`,
  );
  await app.db.execute(
    sql`delete from sessions where last_seen_at < now() - make_interval(mins => ${idleMinutes}::int)`,
  );
}

/**
 * The job queue of this instance. It runs jobs only once `start()`ed (server.ts does, unless JOB_WORKER=false);
 * stopping the app stops it and waits for the jobs running here.
 */
export default globalPlugin('jobs', async (app: FastifyInstance) => {
  const queue = new JobQueue(app.db, app.log, {
    pollMs: app.config.jobPollMs,
    concurrency: JOB_CONCURRENCY,
    // A job reads the county's settings like a request does: as they are now.
    beforeRun: () => app.generations.refresh(),
  });
  app.decorate('jobs', queue);
  queue.schedule('maintenance.purge', every(HOUR_MS), { run: () => purgeOperationalRows(app) });
  app.addHook('preClose', async () => queue.stop());
});
