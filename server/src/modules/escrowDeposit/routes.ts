import {
  cardTransactionResponseSchema,
  completeDepositResponseSchema,
  envelopeSchema,
  initiateDepositRequestSchema,
  initiateDepositResponseSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardGatewayOf } from '../../gateways/card';
import { centsToNumber } from '../../lib/cents';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { completeDeposit, escrowDepositApplier, initiateDeposit } from './service';

/**
 * /api/escrowDeposit: an account administrator (role ACCOUNT, as the header offers Add money only to them)
 * adds money to the account's escrow balance by card.
 */
const escrowDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  // Deposits whose browser never completed them are settled by the reconciliation job with the same applier.
  app.cardPayments.register(escrowDepositApplier);
  const accountAdmin = requireRoles(['ACCOUNT']);
  const gatewayOrFail = () => {
    const gateway = cardGatewayOf(app);
    if (!gateway) throw new ApiError(503, MONEY_MESSAGES.cardPaymentsOff);
    return gateway;
  };

  app.post(
    '/initiateDeposit',
    {
      onRequest: accountAdmin,
      schema: {
        body: initiateDepositRequestSchema,
        response: { 200: envelopeSchema(initiateDepositResponseSchema) },
      },
    },
    async (request, reply) => {
      const started = await initiateDeposit(
        app,
        gatewayOrFail(),
        sessionOf(request).user,
        request.body.amount,
      );
      return reply.ok({
        tokenResults: { token: started.token },
        amount: centsToNumber(started.amount),
        surcharge: centsToNumber(started.surcharge),
        total: centsToNumber(started.total),
      });
    },
  );

  app.post(
    '/completeDeposit',
    {
      onRequest: accountAdmin,
      schema: {
        body: cardTransactionResponseSchema,
        response: { 200: envelopeSchema(completeDepositResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await completeDeposit(app, gatewayOrFail(), sessionOf(request).user, request.body)),
  );
};

export default escrowDepositRoutes;
