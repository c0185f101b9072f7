import { envelopeSchema } from '@lrp/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../messages';

const healthSchema = z.object({ database: z.enum(['up', 'down']) });

/** /api/health: for load balancers and the e2e runner; 503 when the database does not answer. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return reply.ok({ database: 'up' as const });
    } catch (err) {
      request.log.error({ err }, 'health check: database down');
      return reply.code(503).send({ ok: false, message: MESSAGES.databaseDown, lockout: false, content: { database: 'down' as const } });
    }
  });
};

export default healthRoutes;
