import {
  addOnConfirmationRequestSchema,
  addOnConfirmationSchema,
  addOnOptionsSchema,
  envelopeSchema,
  userAddOnRequestSchema,
  userAddOnResponseSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { buyAddOn, getAddOnConfirmation, getAddOnOptions } from './service';

/**
 * /api/flatFee: the flat-fee images add-on of an account administrator (role ACCOUNT, flatFeeOverride
 * .accountAdminReload). County staff have no account of their own here: their reload for an account
 * (countyAdminReload) belongs to the account screens of the control panel, not to these calls.
 */
const flatFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountAdmin = requireRoles(['ACCOUNT']);

  app.post(
    '/getAddOnOptions',
    {
      onRequest: accountAdmin,
      schema: { body: z.object({}), response: { 200: envelopeSchema(addOnOptionsSchema) } },
    },
    async (request, reply) => reply.ok(await getAddOnOptions(app, sessionOf(request).user)),
  );

  app.post(
    '/getUserAddOnConfirmation',
    {
      onRequest: accountAdmin,
      schema: {
        body: addOnConfirmationRequestSchema,
        response: { 200: envelopeSchema(addOnConfirmationSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getAddOnConfirmation(
          app,
          sessionOf(request).user,
          request.body.option,
          request.body.imageStateReference.imageStateGuid,
        ),
      ),
  );

  app.post(
    '/userAddOn',
    {
      onRequest: accountAdmin,
      schema: {
        body: userAddOnRequestSchema,
        response: { 200: envelopeSchema(userAddOnResponseSchema) },
      },
    },
    async (request, reply) => {
      // The outcome's words go in the content (as the spec has them) and, coded, as the envelope's message.
      const bought = await buyAddOn(app, sessionOf(request).user, request.body.imageStateGuid);
      return reply.ok({ ok: bought.ok, message: bought.message.message }, bought.message);
    },
  );
};

export default flatFeeRoutes;
