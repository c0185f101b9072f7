import {
  authorizationResponseSchema,
  cardSurcharge,
  cardTokenResponseSchema,
  cardTransactionResponseSchema,
  envelopeSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardGatewayOf, type CardGateway } from '../../gateways/card';
import { centsOf } from '../../lib/cents';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { verifyCardResponse } from '../cardGateway/verify';
import { preauthorizationApplier } from './preauthorization';

/*
 * /api/creditcard: card preauthorization for image purchases (spec 1 §4 "Credit-card authorization", §7).
 * authorize issues a PREAUTHORIZATION token for the county's creditCardExtra.maxAmount, plus the card surcharge
 * (creditCardExtra's, on that amount) which the card page shows and the gateway charges; authorizationResponse
 * accepts the card page's answer only when the gateway's own record confirms it (approved, this user's token,
 * not used before) and then settles it (preauthorization.ts): captured and recorded as an open preauthorization
 * (its surcharge as a ledger SURCHARGE line), which image purchases and pay-per-search charges draw on. One the browser never reports is settled by the
 * reconciliation. Any signed-in user may ask (guests buy images and pay searches by card too).
 */
const creditcardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.cardPayments.register(preauthorizationApplier(app.config.paymentReconcileMinutes));
  const gatewayOrFail = (): CardGateway => {
    const gateway = cardGatewayOf(app);
    if (!gateway) throw new ApiError(503, MONEY_MESSAGES.cardPaymentsOff);
    return gateway;
  };

  app.post(
    '/authorize',
    {
      onRequest: requireSession(),
      schema: { body: z.object({}), response: { 200: envelopeSchema(cardTokenResponseSchema) } },
    },
    async (request, reply) => {
      const gateway = gatewayOrFail();
      const { user } = sessionOf(request);
      const extra = await app.countyConfig.get('creditCardExtra');
      const issued = await gateway.issueToken({
        purpose: 'PREAUTHORIZATION',
        userId: user.id,
        accountId: user.accountId,
        amount: centsOf(extra.maxAmount),
        surcharge: centsOf(cardSurcharge(extra.maxAmount, extra)),
      });
      return reply.ok({ token: issued.token });
    },
  );

  app.post(
    '/authorizationResponse',
    {
      onRequest: requireSession(),
      schema: {
        body: cardTransactionResponseSchema,
        response: { 200: envelopeSchema(authorizationResponseSchema) },
      },
    },
    async (request, reply) => {
      const gateway = gatewayOrFail();
      const { user } = sessionOf(request);
      const verified = await verifyCardResponse(gateway, request.body, {
        userId: user.id,
        purpose: 'PREAUTHORIZATION',
      });
      if (!verified.ok) {
        if (verified.reason !== 'declined')
          request.log.warn(
            { userId: user.id, reason: verified.reason },
            'card preauthorization response refused',
          );
        return reply.ok({ authorizationOkay: false });
      }
      const settled = await app.cardPayments.settle(gateway, verified.transaction, {
        via: 'browser',
        clientAddress: request.ip,
      });
      return reply.ok({ authorizationOkay: settled.kind === 'applied' });
    },
  );
};

export default creditcardRoutes;
