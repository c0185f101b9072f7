import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';
import { Monitoring } from './monitoring';
import { requestRouteGroup, statusClassOf } from './route-group';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics, snapshots and monitoring summary (src/modules/monitoring). */
    monitoring: Monitoring;
  }
}

/**
 * Monitoring for the whole app (not encapsulated): counts every answered request by method, route group and status
 * class, starts the snapshots once the app is ready and stops them before it closes. Registered after the job
 * queue (it listens to its outcomes) and before the routes (so its hook sees all of them).
 */
export default globalPlugin('monitoring', async (app: FastifyInstance) => {
  const monitoring = new Monitoring(app.database, app.jobs, app.log);
  app.decorate('monitoring', monitoring);
  app.addHook('onResponse', async (request, reply) => {
    monitoring.requestAnswered(
      request.method,
      requestRouteGroup(request),
      statusClassOf(reply.statusCode),
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onReady', async () => monitoring.start());
  app.addHook('preClose', async () => monitoring.stop());
});
