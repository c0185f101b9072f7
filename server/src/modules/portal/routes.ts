import { envelopeSchema, portalModulesSchema, productConfigSchema } from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPins } from './pins';
import { productConfigOf, readPortalModules, ReleaseCatalog } from './service';

/** /api/portal: the county's composition of deployed modules (docs/architecture.md §2). */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new ReleaseCatalog(app.config.frontendRoot, app.log);

  app.get(
    '/modules',
    { schema: { response: { 200: envelopeSchema(portalModulesSchema) } } },
    async (_request, reply) => {
      const county = await app.countyConfig.getAll();
      const pins = await readPins(app.db);
      return reply.ok(
        await readPortalModules(catalog, app.config.modules, pins, county, app.config.basePath),
      );
    },
  );
};

/** /county/product-config.json: the shell's start-up configuration, a plain JSON file (not an envelope). */
export const productConfigRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/county/product-config.json',
    { schema: { response: { 200: productConfigSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(productConfigOf(app.config)),
  );
};
