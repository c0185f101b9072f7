import { envelopeSchema } from '@lrp/contract';
import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import { MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';

/** The most messages GET dev/outbox answers. */
export const OUTBOX_LIMIT = 100;

const outboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine itself: the connection comes from a loopback address and no proxy passed it on (a
 * reverse proxy on the same machine connects from loopback for every outside caller, but says so in a header).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    PROXY_HEADERS.every((h) => request.headers[h] === undefined)
  );
}

/**
 * /api/dev: what the demo and the browser tests need to see and nothing a county runs with. GET outbox lists
 * the e-mail the portal sent (links included: reset links too): only in demo mode (DEMO_OUTBOX), and only to a
 * caller on the server's own machine; anyone else gets the same 404 as for any unknown path.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { schema: { response: { 200: envelopeSchema(outboxSchema) } } },
    async (request, reply) => {
      if (!app.config.demoOutbox || !isLoopbackCaller(request))
        throw new ApiError(404, MESSAGES.notFound);
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(OUTBOX_LIMIT);
      return reply.ok({
        messages: rows.map((m) => ({
          to: m.toAddress,
          subject: m.subject,
          text: m.bodyText,
          links: m.links,
          createdAt: m.createdAt.toISOString(),
        })),
      });
    },
  );
};

export default devRoutes;
