import { codedGroup, envelopeSchema, TECHNICAL_MESSAGES } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';

const TECHNICAL = codedGroup('technical', TECHNICAL_MESSAGES);

/**
 * POST /api/controlPanel/countyConfig/reloadConfiguration (spec 3 §7, TRIMIN only, empty body): every instance
 * drops what it cached of the county (settings, page content, slides, reference lists) and reads it again at its
 * next request. All of it is stamped by the database's content counter (plugins/cache-generations.ts), so one
 * statement raises the counter, which the other instances read before their next request (or, on the embedded
 * PGlite, hear at once by its notification); this instance empties its own cache too. Audited.
 */
const reloadConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/countyConfig/reloadConfiguration',
    {
      onRequest: requireRoles(['TRIMIN']),
      schema: {
        body: z.optional(z.object({}).strict()),
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`update cache_generations set content = content + 1 where id = 1`);
        await tx.execute(sql`select pg_notify('lrp_cache', 'content')`);
        await writeAudit(tx, {
          type: 'COUNTY_CONFIG_CHANGE',
          userId: user.id,
          username: user.username,
          detail: { action: 'reloadConfiguration' },
          clientAddress: request.ip,
        });
      });
      app.contentCache.clear();
      return reply.ok({}, TECHNICAL.configurationReloaded);
    },
  );
};

export default reloadConfigurationRoutes;
