import {
  efileSubmissionRequestSchema,
  efileSubmissionResponseSchema,
  envelopeSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, sessionOf } from '../../plugins/roles';
import { efileCardApplier } from './card';
import { scheduleCleanup } from './cleanup';
import countyRoutes from './county-routes';
import { defineEfileMail } from './mail';
import { EFILE } from './messages';
import { submitEfile } from './submit';
import uploadRoutes from './upload-routes';

/**
 * /api/efile (spec 3 §2.4, §4 "E-file flow", §7; docs/efile.md): POST image stores and prices a document
 * (upload-routes.ts), POST submission pays for it and hands it to the county (submit.ts), and the county's calls
 * (county-routes.ts). The card payment's calls are under /api/creditcard (card-routes.ts); their payments are
 * settled by this module's applier (card.ts), here registered with the card settlement. The confirmation and
 * review e-mails go through the job queue (mail.ts); abandoned uploads are cleaned up hourly (cleanup.ts).
 */
const efileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.cardPayments.register(efileCardApplier(app));
  defineEfileMail(app);
  scheduleCleanup(app);

  await app.register(uploadRoutes);
  await app.register(countyRoutes);

  app.post(
    '/submission',
    {
      onRequest: requireSession(),
      schema: {
        body: efileSubmissionRequestSchema,
        response: { 200: envelopeSchema(efileSubmissionResponseSchema) },
      },
    },
    async (request, reply) => {
      const answer = await submitEfile(app, sessionOf(request).user, request.body, request.ip);
      return reply.ok(answer, EFILE.submitted({ number: answer.transactionNumber }));
    },
  );
};

export default efileRoutes;
