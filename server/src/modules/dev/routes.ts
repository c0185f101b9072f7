import { envelopeSchema } from '@lrp/shared/contract';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import { MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';

/** The most messages GET dev/outbox answers. */
export const OUTBOX_LIMIT = 100;

const outboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), createdAt: z.string() })),
});

/**
 * /api/dev: what the demo and the browser tests need to see and nothing a county runs with. GET outbox lists
 * the e-mail the portal sent (links included: reset links too), so it exists only with DEMO_OUTBOX on.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', { schema: { response: { 200: envelopeSchema(outboxSchema) } } }, async (_request, reply) => {
    if (!app.config.demoOutbox) throw new ApiError(404, MESSAGES.notFound);
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_LIMIT);
    return reply.ok({
      messages: rows.map((m) => ({ to: m.toAddress, subject: m.subject, text: m.bodyText, links: m.links, createdAt: m.createdAt.toISOString() })),
    });
  });
};

export default devRoutes;
