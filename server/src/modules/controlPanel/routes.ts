import { envelopeSchema, ESSENTIAL_MODULES, modulesConfigSchema } from '@lrp/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';

/** /api/controlPanel: the county's settings (spec 3 §2.3, §7). This issue: which modules the county offers. */
const controlPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const triminOnly = requireRoles(['TRIMIN']);
  const modulesReply = { response: { 200: envelopeSchema(modulesConfigSchema) } };

  app.get('/countyConfig/modules', { preHandler: triminOnly, schema: modulesReply }, async (_request, reply) =>
    reply.ok(await app.countyConfig.get('modules')),
  );

  app.post(
    '/countyConfig/modules',
    { preHandler: triminOnly, schema: { body: modulesConfigSchema, ...modulesReply } },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const disabled = [...new Set(request.body.disabled.map((name) => name.trim()).filter(Boolean))].sort();
      const essential = disabled.filter((name) => ESSENTIAL_MODULES.includes(name));
      if (essential.length) {
        throw new ApiError(400, `${essential.join(', ')} cannot be switched off: without it nobody could sign in or switch modules back on.`);
      }
      const stored = await app.db.transaction(async (tx) => {
        const previous = await app.countyConfig.get('modules', tx);
        const saved = await app.countyConfig.put('modules', { disabled }, tx);
        await writeAudit(tx, {
          type: 'COUNTY_CONFIG_CHANGE',
          userId: user.id,
          username: user.username,
          detail: { group: 'modules', before: previous, after: saved },
          clientAddress: request.ip,
        });
        return saved;
      });
      return reply.ok(stored);
    },
  );
};

export default controlPanelRoutes;
