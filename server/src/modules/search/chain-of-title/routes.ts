import {
  CHAIN_OF_TITLE_PDF_FILE,
  chainOfTitleRequestSchema,
  chainOfTitleResponseSchema,
  envelopeSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileOrJsonReply } from '../../../lib/openapi';
import { requireSession, sessionOf } from '../../../plugins/roles';
import { runChainOfTitle } from './chain-of-title';

/*
 * POST search/chainOfTitle answers the chain as JSON; POST search/chainOfTitlePrint the same chain as
 * ChainOfTitle.pdf (no second charge the same day). Both answer a card payer's paymentNeeded as JSON.
 */
const chainOfTitleRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireSession();
  const responseSchema = envelopeSchema(chainOfTitleResponseSchema);

  app.post(
    '/chainOfTitle',
    {
      onRequest: signedIn,
      schema: { body: chainOfTitleRequestSchema, response: { 200: responseSchema } },
    },
    async (request, reply) =>
      reply.ok(await runChainOfTitle(app, sessionOf(request).user, request.body)),
  );

  app.post(
    '/chainOfTitlePrint',
    {
      onRequest: signedIn,
      schema: {
        body: chainOfTitleRequestSchema,
        response: {
          200: fileOrJsonReply(
            'application/pdf',
            'The chain of title as a PDF; when a payment is needed first, the answer as JSON.',
            responseSchema,
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await runChainOfTitle(app, sessionOf(request).user, request.body);
      if (!answer.chain) return reply.ok(answer);
      const common = await app.countyConfig.get('common');
      const pdf = await app.cpu.run('chainOfTitlePdf', {
        countyName: common.countyName,
        appTitle: common.appTitle,
        chain: answer.chain,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${CHAIN_OF_TITLE_PDF_FILE}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

export default chainOfTitleRoutes;
