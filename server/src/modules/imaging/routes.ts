import { cancelImageStateRequestSchema, envelopeSchema } from '@lrp/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageStates } from '../../db/schema';
import { requireSession, sessionOf } from '../../plugins/roles';

/**
 * /api/imaging: the image states of the download and add-on flows. `cancelImageState` discards one the user left
 * (Cancel, Back or Close, spec 1 §4): only the user's own, only while open; answering the same whatever the
 * state was, so it tells nothing about other people's.
 */
const imagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cancelImageState',
    {
      preHandler: requireSession(),
      schema: { body: cancelImageStateRequestSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await app.db
        .update(imageStates)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(imageStates.guid, request.body.imageStateGuid),
            eq(imageStates.userId, user.id),
            eq(imageStates.status, 'OPEN'),
          ),
        );
      return reply.ok(null);
    },
  );
};

export default imagingRoutes;
