import { envelopeSchema, moduleReleasesSchema, pinModuleRequestSchema } from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MODULE_RELEASE_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';
import { readPins, writePin } from './pins';
import { listModuleReleases, problemsOf, ReleaseCatalog } from './service';

/**
 * /api/controlPanel/moduleReleases: each module's deployed releases, and pinning or rolling back one module in
 * one step (TRIMIN only, audited). The feed serves the pinned release from the next page load on.
 */
const moduleReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = new ReleaseCatalog(app.config.frontendRoot, app.log);
  const trimin = requireRoles(['TRIMIN']);
  const reply200 = { 200: envelopeSchema(moduleReleasesSchema) };

  app.get('/', { onRequest: trimin, schema: { response: reply200 } }, async (_request, reply) =>
    reply.ok(await listModuleReleases(catalog, app.config.modules, await readPins(app.db))),
  );

  app.post(
    '/pin',
    { onRequest: trimin, schema: { body: pinModuleRequestSchema, response: reply200 } },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const { module, release } = request.body;
      if (!app.config.modules.includes(module))
        throw new ApiError(404, MODULE_RELEASE_MESSAGES.unknownModule({ module }));
      if (release !== null) {
        const chosen = (await catalog.releasesOf(module)).find((r) => r.release === release);
        if (!chosen)
          throw new ApiError(404, MODULE_RELEASE_MESSAGES.unknownRelease({ module, release }));
        const problems = problemsOf(chosen, await catalog.shell());
        if (problems.length > 0)
          throw new ApiError(
            400,
            MODULE_RELEASE_MESSAGES.doesNotFit({
              module,
              release,
              problems: problems.join('; it '),
            }),
          );
      }
      await app.db.transaction(async (tx) => {
        const before = (await readPins(tx)).get(module) ?? null;
        await writePin(tx, module, release, user.username);
        await writeAudit(tx, {
          type: 'MODULE_PIN_CHANGE',
          userId: user.id,
          username: user.username,
          detail: { module, before, after: release },
          clientAddress: request.ip,
        });
      });
      const message =
        release === null
          ? MODULE_RELEASE_MESSAGES.followsNewest({ module })
          : MODULE_RELEASE_MESSAGES.pinned({ module, release });
      return reply.ok(
        await listModuleReleases(catalog, app.config.modules, await readPins(app.db)),
        message,
      );
    },
  );
};

export default moduleReleaseRoutes;
