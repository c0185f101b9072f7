import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';

/** Whether the request was routed to the API (decided on the route the router chose, like the CSRF check). */
const isApiRequest = (request: FastifyRequest) =>
  (request.routeOptions.url ?? request.url).startsWith('/api/');

/**
 * No API reply is kept by a browser or a proxy unless its route says so: a profile, a session's status, a user's
 * entry or a bought image must not outlive the session in a shared computer's cache or a proxy. Every /api reply
 * that does not set its own Cache-Control (the login slides and the card script are public and cacheable) gets
 * `no-store`, refusals included. The portal's pages and assets are not /api and keep their own caching
 * (plugins/static.ts).
 */
export default globalPlugin('api-no-store', async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
