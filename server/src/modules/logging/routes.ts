import { clientLogRequestSchema, envelopeSchema } from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A logging call is small: twenty entries of at most 2,500 characters, with room for JSON. */
const BODY_LIMIT = 64 * 1024;

/**
 * POST /api/logging/client: the browser's logging transport (spec 1 §7). Public (start-up failures happen before
 * sign-in), capped in size and rate per address, and written to the server's log with the address, never
 * answered with anything but ok. It does not touch the session: a browser's own error is not activity.
 */
const loggingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: app.config.clientLogRatePerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `clientLog:${request.ip}`,
    }),
  );

  app.post(
    '/client',
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: clientLogRequestSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      for (const entry of request.body.entries) {
        const line = {
          clientLog: {
            ...entry,
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 200),
          },
        };
        if (entry.level === 'error') request.log.error(line, 'browser error');
        else request.log.warn(line, 'browser warning');
      }
      return reply.ok(null);
    },
  );
};

export default loggingRoutes;
