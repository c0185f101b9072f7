import { ADMIN_ROLES, envelopeSchema, userListRequestSchema, userListSchema } from '@lrp/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { listUsers } from './repository';

/** /api/userManager: user administration (spec 3 §2.1, §7). */
const userManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      preHandler: requireRoles(ADMIN_ROLES),
      schema: { body: userListRequestSchema, response: { 200: envelopeSchema(userListSchema) } },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const users = await listUsers(app.db, { role: user.role, accountId: user.accountId }, request.body);
      return reply.ok({ users });
    },
  );
};

export default userManagerRoutes;
