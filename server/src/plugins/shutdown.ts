import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { MESSAGES } from '../messages';

/**
 * Graceful stop (server.ts calls app.close() on SIGTERM): Fastify stops accepting connections and lets the
 * requests in flight finish. Their answers close their connections (no keep-alive to wait out), and a request
 * that still arrives on an open keep-alive connection meanwhile is answered 503 in our envelope, so a load
 * balancer sends it to another instance.
 */
export default globalPlugin('shutdown', async (app: FastifyInstance) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    return reply
      .code(503)
      .header('retry-after', '1')
      .send({ ok: false, ...MESSAGES.shuttingDown, lockout: false, content: null });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
});
