import {
  checkPurgeDate,
  codedGroup,
  envelopeSchema,
  PURGE_SERVER_MESSAGES,
  userPurgeNowSchema,
  type Role,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dailyAt } from '../../jobs/schedules';
import { ruleWords } from '../../messages';
import { fieldError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import {
  countyToday,
  purgeDateFor,
  purgeUsers,
  runScheduledAuditLogPurge,
  runScheduledUserPurge,
  type PurgeActor,
} from './service';

/** The purge calls' answers, coded by the catalog's `purgeServer` group. */
export const PURGE_SERVER = codedGroup('purgeServer', PURGE_SERVER_MESSAGES);

export const USER_PURGE_JOB = 'purge.users';
export const AUDIT_LOG_PURGE_JOB = 'purge.auditLog';
export const USER_PURGE_NOW_JOB = 'purge.usersNow';

/** When the daily purges run, on the county's clock: at night, away from billing (on the hour) and office hours. */
export const PURGE_TIME = '02:30';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

type PurgeNowJob = { purgeDate: string } & PurgeActor;

/**
 * /api/controlPanel: User Purge Now (spec 3 §2.3, §7). GET countyConfig/userPurgeNow answers the purge date a
 * purge now would use by default (today less the user purge schedule's days); POST starts a user purge of the
 * users last active before the given date, on the job queue, and answers at once. The schedules themselves are
 * county groups (userPurgeSchedule, auditLogPurgeSchedule) served by controlPanel/routes.ts; the daily jobs here
 * purge by them while their automatic purge is on.
 */
const purgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = requireRoles(COUNTY_ADMINS);
  const reply200 = { 200: envelopeSchema(userPurgeNowSchema) };

  app.get(
    '/countyConfig/userPurgeNow',
    { onRequest: allowed, schema: { response: reply200 } },
    async (_request, reply) => {
      const schedule = await app.countyConfig.get('userPurgeSchedule');
      return reply.ok({ purgeDate: purgeDateFor(app, schedule.automaticPurgeAfterDays) });
    },
  );

  app.post(
    '/countyConfig/userPurgeNow',
    { onRequest: allowed, schema: { body: userPurgeNowSchema, response: reply200 } },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const purgeDate = request.body.purgeDate.trim();
      // The contract checked "not in the future" by the server's clock; the county's day is what counts.
      checkPurgeDate(
        purgeDate,
        {
          addIssue: ({ message }) => {
            throw fieldError('purgeDate', ruleWords(message));
          },
        },
        countyToday(app),
      );
      const job: PurgeNowJob = {
        purgeDate,
        userId: user.id,
        username: user.username,
        clientAddress: request.ip,
      };
      await app.jobs.enqueue(USER_PURGE_NOW_JOB, job);
      return reply.ok({ purgeDate }, PURGE_SERVER.userPurgeStarted({ date: purgeDate }));
    },
  );

  // User Purge Now's run: the users last active before the chosen day, audited as the person who asked.
  app.jobs.define<PurgeNowJob>(USER_PURGE_NOW_JOB, {
    run: async ({ purgeDate, ...actor }, { log }) => {
      const outcome = await purgeUsers(app, purgeDate, actor);
      log.info({ purgeDate, ...outcome }, 'user purge done');
    },
  });
  // The schedules: once a county day each, doing nothing while their automatic purge is off.
  app.jobs.schedule(USER_PURGE_JOB, dailyAt(PURGE_TIME, app.config.countyTimeZone), {
    run: async (_payload, { log }) => {
      const outcome = await runScheduledUserPurge(app);
      if (outcome) log.info(outcome, 'scheduled user purge done');
    },
  });
  app.jobs.schedule(AUDIT_LOG_PURGE_JOB, dailyAt(PURGE_TIME, app.config.countyTimeZone), {
    run: async (_payload, { log }) => {
      const outcome = await runScheduledAuditLogPurge(app);
      if (outcome) log.info(outcome, 'scheduled audit log purge done');
    },
  });
};

export default purgeRoutes;
