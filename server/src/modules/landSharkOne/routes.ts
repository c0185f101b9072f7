import {
  codedGroup,
  envelopeSchema,
  LANDSHARK_ONE_SERVER_MESSAGES,
  landSharkOneMigrationSchema,
  landSharkOneStartedSchema,
  migrateLandSharkOneAccountsUsersSchema,
  migrateLandSharkOneAuditLogSchema,
  type LandSharkOneConnection,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LandSharkOneRunKind } from '../../db/landshark-one-schema';
import type { JobContext } from '../../jobs/queue';
import { every } from '../../jobs/schedules';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { migrateAccountsUsers, type Caller } from './accounts-users';
import { migrateAuditLog, type AuditLogOptions } from './audit-log';
import { LegacyConnectError, legacySources, type LegacyConnectFailure } from './legacy-source';
import { activeRun, createRun, latestRun, updateRun } from './runs';

/** The migration calls' answers, coded by the catalog's `landSharkOneServer` group. */
export const LANDSHARK_ONE_SERVER = codedGroup('landSharkOneServer', LANDSHARK_ONE_SERVER_MESSAGES);

export const ACCOUNTS_USERS_JOB = 'landSharkOne.accountsUsers';
export const AUDIT_LOG_JOB = 'landSharkOne.auditLog';
export const SCRUB_JOB = 'landSharkOne.scrubCredentials';

/** Attempts of an audit log run: an attempt cut short (a crash, the source going away) resumes at its checkpoint. */
export const AUDIT_LOG_ATTEMPTS = 3;

type JobPayload = { runId: number; caller: Caller; connection?: LandSharkOneConnection };
type AuditLogPayload = JobPayload & { options: AuditLogOptions };

const failureMessage = (failure: LegacyConnectFailure) => {
  switch (failure.reason) {
    case 'badCredentials':
      return LANDSHARK_ONE_SERVER.badCredentials;
    case 'noDatabase':
      return LANDSHARK_ONE_SERVER.noDatabase({ name: failure.name });
    case 'notLandSharkOne':
      return LANDSHARK_ONE_SERVER.notLandSharkOne({ name: failure.name });
    default:
      return LANDSHARK_ONE_SERVER.unreachable({ address: failure.address });
  }
};

/** A failure whose words are ours and safe to show (they never hold the credentials). */
class RunFailure extends Error {}

/** Opens the source for a job, or says (without the credentials) why not. */
async function openForJob(connection: LandSharkOneConnection | undefined) {
  if (!connection)
    throw new RunFailure(
      'The LandShark One credentials are no longer kept; start the migration again.',
    );
  try {
    return await legacySources.open(connection);
  } catch (err) {
    if (err instanceof LegacyConnectError)
      throw new RunFailure(failureMessage(err.failure).message);
    throw new RunFailure(LANDSHARK_ONE_SERVER_MESSAGES.sourceFailed);
  }
}

/** Removes the credentials from a job's payload (at its end, or once it was abandoned). */
async function scrubCredentials(app: FastifyInstance, jobId?: number): Promise<void> {
  const which = jobId === undefined ? sql`status in ('done', 'failed')` : sql`id = ${jobId}`;
  await app.db.execute(sql`
    update jobs set payload = payload - 'connection'
     where name in (${ACCOUNTS_USERS_JOB}, ${AUDIT_LOG_JOB}) and payload ? 'connection' and ${which}`);
}

/** Runs whose job ended without finishing them (its instance stopped for good) are marked failed. */
async function settleAbandonedRuns(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`
    update landshark_one_runs r
       set state = 'failed', finished_at = now(),
           error = coalesce(r.error, 'The migration stopped: the server running it stopped.')
      from jobs j
     where j.id = r.job_id and r.state in ('queued', 'running') and j.status in ('done', 'failed')`);
}

