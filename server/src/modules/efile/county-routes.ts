import {
  COUNTY_STAFF_ROLES,
  efileReviewRequestSchema,
  efileSubmissionRowSchema,
  efileSubmissionsQuerySchema,
  efileSubmissionsResponseSchema,
  envelopeSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileReply } from '../../lib/openapi';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, requireSession, sessionOf } from '../../plugins/roles';
import { EFILE } from './messages';
import { reviewSubmission } from './review';
import { openStored } from './storage';
import { listSubmissions, submissionByNumber } from './submissions';

const DOCUMENT = 'The submitted document as it was uploaded (PDF or TIFF).';
const documentReply = {
  description: DOCUMENT,
  content: {
    ...fileReply('application/pdf', DOCUMENT).content,
    ...fileReply('image/tiff', DOCUMENT).content,
  },
};

/** A file name for the Content-Disposition header: ASCII as `filename`, the name itself as `filename*`. */
const inline = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The county's side of e-file (docs/efile.md "The county's review"), for COUNTY and TRIMIN: GET submissions (a
 * page of them, newest first, of one status or all), POST submissions/review (NEW -> IN_REVIEW -> ACCEPTED or
 * REJECTED, mailed and audited). GET submissions/{transactionNumber}/document sends the stored document, to the
 * county's staff and to the person who submitted it.
 */
const countyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRoles(COUNTY_STAFF_ROLES);

  app.get(
    '/submissions',
    {
      onRequest: staff,
      schema: {
        querystring: efileSubmissionsQuerySchema,
        response: { 200: envelopeSchema(efileSubmissionsResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await listSubmissions(app.db, request.query.status ?? 'ALL', request.query.page ?? 1),
      ),
  );

  app.get(
    '/submissions/:transactionNumber/document',
    {
      onRequest: requireSession(),
      schema: {
        params: z.object({ transactionNumber: z.string().min(1).max(30) }),
        response: { 200: documentReply },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const found = await submissionByNumber(app.db, request.params.transactionNumber);
      const mayOpen =
        found && (COUNTY_STAFF_ROLES.includes(user.role) || found.submission.userId === user.id);
      // Someone else's submission is answered as a missing one: its numbers are sequential.
      if (!found || !mayOpen) throw new ApiError(404, EFILE.unknownSubmission);
      const { upload } = found;
      const file = await openStored(app.config.dataDir, upload.filePath);
      if (!file) {
        request.log.error(
          { transactionNumber: found.submission.transactionNumber, file: upload.filePath },
          'an e-filed document is missing from the disk',
        );
        throw new ApiError(404, EFILE.unknownSubmission);
      }
      return reply
        .type(upload.format)
        .header('content-length', String(file.bytes))
        .header('content-disposition', inline(upload.fileName))
        .header('repr-digest', `sha-256=:${Buffer.from(upload.sha256, 'hex').toString('base64')}:`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream as unknown as Buffer);
    },
  );

  app.post(
    '/submissions/review',
    {
      onRequest: staff,
      schema: {
        body: efileReviewRequestSchema,
        response: { 200: envelopeSchema(efileSubmissionRowSchema) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const row = await reviewSubmission(app, user, request.body, request.ip);
      // Accepting and rejecting mail the submitter; taking it in review only shows in the list.
      const message =
        row.status === 'ACCEPTED'
          ? EFILE.accepted({ number: row.transactionNumber })
          : row.status === 'REJECTED'
            ? EFILE.rejected({ number: row.transactionNumber })
            : null;
      return reply.ok(row, message);
    },
  );
};

export default countyRoutes;
