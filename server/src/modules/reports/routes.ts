import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  envelopeSchema,
  REPORT_CALLS,
  REPORT_FLAGS,
  REPORT_LIMITS,
  REPORT_PATHS,
  REPORT_ROLES,
  reportCriteriaSchema,
  reportJobSchema,
  reportUserMatchesSchema,
  type ReportFormat,
  type ReportPath,
  type ReportUserMatch,
} from '@lrp/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, reportJobs, users } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import { fileReply } from '../../lib/openapi';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import {
  defineReportJobs,
  describeJob,
  FILE_HOURS,
  fileNameOf,
  inlineRows,
  jobFile,
  jobOf,
  MAKE_JOB,
  streamReport,
} from './files';
import { REPORT_SERVER, resolveScope } from './scope';
import { MEDIA_TYPES } from './sinks';
import { countRows } from './source';

/** The user picker's most matches. */
export const USER_MATCHES_MAX = 50;

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Everyone who may run some report. */
const ANY_REPORT_ROLES = [...new Set(REPORT_PATHS.flatMap((p) => REPORT_ROLES[p]))];

/**
 * /api/report: the reports (spec 3 §2.4, §7 Reports; docs/reports.md). Each POST takes the criteria and answers
 * the file (200), or, when the report is large, the job making it (202); GET jobs/{jobId} answers a job's state,
 * GET jobs/{jobId}/file its file; GET users the report user picker's matches.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReportJobs(app);

  const route = (report: ReportPath, format: ReportFormat, call: string) => {
    const fileName = fileNameOf(report, format);
    app.post(
      `/${call.slice('report/'.length)}`,
      {
        onRequest: requireRoles(REPORT_ROLES[report]),
        schema: {
          body: reportCriteriaSchema,
          response: {
            200: fileReply(MEDIA_TYPES[format], `${fileName}, made at once.`),
            202: envelopeSchema(reportJobSchema),
          },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const flags = await app.countyConfig.get('reports');
        if (!flags[REPORT_FLAGS[report]]) throw new ApiError(403, REPORT_SERVER.notOffered);
        const scope = await resolveScope(
          app.db,
          session.user,
          report,
          request.body,
          app.config.countyTimeZone,
        );
        const total = await countRows(app.db, scope);
        if (total === 0) throw new ApiError(400, REPORT_SERVER.nothing);

        const aggregated = scope.summaryMode || report === 'AccountTypeReport';
        if (!aggregated && total > inlineRows()) {
          const id = randomUUID();
          const row = await app.db.transaction(async (tx) => {
            const [created] = await tx
              .insert(reportJobs)
              .values({
                id,
                userId: session.user.id,
                report,
                format,
                scope,
                language: session.language,
                total,
                fileName,
                expiresAt: new Date(Date.now() + FILE_HOURS * 3_600_000),
              })
              .returning();
            await app.jobs.enqueue(MAKE_JOB, { jobId: id }, { db: tx });
            return created;
          });
          reply.code(202);
          return reply.ok(describeJob(row), REPORT_SERVER.queued);
        }

        const out = new PassThrough();
        void streamReport(app, out, format, scope, session.language);
        return reply
          .type(MEDIA_TYPES[format])
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(out as unknown as Buffer);
      },
    );
  };

  for (const report of REPORT_PATHS) {
    const calls = REPORT_CALLS[report];
    route(report, 'pdf', calls.pdf);
    if (calls.xlsx) route(report, 'xlsx', calls.xlsx);
  }

  const jobParams = z.object({ jobId: z.string().max(36) });
  const anyReport = requireRoles(ANY_REPORT_ROLES);
  const isUuid = (id: string) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

  app.get(
    '/jobs/:jobId',
    {
      onRequest: anyReport,
      schema: { params: jobParams, response: { 200: envelopeSchema(reportJobSchema) } },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const row = isUuid(request.params.jobId)
        ? await jobOf(app, request.params.jobId, user.id)
        : null;
      if (!row) throw new ApiError(404, REPORT_SERVER.jobGone);
      return reply.ok(describeJob(row), row.state === 'failed' ? REPORT_SERVER.jobFailed : null);
    },
  );

  app.get(
    '/jobs/:jobId/file',
    {
      onRequest: anyReport,
      schema: {
        params: jobParams,
        response: { 200: fileReply('application/octet-stream', 'The made report (PDF or .xlsx).') },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const row = isUuid(request.params.jobId)
        ? await jobOf(app, request.params.jobId, user.id)
        : null;
      if (!row) throw new ApiError(404, REPORT_SERVER.jobGone);
      if (row.state === 'failed') throw new ApiError(409, REPORT_SERVER.jobFailed);
      if (row.state !== 'done') throw new ApiError(409, REPORT_SERVER.queued);
      const file = await jobFile(app, row);
      if (!file) throw new ApiError(404, REPORT_SERVER.jobGone);
      return reply
        .type(MEDIA_TYPES[row.format])
        .header('content-disposition', attachment(row.fileName))
        .header('cache-control', 'no-store')
        .send(file as unknown as Buffer);
    },
  );

  app.get(
    '/users',
    {
      onRequest: anyReport,
      schema: {
        querystring: z.object({ name: z.string().max(REPORT_LIMITS.username).default('') }),
        response: { 200: envelopeSchema(reportUserMatchesSchema) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const name = request.query.name.trim().toLowerCase();
      const pattern = `%${escapeLike(name)}%`;
      const staff = user.role === 'TRIMIN' || user.role === 'COUNTY';
      if (!staff && user.accountId === null) return reply.ok({ users: [] });
      const rows = await app.db
        .select({
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          accountName: accounts.name,
        })
        .from(users)
        .leftJoin(accounts, eq(accounts.id, users.accountId))
        .where(
          and(
            staff ? undefined : eq(users.accountId, user.accountId!),
            name
              ? or(
                  sql`${users.usernameLower} like ${pattern}`,
                  sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(users.usernameLower))
        .limit(USER_MATCHES_MAX);
      const matches: ReportUserMatch[] = rows.map((r) => ({
        username: r.username,
        name: `${r.firstName} ${r.lastName}`.trim(),
        accountName: r.accountName ?? null,
      }));
      return reply.ok({ users: matches });
    },
  );
};

export default reportRoutes;
