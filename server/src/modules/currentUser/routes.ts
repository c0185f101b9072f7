import { envelopeSchema, loginStatusSchema } from '@lrp/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSession } from '../../plugins/session';
import { buildCurrentUser } from './service';

/** /api/currentUser: the session check the shell makes on every page load. */
const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/loginStatus', { schema: { response: { 200: envelopeSchema(loginStatusSchema) } } }, async (request, reply) => {
    const session = await loadSession(request, reply);
    if (!session) return reply.ok({ loggedIn: false, user: null });
    const user = await buildCurrentUser(app.db, app.countyConfig, session.user, session.language);
    return reply.ok({ loggedIn: true, user });
  });
};

export default currentUserRoutes;
