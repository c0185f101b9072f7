import {
  efileAuthAndCaptureRequestSchema,
  efileAuthAndCaptureResponseSchema,
  efileCaptureRequestSchema,
  efileCaptureResponseSchema,
  envelopeSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardGatewayOf, type CardGateway } from '../../gateways/card';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { captureEfile, completeEfilePayment } from './card';

/**
 * /api/creditcard/efileCapture and efileAuthAndCaptureResponse (spec 3 §7): a card payer's e-file payment
 * (card.ts). Registered under the creditcard prefix, as the spec names them; e-file owns them.
 */
const efileCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const gatewayOrFail = (): CardGateway => {
    const gateway = cardGatewayOf(app);
    if (!gateway) throw new ApiError(503, MONEY_MESSAGES.cardPaymentsOff);
    return gateway;
  };

  app.post(
    '/efileCapture',
    {
      onRequest: requireSession(),
      schema: {
        body: efileCaptureRequestSchema,
        response: { 200: envelopeSchema(efileCaptureResponseSchema) },
      },
    },
    async (request, reply) => {
      const token = await captureEfile(app, gatewayOrFail(), sessionOf(request).user, request.body);
      return reply.ok({ tokenResults: { token } });
    },
  );

  app.post(
    '/efileAuthAndCaptureResponse',
    {
      onRequest: requireSession(),
      schema: {
        body: efileAuthAndCaptureRequestSchema,
        response: { 200: envelopeSchema(efileAuthAndCaptureResponseSchema) },
      },
    },
    async (request, reply) => {
      const paymentTransactionId = await completeEfilePayment(
        app,
        gatewayOrFail(),
        sessionOf(request).user,
        request.body,
        request.ip,
      );
      return reply.ok({ paymentTransactionId });
    },
  );
};

export default efileCardRoutes;
