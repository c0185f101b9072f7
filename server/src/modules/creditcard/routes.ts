import { authorizationResponseSchema, cardTokenResponseSchema, cardTransactionResponseSchema, envelopeSchema } from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { cardGatewayOf, type CardGateway } from '../../gateways/card';
import { cardPreauthorizations } from '../../db/schema';
import { centsOf, centsToText } from '../../lib/cents';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { verifyCardResponse } from '../cardGateway/verify';
import { readCreditCardExtra } from './county-group';

/** How long an accepted preauthorization can be charged (a working day and then some). */
export const PREAUTHORIZATION_HOURS = 12;

/*
 * /api/creditcard: card preauthorization for image purchases (spec 1 §4 "Credit-card authorization", §7).
 * authorize issues a PREAUTHORIZATION token for the county's creditCardExtra.maxAmount; authorizationResponse
 * accepts the card page's answer only when the gateway's own record confirms it (approved, this user's token,
 * not used before) and then marks it used and records it as an open preauthorization, which pay-per-search
 * charges draw on. Any signed-in user may ask (guests buy images and pay searches by card too).
 */
const creditcardRoutes: FastifyPluginAsyncZod = async (app) => {
  const gatewayOrFail = (): CardGateway => {
    const gateway = cardGatewayOf(app);
    if (!gateway) throw new ApiError(503, MONEY_MESSAGES.cardPaymentsOff);
    return gateway;
  };

  app.post(
    '/authorize',
    { preHandler: requireSession(), schema: { body: z.object({}), response: { 200: envelopeSchema(cardTokenResponseSchema) } } },
    async (request, reply) => {
      const gateway = gatewayOrFail();
      const { user } = sessionOf(request);
      const extra = await readCreditCardExtra(app.db);
      const issued = await gateway.issueToken({ purpose: 'PREAUTHORIZATION', userId: user.id, accountId: user.accountId, amount: centsOf(extra.maxAmount), surcharge: 0 });
      return reply.ok({ token: issued.token });
    },
  );

  app.post(
    '/authorizationResponse',
    { preHandler: requireSession(), schema: { body: cardTransactionResponseSchema, response: { 200: envelopeSchema(authorizationResponseSchema) } } },
    async (request, reply) => {
      const gateway = gatewayOrFail();
      const { user } = sessionOf(request);
      const verified = await verifyCardResponse(gateway, request.body, { userId: user.id, purpose: 'PREAUTHORIZATION' });
      if (!verified.ok) {
        if (verified.reason !== 'declined') request.log.warn({ userId: user.id, reason: verified.reason }, 'card preauthorization response refused');
        return reply.ok({ authorizationOkay: false });
      }
      const { transaction } = verified;
      const captured = await app.db.transaction(async (tx: Tx) => {
        if (!(await gateway.capture(transaction.transactionId, tx))) return false;
        // Pay-per-search charges draw on it (ledger.chargePreauthorized) until it is used up or expires.
        await tx.insert(cardPreauthorizations).values({
          transactionId: transaction.transactionId,
          userId: user.id,
          accountId: user.accountId,
          amount: centsToText(transaction.amount),
          expiresAt: new Date(Date.now() + PREAUTHORIZATION_HOURS * 3_600_000),
        });
        return true;
      });
      return reply.ok({ authorizationOkay: captured });
    },
  );
};

export default creditcardRoutes;