/** A failed attempt in words for the run's row (at most 300 characters). */
const errorText = (err: unknown) =>
  err instanceof RunFailure
    ? err.message
    : `The migration stopped: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300);

/**
 * Runs one attempt of a migration job: opens the source, runs `work`, closes the source; on the last attempt (or
 * success) removes the credentials from the job and, on failure, marks the run failed.
 */
async function attempt(
  app: FastifyInstance,
  payload: JobPayload,
  context: JobContext,
  work: (source: Awaited<ReturnType<typeof openForJob>>) => Promise<unknown>,
): Promise<void> {
  const last = context.attempt >= context.maxAttempts;
  let ok = false;
  try {
    const source = await openForJob(payload.connection);
    try {
      await work(source);
      ok = true;
    } finally {
      await source.close().catch(() => undefined);
    }
  } catch (err) {
    const message = errorText(err);
    context.log.warn(
      { runId: payload.runId, attempt: context.attempt, reason: message },
      'LandShark One migration attempt failed',
    );
    await updateRun(
      app.db,
      payload.runId,
      last
        ? { state: 'failed', error: message, finished: true }
        : {
            error: `${message} (attempt ${context.attempt} of ${context.maxAttempts}; it will resume)`,
          },
    );
    throw new Error(message);
  } finally {
    if (ok || last) await scrubCredentials(app, context.id);
  }
}

/**
 * /api/controlPanel: migration of a county from LandShark One (spec 3 §2.3 Technical, §5, §7), TRIMIN only.
 * Each POST checks the source can be reached with the given credentials (a clear message, nothing changed, when
 * not), then queues the run as a job and answers at once; GET countyConfig/landSharkOneMigration answers the
 * newest run of each part with its progress and report. docs/landshark-one.md.
 */
const landSharkOneRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = requireRoles(['TRIMIN']);
  const started = { 200: envelopeSchema(landSharkOneStartedSchema) };

  /** Checks the source and queues the run; answers the run's id. */
  const start = async (
    kind: LandSharkOneRunKind,
    job: string,
    connection: LandSharkOneConnection,
    caller: Caller,
    options: Record<string, unknown>,
  ): Promise<number> => {
    await settleAbandonedRuns(app);
    if (await activeRun(app.db)) throw new ApiError(409, LANDSHARK_ONE_SERVER.alreadyRunning);
    try {
      const source = await legacySources.open(connection);
      await source.close().catch(() => undefined);
    } catch (err) {
      if (err instanceof LegacyConnectError) throw new ApiError(400, failureMessage(err.failure));
      throw new ApiError(502, LANDSHARK_ONE_SERVER.sourceFailed);
    }
    // The run's row keeps where the data came from, never the username or password.
    const where = {
      address: connection.landSharkOneDbAddress.trim(),
      database: connection.landSharkOneDbName.trim(),
    };
    return app.db.transaction(async (tx) => {
      const runId = await createRun(tx, kind, caller, { ...where, ...options });
      const jobId = await app.jobs.enqueue(
        job,
        { runId, caller, connection, ...(kind === 'AUDIT_LOG' ? { options } : {}) },
        { db: tx },
      );
      if (jobId !== null) await updateRun(tx, runId, { jobId });
      return runId;
    });
  };

  const callerOf = (request: Parameters<typeof sessionOf>[0]): Caller => {
    const { user } = sessionOf(request);
    return { userId: user.id, username: user.username, clientAddress: request.ip };
  };

  app.post(
    '/countyConfig/migrateLandSharkOneAccountsUsers',
    {
      onRequest: allowed,
      schema: { body: migrateLandSharkOneAccountsUsersSchema, response: started },
    },
    async (request, reply) => {
      const runId = await start(
        'ACCOUNTS_USERS',
        ACCOUNTS_USERS_JOB,
        request.body,
        callerOf(request),
        {},
      );
      return reply.ok({ runId }, LANDSHARK_ONE_SERVER.accountsUsersStarted);
    },
  );

  app.post(
    '/countyConfig/migrateLandSharkOneAuditLog',
    { onRequest: allowed, schema: { body: migrateLandSharkOneAuditLogSchema, response: started } },
    async (request, reply) => {
      const { fromDate, toDate, dataType, batchSize, ...connection } = request.body;
      const options: AuditLogOptions = { fromDate, toDate, dataType, batchSize };
      const runId = await start('AUDIT_LOG', AUDIT_LOG_JOB, connection, callerOf(request), options);
      return reply.ok({ runId }, LANDSHARK_ONE_SERVER.auditLogStarted);
    },
  );

  app.get(
    '/countyConfig/landSharkOneMigration',
    {
      onRequest: allowed,
      schema: { response: { 200: envelopeSchema(landSharkOneMigrationSchema) } },
    },
    async (_request, reply) => {
      await settleAbandonedRuns(app);
      return reply.ok({
        accountsUsers: await latestRun(app.db, 'ACCOUNTS_USERS'),
        auditLog: await latestRun(app.db, 'AUDIT_LOG'),
      });
    },
  );

  app.jobs.define<JobPayload>(ACCOUNTS_USERS_JOB, {
    run: (payload, context) =>
      attempt(app, payload, context, (source) =>
        migrateAccountsUsers(app, source, payload.runId, payload.caller),
      ),
  });
  app.jobs.define<AuditLogPayload>(AUDIT_LOG_JOB, {
    maxAttempts: AUDIT_LOG_ATTEMPTS,
    retryDelayMs: () => 10_000,
    run: (payload, context) =>
      attempt(app, payload, context, (source) =>
        migrateAuditLog(app, source, payload.runId, payload.options, payload.caller),
      ),
  });
  // A job abandoned by an instance that stopped never reached its own clean-up: its credentials go within the hour.
  app.jobs.schedule(SCRUB_JOB, every(3_600_000), {
    run: async () => {
      await scrubCredentials(app);
      await settleAbandonedRuns(app);
    },
  });
};

export default landSharkOneRoutes;
